/**
 * /notifications/requests: the filtered notifications, one request per sender, with the number still pending.
 * Each request can be accepted, dismissed or opened; several can be selected and accepted or dismissed at
 * once. The list and the pending count are the data layer's (src/services/notification-requests); decisions
 * go through its optimistic runner, so a request leaves the list at once and comes back if the server says no.
 * Loading, failure with Retry, an empty list and older pages are drawn by PagedListStates.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { usePagedList, useResource } from '../../services/data/use-data';
import type { NotificationRequest } from '../../domain/entities';
import {
  notificationPolicy,
  notificationRequestsList,
} from '../../services/notification-requests/notification-requests-data';
import {
  settleNotificationRequest,
  settleNotificationRequests,
  type RequestDecision,
} from '../../services/notification-requests/request-decisions';
import { requestsNewestFirst } from '../../services/notification-requests/request-rules';
import { EmptyNote } from '../common/data-states/DataNotes';
import { PagedListStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { useRequestListTexts } from './request-list-texts';
import { RequestCard } from './RequestCard';
import { POLICY_PATH } from './request-paths';
import './notification-requests.css';

function PendingCount() {
  const { t } = useTranslation();
  const { value } = useResource(notificationPolicy, null);
  if (value === null) return null;
  return (
    <p className="notification-requests__pending">
      {t('notifications.filtered.list.pending', { count: value.summary.pending_requests_count })}
    </p>
  );
}

interface SelectionBarProps {
  requests: readonly NotificationRequest[];
  selected: readonly string[];
  onSelectAll(all: boolean): void;
  onDecide(decision: RequestDecision): void;
}

function SelectionBar({ requests, selected, onSelectAll, onDecide }: SelectionBarProps) {
  const { t } = useTranslation();
  const count = selected.length;
  const all = count === requests.length;
  return (
    <div
      className="notification-requests__selection"
      role="group"
      aria-label={t('notifications.filtered.list.selection')}
    >
      <button type="button" className="notification-requests__button" onClick={() => onSelectAll(!all)}>
        {t(all ? 'notifications.filtered.list.clearSelection' : 'notifications.filtered.list.selectAll')}
      </button>
      <span className="notification-requests__selected" aria-live="polite">
        {t('notifications.filtered.list.selected', { count })}
      </span>
      <button
        type="button"
        className="notification-requests__button notification-requests__button--primary"
        disabled={count === 0}
        onClick={() => onDecide('accept')}
      >
        {t('notifications.filtered.list.acceptSelected', { count })}
      </button>
      <button
        type="button"
        className="notification-requests__button"
        disabled={count === 0}
        onClick={() => onDecide('dismiss')}
      >
        {t('notifications.filtered.list.dismissSelected', { count })}
      </button>
    </div>
  );
}

function RequestsList() {
  const { t } = useTranslation();
  const services = useAppServices();
  const list = usePagedList(notificationRequestsList, null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const texts = useRequestListTexts(t('notifications.filtered.list.empty'));

  const select = (id: string, on: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const decideOne = (id: string, decision: RequestDecision) => {
    select(id, false);
    void settleNotificationRequest(services, id, decision);
  };

  return (
    <PagedListStates data={list} texts={texts}>
      {(items) => {
        const requests = requestsNewestFirst(items);
        // every request listed so far was settled while older ones remain to be loaded
        if (requests.length === 0) return <EmptyNote text={texts.empty} />;
        // only requests still listed count as selected (settled ones have left)
        const selected = requests.filter((request) => picked.has(request.id)).map((request) => request.id);
        const decideSelected = (decision: RequestDecision) => {
          setPicked(new Set());
          void settleNotificationRequests(services, selected, decision);
        };
        return (
          <>
            <SelectionBar
              requests={requests}
              selected={selected}
              onSelectAll={(all) => setPicked(new Set(all ? requests.map((request) => request.id) : []))}
              onDecide={decideSelected}
            />
            <div className="notification-requests__list">
              {requests.map((request) => (
                <RequestCard
                  key={request.id}
                  request={request}
                  selected={picked.has(request.id)}
                  onSelect={select}
                  onDecide={decideOne}
                />
              ))}
            </div>
          </>
        );
      }}
    </PagedListStates>
  );
}

export function NotificationRequestsScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="notification-requests" aria-labelledby={headingId}>
      <header className="notification-requests__header">
        <h1 id={headingId} className="notification-requests__heading">
          {t('notifications.filtered.list.heading')}
        </h1>
        <PendingCount />
        <InternalLink to={POLICY_PATH} className="notification-requests__link">
          {t('notifications.filtered.list.policyLink')}
        </InternalLink>
      </header>
      <RequestsList />
    </section>
  );
}

export default NotificationRequestsScreen;
