/**
 * Notices (alert-kinds.ts) as the code that makes and shows them needs them. A notice may carry an in-app path in
 * its message's `link` value; the alert area shows it as a "View" link. Apart from alert-kinds.ts because nothing
 * before the first screen makes a notice or reads its link.
 */
import type { Alert, AlertInput } from '.';
import type { MessageDescriptor } from '../../domain/errors/message-descriptor';
import { NOTICE_KEY_PREFIX } from './alert-kinds';

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
