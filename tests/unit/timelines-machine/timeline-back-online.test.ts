/**
 * A timeline whose step failed because the server could not be reached (offline) tries it again once one of the
 * account's calls reaches the server: saved rows shown offline are brought up to date without the reader asking.
 * A step that failed with an answer (a server error) waits for the reader's Try again.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createAlertQueue } from '../../../src/services/alerts';
import { reachSignalOf } from '../../../src/services/connectivity/reach-signal';
import { createEntityStore } from '../../../src/services/store';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import type { SavedTimelines } from '../../../src/services/timelines/saved-timeline';
import { statusIds } from '../../../src/machines/timeline-items';
import { apiStatus } from '../entities/fixtures';
import { stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const page = (statuses: ApiStatus[]): Page<ApiStatus> => ({ items: statuses, next: null, prev: null });
const unreachable = () => new ApiError({ kind: 'network', message: 'Failed to fetch' });
const serverError = () => new ApiError({ kind: 'response', status: 503, message: 'Service Unavailable' });

const noStreaming = {
  subscribe: () => () => {},
  getStatus: () => ({ state: 'idle' as const, retryAt: null, attempts: 0 }),
  onStatusChange: () => () => {},
  resume: () => {},
  setToken: () => {},
  halt: () => {},
  close: () => {},
};

const savedHome: SavedTimelines = {
  mayHave: (key) => key === 'timeline:home',
  atHand: () => null,
  read: () => Promise.resolve({ savedAt: Date.parse('2024-03-01T10:00:00.000Z'), items: [apiStatus('20')] }),
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
  return { registry, reach: reachSignalOf(store) };
}

describe('a timeline that failed for want of its server', () => {
  it('fills the gap over its saved rows once a call reaches the server again', async () => {
    const home = vi
      .fn((..._args: unknown[]) => Promise.resolve(page([])))
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValueOnce(page([apiStatus('21')]));
    const { registry, reach } = setUp({ timelines: { home } }, savedHome);
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    await waitForActor(actor, (s) => s.matches({ ready: 'failed' }));
    // still unreachable: nothing is asked again
    reach.tell(false);
    expect(home).toHaveBeenCalledTimes(1);
    reach.tell(true);
    const filled = await waitForActor(actor, (s) => s.matches({ ready: 'loaded' }));
    expect(home).toHaveBeenCalledTimes(2);
    expect(statusIds(filled.context.items)).toEqual(['21', '20']);
    expect(filled.context.savedAt).toBeNull();
  });

  it('asks its first page again once the server is reached', async () => {
    const home = vi
      .fn((..._args: unknown[]) => Promise.resolve(page([apiStatus('3')])))
      .mockRejectedValueOnce(unreachable());
    const { registry, reach } = setUp({ timelines: { home } });
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    await waitForActor(actor, (s) => s.matches('failed'));
    reach.tell(true);
    const loaded = await waitForActor(actor, (s) => s.matches({ ready: 'loaded' }));
    expect(statusIds(loaded.context.items)).toEqual(['3']);
  });

  it("leaves a step the server answered with an error for the reader's Try again", async () => {
    const home = vi.fn((..._args: unknown[]) => Promise.reject(serverError()));
    const { registry, reach } = setUp({ timelines: { home } });
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    await waitForActor(actor, (s) => s.matches('failed'));
    reach.tell(true);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(home).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the registry is disposed', async () => {
    const home = vi.fn((..._args: unknown[]) => Promise.reject(unreachable()));
    const { registry, reach } = setUp({ timelines: { home } });
    const actor = registry.acquire('home');
    actor.send({ type: 'LOAD' });
    await waitForActor(actor, (s) => s.matches('failed'));
    registry.dispose();
    reach.tell(true);
    expect(home).toHaveBeenCalledTimes(1);
  });
});
