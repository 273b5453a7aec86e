import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { notificationPolicy } from '../../services/notification-requests/notification-requests-data';
import { AppLink } from '../common/AppLink';

/** "Filtered notifications: N requests", above the list while the policy says requests wait. */
export function PendingRequestsLink() {
  const { t } = useTranslation();
  const { value } = useResource(notificationPolicy, null);
  const count = value?.summary.pending_requests_count ?? 0;
  if (count === 0) return null;
  return (
    <AppLink to="/notifications/requests" className="notifications-requests-link">
      <span className="notifications-requests-link__title">{t('notifications.requests.title')}</span>
      <span className="notifications-requests-link__count">{t('notifications.requests.count', { count })}</span>
    </AppLink>
  );
}
