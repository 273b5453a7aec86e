import type { Alert } from '.';

/**
 * Two kinds of alert share the one queue: errors from the error catalogue, announced assertively, and notices (such as
 * "published"), announced politely. Notices are the descriptors under `alerts.notice.`. Making a notice, and reading
 * the in-app link one may carry: alert-notice.ts.
 */
export const NOTICE_KEY_PREFIX = 'alerts.notice.';

export function isNotice(alert: Pick<Alert, 'title'>): boolean {
  return alert.title.key.startsWith(NOTICE_KEY_PREFIX);
}
