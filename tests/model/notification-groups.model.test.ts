import { expect, vi } from 'vitest';
import {
  notificationGroupsMachine,
  type NotificationGroupsContext,
  type NotificationGroupsSnapshot,
} from '../../src/machines/notification-groups.machine';
import { GROUPS_KEPT_AT_TOP } from '../../src/machines/notification-groups-types';
import { compareNotificationIds, findGap, groupKeys, isGap } from '../../src/machines/notification-groups-rules';
import { describeModel } from './model-harness';
import { LAST_OF_PAGE, NEWEST, sampleEvents, unavailable } from './notification-groups-model-samples';

const reportFailure = vi.fn();

const BUSY = { fillingGap: 'fillingGap', polling: 'polling', refreshing: 'refreshing' } as const;

/** The rules every list keeps, whatever happened. */
function expectConsistentRows(c: NotificationGroupsContext) {
  const keys = groupKeys(c.entries);
  // a group appears at most once in the rows, and at most once in pending
  expect(new Set(keys).size).toBe(keys.length);
  expect(new Set(c.pending).size).toBe(c.pending.length);
  const gaps = c.entries.filter(isGap);
  expect(new Set(gaps.map((gap) => gap.key)).size).toBe(gaps.length);
  c.entries.forEach((entry, i) => {
    const next = c.entries[i + 1];
    // two gaps are never side by side (only the gap being filled keeps its range until its page is in)
    if (isGap(entry) && isGap(next)) expect([entry.key, next.key]).toContain(c.fillingGap);
    // a gap ending the list after a cut or a full page asks below the group above it, skipping nothing:
    // from that group's newest notification (a cut) or from the oldest of the page it ended (a page)
    if (isGap(entry) && next === undefined && entry.sinceId === null && i > 0) {
      const above = c.entries[i - 1];
      if (above?.kind === 'group') expect([NEWEST.get(above.key), LAST_OF_PAGE.get(above.key)]).toContain(entry.maxId);
    }
  });
  // at the top, once no fill is on its way, only 50 groups are kept, with a gap beyond them when more existed
  if (c.atTop && c.fillingGap === null) {
    expect(keys.length).toBeLessThanOrEqual(GROUPS_KEPT_AT_TOP);
    if (keys.length === GROUPS_KEPT_AT_TOP && keys.includes('n1')) expect(isGap(c.entries.at(-1))).toBe(true);
  }
  // polls ask from the newest notification known: it is never older than a held group's newest
  for (const key of [...keys, ...c.pending]) {
    const newest = NEWEST.get(key);
    if (newest !== undefined) expect(compareNotificationIds(c.newestId ?? '0', newest)).toBeGreaterThanOrEqual(0);
  }
  // cursors are kept for the groups held, and only for them
  for (const key of Object.keys(c.cursorOf)) expect([...keys, ...c.pending]).toContain(key);
}

function expectTags(snapshot: NotificationGroupsSnapshot, tags: string[]) {
  expect([...snapshot.tags].sort()).toEqual([...tags].sort());
}

describeModel({
  name: 'notification-groups',
  machine: notificationGroupsMachine.provide({ actions: { reportFailure } }),
  input: { key: 'all' },
  scriptedActors: ['fetchPage'],
  events: sampleEvents as never,
  limit: 300_000,
  expectations: {
    idle: (snapshot) => {
      expect(snapshot.context.entries).toEqual([]);
      expectTags(snapshot, ['loading']);
    },
    loading: (snapshot, scripted) => {
      // the first page is asked from the newest, with nothing below
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ maxId: null, sinceId: null });
      expectTags(snapshot, ['loading', 'busy']);
      expect(snapshot.context.error).toBeNull();
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(unavailable);
      expect(snapshot.context.failedDuring).toBe('load');
      expect(reportFailure).toHaveBeenCalled();
      expectTags(snapshot, ['failed']);
    },
    ready: (snapshot) => {
      const c = snapshot.context;
      const busy = Object.entries(BUSY).find(([state]) => snapshot.matches({ ready: state as keyof typeof BUSY }));
      expectTags(snapshot, busy ? ['rows', busy[1], 'busy'] : ['rows']);
      // a request is held exactly while one is on its way; the gap being filled is there while it is
      expect(c.request === null).toBe(busy === undefined);
      expect(c.fillingGap !== null).toBe(snapshot.matches({ ready: 'fillingGap' }));
      // arrivals are only set aside while the page that replaces the rows is on its way
      if (!snapshot.matches({ ready: 'refreshing' })) expect(c.arrived).toEqual([]);
      expectConsistentRows(c);
    },
    'ready.idle': (snapshot) => {
      const c = snapshot.context;
      if (c.error !== null) {
        // a failed fill, poll or refresh keeps the rows, with the error for the alert
        expect(c.error).toBe(unavailable);
        expect(['gap', 'poll', 'refresh']).toContain(c.failedDuring);
        expect(groupKeys(c.entries).length).toBeGreaterThan(0);
        expect(reportFailure).toHaveBeenCalled();
        // a failed reload leaves the list offering it again
        if (c.failedDuring === 'refresh') expect(c.mergedNotifications).toBe('needs-reload');
      }
    },
    'ready.fillingGap': (snapshot, scripted) => {
      // a fill asks for exactly its gap's range
      const gap = findGap(snapshot.context.entries, snapshot.context.fillingGap);
      expect(gap).toBeDefined();
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ maxId: gap?.maxId, sinceId: gap?.sinceId });
    },
    'ready.polling': (snapshot, scripted) => {
      const { request, newestId } = snapshot.context;
      // a poll asks for what is newer: from the disconnection's gap, else from the newest known
      expect(scripted.lastCall('fetchPage')?.input).toEqual(request);
      expect(request?.maxId).toBeNull();
      if (request?.sinceId) expect(compareNotificationIds(request.sinceId, newestId ?? '0')).toBeLessThanOrEqual(0);
    },
    'ready.refreshing': (snapshot, scripted) => {
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ maxId: null, sinceId: null });
    },
  },
});
