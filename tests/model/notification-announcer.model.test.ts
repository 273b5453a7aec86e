import { beforeEach, expect, vi } from 'vitest';
import {
  ANNOUNCE_GATHER_MS,
  notificationAnnouncerMachine,
  type Announcement,
  type NotificationAnnouncerSnapshot,
} from '../../src/machines/notification-announcer.machine';
import type { NotificationGroup } from '../../src/domain/entities/notification-group';
import { describeModel } from './model-harness';

/**
 * The live-notification announcer's model: arrivals one or several (the same one twice), keys typed in a text
 * field, the gathering wait running out with and without a key typed meanwhile. Every step checks the rules
 * against the messages told so far in that path: nothing gathered is lost; a lone arrival is told by its own
 * sentence, several by their number; the same notification is gathered once; a wait always runs while something
 * is gathered (nothing is held for ever); a message comes no sooner than the gathering wait after its batch's
 * first arrival, and a whole wait after the last key typed.
 */
const arrival = (id: string): NotificationGroup => ({
  group_key: `ungrouped-${id}`,
  type: 'mention',
  notifications_count: 1,
  most_recent_notification_id: id,
  page_min_id: id,
  page_max_id: id,
  latest_page_notification_at: null,
  sampleAccountIds: ['bob'],
  statusId: null,
  emojiReactionGroups: [],
  report: null,
  moderationWarning: null,
  annualReport: null,
  event: null,
  list: null,
  partial: true,
});

interface Told extends Announcement {
  at: number;
}
let told: Told[] = [];
/** when the batch now gathering began (its first arrival), null while nothing is gathered */
let batchStart: number | null = null;
/** arrivals told or gathered so far in the path: it never goes down */
let seen = 0;
/** when a key was last typed in a text field while notifications were gathered */
let lastTyped: number | null = null;
const announce = vi.fn((_: unknown, params: Announcement) => {
  told.push({ ...params, at: Date.now() });
});

// every path starts from nothing told
beforeEach(() => {
  told = [];
  batchStart = null;
  seen = 0;
  lastTyped = null;
});

function rulesHold(snapshot: NotificationAnnouncerSnapshot) {
  const { gathered, first } = snapshot.context;
  const count = gathered.length;
  // nothing gathered is lost: what was told plus what waits never shrinks
  const now = told.reduce((sum, t) => sum + t.count, 0) + count;
  expect(now).toBeGreaterThanOrEqual(seen);
  seen = now;
  // a gathered batch keeps its first arrival
  expect(first === null).toBe(count === 0);
  for (const t of told) {
    // a lone arrival is told by its own sentence, several by their number
    expect(t.count).toBeGreaterThan(0);
    expect(t.single === null).toBe(t.count > 1);
  }
  // the latest message came no sooner than the gathering wait after its batch's first arrival
  const last = told.at(-1);
  if (last !== undefined && batchStart !== null && count === 0) {
    expect(last.at - batchStart).toBeGreaterThanOrEqual(ANNOUNCE_GATHER_MS);
    batchStart = null;
  }
  if (count > 0) batchStart ??= Date.now();
  // never while the reader types: a message comes a whole wait after the last key
  if (snapshot.context.typed) lastTyped = Date.now();
  if (last !== undefined && lastTyped !== null && lastTyped <= last.at)
    expect(last.at - lastTyped).toBeGreaterThanOrEqual(ANNOUNCE_GATHER_MS);
}

describeModel({
  name: 'notification-announcer',
  machine: notificationAnnouncerMachine.provide({ actions: { announce } }),
  events: [{ type: 'ARRIVED', arrival: arrival('1') }, { type: 'ARRIVED', arrival: arrival('2') }, { type: 'TYPED' }],
  expectations: {
    idle: (snapshot) => {
      rulesHold(snapshot);
      // nothing waits to be told
      expect(snapshot.context.gathered).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    },
    gathering: (snapshot) => {
      rulesHold(snapshot);
      // the wait is running; each notification is gathered once
      expect(snapshot.context.gathered.length).toBeGreaterThan(0);
      expect(new Set(snapshot.context.gathered).size).toBe(snapshot.context.gathered.length);
      expect(vi.getTimerCount()).toBe(1);
    },
  },
});
