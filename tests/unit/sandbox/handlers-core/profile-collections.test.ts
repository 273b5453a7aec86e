/**
 * The sandbox's answers behind a profile's extras, as Mastodon gives them: featured tags, featured profiles
 * (endorsements), familiar followers, and an account's pinned and tagged posts. Every answer is contract-checked.
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

const id = (acct: string) => h.accountId(acct);
const db = () => h.sandbox.db;
const UNKNOWN = '999999';
const SUSPENDED = 'cheap_pills@spam.example';

describe('featured tags', () => {
  it("answers the seeded account's featured tags with string counts, a day and a local tagged url", async () => {
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${id('alice')}/featured_tags`);
    expect(answer.status).toBe(200);
    const names = answer.body.map((tag: { name: string }) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['tsubame', 'photography']));
    for (const tag of answer.body) {
      expect(typeof tag.id).toBe('string');
      expect(tag.statuses_count).toMatch(/^\d+$/);
      expect(tag.url).toBe(`http://sandbox.test/@alice/tagged/${tag.name}`);
      if (tag.last_status_at !== null) expect(tag.last_status_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('counts only the posts others can find on the profile (not private, direct or boosts)', async () => {
    const me = id('alice');
    const tsubame = (await h.call(null, 'GET', `/api/v1/accounts/${me}/featured_tags`)).body.find(
      (tag: { name: string }) => tag.name === 'tsubame',
    );
    const counted = [...db().statuses.values()].filter(
      (s) =>
        s.account_id === me &&
        !s.deleted &&
        !s.reblog_of_id &&
        ['public', 'unlisted', 'public_unlisted', 'login'].includes(s.visibility) &&
        s.tags.some((t) => t.toLowerCase() === 'tsubame'),
    );
    expect(tsubame.statuses_count).toBe(String(counted.length));
  });

  it('404s for an unknown account and answers nothing for a suspended one', async () => {
    expect((await h.call(null, 'GET', `/api/v1/accounts/${UNKNOWN}/featured_tags`)).status).toBe(404);
    const suspended = id(SUSPENDED);
    [...db().tags.values()][0]!.featured_by.add(suspended);
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${suspended}/featured_tags`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });
});

describe('endorsements (featured profiles)', () => {
  it("pages through the account's endorsed accounts with Link headers", async () => {
    const first = await h.call(null, 'GET', `/api/v1/accounts/${id('alice')}/endorsements?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.link).toContain('rel="next"');
    const all = await h.call(null, 'GET', `/api/v1/accounts/${id('alice')}/endorsements`);
    expect(all.body.map((a: { acct: string }) => a.acct)).toEqual(
      expect.arrayContaining(['bob', 'yuki@xn--r8jz45g.xn--zckzah']),
    );
  });

  it('bob features alice in the seed; a page that is not full names no next page', async () => {
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${id('bob')}/endorsements`);
    expect(answer.body.map((a: { id: string }) => a.id)).toEqual([id('alice')]);
    expect(answer.link ?? '').not.toContain('rel="next"');
  });

  it('404s for an unknown account and answers nothing for a suspended one', async () => {
    expect((await h.call(null, 'GET', `/api/v1/accounts/${UNKNOWN}/endorsements`)).status).toBe(404);
    const suspended = id(SUSPENDED);
    db().endorsements.set(suspended, id('bob'), true);
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${suspended}/endorsements`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });
});

describe('familiar followers', () => {
  it('needs a signed-in reader', async () => {
    const answer = await h.call(null, 'GET', `/api/v1/accounts/familiar_followers?id[]=${id('bob')}`);
    expect(answer.status).toBe(401);
  });

  it('leaves out unknown and suspended accounts, and keeps the order asked', async () => {
    const asked = [id('bob'), UNKNOWN, id(SUSPENDED), id('carol')];
    const answer = await h.call(
      alice,
      'GET',
      `/api/v1/accounts/familiar_followers?${asked.map((x) => `id[]=${x}`).join('&')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((entry: { id: string }) => entry.id)).toEqual([id('bob'), id('carol')]);
  });
});

describe('pinned and tagged posts', () => {
  it("pinned=true answers only the account's pinned posts, no boosts", async () => {
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${id('bob')}/statuses?pinned=true`);
    expect(answer.body.length).toBeGreaterThan(0);
    for (const status of answer.body) {
      expect(db().statuses.get(status.id)!.pinned).toBe(true);
      expect(status.reblog).toBeNull();
    }
  });

  it('tagged answers only posts with the hashtag, whatever its case', async () => {
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${id('alice')}/statuses?tagged=Tsubame`);
    expect(answer.body.length).toBeGreaterThan(0);
    for (const status of answer.body)
      expect(
        db()
          .statuses.get(status.id)!
          .tags.map((t) => t.toLowerCase()),
      ).toContain('tsubame');
  });

  it('404s for an unknown account', async () => {
    expect((await h.call(null, 'GET', `/api/v1/accounts/${UNKNOWN}/statuses?pinned=true`)).status).toBe(404);
    expect((await h.call(null, 'GET', `/api/v1/accounts/${UNKNOWN}/statuses?tagged=birds`)).status).toBe(404);
  });
});
