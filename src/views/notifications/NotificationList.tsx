import { useCallback, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  isFillingGap,
  isNotificationsBusy,
  isNotificationsFailed,
  isNotificationsLoading,
} from '../../machines/notification-groups-status';
import type { NotificationEntry } from '../../machines/notification-groups-types';
import type { NotificationsRuntime } from '../../services/notifications/notifications-runtime';
import { useShownEntries } from '../../services/notifications/shown-entries';
import { useNotificationList } from '../../services/notifications/use-notifications';
import { VirtualFeed, type FeedHandle } from '../timelines/VirtualFeed';
import { NotificationGroupRow } from './rows/NotificationGroupRow';
import { isUnread } from '../../services/notifications/unread-boundary';
import { useAppServices } from '../../services/app-services/app-services';
import { RetryButton } from '../common/RetryButton';
import { FailureReason } from '../common/FailureReason';

export interface NotificationListProps {
  runtime: NotificationsRuntime;
  /** 'all' or the quick filter's type */
  filter: string;
  /** notifications newer than this id are shown as unread (the last read id when the screen opened) */
  readBoundary: string | null;
  labelledBy?: string;
}

/** The groups of one notifications list: live, with the waiting ones behind a button, gaps and older pages. */
export function NotificationList({ runtime, filter, readBoundary, labelledBy }: NotificationListProps) {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const { snapshot, send, retry } = useNotificationList(runtime, filter);
  const { pending, pendingOverflow, mergedNotifications } = snapshot.context;
  // groups a hide filter made since they arrived never show either
  const entries = useShownEntries(snapshot.context.entries);
  const feed = useRef<FeedHandle>(null);
  const filling = isFillingGap(snapshot);
  const busy = isNotificationsBusy(snapshot);
  const last = entries[entries.length - 1];
  const trailingGap = last?.kind === 'gap' ? last : null;

  // arrivals are told to screen readers by the one live region of the page (ArrivalAnnouncer)
  const waiting = pending.length;

  const onAtTopChange = useCallback((atTop: boolean) => runtime.scrolled(filter, atTop), [runtime, filter]);
  const onFillGap = useCallback((key: string) => send({ type: 'FILL_GAP', key }), [send]);
  const onNearEnd = useCallback(() => {
    if (trailingGap !== null && !busy) send({ type: 'FILL_GAP', key: trailingGap.key });
  }, [trailingGap, busy, send]);
  const applyPending = () => {
    send({ type: 'LOAD_PENDING' });
    feed.current?.scrollToTop();
    feed.current?.focusIndex(0);
  };

  const setSize = trailingGap === null ? entries.filter((entry) => entry.kind === 'group').length : -1;
  const renderEntry = (entry: NotificationEntry) =>
    entry.kind === 'group' ? (
      <NotificationGroupRow groupKey={entry.key} unread={isUnread(store, entry.key, readBoundary)} />
    ) : entry === trailingGap ? null : (
      <article className="feed-gap" aria-label={t('notifications.gap.label')}>
        <button
          type="button"
          className="timeline-button timeline-button-quiet feed-gap__button"
          aria-disabled={filling || undefined}
          onClick={() => {
            if (!filling) onFillGap(entry.key);
          }}
        >
          {filling ? t('notifications.gap.loading') : t('notifications.gap.load')}
        </button>
      </article>
    );

  if (isNotificationsLoading(snapshot)) {
    return (
      <p className="timeline-note" role="status">
        {t('notifications.loading')}
      </p>
    );
  }
  if (isNotificationsFailed(snapshot) && entries.length === 0) {
    return (
      <div className="timeline-error" role="alert">
        <p>{t('notifications.error')}</p>
        <FailureReason error={snapshot.context.error} />
        <RetryButton error={snapshot.context.error} className="timeline-button" onRetry={retry}>
          {t('notifications.retry')}
        </RetryButton>
      </div>
    );
  }

  const footer =
    trailingGap !== null ? (
      <button
        type="button"
        className="timeline-button timeline-load-more"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onFillGap(trailingGap.key);
        }}
      >
        {filling ? t('notifications.loadingMore') : t('notifications.loadMore')}
      </button>
    ) : null;

  const reload = mergedNotifications === 'needs-reload';
  return (
    <div className="timeline-body notifications-body">
      {(waiting > 0 || reload) && (
        <div className="timeline-new-posts">
          <button type="button" className="timeline-new-posts__button" onClick={applyPending}>
            <span aria-hidden="true" className="timeline-new-posts__arrow">
              ↑
            </span>
            {reload
              ? t('notifications.pending.reload')
              : t(pendingOverflow ? 'notifications.pending.showMore' : 'notifications.pending.show', {
                  count: waiting,
                })}
          </button>
        </div>
      )}
      {entries.length === 0 ? (
        <p className="timeline-note">{t(filter === 'all' ? 'notifications.empty' : 'notifications.emptyFiltered')}</p>
      ) : (
        <VirtualFeed<NotificationEntry>
          ref={feed}
          timeline={`notifications:${filter}`}
          entries={entries}
          renderEntry={renderEntry}
          setSize={setSize}
          busy={busy}
          labelledBy={labelledBy}
          filling={filling}
          onFillGap={onFillGap}
          onAtTopChange={onAtTopChange}
          onNearEnd={onNearEnd}
          footer={footer}
        />
      )}
    </div>
  );
}
