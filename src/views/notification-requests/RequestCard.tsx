/**
 * One notification request in the list: the sender (avatar, name, @acct), how many notifications wait, a
 * checkbox that selects it for the bulk actions, Accept and Dismiss, and a link to its notifications.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { shownName } from '../../domain/entities/account';
import type { NotificationRequest } from '../../domain/entities';
import { useAccount } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';
import { requestPath } from './request-paths';

export interface RequestCardProps {
  request: NotificationRequest;
  selected: boolean;
  onSelect(id: string, selected: boolean): void;
  onDecide(id: string, decision: 'accept' | 'dismiss'): void;
}

export function RequestCard({ request, selected, onSelect, onDecide }: RequestCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const account = useAccount(request.accountId);
  const name =
    account === undefined
      ? t('notifications.filtered.list.unknownAccount')
      : shownName(account.display_name, account.username);
  return (
    <article className="notification-requests__card" aria-labelledby={nameId}>
      <input
        type="checkbox"
        className="notification-requests__check"
        checked={selected}
        onChange={(event) => onSelect(request.id, event.currentTarget.checked)}
        aria-label={t('notifications.filtered.list.select', { name })}
      />
      {account !== undefined && <Avatar account={account} size={44} className="notification-requests__avatar" />}
      <div className="notification-requests__who">
        <h2 id={nameId} className="notification-requests__name">
          {account === undefined ? name : <DisplayName account={account} withAcct />}
        </h2>
        <p className="notification-requests__count">
          {t('notifications.filtered.list.notifications', { count: request.notifications_count })}
        </p>
      </div>
      <div className="notification-requests__actions">
        <InternalLink
          to={requestPath(request.id)}
          className="notification-requests__button"
          aria-label={t('notifications.filtered.list.openNamed', { name })}
        >
          {t('notifications.filtered.list.open')}
        </InternalLink>
        <button
          type="button"
          className="notification-requests__button notification-requests__button--primary"
          onClick={() => onDecide(request.id, 'accept')}
          aria-label={t('notifications.filtered.list.acceptNamed', { name })}
        >
          {t('notifications.filtered.list.accept')}
        </button>
        <button
          type="button"
          className="notification-requests__button"
          onClick={() => onDecide(request.id, 'dismiss')}
          aria-label={t('notifications.filtered.list.dismissNamed', { name })}
        >
          {t('notifications.filtered.list.dismiss')}
        </button>
      </div>
    </article>
  );
}
