/**
 * The notify bell of an account the reader follows: a toggle button, pressed while the reader is notified of
 * the account's posts (relationship.notifying). A press asks to follow with notify flipped; the change shows at
 * once through the stored relationship.
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Relationship } from '../../domain/entities';
import { runAccountAction } from '../../services/account-actions/run-account-action';

export function NotifyBell({ relationship, acct }: { relationship: Relationship; acct: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const notifying = relationship.notifying;
  return (
    <button
      type="button"
      className="profile-button profile-icon-button"
      aria-pressed={notifying}
      aria-label={t('profile.actions.notify', { acct })}
      title={t('profile.actions.notify', { acct })}
      onClick={() =>
        void runAccountAction(services, {
          kind: 'follow',
          accountId: relationship.id,
          options: { notify: !notifying },
        })
      }
    >
      <svg className="profile-bell" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v4l-2 3v1h16v-1l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0z" />
      </svg>
    </button>
  );
}
