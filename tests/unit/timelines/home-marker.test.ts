/**
 * The home read marker (services/markers): throttled, 300000 ms leading and trailing, never moving backwards, flushed
 * with keepalive on page hide; the server's position asked once.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createHomeMarker,
  createThrottle,
  homeMarkerOf,
  isNewerId,
  MARKER_THROTTLE_MS,
  prefetchHomeMarker,
  type ThrottleTimers,
} from '../../../src/services/markers';
import { EARLY_HOME_MARKER } from '../../../src/services/markers/early-home-marker';
import { HOME_MARKER } from '../../../src/services/markers/home-marker';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount, settle } from '../../support/account-parts';

/** Timers the test moves by hand. */
function manualTimers() {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let nextHandle = 1;
  const api: ThrottleTimers = {
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    api,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

function markerWithApi() {
  const save = vi.fn().mockResolvedValue({});
  const get = vi
    .fn()
    .mockResolvedValue({ home: { last_read_id: '100', version: 1, updated_at: '2024-01-01T00:00:00Z' } });
  const timers = manualTimers();
  const marker = createHomeMarker({ api: { markers: { get, save } } as never, timers: timers.api });
  return { marker, save, get, timers };
}

describe('marker throttle', () => {
  it('runs the first value at once, the latest of a window at its end, then waits a window again', () => {
    const timers = manualTimers();
    const run = vi.fn();
    const throttle = createThrottle(run, 1000, timers.api);
    throttle.push('a');
    expect(run).toHaveBeenCalledWith('a', false);
    throttle.push('b');
    throttle.push('c');
    timers.advance(999);
    expect(run).toHaveBeenCalledTimes(1);
    timers.advance(1);
    expect(run).toHaveBeenLastCalledWith('c', false);
    expect(run).toHaveBeenCalledTimes(2);
    // a new window opened with the trailing call: the next value waits for it
    throttle.push('d');
    expect(run).toHaveBeenCalledTimes(2);
    timers.advance(1000);
    expect(run).toHaveBeenLastCalledWith('d', false);
    // a quiet window: the next value runs at once again
    timers.advance(1000);
    throttle.push('e');
    expect(run).toHaveBeenLastCalledWith('e', false);
  });
});

describe('home marker', () => {
  it('saves the newest seen post with the marker throttle (300000 ms, leading and trailing)', () => {
    const { marker, save, timers } = markerWithApi();
    expect(MARKER_THROTTLE_MS).toBe(300_000);
    marker.seen('200');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '200' } }, {});
    marker.seen('201');
    marker.seen('205');
    marker.seen('203'); // older than what was seen: ignored
    timers.advance(299_999);
    expect(save).toHaveBeenCalledTimes(1);
    timers.advance(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '205' } }, {});
    timers.advance(300_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flushes a waiting position with keepalive (page hide) and never goes backwards', () => {
    const { marker, save } = markerWithApi();
    marker.seen('300');
    marker.seen('310');
    marker.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '310' } }, { keepalive: true });
    marker.flush();
    expect(save).toHaveBeenCalledTimes(2);
    marker.seen('99');
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('asks the server once; a post older than its position is not saved', async () => {
    const { marker, save, get, timers } = markerWithApi();
    expect(await marker.load()).toBe('100');
    expect(await marker.load()).toBe('100');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(['home']);
    marker.seen('90');
    marker.seen('100');
    timers.advance(MARKER_THROTTLE_MS);
    expect(save).not.toHaveBeenCalled();
    marker.seen('1000');
    expect(save).toHaveBeenCalledWith({ home: { last_read_id: '1000' } }, {});
  });

  it('compares ids as snowflakes', () => {
    expect(isNewerId('1000', '999')).toBe(true);
    expect(isNewerId('999', '1000')).toBe(false);
    expect(isNewerId('110', '109')).toBe(true);
    expect(isNewerId('5', null)).toBe(true);
  });
});

describe("the account's home marker", () => {
  const account = () => {
    const { save, get, timers } = markerWithApi();
    return {
      store: createEntityStore({ currentAccountId: '1' }),
      api: { markers: { get, save } } as never,
      save,
      get,
      timers,
    };
  };

  it('is one per account and takes its own early answer; letting the account go drops a waiting save', async () => {
    const one = account();
    const other = account();
    prefetchHomeMarker(one.store, one.api, false);
    prefetchHomeMarker(one.store, one.api, false);
    prefetchHomeMarker(other.store, other.api, true);
    await settle();
    expect(one.get).toHaveBeenCalledTimes(1);
    expect(other.get).not.toHaveBeenCalled();
    expectOnePerAccount(EARLY_HOME_MARKER, one.store, other.store);
    const marker = homeMarkerOf(one.store, { api: one.api, timers: one.timers.api });
    expect(homeMarkerOf(one.store, { api: one.api })).toBe(marker);
    homeMarkerOf(other.store, { api: other.api, timers: other.timers.api });
    expectOnePerAccount(HOME_MARKER, one.store, other.store);
    expect(await marker.load()).toBe('100');
    expect(one.get).toHaveBeenCalledTimes(1);

    marker.seen('200');
    marker.seen('205');
    expect(one.save).toHaveBeenCalledTimes(1);
    expect(one.timers.pending()).toBe(1);
    one.store.scope.dispose();
    expect(one.timers.pending()).toBe(0);
    one.timers.advance(MARKER_THROTTLE_MS);
    expect(one.save).toHaveBeenCalledTimes(1);
  });
});
