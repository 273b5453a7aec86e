/**
 * A fetched timeline page is read, stored and handed on in three tasks (where the browser can yield): the posts
 * are stored in the task after the one that read the answer, and their ids go on (to be drawn) in the task after
 * that, so no two of these make one long task together.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Api } from '../../../src/services/api';
import { createEntityStore } from '../../../src/services/store';
import { ITEMS_STORED_PER_TASK as POSTS_STORED_PER_TASK } from '../../../src/services/store/import-in-slices';
import { fetchTimelinePage } from '../../../src/services/timelines/timeline-fetch';
import { apiStatus } from '../entities/fixtures';

const withScheduler = globalThis as { scheduler?: unknown };
afterEach(() => {
  delete withScheduler.scheduler;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchTimelinePage', () => {
  it('stores the posts one task after reading them and hands their ids on one task later', async () => {
    const releases: Array<() => void> = [];
    withScheduler.scheduler = { yield: () => new Promise<void>((resolve) => releases.push(resolve)) };
    const api = {
      timelines: { home: async () => ({ items: [apiStatus('12'), apiStatus('11')], next: null, prev: null }) },
    } as unknown as Api;
    const store = createEntityStore({ currentAccountId: '1' });
    let handedOn = false;
    const page = fetchTimelinePage(api, store, 'home').then((result) => {
      handedOn = true;
      return result;
    });

    await settle();
    expect(releases).toHaveLength(1);
    expect(store.has('statuses', '12')).toBe(false);

    releases[0]!();
    await settle();
    expect(store.has('statuses', '12')).toBe(true);
    expect(releases).toHaveLength(2);
    expect(handedOn).toBe(false);

    releases[1]!();
    expect((await page).ids).toEqual(['12', '11']);
  });

  it('stores a long page a few posts per task, each post once and in order', async () => {
    const releases: Array<() => void> = [];
    withScheduler.scheduler = { yield: () => new Promise<void>((resolve) => releases.push(resolve)) };
    const count = POSTS_STORED_PER_TASK * 2 + 2;
    const ids = Array.from({ length: count }, (_, index) => String(100 - index));
    // the server repeats the first post at the end of the page: it is kept once, where it came first
    const items = [...ids, ids[0]!].map((id) => apiStatus(id));
    const api = { timelines: { home: async () => ({ items, next: null, prev: null }) } } as unknown as Api;
    const store = createEntityStore({ currentAccountId: '1' });
    const page = fetchTimelinePage(api, store, 'home');
    const stored = () => ids.filter((id) => store.has('statuses', id)).length;

    await settle();
    expect(stored()).toBe(0);
    for (const expected of [POSTS_STORED_PER_TASK, POSTS_STORED_PER_TASK * 2, count]) {
      releases.at(-1)!();
      await settle();
      expect(stored()).toBe(expected);
    }
    // one more turn before the ids go on
    expect(releases).toHaveLength(4);
    releases.at(-1)!();
    expect((await page).ids).toEqual(ids);
  });
});
