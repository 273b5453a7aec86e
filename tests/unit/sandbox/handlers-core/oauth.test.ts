import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_URI, parseConsentForm, pkcePair, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(() => {
  h = startHarness();
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

async function registerApp(scopes = 'read write follow') {
  const app = await h.call(null, 'POST', '/api/v1/apps', {
    client_name: 'Test app',
    redirect_uris: [REDIRECT_URI],
    scopes,
    website: 'https://app.example',
  });
  expect(app.status).toBe(200);
  return app.body as { client_id: string; client_secret: string };
}

/** Consents on the page as `username` and returns the redirect location. */
async function consent(query: Record<string, string>, username = 'alice', decision = 'approve') {
  const page = await h.call(null, 'GET', `/oauth/authorize?${new URLSearchParams(query)}`);
  expect(page.status).toBe(200);
  const form = parseConsentForm(page.body);
  const account = form.accounts.find((a) => a.label.endsWith(`@${username}`))!;
  const answer = await h.call(
    null,
    'POST',
    '/oauth/authorize',
    new URLSearchParams({ ...form.hidden, account_id: account.id, decision }),
  );
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

async function codeFor(app: { client_id: string }, challenge: string, state = 'xyz') {
  const location = await consent({
    response_type: 'code',
    client_id: app.client_id,
    redirect_uri: REDIRECT_URI,
    scope: 'read write',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return location.searchParams.get('code')!;
}

const exchange = (
  app: { client_id: string; client_secret: string },
  code: string,
  verifier?: string,
  extra: Record<string, string> = {},
) =>
  h.call(null, 'POST', '/oauth/token', {
    grant_type: 'authorization_code',
    code,
    client_id: app.client_id,
    client_secret: app.client_secret,
    redirect_uri: REDIRECT_URI,
    ...(verifier ? { code_verifier: verifier } : {}),
    ...extra,
  });

describe('POST /api/v1/apps', () => {
  it('registers an app with a client id and secret, taking redirect_uris as a JSON array or as form fields', async () => {
    const a = await h.call(null, 'POST', '/api/v1/apps', {
      client_name: 'A',
      redirect_uris: [REDIRECT_URI],
      scopes: 'read write',
      website: 'https://a.example',
    });
    expect(a.body).toMatchObject({
      name: 'A',
      scopes: ['read', 'write'],
      redirect_uris: [REDIRECT_URI],
      redirect_uri: REDIRECT_URI,
      website: 'https://a.example',
    });
    expect(a.body.client_id).toMatch(/^[\w-]{20,}$/);
    expect(a.body.client_secret).toMatch(/^[\w-]{20,}$/);
    const b = await h.call(
      null,
      'POST',
      '/api/v1/apps',
      new URLSearchParams([
        ['client_name', 'B'],
        ['redirect_uris[]', REDIRECT_URI],
        ['redirect_uris[]', 'urn:ietf:wg:oauth:2.0:oob'],
      ]),
    );
    expect(b.body.redirect_uris).toEqual([REDIRECT_URI, 'urn:ietf:wg:oauth:2.0:oob']);
    expect(b.body.scopes).toEqual(['read']);
    expect(b.body.client_id).not.toBe(a.body.client_id);
  });

  it('refuses a missing name, a relative redirect URI or an unknown scope with 422', async () => {
    expect((await h.call(null, 'POST', '/api/v1/apps', { redirect_uris: [REDIRECT_URI] })).status).toBe(422);
    expect(
      (await h.call(null, 'POST', '/api/v1/apps', { client_name: 'x', redirect_uris: ['/callback'] })).status,
    ).toBe(422);
    const bad = await h.call(null, 'POST', '/api/v1/apps', {
      client_name: 'x',
      redirect_uris: [REDIRECT_URI],
      scopes: 'read launch:missiles',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toContain('launch:missiles');
  });
});

describe('GET /.well-known/oauth-authorization-server', () => {
  it('advertises S256 PKCE and endpoints on the request origin', async () => {
    const meta = await h.call(null, 'GET', '/.well-known/oauth-authorization-server');
    expect(meta.body.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.body.authorization_endpoint).toBe('http://sandbox.test/oauth/authorize');
    expect(meta.body.token_endpoint).toBe('http://sandbox.test/oauth/token');
    expect(meta.body.revocation_endpoint).toBe('http://sandbox.test/oauth/revoke');
    expect(meta.body.response_types_supported).toEqual(['code']);
    expect(meta.body.scopes_supported).toContain('write:statuses');
  });
});

describe('GET /oauth/authorize', () => {
  it('renders an accessible consent page listing the local users with alice preselected', async () => {
    const app = await registerApp();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: REDIRECT_URI,
      scope: 'read',
      lang: 'ja',
    });
    const page = await h.call(null, 'GET', `/oauth/authorize?${query}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toMatch(/<title>Authorize Test app – sandbox\.test<\/title>/);
    expect(page.body).toContain('<legend>Sign in as</legend>');
    expect(page.body).toContain('<button type="submit" name="decision" value="approve">Authorize</button>');
    const form = parseConsentForm(page.body);
    expect(form.accounts.map((a) => a.label.split('@').pop())).toEqual(['alice', 'bob', 'carol', 'grace', 'newbie']);
    expect(form.accounts.filter((a) => a.checked).map((a) => a.label)).toEqual([form.accounts[0]!.label]);
    expect(form.hidden).toMatchObject({
      client_id: app.client_id,
      redirect_uri: REDIRECT_URI,
      scope: 'read',
      response_type: 'code',
    });
  });

  it('one click on Authorize (the preselected user) redirects with a code and the state echoed', async () => {
    const app = await registerApp();
    const page = await h.call(
      null,
      'GET',
      `/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: app.client_id, redirect_uri: REDIRECT_URI, state: 'a b&c' })}`,
    );
    const form = parseConsentForm(page.body);
    const checked = form.accounts.find((a) => a.checked)!;
    const answer = await h.call(
      null,
      'POST',
      '/oauth/authorize',
      new URLSearchParams({ ...form.hidden, account_id: checked.id, decision: 'approve' }),
    );
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('a b&c');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('rejects an unknown client or an unregistered redirect_uri on an error page', async () => {
    const app = await registerApp();
    const unknown = await h.call(
      null,
      'GET',
      `/oauth/authorize?response_type=code&client_id=nope&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('invalid_client');
    const other = await h.call(
      null,
      'GET',
      `/oauth/authorize?response_type=code&client_id=${app.client_id}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
    );
    expect(other.status).toBe(400);
    expect(other.body).toContain('invalid_redirect_uri');
  });

  it('sends back response_type, scope and PKCE method errors to the redirect_uri', async () => {
    const app = await registerApp('read');
    const base = { client_id: app.client_id, redirect_uri: REDIRECT_URI, state: 's1' };
    const cases: Array<[Record<string, string>, string]> = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ response_type: 'code', scope: 'read write' }, 'invalid_scope'],
      [{ response_type: 'code', code_challenge: 'abc', code_challenge_method: 'plain' }, 'invalid_request'],
      [{ response_type: 'code', code_challenge: 'abc' }, 'invalid_request'],
    ];
    for (const [query, error] of cases) {
      const answer = await h.call(null, 'GET', `/oauth/authorize?${new URLSearchParams({ ...base, ...query })}`);
      expect(answer.status).toBe(302);
      const location = new URL(answer.headers.get('location')!);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('s1');
    }
  });

  it('Deny redirects with access_denied', async () => {
    const app = await registerApp();
    const location = await consent(
      { response_type: 'code', client_id: app.client_id, redirect_uri: REDIRECT_URI, state: 'q' },
      'alice',
      'deny',
    );
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('q');
    expect(location.searchParams.get('code')).toBeNull();
  });
});

describe('POST /oauth/token', () => {
  it('exchanges a code with the right PKCE verifier for a token of the chosen user', async () => {
    const app = await registerApp();
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(app, challenge);
    const token = await exchange(app, code, verifier);
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', scope: 'read write' });
    const me = await h.call(token.body.access_token, 'GET', '/api/v1/accounts/verify_credentials');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('alice');
    expect(me.body.source).toMatchObject({ privacy: 'public', language: 'en' });
    expect(me.body.role.name).toBeTruthy();
  });

  it('signs in as another user chosen on the page', async () => {
    const token = await h.signIn('bob');
    const me = await h.call(token, 'GET', '/api/v1/accounts/verify_credentials');
    expect(me.body.username).toBe('bob');
  });

  it('refuses a wrong or missing code_verifier with invalid_grant', async () => {
    const app = await registerApp();
    const { challenge } = pkcePair();
    const code = await codeFor(app, challenge);
    const wrong = await exchange(app, code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.error_description).toMatch(/code_verifier/);
    const missing = await exchange(app, code);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_grant');
  });

  it('uses a code once, only before it expires, only with its redirect_uri and the client secret', async () => {
    const app = await registerApp();
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(app, challenge);
    expect((await exchange(app, code, verifier, { redirect_uri: 'http://localhost:5173/other' })).body.error).toBe(
      'invalid_grant',
    );
    const badSecret = await exchange({ ...app, client_secret: 'wrong' }, code, verifier);
    expect(badSecret.status).toBe(401);
    expect(badSecret.body.error).toBe('invalid_client');
    expect((await exchange(app, code, verifier)).status).toBe(200);
    const again = await exchange(app, code, verifier);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');

    const late = pkcePair();
    const lateCode = await codeFor(app, late.challenge);
    h.clock.now += 11 * 60 * 1000;
    const expired = await exchange(app, lateCode, late.verifier);
    expect(expired.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/expired/) });
  });

  it('accepts a form-encoded request and HTTP Basic client authentication', async () => {
    const app = await registerApp();
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(app, challenge);
    const basic = Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64');
    h.recorder.expectViolation({
      method: 'POST',
      path: '/oauth/token',
      where: 'request',
      message: /required property 'client_(id|secret)'/,
      reason: 'HTTP Basic client authentication (RFC 6749 2.3.1), which the contract does not describe',
    });
    const token = await h.call(
      null,
      'POST',
      '/oauth/token',
      new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }),
      { Authorization: `Basic ${basic}` },
    );
    expect(token.status).toBe(200);
    expect(token.body.access_token).toBeTruthy();
  });

  it('issues an app token for client_credentials, which is no user', async () => {
    const app = await registerApp();
    h.recorder.expectViolation({
      method: 'POST',
      path: '/oauth/token',
      where: 'request',
      message: /required property 'code'/,
      reason: 'the contract requires code for every grant; client_credentials (RFC 6749 4.4) has none',
    });
    const token = await h.call(null, 'POST', '/oauth/token', {
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.client_secret,
      redirect_uri: REDIRECT_URI,
      scope: 'read',
    });
    expect(token.status).toBe(200);
    expect(token.body.scope).toBe('read');
    expect((await h.call(token.body.access_token, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
    const unsupported = await h.call(null, 'POST', '/oauth/token', {
      grant_type: 'password',
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    expect(unsupported.body.error).toBe('unsupported_grant_type');
  });
});

describe('POST /oauth/revoke', () => {
  it('revokes the token: later API calls answer 401', async () => {
    const app = await registerApp();
    const { verifier, challenge } = pkcePair();
    const token = (await exchange(app, await codeFor(app, challenge), verifier)).body.access_token as string;
    expect((await h.call(token, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
    const other = await registerApp();
    expect(
      (
        await h.call(null, 'POST', '/oauth/revoke', {
          client_id: other.client_id,
          client_secret: other.client_secret,
          token,
        })
      ).status,
    ).toBe(403);
    const revoked = await h.call(null, 'POST', '/oauth/revoke', {
      client_id: app.client_id,
      client_secret: app.client_secret,
      token,
    });
    expect(revoked.status).toBe(200);
    const after = await h.call(token, 'GET', '/api/v1/accounts/verify_credentials');
    expect(after.status).toBe(401);
    expect(after.body.error).toBeTruthy();
  });

  it('verify_credentials without a token is 401', async () => {
    expect((await h.call(null, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
  });
});
