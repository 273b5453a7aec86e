/**
 * GET /api/v1/accounts/search narrowed to the accounts a member set lets in: `following=true` (a list's members:
 * accounts the viewer follows) and kmyblue's `follower=true` (a circle's members: accounts following the viewer),
 * both contract-checked (the overlay adds `follower`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

describe('GET /api/v1/accounts/search for members', () => {
  it('follower=true finds only accounts that follow the viewer', async () => {
    const db = h.sandbox.db;
    const me = h.accountId('alice');
    const found = await h.call(alice, 'GET', '/api/v1/accounts/search?q=a&follower=true&resolve=false&limit=40');
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    for (const account of found.body) expect(db.follows.has(account.id, me)).toBe(true);
    // someone found by the plain search but not following alice is left out
    const all = await h.call(alice, 'GET', '/api/v1/accounts/search?q=a&resolve=false&limit=80');
    const strangers = all.body.filter((a: { id: string }) => !db.follows.has(a.id, me));
    expect(strangers.length).toBeGreaterThan(0);
    const ids = found.body.map((a: { id: string }) => a.id);
    for (const stranger of strangers) expect(ids).not.toContain(stranger.id);
  });

  it('following=true and follower=true together find the mutuals', async () => {
    const db = h.sandbox.db;
    const me = h.accountId('alice');
    const found = await h.call(alice, 'GET', '/api/v1/accounts/search?q=a&following=true&follower=true&limit=40');
    for (const account of found.body) {
      expect(db.follows.has(account.id, me)).toBe(true);
      expect(db.follows.has(me, account.id)).toBe(true);
    }
  });
});
