/**
 * Accept and Reject for a follow request. The choice goes to the follow-requests service, which calls the
 * server, raises the alert on failure and takes the notification away on success; a request action chart
 * follows it: while it runs both buttons wait, and they come back if it failed.
 */
import { useTranslation } from '../../../i18n/react';
import { useAppServices } from '../../../services/app-services/app-services';
import { failUnlessAccepted, useRequestAction } from '../../../services/mutations/use-request-action';
import { settleFollowRequest, type FollowRequestDecision } from '../../../services/notifications/follow-requests';

export function FollowRequestActions({ accountId, name }: { accountId: string; name: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const { send, busy } = useRequestAction<FollowRequestDecision>((decision) =>
    failUnlessAccepted(settleFollowRequest(services, accountId, decision)),
  );
  const settle = (decision: FollowRequestDecision) => send({ type: 'RUN', request: decision });
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
