/**
 * A timeline with rows saved on an earlier visit shows them before the server answers, under a gap at the top that
 * fills from the server; with nothing saved it asks its first page without reading storage.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore } from '../../../src/services/store';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import type { SavedTimelines } from '../../../src/services/timelines/saved-timeline';
import { statusIds } from '../../../src/machines/timeline-items';
import { apiStatus } from '../entities/fixtures';
import { deferred, stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const page = (statuses: ApiStatus[]): Page<ApiStatus> => ({ items: statuses, next: null, prev: null });
const SAVED_AT = Date.parse('2024-03-01T10:00:00.000Z');

const noStreaming = {
  subscribe: () => () => {},
  getStatus: () => ({ state: 'idle' as const, retryAt: null, attempts: 0 }),
  onStatusChange: () => () => {},
  resume: () => {},
  setToken: () => {},
  halt: () => {},
  close: () => {},
};

function setUp(stubs: ApiStubs, saved?: SavedTimelines) {
  const store = createEntityStore({ currentAccountId: null });
  const registry = createTimelineRegistry({
    api: stubApi(stubs),
    store,
    alerts: createAlertQueue(),
    streaming: noStreaming,
    saved,
  });
  return { store, registry };
}

function savedWith(
  items: unknown[],
  atHand: unknown[] | null = null,
): SavedTimelines & { read: ReturnType<typeof vi.fn>; atHand: ReturnType<typeof vi.fn> } {
  return {
    mayHave: (key) => key === 'timeline:home',
    read: vi.fn(() => Promise.resolve({ savedAt: SAVED_AT, items })),
    // the first screen's read is taken once
    atHand: vi
      .fn((_key: string): { savedAt: number; items: unknown[] } | null => null)
      .mockImplementationOnce((key: string) =>
        atHand !== null && key === 'timeline:home' ? { savedAt: SAVED_AT, items: atHand } : null,
      ),
  };
}

describe('a timeline starting from its saved rows', () => {
  it('shows them at once, says when they were saved, then fills the gap above them from the server', async () => {
    const answer = deferred<Page<ApiStatus>>();
    const home = vi.fn((..._args: unknown[]) => answer.promise);
    const saved = savedWith([apiStatus('20'), apiStatus('19'), apiStatus('18')]);
    const { registry, store } = setUp({ timelines: { home } }, saved);
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    const shown = await waitForActor(actor, (s) => s.matches('ready'));
    expect(statusIds(shown.context.items)).toEqual(['20', '19', '18']);
    expect(shown.context.items[0]).toMatchObject({ kind: 'gap', maxId: null, sinceId: '20' });
    expect(shown.context.savedAt).toBe(SAVED_AT);
    expect(store.get('statuses', '19')).toBeDefined();
    // the gap asks for what is newer than the newest saved post
    await waitForActor(actor, (s) => s.matches({ ready: 'fillingGap' }));
    expect(home).toHaveBeenCalledTimes(1);
    expect(home.mock.calls[0]![0]).toEqual({ since_id: '20' });
    answer.resolve(page([apiStatus('22'), apiStatus('21')]));
    const filled = await waitForActor(actor, (s) => s.matches({ ready: 'loaded' }));
    expect(statusIds(filled.context.items)).toEqual(['22', '21', '20', '19', '18']);
    expect(filled.context.items.every((e) => e.kind === 'status')).toBe(true);
    expect(filled.context.savedAt).toBeNull();
  });

  it('keeps the saved rows and their age when the server cannot be reached, and fills on retry', async () => {
    const home = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(page([apiStatus('21')]));
    const { registry } = setUp({ timelines: { home } }, savedWith([apiStatus('20')]));
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    const failed = await waitForActor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(statusIds(failed.context.items)).toEqual(['20']);
    expect(failed.context.savedAt).toBe(SAVED_AT);
    expect(failed.context.failure?.during).toBe('gap');
    actor.send({ type: 'RETRY' });
    const filled = await waitForActor(actor, (s) => s.matches({ ready: 'loaded' }));
    expect(statusIds(filled.context.items)).toEqual(['21', '20']);
    expect(filled.context.savedAt).toBeNull();
  });

  it('leaves out saved posts that are not readable, and starts from the server when none is', async () => {
    const home = vi.fn((..._args: unknown[]) => Promise.resolve(page([apiStatus('30')])));
    const saved = savedWith([{ id: '5', content: 'no author, no time' }, 'not a post']);
    const { registry } = setUp({ timelines: { home } }, saved);
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    const loaded = await waitForActor(actor, (s) => s.matches({ ready: 'loaded' }));
    expect(saved.read).toHaveBeenCalledTimes(1);
    expect(statusIds(loaded.context.items)).toEqual(['30']);
    expect(home.mock.calls[0]![0]).toEqual({});
    expect(loaded.context.savedAt).toBeNull();
  });

  it('does not read storage for a timeline with nothing saved, and never shows saved rows of one paged by links', async () => {
    const home = vi.fn((..._args: unknown[]) => Promise.resolve(page([apiStatus('30')])));
    const bookmarks = vi.fn(() => Promise.resolve(page([apiStatus('7')])));
    const saved = savedWith([apiStatus('20')]);
    saved.mayHave = (key) => key === 'timeline:bookmarks';
    const { registry } = setUp({ timelines: { home }, statuses: { bookmarks } }, saved);
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    await waitForActor(actor, (s) => s.matches({ ready: 'loaded' }));
    expect(saved.read).not.toHaveBeenCalled();
    const marks = registry.acquire('bookmarks');
    marks.send({ type: 'LOAD' });
    const shown = await waitForActor(marks, (s) => s.matches({ ready: 'loaded' }));
    // (saved rows of a link-paged timeline are never shown: its cursors are not status ids)
    expect(statusIds(shown.context.items)).toEqual(['7']);
    expect(shown.context.savedAt).toBeNull();
  });

  it('made with its saved rows at hand (read by the first screen), shows them from its first snapshot', () => {
    const home = vi.fn((..._args: unknown[]) => new Promise<Page<ApiStatus>>(() => {}));
    const saved = savedWith([apiStatus('1')], [apiStatus('20'), apiStatus('19')]);
    const { registry, store } = setUp({ timelines: { home } }, saved);
    // before any view has acquired it or sent LOAD: the first render already draws the rows
    const first = registry.actorFor('home').getSnapshot();
    expect(first.matches({ ready: 'fillingGap' })).toBe(true);
    expect(statusIds(first.context.items)).toEqual(['20', '19']);
    expect(first.context.items[0]).toMatchObject({ kind: 'gap', sinceId: '20' });
    expect(first.context.savedAt).toBe(SAVED_AT);
    expect(store.get('statuses', '19')).toBeDefined();
    // nothing is read from storage, and the gap above them is asked for at once
    expect(saved.read).not.toHaveBeenCalled();
    expect(home.mock.calls[0]![0]).toEqual({ since_id: '20' });
    // a view acquiring it finds it loaded: its LOAD is not sent again
    expect(registry.acquire('home').getSnapshot().matches('idle')).toBe(false);
  });

  it('reads its saved rows itself when none at hand are readable', async () => {
    const home = vi.fn((..._args: unknown[]) => Promise.resolve(page([apiStatus('30')])));
    const saved = savedWith([apiStatus('20')], ['not a post']);
    const { registry } = setUp({ timelines: { home } }, saved);
    const actor = registry.acquire('home');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'LOAD' });
    const shown = await waitForActor(actor, (s) => s.matches('ready'));
    expect(saved.read).toHaveBeenCalledTimes(1);
    expect(statusIds(shown.context.items)).toEqual(['20']);
  });
});
