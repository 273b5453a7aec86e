import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterClockNow, subscribeFilterClock } from '../../../src/services/filters/filter-clock';
import { createEntityStore } from '../../../src/services/store';
import { filter, NOW } from './filter-fixtures';

afterEach(() => vi.useRealTimers());

describe('filter clock', () => {
  it('reads the time when the filters change and when the soonest expiry passes, not in between', () => {
    vi.useFakeTimers({ now: NOW });
    const store = createEntityStore({ currentAccountId: 'me' });
    store.set('filters', filter('1', { expires_at: new Date(NOW + 60_000).toISOString() }));
    const changed = vi.fn();
    const stop = subscribeFilterClock(store, changed);
    expect(filterClockNow(store)).toBe(NOW);

    vi.advanceTimersByTime(30_000);
    // nothing expired: same time, no re-render
    expect(filterClockNow(store)).toBe(NOW);
    const calls = changed.mock.calls.length;

    vi.advanceTimersByTime(30_001);
    expect(changed.mock.calls.length).toBeGreaterThan(calls);
    expect(filterClockNow(store)).toBeGreaterThan(NOW + 60_000);

    // a changed table reads the time again
    vi.advanceTimersByTime(5_000);
    store.set('filters', filter('2'));
    expect(filterClockNow(store)).toBe(Date.now());

    // nobody listening: no timer left behind
    store.set('filters', filter('3', { expires_at: new Date(Date.now() + 60_000).toISOString() }));
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
