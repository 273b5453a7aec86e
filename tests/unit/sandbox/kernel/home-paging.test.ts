import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../../sandbox/index';
import { paginate, paginateWalk } from '../../../../sandbox/kernel/http';
import { newestFirst } from '../../../../sandbox/handlers/core/lookup';
import { homeMembership, homeTimeline } from '../../../../sandbox/handlers/core/timeline-queries';
import { planBurst } from '../../../../sandbox/handlers/core/burst';
import { optionsFromEnv } from '../../../../sandbox/kernel/options';
import { blankStatus } from '../../../../sandbox/seed/blank';

const START = Date.parse('2025-06-01T12:00:00.000Z');
const sandbox = createSandbox({ now: () => START });
const { db } = sandbox;
const alice = db.findAccountByAcct('alice')!.id;

/** The walked page and the reference page (filter everything, sort, page) for one query string. */
function both(query: string) {
  const request = () => new Request(`http://sandbox.test/api/v1/timelines/home?${query}`);
  const member = homeMembership(db, alice);
  const walked = paginateWalk(
    request(),
    db.statuses.order,
    (id) => {
      const s = db.statuses.get(id);
      return s && member(s) ? s : undefined;
    },
    (s) => s.id,
  );
  const reference = paginate(request(), newestFirst(homeTimeline(db, alice)), (s) => s.id);
  return {
    walked: { ids: walked.items.map((s) => s.id), link: walked.link },
    reference: { ids: reference.items.map((s) => s.id), link: reference.link },
  };
}

describe('home timeline paging by walking the id order', () => {
  const home = newestFirst(homeTimeline(db, alice)).map((s) => s.id);

  it('answers every kind of page exactly as filtering and sorting the whole table does', () => {
    expect(home.length).toBeGreaterThan(100);
    const queries = [
      '',
      'limit=40',
      'limit=5',
      'limit=0',
      `max_id=${home[10]}`,
      `max_id=${home[10]}&limit=40`,
      `since_id=${home[30]}`,
      `min_id=${home[30]}&limit=7`,
      `min_id=${home[3]}`,
      `max_id=${home[5]}&since_id=${home[9]}`,
      `max_id=${home[50]}&min_id=${home[60]}&limit=4`,
      `max_id=${home[home.length - 1]}`,
      `min_id=${home[0]}`,
      `since_id=${home[20]}&limit=0`,
    ];
    for (const query of queries) {
      const { walked, reference } = both(query);
      expect(walked, query).toEqual(reference);
    }
  });

  it('sees posts stored after the first walk, older ids included, and forgets removed ones', () => {
    const bob = db.findAccountByAcct('bob')!.id;
    expect(db.follows.has(alice, bob)).toBe(true);
    const newest = blankStatus({
      id: db.nextId(START + 1000),
      account_id: bob,
      created_at: new Date(START + 1000).toISOString(),
    });
    const older = blankStatus({
      id: db.nextId(Date.parse(db.statuses.get(home[20]!)!.created_at) - 1),
      account_id: bob,
      created_at: new Date(START - 5).toISOString(),
    });
    db.statuses.set(newest.id, newest);
    db.statuses.set(older.id, older);
    const page = both('limit=40');
    expect(page.walked).toEqual(page.reference);
    expect(page.walked.ids[0]).toBe(newest.id);
    expect(page.walked.ids).toContain(older.id);
    db.statuses.delete(newest.id);
    older.deleted = true;
    const after = both('limit=40');
    expect(after.walked.ids).not.toContain(newest.id);
    expect(after.walked.ids).not.toContain(older.id);
    expect(after.walked).toEqual(after.reference);
  });
});

describe('growing the home timeline', () => {
  it('reads SANDBOX_HOME_STATUSES, and a sandbox started with it holds that many home statuses', () => {
    expect(optionsFromEnv({}).homeStatuses).toBe(0);
    expect(optionsFromEnv({ SANDBOX_HOME_STATUSES: '5000' }).homeStatuses).toBe(5000);
    const grown = createSandbox({ now: () => START, options: { homeStatuses: 1500 } });
    const me = grown.db.findAccountByAcct('alice')!.id;
    const statuses = homeTimeline(grown.db, me);
    expect(statuses.length).toBeGreaterThanOrEqual(1500);
    expect(statuses.length).toBeLessThan(1510);
    // the default world is untouched
    expect(homeTimeline(db, alice).length).toBeLessThan(1500);
  });

  it("grows a running sandbox's home when /_sandbox/options raises homeStatuses", async () => {
    const running = createSandbox({ now: () => START });
    const me = running.db.findAccountByAcct('alice')!.id;
    const before = homeTimeline(running.db, me).length;
    const request = new Request('http://sandbox.test/_sandbox/options', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ homeStatuses: before + 300 }),
    });
    const answer = await getResponse(running.httpHandlers, request);
    expect(answer?.status).toBe(200);
    const body = (await answer!.json()) as { home_statuses: number };
    expect(body.home_statuses).toBe(before + 300);
    expect(homeTimeline(running.db, me).length).toBe(before + 300);
  });

  it('plans bursts into a home from accounts whose posts reach it', () => {
    const aliceAccount = db.accounts.get(alice)!;
    const plan = planBurst(db, { into: aliceAccount, perSecond: 50, seconds: 5 });
    expect(plan.count).toBe(250);
    expect(plan.rotation.length).toBeGreaterThan(0);
    const member = homeMembership(db, alice);
    for (const author of plan.rotation) {
      expect(db.follows.has(alice, author.id)).toBe(true);
      expect(member(blankStatus({ id: '1', account_id: author.id, created_at: new Date(START).toISOString() }))).toBe(
        true,
      );
    }
  });
});
