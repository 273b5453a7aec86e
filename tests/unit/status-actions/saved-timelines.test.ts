/**
 * A post leaves the reader's saved lists only once the server agrees: unbookmarked, it leaves the bookmarks timeline
 * and every bookmark category's; unfavourited, the favourites; its last reaction taken back, the emoji reactions. A
 * refused action leaves the rows as they were (and the button reverts, with the alert). Saving adds nothing here.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { timelinesLeftAfter } from '../../../src/services/saved/saved-timelines';
import { createStatusActionRunner } from '../../../src/services/status-actions/status-action-runner';
import { createEntityStore, importStatus } from '../../../src/services/store';
import type { StreamingService } from '../../../src/services/streaming/streaming-types';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { statusIds } from '../../../src/machines/timeline-items';
import { apiStatus } from '../entities/fixtures';
import { deferred, stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const page = (statuses: ApiStatus[]): Page<ApiStatus> => ({ items: statuses, next: null, prev: null });
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const streaming: StreamingService = {
  subscribe: () => () => {},
  getStatus: () => ({ state: 'idle', retryAt: null, attempts: 0 }),
  onStatusChange: () => () => {},
  resume: () => {},
  setToken: () => {},
  halt: () => {},
  close: () => {},
};
const refused = new ApiError({ kind: 'response', message: 'boom', status: 500, statusText: 'Internal Server Error' });

async function setUp(stubs: ApiStubs, names: string[]) {
  const store = createEntityStore({ currentAccountId: 'me' });
  const alerts = createAlertQueue();
  const api = stubApi(stubs);
  const timelines = createTimelineRegistry({ api, store, alerts, streaming });
  const actors = Object.fromEntries(names.map((name) => [name, timelines.acquire(name)]));
  for (const actor of Object.values(actors)) actor.send({ type: 'LOAD' });
  await flush();
  const runner = createStatusActionRunner({ api, store, alerts, timelines });
  const rows = (name: string) => statusIds(actors[name]!.getSnapshot().context.items);
  return { store, alerts, runner, rows };
}

const saved = (id: string, fields: Partial<ApiStatus> = {}) =>
  apiStatus(id, { bookmarked: true, favourited: true, ...fields });

describe('saved posts leave their lists once the server agrees', () => {
  it('an unbookmarked post leaves bookmarks and every bookmark category, after the answer, not before', async () => {
    const answer = deferred<ApiStatus>();
    const { runner, rows } = await setUp(
      {
        statuses: {
          bookmarks: async () => page([saved('2'), saved('1')]),
          favourites: async () => page([saved('2')]),
          unbookmark: () => answer.promise,
        },
        bookmarkCategories: { statuses: async () => page([saved('2')]) },
      },
      ['bookmarks', 'favourites', 'bookmark_category:5'],
    );
    const done = runner.run({ type: 'unbookmark', statusId: '2' });
    await flush();
    expect(rows('bookmarks')).toEqual(['2', '1']);
    answer.resolve(apiStatus('2', { bookmarked: false }));
    expect(await done).toEqual({ ok: true });
    expect(rows('bookmarks')).toEqual(['1']);
    expect(rows('bookmark_category:5')).toEqual([]);
    expect(rows('favourites')).toEqual(['2']);
  });

  it('a refused unfavourite leaves the post in favourites, its flag put back, with the alert', async () => {
    const { runner, rows, store, alerts } = await setUp(
      {
        statuses: {
          favourites: async () => page([saved('2'), saved('1')]),
          unfavourite: async () => {
            throw refused;
          },
        },
      },
      ['favourites'],
    );
    const outcome = await runner.run({ type: 'unfavourite', statusId: '2' });
    expect(outcome.ok).toBe(false);
    expect(rows('favourites')).toEqual(['2', '1']);
    expect(store.get('statuses', '2')?.favourited).toBe(true);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('an unfavourited post leaves favourites only', async () => {
    const { runner, rows } = await setUp(
      {
        statuses: {
          favourites: async () => page([saved('2'), saved('1')]),
          bookmarks: async () => page([saved('2')]),
          unfavourite: async () => apiStatus('2', { favourited: false, bookmarked: true }),
        },
      },
      ['favourites', 'bookmarks'],
    );
    await runner.run({ type: 'unfavourite', statusId: '2' });
    expect(rows('favourites')).toEqual(['1']);
    expect(rows('bookmarks')).toEqual(['2']);
  });

  it('a post leaves the emoji reactions only when the reader has no reaction left on it', async () => {
    const reaction = (name: string) => ({ name, count: 1, me: true, account_ids: ['me'] });
    const unreact = vi
      .fn()
      .mockResolvedValueOnce(apiStatus('2', { emoji_reactions: [reaction('🎉')] } as Partial<ApiStatus>))
      .mockResolvedValueOnce(apiStatus('2', { emoji_reactions: [] } as Partial<ApiStatus>));
    const { runner, rows } = await setUp(
      { statuses: { emojiReactions: async () => page([apiStatus('2'), apiStatus('1')]), emojiUnreaction: unreact } },
      ['emoji_reactions'],
    );
    await runner.run({ type: 'unreact', statusId: '2', emoji: '👍' });
    expect(rows('emoji_reactions')).toEqual(['2', '1']);
    await runner.run({ type: 'unreact', statusId: '2', emoji: '🎉' });
    expect(rows('emoji_reactions')).toEqual(['1']);
  });

  it('saving, boosting and other actions make no post leave a list', () => {
    const store = createEntityStore({ currentAccountId: 'me' });
    importStatus(store, apiStatus('2'));
    for (const type of ['bookmark', 'favourite', 'reblog', 'unreblog', 'pin'] as const)
      expect(timelinesLeftAfter({ type, statusId: '2' }, store)).toBeNull();
    const leaves = timelinesLeftAfter({ type: 'unbookmark', statusId: '2' }, store)!;
    expect(['bookmarks', 'bookmark_category:1', 'favourites', 'home'].filter(leaves)).toEqual([
      'bookmarks',
      'bookmark_category:1',
    ]);
  });
});
