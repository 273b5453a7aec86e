/**
 * The sandbox's oauthMetadata switch: 0 publishes the usual /oauth addresses, 1 publishes /oauth2 addresses and
 * serves the consent page, token exchange and revocation there too, 404 publishes no document.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_URI, parseConsentForm, pkcePair, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(() => {
  h = startHarness();
});
afterAll(() => h.close());
afterEach(() => {
  h.sandbox.ctx.options.oauthMetadata = 0;
  h.expectContract();
});

const METADATA = '/.well-known/oauth-authorization-server';

/** The description lists only /oauth: each request to a moved address is declared as undocumented on purpose. */
function expectMoved(method: string, path: string) {
  h.recorder.expectViolation({
    method,
    path,
    where: 'request',
    message: /undocumented operation/,
    reason: 'the oauthMetadata switch serves the sign-in addresses under /oauth2, which the description does not list',
  });
}

describe('the oauthMetadata switch', () => {
  it('names the usual /oauth addresses by default, and /oauth2 answers 404 then', async () => {
    const meta = await h.call(null, 'GET', METADATA);
    expect(meta.body.authorization_endpoint).toBe('http://sandbox.test/oauth/authorize');
    expect(meta.body.token_endpoint).toBe('http://sandbox.test/oauth/token');
    expect(meta.body.revocation_endpoint).toBe('http://sandbox.test/oauth/revoke');
    expect((await h.call(null, 'POST', '/oauth2/token', { grant_type: 'authorization_code' })).status).toBe(404);
  });

  it('at 1 names /oauth2 addresses and signs in through them: consent, code exchange, revocation', async () => {
    h.sandbox.ctx.options.oauthMetadata = 1;
    const meta = await h.call(null, 'GET', METADATA);
    expect(meta.body).toMatchObject({
      issuer: 'http://sandbox.test/',
      authorization_endpoint: 'http://sandbox.test/oauth2/authorize',
      token_endpoint: 'http://sandbox.test/oauth2/token',
      revocation_endpoint: 'http://sandbox.test/oauth2/revoke',
      code_challenge_methods_supported: ['S256'],
    });

    const app = await h.call(null, 'POST', '/api/v1/apps', {
      client_name: 'Moved',
      redirect_uris: [REDIRECT_URI],
      scopes: 'read write',
    });
    const { verifier, challenge } = pkcePair();
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.body.client_id,
      redirect_uri: REDIRECT_URI,
      scope: 'read write',
      state: 'st',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expectMoved('GET', '/oauth2/authorize');
    const page = await h.call(null, 'GET', `/oauth2/authorize?${query}`);
    expect(page.status).toBe(200);
    // the consent form posts back to the address it was served from
    expect(page.body).toContain('<form method="post" action="/oauth2/authorize">');
    const form = parseConsentForm(page.body);
    expectMoved('POST', '/oauth2/authorize');
    const decided = await h.call(
      null,
      'POST',
      '/oauth2/authorize',
      new URLSearchParams({ ...form.hidden, account_id: form.accounts[0]!.id, decision: 'approve' }),
    );
    const code = new URL(decided.headers.get('location')!).searchParams.get('code');
    expectMoved('POST', '/oauth2/token');
    const granted = await h.call(null, 'POST', '/oauth2/token', {
      grant_type: 'authorization_code',
      code,
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(granted.status).toBe(200);
    const token = granted.body.access_token as string;
    expect((await h.call(token, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);

    expectMoved('POST', '/oauth2/revoke');
    const revoked = await h.call(null, 'POST', '/oauth2/revoke', {
      client_id: app.body.client_id,
      client_secret: app.body.client_secret,
      token,
    });
    expect(revoked.status).toBe(200);
    expect((await h.call(token, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
  });

  it('at 1 still serves the usual /oauth addresses', async () => {
    h.sandbox.ctx.options.oauthMetadata = 1;
    const token = await h.signIn('alice');
    expect((await h.call(token, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
  });

  it('at 404 publishes no metadata, as servers before Mastodon 4.3', async () => {
    h.sandbox.ctx.options.oauthMetadata = 404;
    const meta = await h.call(null, 'GET', METADATA);
    expect(meta.status).toBe(404);
    expect(meta.body).toEqual({ error: 'Not Found' });
  });
});
