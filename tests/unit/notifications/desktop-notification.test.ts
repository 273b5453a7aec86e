import { describe, expect, it, vi } from 'vitest';
import {
  notificationPermission,
  requestNotificationPermission,
  showDesktopNotification,
  type NotificationApi,
} from '../../../src/services/notifications/desktop-notification';

function fakeNotification(permission: NotificationPermission, request?: NotificationApi['requestPermission']) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const Fake = function (this: unknown, title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  } as unknown as NotificationApi & { permission: NotificationPermission };
  Object.assign(Fake, { permission, requestPermission: request ?? (() => Promise.resolve(permission)) });
  return { Notification: Fake, shown };
}

const content = { title: 'Alice favourited your post', body: 'Hello', icon: '/a.png', tag: 'n1' };

describe('desktop notifications from the open tab', () => {
  it('shows one when permission is granted and the page is hidden', () => {
    const { Notification, shown } = fakeNotification('granted');
    expect(showDesktopNotification({ Notification, visibility: () => 'hidden' }, content)).toBe(true);
    expect(shown).toEqual([{ title: content.title, options: { body: 'Hello', icon: '/a.png', tag: 'n1' } }]);
  });

  it('shows none while the page is visible (the column shows it)', () => {
    const { Notification, shown } = fakeNotification('granted');
    expect(showDesktopNotification({ Notification, visibility: () => 'visible' }, content)).toBe(false);
    expect(shown).toEqual([]);
  });

  it.each(['default', 'denied'] as const)('shows none without permission (%s)', (permission) => {
    const { Notification, shown } = fakeNotification(permission);
    expect(showDesktopNotification({ Notification, visibility: () => 'hidden' }, content)).toBe(false);
    expect(shown).toEqual([]);
  });

  it('shows none where the browser has no notifications, or refuses to make one', () => {
    expect(showDesktopNotification({ Notification: undefined, visibility: () => 'hidden' }, content)).toBe(false);
    const Throwing = function () {
      throw new TypeError('use a service worker');
    } as unknown as NotificationApi;
    Object.assign(Throwing, { permission: 'granted' });
    expect(showDesktopNotification({ Notification: Throwing, visibility: () => 'hidden' }, content)).toBe(false);
  });
});

describe('asking for permission (on demand)', () => {
  it('answers the promise form', async () => {
    const request = vi.fn(() => Promise.resolve('granted' as NotificationPermission));
    const { Notification } = fakeNotification('default', request);
    await expect(requestNotificationPermission({ Notification })).resolves.toBe('granted');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('answers the old callback form', async () => {
    const request = ((callback?: (p: NotificationPermission) => void) => {
      setTimeout(() => callback?.('denied'), 0);
    }) as NotificationApi['requestPermission'];
    const { Notification } = fakeNotification('default', request);
    await expect(requestNotificationPermission({ Notification })).resolves.toBe('denied');
  });

  it('answers unsupported where there are no notifications, and never asks by itself', async () => {
    await expect(requestNotificationPermission({ Notification: undefined })).resolves.toBe('unsupported');
    expect(notificationPermission({ Notification: undefined })).toBe('unsupported');
    const request = vi.fn(() => Promise.resolve('granted' as NotificationPermission));
    const { Notification } = fakeNotification('default', request);
    expect(notificationPermission({ Notification })).toBe('default');
    expect(request).not.toHaveBeenCalled();
  });
});
