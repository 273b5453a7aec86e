import type { SandboxContext } from './context';
import type { NotificationRecord, NotificationType } from './records';
import { policyVerdict } from '../handlers/organise/notification-policy';
import { isShowable, serializeNotification } from '../serialize/notification';

export interface NotifyInput {
  recipientId: string;
  type: NotificationType;
  fromId: string;
  statusId?: string | null;
  emoji?: { name: string; domain: string | null } | null;
  listId?: string | null;
  createdAt?: string;
}

/**
 * Creates a notification for a local recipient (remote recipients get none), unless the recipient blocks or
 * mutes (with notifications) the sender, blocks the sender's domain without following the sender, or the sender
 * is the recipient. The recipient's notification policy may drop it (no record) or filter it (kept for a
 * notification request, not streamed). An accepted notification is streamed, serialised, on the recipient's `user`
 * and `user:notification` streams.
 * Returns the record, or null when none was made.
 */
export function notify(ctx: SandboxContext, input: NotifyInput): NotificationRecord | null {
  const { db } = ctx;
  if (input.recipientId === input.fromId) return null;
  if (!db.users.has(input.recipientId)) return null;
  if (db.blocks.has(input.recipientId, input.fromId)) return null;
  if (db.mutes.get(input.recipientId, input.fromId)?.notifications) return null;
  const senderDomain = db.accounts.get(input.fromId)?.domain;
  if (senderDomain && db.domainBlocking.has(input.recipientId, senderDomain)) {
    if (!db.follows.has(input.recipientId, input.fromId)) return null;
  }
  const verdict = policyVerdict(db, input.recipientId, input.fromId, input.type, input.statusId ?? null);
  if (verdict === 'drop') return null;
  const createdAt = input.createdAt ?? new Date(db.now()).toISOString();
  const ms = Date.parse(createdAt);
  let id = db.nextId(ms);
  // A past createdAt may meet an id already given at that millisecond; ask again (the sequence counts up).
  while (db.notifications.has(id)) id = db.nextId(ms);
  const record: NotificationRecord = {
    id,
    account_id: input.recipientId,
    type: input.type,
    from_account_id: input.fromId,
    status_id: input.statusId ?? null,
    created_at: createdAt,
    emoji: input.emoji ?? null,
    list_id: input.listId ?? null,
    filtered: verdict === 'filter',
    read: false,
  };
  db.notifications.set(record.id, record);
  if (!record.filtered) publishNotification(ctx, record);
  return record;
}

/** Streams a notification to its recipient, if the recipient may see it. */
export function publishNotification(ctx: SandboxContext, record: NotificationRecord): void {
  if (!isShowable(ctx.db, record)) return;
  const json = serializeNotification(ctx.db, record);
  for (const stream of ['user', 'user:notification'] as const) {
    ctx.stream.publish({ stream, accountId: record.account_id }, 'notification', json);
  }
}

/**
 * An act undone takes its notification with it: Mastodon destroys a favourite's notification with the favourite,
 * so favouriting again makes a new notification rather than a second one from the same account (a group counts
 * each account once). Removes the recipient's `type` notifications from `fromId` about `statusId`.
 */
export function withdrawNotifications(
  ctx: SandboxContext,
  input: { recipientId: string; type: NotificationType; fromId: string; statusId: string },
): void {
  for (const [id, n] of ctx.db.notifications) {
    if (
      n.account_id === input.recipientId &&
      n.type === input.type &&
      n.from_account_id === input.fromId &&
      n.status_id === input.statusId
    )
      ctx.db.notifications.delete(id);
  }
}
