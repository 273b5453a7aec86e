/**
 * Whether an account's server still honours its access token. Two signs say it may not:
 * - a 401 answer to a call that carried the token (the API client reports each);
 * - a streaming socket that failed or was closed by the server: a server refuses the WebSocket upgrade of a
 *   revoked token with 401 (and closes the token's open sockets), which a browser only sees as a failed socket.
 * Neither is proof on its own (session-mode endpoints such as api/web/* may refuse a plain OAuth token with 401
 * while it is good; a socket also fails when the network does), so each is checked with one cheap authenticated
 * call, GET verify_credentials, at most one at a time. Its own 401 is the answer: the token is refused, and the
 * account is told once per token. Any other outcome (200, a network failure) says nothing.
 */
import type { UnauthorizedAnswer } from '../api/client';

/** The call that tells: its 401 is the server's word on the token itself. */
export const VERIFY_CREDENTIALS_PATH = '/api/v1/accounts/verify_credentials';

export interface TokenRefusalWatch {
  /** the API client's report of a 401 answer */
  unauthorized(answer: UnauthorizedAnswer): void;
  /** something else suggests a refusal (a failed socket): ask the server */
  check(): void;
}

export interface TokenRefusalOptions {
  /** GET verify_credentials with the account's token (its 401 comes back through `unauthorized`) */
  verify(): Promise<unknown>;
  /** the server refused `token` */
  refused(token: string): void;
}

export function createTokenRefusalWatch({ verify, refused }: TokenRefusalOptions): TokenRefusalWatch {
  let checking = false;
  const told = new Set<string>();

  const check = () => {
    if (checking) return;
    checking = true;
    void verify()
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  };

  return {
    unauthorized(answer) {
      // a token already refused needs no more asking: its late answers change nothing
      if (told.has(answer.token)) return;
      if (new URL(answer.url).pathname !== VERIFY_CREDENTIALS_PATH) {
        check();
        return;
      }
      told.add(answer.token);
      refused(answer.token);
    },
    check,
  };
}
