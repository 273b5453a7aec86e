/**
 * The reader's saved posts as timeline names: bookmarks, favourites, emoji_reactions and bookmark_category:{id}
 * parse, map to their calls (the alert policy key too), have no stream and are link-paged; the registry makes
 * their charts link-paged, asks a kept one for its first page again when the reader comes back, and takes posts
 * out of the timelines a predicate names (only those).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore } from '../../../src/services/store';
import type { StreamingService } from '../../../src/services/streaming/streaming-types';
import {
  parseTimelineName,
  streamFor,
  timelineCallId,
  timelinePagingOf,
  timelineRequest,
} from '../../../src/services/timelines';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { statusIds } from '../../../src/machines/timeline-items';
import { apiStatus } from '../entities/fixtures';
import { stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const page = (ids: string[], next: string | null = null): Page<ApiStatus> => ({
  items: ids.map((id) => apiStatus(id)),
  next,
  prev: null,
});
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const streaming: StreamingService = {
  subscribe: vi.fn(() => () => {}),
  getStatus: () => ({ state: 'idle', retryAt: null, attempts: 0 }),
  onStatusChange: () => () => {},
  resume: () => {},
  setToken: () => {},
  halt: () => {},
  close: () => {},
};

function registryWith(stubs: ApiStubs) {
  const store = createEntityStore({ currentAccountId: 'me' });
  return createTimelineRegistry({ api: stubApi(stubs), store, alerts: createAlertQueue(), streaming });
}

describe('saved-posts timeline names', () => {
  it.each([
    ['bookmarks', { kind: 'bookmarks' }, 'statuses.bookmarks'],
    ['favourites', { kind: 'favourites' }, 'statuses.favourites'],
    ['emoji_reactions', { kind: 'emoji_reactions' }, 'statuses.emojiReactions'],
    ['bookmark_category:12', { kind: 'bookmark_category', categoryId: '12' }, 'bookmarkCategories.statuses'],
  ])('%s parses, calls %s, has no stream and is paged by its next link', (name, spec, callId) => {
    expect(parseTimelineName(name)).toEqual(spec);
    expect(timelineCallId(parseTimelineName(name)!)).toBe(callId);
    expect(timelinePagingOf(parseTimelineName(name)!)).toBe('link');
    expect(streamFor(name)).toBeNull();
  });

  it.each([
    'bookmarks:x',
    'favourites:',
    'emoji_reactions:1',
    'bookmark_category',
    'bookmark_category:',
    'bookmark_category:1:2',
  ])('refuses %j', (name) => expect(parseTimelineName(name)).toBeNull());

  it('other timelines stay paged by status ids', () => {
    for (const name of ['home', 'list:1', 'account:3', 'hashtag:cats'])
      expect(timelinePagingOf(parseTimelineName(name)!)).toBe('id');
  });

  it('asks each saved list’s call with the paging it is given', async () => {
    const bookmarks = vi.fn(async () => page([]));
    const favourites = vi.fn(async () => page([]));
    const emojiReactions = vi.fn(async () => page([]));
    const statuses = vi.fn(async () => page([]));
    const api = stubApi({ statuses: { bookmarks, favourites, emojiReactions }, bookmarkCategories: { statuses } });
    await timelineRequest(api, 'bookmarks', { maxId: '77', limit: 20 });
    await timelineRequest(api, 'favourites', {});
    await timelineRequest(api, 'emoji_reactions', { minId: '3' });
    await timelineRequest(api, 'bookmark_category:12', { maxId: '5' });
    expect(bookmarks).toHaveBeenCalledWith({ max_id: '77', limit: 20 }, {});
    expect(favourites).toHaveBeenCalledWith({}, {});
    expect(emojiReactions).toHaveBeenCalledWith({ min_id: '3' }, {});
    expect(statuses).toHaveBeenCalledWith('12', { max_id: '5' }, {});
  });
});

describe('the registry and saved-posts timelines', () => {
  it('makes their charts link-paged and subscribes to no stream', async () => {
    const registry = registryWith({ statuses: { bookmarks: async () => page(['2', '1']) } });
    const actor = registry.acquire('bookmarks');
    actor.send({ type: 'LOAD' });
    await flush();
    expect(actor.getSnapshot().context.paging).toBe('link');
    expect(registry.actorFor('home').getSnapshot().context.paging).toBe('id');
    expect(streaming.subscribe).not.toHaveBeenCalled();
  });

  it('a kept saved-posts timeline asks for its first page again when the reader comes back', async () => {
    const favourites = vi
      .fn<() => Promise<Page<ApiStatus>>>()
      .mockResolvedValueOnce(page(['2', '1']))
      .mockResolvedValueOnce(page(['3', '2', '1']));
    const registry = registryWith({ statuses: { favourites } });
    const actor = registry.acquire('favourites');
    actor.send({ type: 'LOAD' });
    await flush();
    registry.release('favourites');
    registry.acquire('favourites');
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    await flush();
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(['3', '2', '1']);
    expect(favourites).toHaveBeenCalledTimes(2);
    // a second view of the same list while the first is shown asks nothing more
    registry.acquire('favourites');
    expect(favourites).toHaveBeenCalledTimes(2);
  });

  it('a kept id-paged timeline is shown as it was kept', async () => {
    const home = vi.fn(async () => page(['2', '1']));
    const registry = registryWith({ timelines: { home } });
    registry.acquire('home').send({ type: 'LOAD' });
    await flush();
    registry.release('home');
    registry.acquire('home');
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('removeFrom takes posts out of the timelines it names only', async () => {
    const registry = registryWith({
      statuses: { bookmarks: async () => page(['3', '2', '1']), favourites: async () => page(['3', '2']) },
    });
    const bookmarks = registry.acquire('bookmarks');
    const favourites = registry.acquire('favourites');
    bookmarks.send({ type: 'LOAD' });
    favourites.send({ type: 'LOAD' });
    await flush();
    registry.removeFrom((name) => name === 'bookmarks', ['2']);
    expect(statusIds(bookmarks.getSnapshot().context.items)).toEqual(['3', '1']);
    expect(statusIds(favourites.getSnapshot().context.items)).toEqual(['3', '2']);
  });
});
