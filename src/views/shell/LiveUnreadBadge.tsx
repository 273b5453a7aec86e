import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useUnreadNotifications } from '../../services/notifications/unread-count';

/**
 * Keeps the account's notifications running (unread count, live groups, desktop notifications), started once
 * the first posts have painted, with the strings its desktop notifications use.
 */
const NotificationsBackground = lazyWithMessages(
  ['notifications'],
  () => import('../notifications/NotificationsBackground'),
);

/**
 * The unread notification count beside the navigation's Notifications link (read out as "3 unread"). The
 * navigation shows it for a signed-in account only, so it also starts that account's notifications. It is
 * downloaded after the first posts have painted (UnreadBadge.tsx), like the notifications it counts.
 */
export default function LiveUnreadBadge() {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const count = useUnreadNotifications(store);
  return (
    <>
      <Suspense fallback={null}>
        <NotificationsBackground />
      </Suspense>
      {count > 0 && (
        <span className="nav-badge">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">{t('shell.nav.unread', { count })}</span>
        </span>
      )}
    </>
  );
}
