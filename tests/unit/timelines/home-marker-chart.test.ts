/**
 * The home marker chart wired to the account's marker (services/markers/home-marker-machine.ts): the server's
 * position asked through the marker, the restore flag kept on the marker, posts seen saved through its
 * throttle, and the waiting position flushed (keepalive) when the page is hidden or left.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { FeedEntry } from '../../../src/machines/timeline-types';
import { createHomeMarker, type ThrottleTimers } from '../../../src/services/markers';
import { homeMarkerMachineFor, homeMarkerInput } from '../../../src/services/markers/home-marker-machine';

const ROWS: FeedEntry[] = ['40', '30', '20', '10'].map((id) => ({ kind: 'status', id }));

/** Timers that never fire: every save after the first waits in the throttle window. */
const stillTimers: ThrottleTimers = { setTimeout: () => 1, clearTimeout: () => {} };

/** A window stand-in: pagehide on the window, visibilitychange on its document. */
function fakeWindow() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  return Object.assign(new EventTarget(), { document }) as unknown as Window & { document: typeof document };
}

function setUp(lastReadId: string | null) {
  const get = vi.fn().mockResolvedValue(lastReadId === null ? {} : { home: { last_read_id: lastReadId } });
  const save = vi.fn().mockResolvedValue({});
  const marker = createHomeMarker({ api: { markers: { get, save } } as never, timers: stillTimers });
  const scrollTo = vi.fn();
  const target = fakeWindow();
  const actor = createActor(homeMarkerMachineFor(marker, { scrollTo, target }), {
    input: homeMarkerInput(marker),
  }).start();
  return { actor, marker, get, save, scrollTo, target };
}

describe('home marker chart', () => {
  it('asks the server when home opens, scrolls to the last read post once the rows are in, marks it restored', async () => {
    const { actor, marker, get, scrollTo } = setUp('20');
    actor.send({ type: 'OPEN', kept: false });
    await waitFor(actor, (s) => s.matches({ active: 'waitingForRows' }));
    expect(get).toHaveBeenCalledWith(['home']);
    actor.send({ type: 'ROWS', entries: ROWS, loaded: true });
    expect(actor.getSnapshot().hasTag('tracking')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(2);
    expect(marker.restored).toBe(true);
    // a later visit of home does not restore again
    expect(homeMarkerInput(marker)).toEqual({ restored: true });
  });

  it('saves the post at the top of the viewport through the throttle and flushes it when the page is hidden', async () => {
    const { actor, save, target } = setUp(null);
    actor.send({ type: 'OPEN', kept: false });
    actor.send({ type: 'ROWS', entries: ROWS, loaded: true });
    actor.send({ type: 'AT_TOP', atTop: false });
    await waitFor(actor, (s) => s.hasTag('tracking'));
    actor.send({ type: 'VIEWPORT_TOP', index: 2 });
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '20' } }, {});
    actor.send({ type: 'VIEWPORT_TOP', index: 1 }); // waits in the throttle window
    expect(save).toHaveBeenCalledTimes(1);
    target.document.visibilityState = 'hidden';
    target.document.dispatchEvent(new Event('visibilitychange'));
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '30' } }, { keepalive: true });
    actor.send({ type: 'AT_TOP', atTop: true });
    target.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenLastCalledWith({ home: { last_read_id: '40' } }, { keepalive: true });
    // stopped: the page listeners are gone
    actor.stop();
    actor.send({ type: 'VIEWPORT_TOP', index: 0 });
    target.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(3);
  });

  it('with a kept place: no question to the server, tracking from the first rows', () => {
    const { actor, get, scrollTo } = setUp('20');
    actor.send({ type: 'OPEN', kept: true });
    actor.send({ type: 'ROWS', entries: ROWS, loaded: true });
    expect(actor.getSnapshot().hasTag('tracking')).toBe(true);
    expect(get).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
