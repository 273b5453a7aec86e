/** v1 notification: the account and status are held as ids. */
import { asId, asString, isRecord } from './coerce';
import {
  normaliseAnnualReportRef,
  normaliseListRef,
  normaliseModerationWarning,
  normaliseNotificationEmojiReaction,
  normaliseReport,
  normaliseSeveranceEvent,
  type AnnualReportRef,
  type ListRef,
  type ModerationWarning,
  type NotificationEmojiReaction,
  type NotificationReport,
  type NotificationType,
  type SeveranceEvent,
} from './notification-parts';

export interface Notification {
  id: string;
  type: NotificationType;
  created_at: string;
  /** The server's group key, or a key unique to this notification when absent. */
  group_key: string;
  accountId: string | null;
  statusId: string | null;
  report: NotificationReport | null;
  moderation_warning: ModerationWarning | null;
  event: SeveranceEvent | null;
  annual_report: AnnualReportRef | null;
  emoji_reaction: NotificationEmojiReaction | null;
  list: ListRef | null;
}

/** Null without an id or a type. */
export function normaliseNotification(raw: unknown): Notification | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  const type = asString(raw.type);
  if (id === null || type === '') return null;
  return {
    id,
    type,
    created_at: asString(raw.created_at),
    group_key: asString(raw.group_key) || `ungrouped-${id}`,
    accountId: isRecord(raw.account) ? asId(raw.account.id) : null,
    statusId: isRecord(raw.status) ? asId(raw.status.id) : null,
    report: normaliseReport(raw.report),
    moderation_warning: normaliseModerationWarning(raw.moderation_warning),
    event: normaliseSeveranceEvent(raw.event),
    annual_report: normaliseAnnualReportRef(raw.annual_report),
    emoji_reaction: normaliseNotificationEmojiReaction(raw.emoji_reaction),
    list: normaliseListRef(raw.list),
  };
}
