/**
 * /notifications/requests/:id: one sender's filtered notifications (mentions as posts, the rest as a line),
 * with Accept and Dismiss; either goes back to the list at once (the decision is optimistic). When the
 * sender is now blocked or muted the request is shown as removed, without the decisions. A request accepted
 * or dismissed meanwhile is gone. The route passes the request's id as `requestId`. The request's and its
 * notifications' loading, failure with Retry, gone and empty states are drawn by ResourceStates/PagedListStates.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { relationshipOf } from '../../services/data/definitions/relationship';
import { usePagedList, useResource } from '../../services/data/use-data';
import { shownName } from '../../domain/entities/account';
import type { Account } from '../../domain/entities';
import {
  notificationRequest,
  requestNotifications,
  type RequestNotificationRow,
} from '../../services/notification-requests/notification-requests-data';
import {
  settleNotificationRequest,
  type RequestDecision,
} from '../../services/notification-requests/request-decisions';
import { isRequestRemoved } from '../../services/notification-requests/request-rules';
import { useAccount, useRelationship } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { LoadingNote } from '../common/data-states/DataNotes';
import { PagedListStates, ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { Status } from '../status/Status';
import { useRequestListTexts } from './request-list-texts';
import { REQUESTS_PATH } from './request-paths';
import './notification-requests.css';

/** The notification types that have a line of their own; others read as a generic notification. */
const LINE_TYPES = new Set(['favourite', 'reblog', 'emoji_reaction', 'follow', 'status_reference', 'quote', 'status']);

function NotificationLine({ row, name }: { row: RequestNotificationRow; name: string }) {
  const { t } = useTranslation();
  if (row.type === 'mention' && row.statusId !== null) {
    return <Status statusId={row.statusId} contextType="notifications" />;
  }
  const kind = LINE_TYPES.has(row.type) ? row.type : 'other';
  return <p className="notification-requests__line">{t(`notifications.filtered.request.line.${kind}`, { name })}</p>;
}

function RequestNotifications({ accountId, name }: { accountId: string; name: string }) {
  const { t } = useTranslation();
  const list = usePagedList(requestNotifications, accountId);
  const texts = useRequestListTexts(t('notifications.filtered.request.empty'));
  return (
    <PagedListStates data={list} texts={texts}>
      {(items) => (
        <ul
          className="notification-requests__notifications"
          aria-label={t('notifications.filtered.request.notifications')}
        >
          {items.map((row) => (
            <li key={row.id}>
              <NotificationLine row={row} name={name} />
            </li>
          ))}
        </ul>
      )}
    </PagedListStates>
  );
}

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="notification-requests" aria-labelledby={headingId}>
      <header className="notification-requests__header">
        <InternalLink to={REQUESTS_PATH} className="notification-requests__link">
          {t('notifications.filtered.request.back')}
        </InternalLink>
        <h1 id={headingId} className="notification-requests__heading">
          {title}
        </h1>
      </header>
      {children}
    </section>
  );
}

function RequestOfAccount({ requestId, account }: { requestId: string; account: Account }) {
  const { t } = useTranslation();
  const services = useAppServices();
  // the relationship tells whether the sender was blocked or muted since
  useResource(relationshipOf, account.id);
  const removed = isRequestRemoved(useRelationship(account.id));
  const name = shownName(account.display_name, account.username);
  const decide = (decision: RequestDecision) => {
    void settleNotificationRequest(services, requestId, decision);
    services.navigate(REQUESTS_PATH);
  };
  return (
    <Frame title={t('notifications.filtered.request.heading', { name })}>
      <div className="notification-requests__account">
        <Avatar account={account} size={48} className="notification-requests__avatar" />
        <DisplayName account={account} withAcct className="notification-requests__name" />
      </div>
      {removed ? (
        <p className="notification-requests__note notification-requests__removed" role="status">
          {t('notifications.filtered.request.removed')}
        </p>
      ) : (
        <div className="notification-requests__actions">
          <button
            type="button"
            className="notification-requests__button notification-requests__button--primary"
            onClick={() => decide('accept')}
          >
            {t('notifications.filtered.list.accept')}
          </button>
          <button type="button" className="notification-requests__button" onClick={() => decide('dismiss')}>
            {t('notifications.filtered.list.dismiss')}
          </button>
        </div>
      )}
      <RequestNotifications accountId={account.id} name={name} />
    </Frame>
  );
}

export function NotificationRequestScreen({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const request = useResource(notificationRequest, requestId);
  const account = useAccount(request.value?.accountId ?? null);
  if (request.status.kind === 'ready' && account !== undefined)
    return <RequestOfAccount key={requestId} requestId={requestId} account={account} />;
  const texts = {
    loading: t('notifications.filtered.list.loading'),
    failed: t('notifications.filtered.request.failed'),
    retry: t('notifications.filtered.list.retry'),
    gone: t('notifications.filtered.request.gone'),
  };
  return (
    <Frame title={t('notifications.filtered.request.headingLoading')}>
      <ResourceStates data={request} texts={texts}>
        {/* the request is known, its sender not yet */}
        {() => <LoadingNote text={texts.loading} />}
      </ResourceStates>
    </Frame>
  );
}

export default NotificationRequestScreen;
