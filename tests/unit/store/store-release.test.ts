import { describe, expect, it } from 'vitest';
import { createEntityStore, importStatus, importStatuses, type EntityStore } from '../../../src/services/store';
import { importConversations } from '../../../src/services/store/notification-importers';
import {
  releaseUnheld,
  startStoreRelease,
  RELEASE_AFTER_RECORDS,
  type ReleaseCounts,
} from '../../../src/services/store/store-release';
import { holdIdsIn } from '../../../src/services/store/hold-ids';
import { apiAccount, apiPoll, apiStatus } from '../entities/fixtures';

/** A scheduler the test runs by hand: what was asked waits in `due` until `runDue()`. */
function manualScheduler() {
  const due: Array<() => void> = [];
  return {
    schedule: (run: () => void) => {
      due.push(run);
      return () => {
        const at = due.indexOf(run);
        if (at !== -1) due.splice(at, 1);
      };
    },
    due,
    runDue() {
      for (const run of due.splice(0)) run();
    },
  };
}

/** A post by account `author`, boosting `boosted` (with its own author) when given. */
function feed(store: EntityStore, count: number, from = 1000): string[] {
  return importStatuses(
    store,
    Array.from({ length: count }, (_, i) => apiStatus(String(from + i), { account: apiAccount(`a${from + i}`) })),
  );
}

describe('store release (mark and sweep from the roots)', () => {
  it('lets go of posts, authors and polls nothing holds, and keeps what a root holds with all it refers to', () => {
    const store = createEntityStore({ currentAccountId: null });
    importStatus(
      store,
      apiStatus('10', {
        account: apiAccount('booster'),
        reblog: apiStatus('9', {
          account: apiAccount('author'),
          poll: apiPoll('p1'),
          quote: { state: 'accepted', quoted_status: apiStatus('8', { account: apiAccount('quoted') }) },
        } as never),
      }),
    );
    const unheld = feed(store, 50);
    expect(store.size('statuses')).toBe(53);
    store.roots.add((hold) => hold('10', 'statuses'));

    const counts = releaseUnheld(store);

    expect(counts.statuses).toBe(50);
    expect(counts.accounts).toBe(50);
    expect(unheld.some((id) => store.has('statuses', id))).toBe(false);
    // the boost, the boosted post, its quote, their authors and the poll all stay
    expect(['10', '9', '8'].every((id) => store.has('statuses', id))).toBe(true);
    expect(['booster', 'author', 'quoted'].every((id) => store.has('accounts', id))).toBe(true);
    expect(store.has('polls', 'p1')).toBe(true);
  });

  it('keeps a record a view subscribes to, and the signed-in account', () => {
    const store = createEntityStore({ currentAccountId: 'me' });
    importStatus(store, apiStatus('1', { account: apiAccount('me') }));
    const [shown, other] = feed(store, 2);
    const stop = store.subscribe('statuses', shown!, () => {});

    releaseUnheld(store);

    expect(store.has('statuses', shown!)).toBe(true);
    expect(store.has('accounts', `a${shown!}`)).toBe(true);
    expect(store.has('statuses', other!)).toBe(false);
    expect(store.has('accounts', 'me')).toBe(true);
    // the subscription gone, the next release lets it go
    stop();
    releaseUnheld(store);
    expect(store.has('statuses', shown!)).toBe(false);
  });

  it('a root naming an id without a table holds it in whichever table keys it; unknown ids are ignored', () => {
    const store = createEntityStore({ currentAccountId: null });
    const [post] = feed(store, 3);
    store.roots.add((hold) => {
      hold(post!);
      hold('no-such-record');
    });
    releaseUnheld(store);
    expect(store.size('statuses')).toBe(1);
    expect(store.has('statuses', post!)).toBe(true);
  });

  it('keeps what the tables kept whole refer to (a conversation keeps its last post and its accounts)', () => {
    const store = createEntityStore({ currentAccountId: null });
    importConversations(store, [
      {
        id: 'c1',
        unread: false,
        accounts: [apiAccount('friend')],
        last_status: apiStatus('77', { account: apiAccount('friend') }),
      },
    ]);
    feed(store, 5);
    releaseUnheld(store);
    expect(store.has('statuses', '77')).toBe(true);
    expect(store.has('accounts', 'friend')).toBe(true);
    expect(store.size('statuses')).toBe(1);
  });

  it('a removed root holds nothing any more', () => {
    const store = createEntityStore({ currentAccountId: null });
    const ids = feed(store, 4);
    const remove = store.roots.add((hold) => ids.forEach((id) => hold(id, 'statuses')));
    releaseUnheld(store);
    expect(store.size('statuses')).toBe(4);
    remove();
    releaseUnheld(store);
    expect(store.size('statuses')).toBe(0);
  });

  it('runs through the injected scheduler: after RELEASE_AFTER_RECORDS new records, or when a root lets go', () => {
    const store = createEntityStore({ currentAccountId: null });
    const scheduler = manualScheduler();
    const reports: ReleaseCounts[] = [];
    const release = startStoreRelease(store, { schedule: scheduler.schedule, onReleased: (c) => reports.push(c) });

    feed(store, 10);
    expect(scheduler.due).toHaveLength(0);
    store.roots.letGo();
    expect(scheduler.due).toHaveLength(1);
    store.roots.letGo();
    // one release asked for at a time
    expect(scheduler.due).toHaveLength(1);
    scheduler.runDue();
    // the ten posts were written since the last release: young, kept this once
    expect(store.size('statuses')).toBe(10);
    expect(reports).toEqual([{ statuses: 0, accounts: 0, polls: 0, notificationGroups: 0 }]);

    // (posts and their authors: two records each)
    feed(store, RELEASE_AFTER_RECORDS / 2 - 1, 5000);
    expect(scheduler.due).toHaveLength(0);
    feed(store, 1, 9000);
    expect(scheduler.due).toHaveLength(1);
    scheduler.runDue();
    // the first ten, unheld through a whole release, are gone; the young ones stay
    expect(store.size('statuses')).toBe(RELEASE_AFTER_RECORDS / 2);
    expect(reports[1]?.statuses).toBe(10);

    store.roots.letGo();
    release.stop();
    expect(scheduler.due).toHaveLength(0);
    store.roots.letGo();
    expect(scheduler.due).toHaveLength(0);
  });
});

describe('holdIdsIn (a root over plain data)', () => {
  it('holds every string in arrays and plain objects a few levels deep, nothing inside other objects', () => {
    const held: string[] = [];
    holdIdsIn(
      {
        ids: ['1', '2'],
        page: { items: [{ accountId: 'a' }] },
        when: new Date(0),
        deep: { a: { b: { c: { d: 'x' } } } },
      },
      (id) => held.push(id),
    );
    expect(held).toEqual(['1', '2', 'a']);
  });
});
