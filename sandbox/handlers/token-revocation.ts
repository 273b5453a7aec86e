import { http, HttpResponse, type HttpHandler } from 'msw';
import { bearerToken, type SandboxContext } from '../kernel/context';
import { apiError, json, readParams } from '../kernel/http';
import type { AccessTokenRecord } from '../kernel/records';
import { route } from '../kernel/routes';

/**
 * Access tokens revoked by the server (not part of the Mastodon API, except for what the API answers):
 *
 *   POST /_sandbox/revoke { acct }    -> { acct, revoked, dropped }   every live token of that local account
 *   POST /_sandbox/revoke { token }   -> { acct, revoked, dropped }   that one token
 *
 * as a person does from their server's "Authorized apps" page, or a moderator by suspending the login. What a real
 * server then does:
 * - every API call that carries a revoked token is refused with 401 `{"error":"The access token is invalid"}` and
 *   a `WWW-Authenticate: Bearer ... error="invalid_token"` header (the token is looked up before the call's own
 *   handler runs, so public reads are refused too: the client sent a token, and the server will not ignore it);
 * - the streaming server closes the token's open sockets at once, and refuses a new upgrade with 401, which a
 *   browser only sees as a failed socket (server/ws-server.ts, streaming/msw-link.ts refuse tokens without a viewer).
 */

export const INVALID_TOKEN_TEXT = 'The access token is invalid';

/** The 401 a Mastodon server (Doorkeeper) answers for a token it no longer honours. */
export function invalidTokenAnswer() {
  return HttpResponse.json(
    { error: INVALID_TOKEN_TEXT },
    {
      status: 401,
      headers: {
        'WWW-Authenticate': `Bearer realm="Doorkeeper", error="invalid_token", error_description="${INVALID_TOKEN_TEXT}"`,
      },
    },
  );
}

interface SocketDropper {
  dropWhere(test: (connection: { viewer: { token: AccessTokenRecord } | null }) => boolean): number;
}
const canDrop = (stream: unknown): stream is SocketDropper =>
  typeof (stream as Partial<SocketDropper>).dropWhere === 'function';

export function tokenRevocationHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  return [
    // before any API handler: a revoked token is refused whatever the call
    http.all('*', ({ request }) => {
      if (request.method === 'OPTIONS' || !new URL(request.url).pathname.startsWith('/api/')) return undefined;
      const token = bearerToken(request);
      const record = token === null ? undefined : db.tokens.get(token);
      return record?.revoked === true ? invalidTokenAnswer() : undefined;
    }),
    http.post(route('/_sandbox/revoke'), async ({ request }) => {
      const params = (await readParams(request)) as Record<string, unknown>;
      let chosen: AccessTokenRecord[];
      let accountId: string;
      if (typeof params.token === 'string' && params.token !== '') {
        const record = db.tokens.get(params.token);
        if (!record) return apiError(404, 'Unknown access token');
        chosen = [record];
        accountId = record.account_id;
      } else {
        const acct = typeof params.acct === 'string' ? params.acct : '';
        const account = acct === '' ? undefined : (db.findAccountByAcct(acct) ?? db.accounts.get(acct));
        if (!account || !db.users.has(account.id))
          return apiError(404, `Unknown local account: ${acct || '(missing)'}`);
        chosen = [...db.tokens.values()].filter((record) => record.account_id === account.id);
        accountId = account.id;
      }
      const live = chosen.filter((record) => !record.revoked);
      for (const record of live) record.revoked = true;
      const gone = new Set(live.map((record) => record.token));
      const dropped = canDrop(ctx.stream)
        ? ctx.stream.dropWhere((connection) => connection.viewer !== null && gone.has(connection.viewer.token.token))
        : 0;
      const account = db.accounts.get(accountId);
      return json({ acct: account ? db.acct(account) : accountId, revoked: live.length, dropped });
    }),
  ];
}
