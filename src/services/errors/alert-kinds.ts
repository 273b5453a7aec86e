import type { Alert, AlertInput, MessageDescriptor } from './';

/**
 * Two kinds of alert share the one queue: errors from the error catalogue (spec 8), announced assertively, and
 * notices (such as "published"), announced politely. Notices are the descriptors under `alerts.notice.`.
 * A notice may carry an in-app path in its message's `link` value; the alert area shows it as a "View" link.
 */
export const NOTICE_KEY_PREFIX = 'alerts.notice.';

export function isNotice(alert: Pick<Alert, 'title'>): boolean {
  return alert.title.key.startsWith(NOTICE_KEY_PREFIX);
}

/** The in-app path an alert links to, if any. */
export function linkOf(alert: Pick<Alert, 'message'>): string | null {
  const link = alert.message.values?.link;
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** A notice for the queue: title and message descriptors, an optional link, an optional auto-dismiss delay. */
export function notice(
  title: MessageDescriptor,
  message: MessageDescriptor,
  options: { link?: string; dismissAfterMs?: number; key?: string } = {},
): AlertInput {
  if (!title.key.startsWith(NOTICE_KEY_PREFIX))
    throw new Error(`notice keys start with ${NOTICE_KEY_PREFIX}: ${title.key}`);
  const values = options.link === undefined ? message.values : { ...message.values, link: options.link };
  return {
    title,
    message: values === undefined ? message : { ...message, values },
    ...(options.dismissAfterMs !== undefined ? { dismissAfterMs: options.dismissAfterMs } : {}),
    ...(options.key !== undefined ? { key: options.key } : {}),
  };
}
