import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { createApiClient } from '../../../src/services/api/client';
import { buildAuthorizeUrl } from '../../../src/services/api/oauth-authorize';
import * as oauth from '../../../src/services/api/oauth';
import { createPkcePair, pkceChallenge } from '../../../src/services/api/pkce';
import { base64Url, randomUrlSafe } from '../../../src/services/api/random-text';
import { createRecordingServer, SERVER } from './recording-server';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

const sha256Base64Url = (text: string) => createHash('sha256').update(text).digest('base64url');

describe('PKCE', () => {
  it('makes an S256 challenge equal to base64url(sha256(verifier))', async () => {
    const pair = await createPkcePair();
    expect(pair.method).toBe('S256');
    expect(pair.challenge).toBe(sha256Base64Url(pair.verifier));
  });

  it('matches the RFC 7636 appendix B example', async () => {
    await expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of 43 unreserved characters that differ each time', async () => {
    const a = await createPkcePair();
    const b = await createPkcePair();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(randomUrlSafe(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('encodes base64url without padding', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });
});

describe('authorize URL', () => {
  it('carries response_type=code, client, redirect, scope, state and the S256 challenge', () => {
    const url = new URL(
      buildAuthorizeUrl({
        server: 'social.example',
        clientId: 'cid',
        redirectUri: 'https://app.example/callback?x=1',
        scope: 'read write follow push',
        state: 'st8',
        codeChallenge: 'chal',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://social.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cid',
      redirect_uri: 'https://app.example/callback?x=1',
      scope: 'read write follow push',
      state: 'st8',
      code_challenge: 'chal',
      code_challenge_method: 'S256',
    });
  });
});

describe('sign-in calls', () => {
  it('registers the app with a JSON body', async () => {
    rec.server.use(rec.answerAll(() => HttpResponse.json({ client_id: 'c', client_secret: 's', name: 'Tsubame' })));
    const app = await oauth.registerApp(createApiClient({ server: SERVER }), {
      client_name: 'Tsubame',
      redirect_uris: ['https://app.example/cb'],
      scopes: 'read write',
      website: 'https://app.example',
    });
    expect(app.client_id).toBe('c');
    expect(rec.last().url.pathname).toBe('/api/v1/apps');
    expect(rec.last().json).toEqual({
      client_name: 'Tsubame',
      redirect_uris: ['https://app.example/cb'],
      scopes: 'read write',
      website: 'https://app.example',
    });
  });

  it('exchanges the code with the PKCE verifier as a form-encoded body', async () => {
    rec.server.use(
      rec.answerAll(() =>
        HttpResponse.json({ access_token: 'AT', token_type: 'Bearer', scope: 'read', created_at: 1 }),
      ),
    );
    const token = await oauth.token(createApiClient({ server: SERVER }), {
      code: 'abc',
      client_id: 'c',
      client_secret: 's',
      redirect_uri: 'https://app.example/cb',
      code_verifier: 'v'.repeat(43),
    });
    expect(token.access_token).toBe('AT');
    const sent = rec.last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/oauth/token');
    expect(sent.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(sent.text))).toEqual({
      grant_type: 'authorization_code',
      code: 'abc',
      client_id: 'c',
      client_secret: 's',
      redirect_uri: 'https://app.example/cb',
      code_verifier: 'v'.repeat(43),
    });
  });

  it('revokes the token, and reads metadata and the signed-in account', async () => {
    rec.server.use(rec.answerAll());
    const client = createApiClient({ server: SERVER, token: 'AT' });
    await oauth.revoke(client, { client_id: 'c', client_secret: 's', token: 'AT' });
    expect(rec.last().url.pathname).toBe('/oauth/revoke');
    expect(Object.fromEntries(new URLSearchParams(rec.last().text))).toEqual({
      client_id: 'c',
      client_secret: 's',
      token: 'AT',
    });
    await oauth.serverMetadata(client);
    expect(rec.last().url.pathname).toBe('/.well-known/oauth-authorization-server');
    await oauth.verifyCredentials(client);
    expect(rec.last().url.pathname).toBe('/api/v1/accounts/verify_credentials');
    expect(rec.last().headers.get('authorization')).toBe('Bearer AT');
  });
});
