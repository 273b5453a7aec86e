import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js run in a faked service worker scope. */
const SOURCE = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');

function worker(windows: Array<{ url: string; focus: () => Promise<unknown> }> = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { href: 'https://app.example/sw.js' },
    registration: { showNotification },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const clients = { matchAll: vi.fn(async () => windows), openWindow };
  runInNewContext(SOURCE, { self, clients, URL, Date });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { dispatch, showNotification, openWindow };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

describe('the push service worker', () => {
  it('shows the pushed notification with its title, body, icon and one tag per server notification', async () => {
    const sw = worker();
    await sw.dispatch('push', {
      data: pushData({
        title: 'Bob favourited your post',
        body: 'Hello',
        icon: 'https://kmy.example/avatar.png',
        notification_id: 42,
        notification_type: 'favourite',
        preferred_locale: 'en',
      }),
    });
    expect(sw.showNotification).toHaveBeenCalledWith(
      'Bob favourited your post',
      expect.objectContaining({
        body: 'Hello',
        icon: 'https://kmy.example/avatar.png',
        tag: 'tsubame-42',
        data: { url: 'https://app.example/notifications', type: 'favourite' },
      }),
    );
  });

  it('still shows a notification for a message that is not JSON', async () => {
    const sw = worker();
    await sw.dispatch('push', { data: pushData('plain text') });
    expect(sw.showNotification).toHaveBeenCalledWith('Tsubame', expect.objectContaining({ body: 'plain text' }));
  });

  it('a click focuses an open window of the app, or opens the notifications page', async () => {
    const focus = vi.fn(async () => undefined);
    const close = vi.fn();
    const notification = { close, data: { url: 'https://app.example/notifications' } };
    const withWindow = worker([{ url: 'https://app.example/home', focus }]);
    await withWindow.dispatch('notificationclick', { notification });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(withWindow.openWindow).not.toHaveBeenCalled();

    const without = worker([]);
    await without.dispatch('notificationclick', { notification });
    expect(without.openWindow).toHaveBeenCalledWith('https://app.example/notifications');
  });
});
