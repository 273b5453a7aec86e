import { beforeEach, expect, vi } from 'vitest';
import {
  isNewerNotificationId,
  MARKER_SUBMIT_THROTTLE_MS,
  notificationsMarkerMachine,
  type MarkerSave,
  type NotificationsMarkerEvent,
  type NotificationsMarkerSnapshot,
} from '../../src/machines/notifications-marker.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The notifications marker chart's model: the server's marker ('25', none, or a failure), the conditions
 * flipping (visibility, the view mounted, the top reached, an unread gap, older notifications unloaded below
 * the rows down to above or below the marker), the top rows' newest id moving from '20' (older than the
 * server's marker) to '30', explicit MARK_READ, page hide and the throttle window.
 * Every step checks the rules against what the chart did so far in that path.
 */
const SERVER_MARKER = '25';

interface Saved extends MarkerSave {
  at: number;
  cause: string;
}
let saves: Saved[] = [];
let previous: NotificationsMarkerSnapshot | null = null;
const save = vi.fn(({ event }: { event: { type: string } }, params: MarkerSave) => {
  saves.push({ ...params, at: Date.now(), cause: event.type });
});
// every path starts from nothing saved and no earlier step
beforeEach(() => {
  saves = [];
  previous = null;
});

const events: (NotificationsMarkerEvent | ReturnType<typeof doneEvent> | ReturnType<typeof errorEvent>)[] = [
  { type: 'VISIBILITY', visible: false },
  { type: 'VISIBILITY', visible: true },
  { type: 'MOUNTED' },
  { type: 'UNMOUNTED' },
  { type: 'AT_TOP', atTop: false },
  { type: 'AT_TOP', atTop: true },
  { type: 'TOP', newestId: '20', unreadGap: false, unloadedBelow: null },
  { type: 'TOP', newestId: '30', unreadGap: false, unloadedBelow: null },
  { type: 'TOP', newestId: '30', unreadGap: true, unloadedBelow: null },
  // older notifications unloaded below the rows: down to '28' (above the server's marker) or '22' (below it)
  { type: 'TOP', newestId: '30', unreadGap: false, unloadedBelow: '28' },
  { type: 'TOP', newestId: '30', unreadGap: false, unloadedBelow: '22' },
  { type: 'PAGE_HIDDEN' },
  { type: 'MARK_READ' },
  doneEvent('loadMarker', SERVER_MARKER),
  doneEvent('loadMarker', null),
  errorEvent('loadMarker', new Error('markers unavailable')),
];

/** The rows reach down to `lastReadId`: nothing unread lies unloaded below them (no marker: nothing known unread). */
const rowsReach = (s: NotificationsMarkerSnapshot, lastReadId: string | null) =>
  s.context.unloadedBelow === null ||
  lastReadId === null ||
  !isNewerNotificationId(s.context.unloadedBelow, lastReadId);

const conditionsHold = (s: NotificationsMarkerSnapshot, lastReadId: string | null = s.context.lastReadId) =>
  s.context.visible && s.context.mounted && s.context.atTop && !s.context.unreadGap && rowsReach(s, lastReadId);

function rulesHoldAfter(snapshot: NotificationsMarkerSnapshot) {
  const { lastReadId } = snapshot.context;
  if (previous !== null && previous.context.lastReadId !== lastReadId) {
    const loaded = previous.matches({ marker: 'loading' }) && lastReadId === SERVER_MARKER;
    if (!loaded) {
      // an advance: only while visible, mounted, at the top, without an unread gap and with the rows reaching
      // down to the marker it moves from, to the newest row
      expect(conditionsHold(snapshot, previous.context.lastReadId)).toBe(true);
      expect(lastReadId).toBe(snapshot.context.newestId);
    }
    // never backwards
    expect(lastReadId).not.toBeNull();
    expect(isNewerNotificationId(lastReadId!, previous.context.lastReadId)).toBe(true);
  }
  // saves only ever move forward and never past the marker shown
  saves.forEach((s, i) => {
    if (i > 0) expect(isNewerNotificationId(s.id, saves[i - 1]!.id)).toBe(true);
    expect(isNewerNotificationId(s.id, lastReadId) && s.id !== lastReadId).toBe(false);
  });
  // at most one save per throttle window that is not urgent (leading or trailing)
  const timed = saves.filter((s) => !s.urgent);
  timed.forEach((s, i) => {
    if (i > 0) expect(s.at - timed[i - 1]!.at).toBeGreaterThanOrEqual(MARKER_SUBMIT_THROTTLE_MS);
  });
  // an urgent save only happens when the page is hidden
  for (const s of saves) if (s.urgent) expect(s.cause).toBe('PAGE_HIDDEN');
  previous = snapshot;
}

describeModel({
  name: 'notifications-marker',
  machine: notificationsMarkerMachine.provide({ actions: { save } }),
  input: { visible: true },
  scriptedActors: ['loadMarker'],
  events,
  expectations: {
    marker: rulesHoldAfter,
    'marker.loading': (snapshot, scripted) => {
      // the server is asked at once and nothing advances or is saved before it answers
      expect(scripted.lastCall('loadMarker')?.aborted()).toBe(false);
      expect(snapshot.context.lastReadId).toBeNull();
      expect(saves).toEqual([]);
      expect(snapshot.hasTag('loading')).toBe(true);
    },
    'marker.tracking': (snapshot) => {
      // with every condition met, nothing newer than the marker is left unread
      const { newestId, lastReadId } = snapshot.context;
      if (conditionsHold(snapshot) && newestId !== null) {
        expect(isNewerNotificationId(newestId, lastReadId) && newestId !== lastReadId).toBe(false);
      }
      // an advance is either saved or waiting for the window to close: nothing is lost
      const advanced = lastReadId !== null && lastReadId !== SERVER_MARKER;
      if (advanced) expect([snapshot.context.trailing, saves.at(-1)?.id]).toContain(lastReadId);
    },
    'submit.open': (snapshot) => {
      // an open window holds nothing waiting
      expect(snapshot.context.trailing).toBeNull();
    },
    'submit.cooling': (snapshot) => {
      // a window is open because a save went out, it closes by itself, and what waits is newer than that save
      expect(saves.length).toBeGreaterThan(0);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      const waiting = snapshot.context.trailing;
      if (waiting !== null) expect(isNewerNotificationId(waiting, saves.at(-1)!.id)).toBe(true);
    },
  },
});
