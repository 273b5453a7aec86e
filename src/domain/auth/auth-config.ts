/** Fixed sign-in parameters of the client. */

/** The scopes every sign-in asks for. */
export const SIGN_IN_SCOPES = 'read write follow push';

/** The name the server shows on its consent page and in the person's list of authorised apps. */
export const CLIENT_NAME = 'Tsubame';

/** The path the server sends the browser back to. */
export const CALLBACK_PATH = '/oauth/callback';

/**
 * A pending sign-in older than this cannot be completed (servers keep authorisation codes ten minutes;
 * the rest is time to sign in on the server).
 */
export const PENDING_SIGN_IN_MAX_AGE_MS = 30 * 60 * 1000;

/** redirect_uri for a client served at `origin`. The server is never assumed to be this origin. */
export function redirectUriFor(origin: string): string {
  return `${new URL(origin).origin}${CALLBACK_PATH}`;
}

/** `a b c` and `c b a` name the same scopes. */
export function sameScopes(a: string, b: string): boolean {
  const set = (s: string) => [...new Set(s.split(/\s+/).filter(Boolean))].sort().join(' ');
  return set(a) === set(b);
}
