import type { SandboxContext } from './context';
import type { NotificationRecord, NotificationType } from './records';

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
 * mutes (with notifications) the sender or the sender is the recipient. Streams it to the recipient.
 * Returns the record, or null when none was made.
 */
export function notify(ctx: SandboxContext, input: NotifyInput): NotificationRecord | null {
  const { db } = ctx;
  if (input.recipientId === input.fromId) return null;
  if (!db.users.has(input.recipientId)) return null;
  if (db.blocks.has(input.recipientId, input.fromId)) return null;
  if (db.mutes.get(input.recipientId, input.fromId)?.notifications) return null;
  const createdAt = input.createdAt ?? new Date(db.now()).toISOString();
  const record: NotificationRecord = {
    id: db.nextId(Date.parse(createdAt)),
    account_id: input.recipientId,
    type: input.type,
    from_account_id: input.fromId,
    status_id: input.statusId ?? null,
    created_at: createdAt,
    emoji: input.emoji ?? null,
    list_id: input.listId ?? null,
    filtered: false,
    read: false,
  };
  db.notifications.set(record.id, record);
  // Streaming of the serialised notification is added by the notifications module (publishNotification).
  return record;
}
