/**
 * Accept and Reject for a follow request. The choice goes to the follow-requests service, which calls the
 * server, raises the alert on failure and takes the notification away on success; while it runs both
 * buttons wait, and they come back if it failed.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useAppServices } from '../../../services/app-services/app-services';
import { settleFollowRequest } from '../../../services/notifications/follow-requests';

export function FollowRequestActions({ accountId, name }: { accountId: string; name: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const [busy, setBusy] = useState(false);
  const settle = (decision: 'authorize' | 'reject') => {
    if (busy) return;
    setBusy(true);
    void settleFollowRequest(services, accountId, decision).then(
      (settled) => {
        if (!settled) setBusy(false);
      },
      () => setBusy(false),
    );
  };
  return (
    <div className="notification__request-actions">
      <button
        type="button"
        className="notification__button notification__button--primary"
        aria-label={t('notifications.types.followRequest.acceptLabel', { name })}
        aria-disabled={busy || undefined}
        onClick={() => settle('authorize')}
      >
        {t('notifications.types.followRequest.accept')}
      </button>
      <button
        type="button"
        className="notification__button"
        aria-label={t('notifications.types.followRequest.rejectLabel', { name })}
        aria-disabled={busy || undefined}
        onClick={() => settle('reject')}
      >
        {t('notifications.types.followRequest.reject')}
      </button>
    </div>
  );
}
