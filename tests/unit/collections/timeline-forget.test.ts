/**
 * A deleted list's timeline leaves the account's timeline registry: forget() stops its running machine and a
 * later acquire starts afresh; other timelines keep running.
 */
import { describe, expect, it } from 'vitest';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore } from '../../../src/services/store';
import type { StreamingService } from '../../../src/services/streaming/streaming-types';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { stubApi } from '../timelines/support/fake-app-services';

const streaming: StreamingService = {
  subscribe: () => () => {},
  getStatus: () => ({ state: 'idle', retryAt: null, attempts: 0 }),
  onStatusChange: () => () => {},
  resume: () => {},
  setToken: () => {},
  halt: () => {},
  close: () => {},
};

describe('forgetting a timeline', () => {
  it('stops the named timeline and forgets it, leaving the others', () => {
    const never = () => new Promise<never>(() => {});
    const registry = createTimelineRegistry({
      api: stubApi({ timelines: { list: never, home: never } }),
      store: createEntityStore({ currentAccountId: '1' }),
      alerts: createAlertQueue(),
      streaming,
    });
    const list = registry.acquire('list:5');
    const home = registry.acquire('home');
    registry.forget('list:5');
    expect(list.getSnapshot().status).toBe('stopped');
    expect(registry.peek('list:5')).toBeUndefined();
    expect(registry.peek('home')).toBe(home);
    expect(home.getSnapshot().status).toBe('active');
    expect(registry.acquire('list:5')).not.toBe(list);
    registry.forget('antenna:9');
    registry.dispose();
  });
});
