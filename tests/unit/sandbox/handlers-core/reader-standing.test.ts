/**
 * A local account made disabled or moved through the sandbox's control endpoint (/_sandbox/standing), as a real
 * server answers for it: a disabled login is refused (403 "Your login is currently disabled") on the calls that
 * need a signed-in user, verify_credentials included, while what a signed-out visitor may read still answers;
 * a moved account's verify_credentials carries `moved`, the account it moved to. Both are undone again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let newbie: string;
beforeAll(async () => {
  h = startHarness();
  newbie = await h.signIn('newbie');
});
afterAll(() => h.close());

const standing = (body: Record<string, unknown>) => h.call(null, 'POST', '/_sandbox/standing', body);

describe("the reader's account standing", () => {
  it('a disabled login is refused where a user is needed, and readable where a visitor may read', async () => {
    const set = await standing({ acct: 'newbie', disabled: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ acct: 'newbie', disabled: true, moved_to: null });
    const me = await h.call(newbie, 'GET', '/api/v1/accounts/verify_credentials');
    expect(me.status).toBe(403);
    expect(me.body).toEqual({ error: 'Your login is currently disabled' });
    expect((await h.call(newbie, 'GET', '/api/v1/timelines/home')).status).toBe(403);
    expect((await h.call(newbie, 'POST', '/api/v1/statuses', { status: 'hello' })).status).toBe(403);
    expect((await h.call(newbie, 'GET', '/api/v1/timelines/public')).status).toBe(200);
    expect((await h.call(newbie, 'GET', '/api/v2/instance')).status).toBe(200);
    expect((await h.call(newbie, 'GET', `/api/v1/accounts/${h.accountId('bob')}`)).status).toBe(200);

    await standing({ acct: 'newbie', disabled: false });
    expect((await h.call(newbie, 'GET', '/api/v1/accounts/verify_credentials')).status).toBe(200);
  });

  it("a moved account's verify_credentials names the account it moved to", async () => {
    const set = await standing({ acct: 'newbie', moved_to: 'frank@kmy.example' });
    expect(set.body).toEqual({ acct: 'newbie', disabled: false, moved_to: 'frank@kmy.example' });
    const me = await h.call(newbie, 'GET', '/api/v1/accounts/verify_credentials');
    expect(me.status).toBe(200);
    expect(me.body.moved).toMatchObject({ acct: 'frank@kmy.example', id: h.accountId('frank@kmy.example') });

    await standing({ acct: 'newbie', moved_to: null });
    expect((await h.call(newbie, 'GET', '/api/v1/accounts/verify_credentials')).body.moved ?? null).toBeNull();
  });

  it('refuses an unknown or remote account, and an unknown target', async () => {
    expect((await standing({ acct: 'nobody_here', disabled: true })).status).toBe(404);
    expect((await standing({ acct: 'lisa@mastodon.example', disabled: true })).status).toBe(404);
    expect((await standing({ acct: 'newbie', moved_to: 'nobody@nowhere.example' })).status).toBe(404);
  });
});
