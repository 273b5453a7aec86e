/**
 * New notifications told to screen readers: one calm message per moment of arrivals, the notification's own
 * sentence when it came alone, the number when several did, and nothing while the reader types.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ANNOUNCE_GATHER_MS,
  notificationAnnouncerMachine,
  type Announcement,
} from '../../../src/machines/notification-announcer.machine';
import type { NotificationGroup } from '../../../src/domain/entities/notification-group';

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

let told: Announcement[] = [];
function start() {
  told = [];
  return createActor(
    notificationAnnouncerMachine.provide({ actions: { announce: (_, params) => void told.push(params) } }),
  ).start();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the new-notification announcer', () => {
  it('tells a lone notification by its own sentence once the moment has passed', () => {
    const actor = start();
    actor.send({ type: 'ARRIVED', arrival: arrival('1') });
    vi.advanceTimersByTime(ANNOUNCE_GATHER_MS - 1);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual([{ count: 1, single: arrival('1') }]);
    actor.stop();
  });

  it('tells arrivals of the same moment as one message with their number, each counted once', () => {
    const actor = start();
    actor.send({ type: 'ARRIVED', arrival: arrival('1') });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'ARRIVED', arrival: arrival('2') });
    actor.send({ type: 'ARRIVED', arrival: arrival('2') });
    actor.send({ type: 'ARRIVED', arrival: arrival('3') });
    vi.advanceTimersByTime(ANNOUNCE_GATHER_MS);
    expect(told).toEqual([{ count: 3, single: null }]);
    // the next arrival is a new message
    actor.send({ type: 'ARRIVED', arrival: arrival('4') });
    vi.advanceTimersByTime(ANNOUNCE_GATHER_MS);
    expect(told).toEqual([
      { count: 3, single: null },
      { count: 1, single: arrival('4') },
    ]);
    actor.stop();
  });

  it('waits while the reader types, and tells everything once they pause', () => {
    const actor = start();
    actor.send({ type: 'ARRIVED', arrival: arrival('1') });
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(1000);
      actor.send({ type: 'TYPED' });
    }
    actor.send({ type: 'ARRIVED', arrival: arrival('2') });
    expect(told).toEqual([]);
    // keys stopped: a whole moment without one, then the message
    vi.advanceTimersByTime(ANNOUNCE_GATHER_MS * 2);
    expect(told).toEqual([{ count: 2, single: null }]);
    actor.stop();
  });

  it('typing with nothing to tell changes nothing', () => {
    const actor = start();
    actor.send({ type: 'TYPED' });
    vi.advanceTimersByTime(ANNOUNCE_GATHER_MS * 3);
    expect(told).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});
