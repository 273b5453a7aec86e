/**
 * The notification settings screen (part of the client settings): per type, desktop alerts, showing in the column
 * and the sound; grouping follows; the quick filter bar; desktop notification permission; and a place for the
 * web push settings, which the app passes in. Every change goes straight to the account's settings store,
 * which keeps it and sends it to the server.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { DesktopNotificationDeps } from '../../services/notifications/desktop-notification';
import type { NotificationSettingsStore } from '../../services/notifications/notification-settings';
import { useNotificationSettings } from '../../services/notifications/notification-settings-hook';
import { DesktopPermission } from './DesktopPermission';
import { NotificationTypeTable } from './NotificationTypeTable';
import { SettingSwitch } from './SettingSwitch';
import './notification-settings.css';

export interface NotificationSettingsScreenProps {
  /** the account's settings store (notificationSettingsOf) */
  settings: NotificationSettingsStore;
  /** the web push settings (PushSettings), shown in their own section when given */
  pushSettings?: ReactNode;
  /** the browser's notifications (tests pass their own) */
  desktop?: DesktopNotificationDeps;
}

export function NotificationSettingsScreen({ settings, pushSettings, desktop }: NotificationSettingsScreenProps) {
  const { t } = useTranslation();
  const values = useNotificationSettings(settings);
  const id = useId();
  const section = (name: string) => `${id}-${name}`;
  return (
    <section className="notification-settings" aria-labelledby={section('heading')}>
      <h1 id={section('heading')}>{t('notifications.settings.heading')}</h1>
      <p className="notification-settings__hint">{t('notifications.settings.intro')}</p>

      <section aria-labelledby={section('desktop')} className="notification-settings__group">
        <h2 id={section('desktop')}>{t('notifications.settings.desktop.heading')}</h2>
        <DesktopPermission desktop={desktop} />
      </section>

      <div className="notification-settings__scroll">
        <NotificationTypeTable values={values} settings={settings} />
      </div>

      <section aria-labelledby={section('grouping')} className="notification-settings__group">
        <h2 id={section('grouping')}>{t('notifications.settings.grouping.heading')}</h2>
        <SettingSwitch
          setting="grouping.follows"
          label={t('notifications.settings.grouping.follows')}
          hint={t('notifications.settings.grouping.followsHint')}
          checked={values.grouping.follows}
          onChange={(follows) => settings.set({ grouping: { follows } })}
        />
      </section>

      <section aria-labelledby={section('quick')} className="notification-settings__group">
        <h2 id={section('quick')}>{t('notifications.settings.quickFilter.heading')}</h2>
        <SettingSwitch
          setting="quickFilter.show"
          label={t('notifications.settings.quickFilter.show')}
          hint={t('notifications.settings.quickFilter.showHint')}
          checked={values.quickFilter.show}
          onChange={(show) => settings.set({ quickFilter: { show } })}
        />
        <SettingSwitch
          setting="quickFilter.advanced"
          label={t('notifications.settings.quickFilter.advanced')}
          hint={t('notifications.settings.quickFilter.advancedHint')}
          checked={values.quickFilter.advanced}
          onChange={(advanced) => settings.set({ quickFilter: { advanced } })}
        />
      </section>

      {/* Slot: the web push settings (PushSettings, a section with its own heading), given by the app. */}
      {pushSettings}
    </section>
  );
}

export default NotificationSettingsScreen;
