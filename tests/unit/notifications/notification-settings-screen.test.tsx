// @vitest-environment jsdom
import axe from 'axe-core';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationApi } from '../../../src/services/notifications/desktop-notification';
import {
  createNotificationSettingsStore,
  NOTIFICATION_TYPES,
  type SettingsStorage,
} from '../../../src/services/notifications/notification-settings';
import { NotificationSettingsScreen } from '../../../src/views/push/NotificationSettingsScreen';
import { click, createHarness, type Harness } from '../status/status-harness';

let h: Harness;
afterEach(() => h.unmount());

function memoryStorage(): SettingsStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const request = vi.fn(() => Promise.resolve(answer));
  const Fake = function () {} as unknown as NotificationApi;
  Object.assign(Fake, { permission, requestPermission: request });
  return { Notification: Fake, request };
}

function renderScreen(options: { language?: string; permission?: NotificationPermission; push?: boolean } = {}) {
  h = createHarness({ me: 'me', language: options.language ?? 'en' });
  const storage = memoryStorage();
  const settings = createNotificationSettingsStore('me', { storage });
  const desktop = fakeNotification(options.permission ?? 'default');
  h.render(
    <NotificationSettingsScreen
      settings={settings}
      desktop={{ Notification: desktop.Notification, visibility: () => 'visible' }}
      pushSettings={options.push ? <p data-testid="push">push settings here</p> : undefined}
    />,
  );
  const input = (setting: string) =>
    h.container.querySelector<HTMLInputElement>(`[data-setting="${setting}"] [role="switch"]`)!;
  return { settings, storage, desktop, input };
}

describe('the notification settings screen', () => {
  it('has a switch per type for desktop alerts, showing in the column and the sound, showing the settings', () => {
    const { input } = renderScreen();
    for (const type of NOTIFICATION_TYPES) {
      for (const column of ['alerts', 'shows', 'sounds']) expect(input(`${column}.${type}`), type).not.toBeNull();
    }
    expect(input('alerts.follow_request').checked).toBe(true);
    expect(input('shows.follow_request').checked).toBe(false);
    expect(input('sounds.follow_request').checked).toBe(false);
    expect(input('grouping.follows').checked).toBe(false);
    expect(input('quickFilter.show').checked).toBe(true);
    expect(input('quickFilter.advanced').checked).toBe(false);
    // each switch is named by its row and its column
    const mention = input('sounds.mention');
    const name = mention
      .getAttribute('aria-labelledby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(name).toBe('Mentions Play sound');
  });

  it('toggling a switch changes the stored setting (and the switch follows)', () => {
    const { settings, storage, input } = renderScreen();
    click(input('sounds.mention'));
    expect(settings.get().sounds.mention).toBe(false);
    expect(JSON.parse(storage.data.get('tsubame:notification-settings:me')!).sounds.mention).toBe(false);
    expect(input('sounds.mention').checked).toBe(false);
    click(input('shows.follow_request'));
    expect(settings.get().shows.follow_request).toBe(true);
    click(input('grouping.follows'));
    expect(settings.get().grouping.follows).toBe(true);
    click(input('quickFilter.advanced'));
    expect(settings.get().quickFilter.advanced).toBe(true);
    expect(input('quickFilter.advanced').checked).toBe(true);
  });

  it('follows changes made elsewhere', () => {
    const { settings, input } = renderScreen();
    act(() => settings.set({ alerts: { poll: false } }));
    expect(input('alerts.poll').checked).toBe(false);
  });

  it('offers "Allow desktop notifications" while permission is undecided, and asks only when pressed', async () => {
    const { desktop } = renderScreen({ permission: 'default' });
    const button = [...h.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Allow desktop notifications',
    );
    expect(button).toBeDefined();
    expect(desktop.request).not.toHaveBeenCalled();
    click(button);
    await act(async () => {
      await Promise.resolve();
    });
    expect(desktop.request).toHaveBeenCalledTimes(1);
    expect(h.container.textContent).toContain('Desktop notifications are allowed');
    expect(h.container.textContent).not.toContain('Allow desktop notifications');
  });

  it.each(['granted', 'denied'] as const)('offers no permission button once decided (%s)', (permission) => {
    renderScreen({ permission });
    expect(h.container.querySelector('button')).toBeNull();
  });

  it('shows the web push settings in their slot when given (as given: the panel names its own section)', () => {
    renderScreen({ push: true });
    expect(h.container.querySelector('[data-testid="push"]')).not.toBeNull();
    h.unmount();
    renderScreen();
    expect(h.container.querySelector('[data-testid="push"]')).toBeNull();
  });

  it.each(['en', 'ja'])('has no accessibility violations (axe-core, %s)', async (language) => {
    renderScreen({ language, push: true });
    const result = await axe.run(h.container, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // no catalogue key shows in place of its text
    expect(h.container.textContent).not.toMatch(/notificationSettings\./);
  });
});
