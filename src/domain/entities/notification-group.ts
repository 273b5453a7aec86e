/**
 * Notification group, keyed by group_key. Holds sampleAccountIds and statusId; most_recent_notification_id is always a
 * string (servers send a string or an integer).
 */
import { asCount, asId, asIdArray, asString, asStringOrNull, isRecord, mapDefined } from './coerce';
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

export interface EmojiReactionGroup {
  emoji: NotificationEmojiReaction;
  sampleAccountIds: string[];
}

export interface NotificationGroup {
  group_key: string;
  type: NotificationType;
  notifications_count: number;
  most_recent_notification_id: string;
  page_min_id: string | null;
  page_max_id: string | null;
  latest_page_notification_at: string | null;
  sampleAccountIds: string[];
  statusId: string | null;
  emojiReactionGroups: EmojiReactionGroup[];
  report: NotificationReport | null;
  moderationWarning: ModerationWarning | null;
  annualReport: AnnualReportRef | null;
  event: SeveranceEvent | null;
  list: ListRef | null;
  /** True when built from partial data (e.g. a single streamed notification). */
  partial: boolean;
}

function normaliseEmojiReactionGroup(raw: unknown): EmojiReactionGroup | null {
  if (!isRecord(raw)) return null;
  const emoji = normaliseNotificationEmojiReaction(raw.emoji_reaction);
  return emoji === null ? null : { emoji, sampleAccountIds: asIdArray(raw.sample_account_ids) };
}

/** Null without a group_key or a type. */
export function normaliseNotificationGroup(raw: unknown): NotificationGroup | null {
  if (!isRecord(raw)) return null;
  const groupKey = asId(raw.group_key);
  const type = asString(raw.type);
  if (groupKey === null || type === '') return null;
  const mostRecent = asId(raw.most_recent_notification_id) ?? asId(raw.page_max_id) ?? '';
  return {
    group_key: groupKey,
    type,
    notifications_count: asCount(raw.notifications_count, 1),
    most_recent_notification_id: mostRecent,
    page_min_id: asId(raw.page_min_id),
    page_max_id: asId(raw.page_max_id),
    latest_page_notification_at: asStringOrNull(raw.latest_page_notification_at),
    sampleAccountIds: asIdArray(raw.sample_account_ids),
    statusId: asId(raw.status_id),
    emojiReactionGroups: mapDefined(raw.emoji_reaction_groups, normaliseEmojiReactionGroup),
    report: normaliseReport(raw.report),
    moderationWarning: normaliseModerationWarning(raw.moderation_warning),
    annualReport: normaliseAnnualReportRef(raw.annual_report),
    event: normaliseSeveranceEvent(raw.event),
    list: normaliseListRef(raw.list),
    partial: false,
  };
}
