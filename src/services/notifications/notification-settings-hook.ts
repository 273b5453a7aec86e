/** The reader's notification settings for views: re-renders when they change. */
import { useSyncExternalStore } from 'react';
import type { NotificationSettings, NotificationSettingsStore } from './notification-settings';

export function useNotificationSettings(settings: NotificationSettingsStore): NotificationSettings {
  return useSyncExternalStore(settings.subscribe, settings.get, settings.get);
}
