import type { AlertQueue } from '../alerts';
import type { MessageDescriptor } from '../../domain/errors/message-descriptor';
import { notice } from '../alerts/alert-notice';

/** The published alert dismisses itself after 10000 ms. */
export const PUBLISHED_NOTICE_DISMISS_MS = 10_000;

export const PUBLISHED_NOTICE_MESSAGES = {
  title: { key: 'alerts.notice.published.title', defaultMessage: 'Published' },
  message: { key: 'alerts.notice.published.message', defaultMessage: 'Your post is published.' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Says a post was published, with a link to it (an app path such as /@alice/123; the alert area adds /deck in
 * the multi-column layout). Returns the alert's key. One published notice at a time: a newer one replaces it.
 */
export function pushPublishedNotice(alerts: AlertQueue, statusPath: string): string {
  return alerts.push(
    notice(PUBLISHED_NOTICE_MESSAGES.title, PUBLISHED_NOTICE_MESSAGES.message, {
      link: statusPath,
      dismissAfterMs: PUBLISHED_NOTICE_DISMISS_MS,
      key: 'published',
    }),
  );
}

export const QUEUED_NOTICE_MESSAGES = {
  title: { key: 'alerts.notice.queued.title', defaultMessage: 'Waiting to send' },
  message: {
    key: 'alerts.notice.queued.message',
    defaultMessage: 'The server could not be reached. Your post is kept and is sent once it is back.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Says a post went to the outbox instead of being published: kept, and sent by itself once the server answers
 * again. One such notice at a time; it stays until dismissed, since the reader may not have seen the outbox.
 */
export function pushQueuedNotice(alerts: AlertQueue): string {
  return alerts.push(notice(QUEUED_NOTICE_MESSAGES.title, QUEUED_NOTICE_MESSAGES.message, { key: 'queued' }));
}
