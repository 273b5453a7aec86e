/**
 * Test helper: a small OAuth server behind an injected fetch. It registers apps, issues codes for authorize
 * URLs (as if the person approved), checks the PKCE verifier on the token call, answers verify_credentials for
 * live tokens and revokes tokens (a revoked token gets 401 on every API call). Every request is recorded.
 */
import { pkceChallenge } from '../../../src/services/api/pkce';

export const FAKE_SERVER = 'https://social.example';

export interface FakeRequest {
  method: string;
  url: URL;
  body: URLSearchParams | Record<string, unknown> | null;
  authorization: string | null;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  accountId: string;
  used: boolean;
}

export const FAKE_ACCOUNTS: Record<
  string,
  { id: string; username: string; acct: string; display_name: string; avatar: string; avatar_static: string }
> = {
  '1': {
    id: '1',
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    avatar: 'https://social.example/a.png',
    avatar_static: 'https://social.example/a.png',
  },
  '2': {
    id: '2',
    username: 'bob',
    acct: 'bob',
    display_name: 'Bob',
    avatar: 'https://social.example/b.png',
    avatar_static: 'https://social.example/b.png',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createFakeOAuthServer(origin = FAKE_SERVER) {
  const requests: FakeRequest[] = [];
  const apps = new Map<string, { secret: string; redirectUri: string }>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { accountId: string; clientId: string; revoked: boolean }>();
  let counter = 0;
  const faults: { revoke?: boolean; token?: number } = {};

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const text = request.method === 'GET' ? '' : await request.text();
    const body = type.includes('json')
      ? (JSON.parse(text) as Record<string, unknown>)
      : text
        ? new URLSearchParams(text)
        : null;
    const authorization = request.headers.get('authorization');
    requests.push({ method: request.method, url, body, authorization });
    const param = (name: string) =>
      body instanceof URLSearchParams ? body.get(name) : ((body?.[name] as string | undefined) ?? null);
    if (url.origin !== origin) return json(404, { error: 'Not found' });

    if (request.method === 'POST' && url.pathname === '/api/v1/apps') {
      counter += 1;
      const clientId = `client-${counter}`;
      apps.set(clientId, {
        secret: `secret-${counter}`,
        redirectUri: String((body as Record<string, unknown> | null)?.redirect_uris),
      });
      return json(200, {
        id: String(counter),
        name: param('client_name'),
        client_id: clientId,
        client_secret: `secret-${counter}`,
      });
    }
    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      if (faults.token)
        return json(faults.token, { error: 'invalid_client', error_description: 'Client authentication failed.' });
      const code = codes.get(param('code') ?? '');
      const app = apps.get(param('client_id') ?? '');
      if (!app || app.secret !== param('client_secret'))
        return json(401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
      if (!code || code.used || code.clientId !== param('client_id') || code.redirectUri !== param('redirect_uri')) {
        return json(400, { error: 'invalid_grant', error_description: 'The authorization code is invalid.' });
      }
      if ((await pkceChallenge(param('code_verifier') ?? '')) !== code.challenge) {
        return json(400, {
          error: 'invalid_grant',
          error_description: 'The code_verifier does not match the code_challenge.',
        });
      }
      code.used = true;
      counter += 1;
      const token = `token-${counter}`;
      tokens.set(token, { accountId: code.accountId, clientId: code.clientId, revoked: false });
      return json(200, { access_token: token, token_type: 'Bearer', scope: 'read write follow push', created_at: 1 });
    }
    if (request.method === 'POST' && url.pathname === '/oauth/revoke') {
      if (faults.revoke) return json(503, { error: 'Service Unavailable' });
      const app = apps.get(param('client_id') ?? '');
      if (!app || app.secret !== param('client_secret')) return json(401, { error: 'invalid_client' });
      const record = tokens.get(param('token') ?? '');
      if (record) record.revoked = true;
      return json(200, {});
    }
    if (request.method === 'GET' && url.pathname === '/api/v1/accounts/verify_credentials') {
      const record = tokens.get((authorization ?? '').replace(/^Bearer /, ''));
      if (!record || record.revoked) return json(401, { error: 'The access token is invalid' });
      return json(200, { ...FAKE_ACCOUNTS[record.accountId], source: {}, url: `${origin}/@x` });
    }
    // a revoked token is refused on every API call, as a real server does
    const bearer = tokens.get((authorization ?? '').replace(/^Bearer /, ''));
    if (url.pathname.startsWith('/api/') && bearer?.revoked) return json(401, { error: 'The access token is invalid' });
    return json(404, { error: 'Not found' });
  }

  return {
    requests,
    tokens,
    faults,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init))) as typeof fetch,
    /** What the server's consent page does when `accountId` approves: the callback URL. */
    approve(authorizeUrl: string, accountId = '1'): string {
      const url = new URL(authorizeUrl);
      const q = (name: string) => url.searchParams.get(name) ?? '';
      counter += 1;
      const code = `code-${counter}`;
      codes.set(code, {
        clientId: q('client_id'),
        redirectUri: q('redirect_uri'),
        challenge: q('code_challenge'),
        accountId,
        used: false,
      });
      const back = new URL(q('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', q('state'));
      return back.toString();
    },
    /** The consent page's answer when the person declines. */
    deny(authorizeUrl: string): string {
      const url = new URL(authorizeUrl);
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return back.toString();
    },
    count(method: string, path: string): number {
      return requests.filter((r) => r.method === method && r.url.pathname === path).length;
    },
  };
}

export type FakeOAuthServer = ReturnType<typeof createFakeOAuthServer>;
