// @vitest-environment jsdom
/**
 * The live region that tells new notifications: one polite status region at the end of the page (never inside
 * the link that starts it), saying the lone notification's sentence or the number of several, in the reader's
 * language; what was told before it appeared is not told again.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceArrivals } from '../../../../src/services/notifications/arrival-announcements';
import type { NotificationGroup } from '../../../../src/domain/entities/notification-group';
import { ArrivalAnnouncer } from '../../../../src/views/notifications/ArrivalAnnouncer';
import type { Harness } from '../../status/status-harness';
import { importGroups, notificationHarness, rawGroup } from './notification-fixtures';

let h: Harness;
afterEach(() => {
  h.unmount();
  document.body.innerHTML = '';
});

/** A group of one mention by Bob, as the runtime makes it from a live notification. */
function bobsMention(): NotificationGroup {
  importGroups(h, [rawGroup('ungrouped-9001', 'mention', { status_id: '600', most_recent_notification_id: '9001' })]);
  return h.store.get('notificationGroups', 'ungrouped-9001')!;
}

const region = () => document.body.querySelector<HTMLElement>('[data-notification-arrivals]');

describe('ArrivalAnnouncer', () => {
  it.each([
    ['en', 'New notification: Bob mentioned you', '3 new notifications'],
    ['ja', '新しい通知: Bobさんがあなたにメンションしました', '新しい通知 3 件'],
  ])('tells one notification by its sentence and several by their number (%s)', (language, one, many) => {
    h = notificationHarness(language);
    const single = bobsMention();
    h.render(
      <a href="/notifications">
        Notifications
        <ArrivalAnnouncer />
      </a>,
    );
    const live = region()!;
    expect(live.getAttribute('role')).toBe('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    // outside the link, so the link's name stays its own
    expect(h.container.contains(live)).toBe(false);
    expect(live.textContent).toBe('');
    act(() => announceArrivals(h.store, { count: 1, single }));
    expect(live.textContent).toBe(one);
    const first = live.firstElementChild;
    act(() => announceArrivals(h.store, { count: 3, single: null }));
    expect(live.textContent).toBe(many);
    // a new element for each message: the same words again are read again
    expect(live.firstElementChild).not.toBe(first);
  });

  it('does not tell again what was told before it appeared', () => {
    h = notificationHarness();
    act(() => announceArrivals(h.store, { count: 2, single: null }));
    h.render(<ArrivalAnnouncer />);
    expect(region()!.textContent).toBe('');
    act(() => announceArrivals(h.store, { count: 4, single: null }));
    expect(region()!.textContent).toBe('4 new notifications');
  });
});
