/**
 * The desktop notification the open tab shows for a live notification while the page is hidden (when no push
 * subscription delivers it): "{name}: {kind}", with the sender's avatar, one per notification.
 */
import type { Notification } from '../../domain/entities/notification';
import { currentTranslator } from '../../i18n/react';
import type { EntityStore } from '../store';
import { browserNotificationDeps, showDesktopNotification } from './desktop-notification';

export function desktopNotifier(store: EntityStore, deps = browserNotificationDeps()) {
  return (notification: Notification): void => {
    const t = currentTranslator()?.t;
    if (!t) return;
    const account = notification.accountId === null ? undefined : store.get('accounts', notification.accountId);
    const name = account ? account.display_name || account.acct : '';
    const what = t(`notifications.settings.types.${notification.type.replace('.', '_')}`);
    showDesktopNotification(deps, {
      title: t('notifications.desktop.title'),
      body: name === '' ? what : t('notifications.desktop.from', { name, what }),
      ...(account?.avatar ? { icon: account.avatar } : {}),
      tag: notification.id,
    });
  };
}
