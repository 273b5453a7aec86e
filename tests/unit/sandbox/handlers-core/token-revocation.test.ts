/**
 * Access tokens revoked on the server through the sandbox's control endpoint (/_sandbox/revoke), as a real
 * Mastodon server answers for them: every API call carrying a revoked token gets 401
 * `{"error":"The access token is invalid"}` with a WWW-Authenticate header (public reads too), the token's open
 * streaming connections are closed, and other tokens (of the same account too) go on working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(() => {
  h = startHarness();
});
afterAll(() => h.close());

const revoke = (body: Record<string, unknown>) => h.call(null, 'POST', '/_sandbox/revoke', body);

describe('a token revoked by the server', () => {
  it('is refused with 401 on every API call, and its sockets are closed', async () => {
    const token = await h.signIn('carol');
    const other = await h.signIn('bob');
    expect((await h.call(token, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
    h.listen(token, 'user');
    const bobStream = h.listen(other, 'user');
    const open = () => h.sandbox.hub.list().map((connection) => connection.viewer?.account.username);
    expect(open()).toEqual(expect.arrayContaining(['carol', 'bob']));

    const answer = await revoke({ token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acct: 'carol', revoked: 1, dropped: 1 });
    expect(open()).not.toContain('carol');
    expect(open()).toContain('bob');
    expect(bobStream).toEqual([]);

    for (const [method, path] of [
      ['GET', '/api/v1/accounts/verify_credentials'],
      ['GET', '/api/v1/timelines/home'],
      ['GET', '/api/v1/timelines/public'],
      ['GET', '/api/v2/instance'],
      ['POST', `/api/v1/accounts/${h.accountId('bob')}/follow`],
    ] as const) {
      const refused = await h.call(token, method, path);
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body).toEqual({ error: 'The access token is invalid' });
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    }
    // the same calls without a token, or with another account's token, answer as before
    expect((await h.call(null, 'GET', '/api/v1/timelines/public')).status).toBe(200);
    expect((await h.call(other, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
    h.expectContract();
  });

  it('revokes every token of an account by its acct, and a second revocation finds none left', async () => {
    const first = await h.signIn('newbie');
    const second = await h.signIn('newbie');
    const answer = await revoke({ acct: 'newbie' });
    expect(answer.body).toMatchObject({ acct: 'newbie', revoked: 2 });
    expect((await h.call(first, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
    expect((await h.call(second, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(401);
    expect((await revoke({ acct: 'newbie' })).body).toMatchObject({ revoked: 0 });
    // signing in again gives a token that works
    const fresh = await h.signIn('newbie');
    expect((await h.call(fresh, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
  });

  it('refuses an unknown token or account', async () => {
    expect((await revoke({ token: 'no-such-token' })).status).toBe(404);
    expect((await revoke({ acct: 'nobody_here' })).status).toBe(404);
    expect((await revoke({ acct: 'lisa@mastodon.example' })).status).toBe(404);
  });
});
