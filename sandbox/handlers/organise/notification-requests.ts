import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import type { NotificationRecord } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';
import { serializeAccount } from '../../serialize/account';
import { isShowable } from '../../serialize/notification';
import { serializeStatus } from '../../serialize/status';
import { notificationsOf } from './notification-query';
import { permitSender } from './notification-policy';

/**
 * A notification request: the filtered notifications from one sender. Its id is the id of the oldest of them,
 * so it stays stable while more arrive.
 */
export interface NotificationRequestView {
  id: string;
  fromId: string;
  /** newest first */
  notifications: NotificationRecord[];
}

export function notificationRequests(db: SandboxDb, viewerId: string): NotificationRequestView[] {
  const bySender = new Map<string, NotificationRecord[]>();
  for (const n of notificationsOf(db, viewerId)) {
    if (!n.filtered || !isShowable(db, n)) continue;
    bySender.set(n.from_account_id, [...(bySender.get(n.from_account_id) ?? []), n]);
  }
  return [...bySender.entries()]
    .map(([fromId, notifications]) => ({ id: notifications[notifications.length - 1]!.id, fromId, notifications }))
    .sort((a, b) => compareIds(b.id, a.id));
}

export function findRequest(db: SandboxDb, viewerId: string, id: string): NotificationRequestView | undefined {
  return notificationRequests(db, viewerId).find((r) => r.id === id);
}

export function serializeNotificationRequest(db: SandboxDb, viewerId: string, request: NotificationRequestView) {
  const newest = request.notifications[0]!;
  const oldest = request.notifications[request.notifications.length - 1]!;
  const withStatus = request.notifications.find((n) => n.status_id !== null);
  const status = withStatus?.status_id ? db.statuses.get(withStatus.status_id) : undefined;
  return {
    id: request.id,
    created_at: oldest.created_at,
    updated_at: newest.created_at,
    notifications_count: String(request.notifications.length),
    account: serializeAccount(db, db.accounts.get(request.fromId)!),
    last_status:
      status && canSee(db, viewerId, status)
        ? serializeStatus(db, status, viewerId, { filterContext: 'notifications' })
        : null,
  };
}

/** Accepting moves the notifications back into the list and stops filtering that sender. */
export function acceptRequest(db: SandboxDb, viewerId: string, request: NotificationRequestView): void {
  for (const n of request.notifications) n.filtered = false;
  permitSender(db, viewerId, request.fromId);
}

/** Dismissing drops the request with its filtered notifications. */
export function dismissRequest(db: SandboxDb, request: NotificationRequestView): void {
  for (const n of request.notifications) db.notifications.delete(n.id);
}

export function policySummary(db: SandboxDb, viewerId: string) {
  const requests = notificationRequests(db, viewerId);
  return {
    pending_requests_count: Math.min(requests.length, 100),
    pending_notifications_count: requests.reduce((sum, r) => sum + r.notifications.length, 0),
  };
}
