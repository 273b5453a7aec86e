/** Parts shared by v1 notifications and notification groups: type list, report, warning, event, reaction. */
import {
  asBoolean,
  asCount,
  asCountOrNull,
  asId,
  asIdArray,
  asNumberOrNull,
  asString,
  asStringOrNull,
  isRecord,
} from './coerce';
import { asHttpUrl } from './urls';

export const NOTIFICATION_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'emoji_reaction',
  'reaction',
  'reblog',
  'mention',
  'status_reference',
  'quote',
  'poll',
  'status',
  'list_status',
  'update',
  'quoted_update',
  'admin.sign_up',
  'admin.report',
  'moderation_warning',
  'severed_relationships',
  'annual_report',
] as const;
export type KnownNotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Unknown future types are kept as strings (views skip what they do not know). */
export type NotificationType = KnownNotificationType | (string & Record<never, never>);

export function isKnownNotificationType(type: string): type is KnownNotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

export interface NotificationReport {
  id: string;
  category: string;
  comment: string;
  forwarded: boolean;
  action_taken: boolean;
  action_taken_at: string | null;
  created_at: string;
  status_ids: string[];
  rule_ids: string[];
  targetAccountId: string | null;
}

export interface ModerationWarning {
  id: string;
  action: string;
  text: string;
  status_ids: string[];
  targetAccountId: string | null;
  appeal: { text: string; state: string } | null;
  created_at: string;
}

export interface SeveranceEvent {
  id: string;
  type: string;
  purged: boolean;
  target_name: string;
  followers_count: number;
  following_count: number;
  created_at: string;
}

export interface AnnualReportRef {
  year: number;
}
export interface ListRef {
  id: string;
  title: string;
}

export interface NotificationEmojiReaction {
  name: string;
  count: number | null;
  me: boolean;
  url: string | null;
  static_url: string | null;
  domain: string | null;
  width: number | null;
  height: number | null;
}

const targetId = (raw: unknown): string | null => (isRecord(raw) ? asId(raw.id) : null);

export function normaliseReport(raw: unknown): NotificationReport | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return {
    id,
    category: asString(raw.category, 'other'),
    comment: asString(raw.comment),
    forwarded: asBoolean(raw.forwarded, false),
    action_taken: asBoolean(raw.action_taken, false),
    action_taken_at: asStringOrNull(raw.action_taken_at),
    created_at: asString(raw.created_at),
    status_ids: asIdArray(raw.status_ids),
    rule_ids: asIdArray(raw.rule_ids),
    targetAccountId: targetId(raw.target_account),
  };
}

export function normaliseModerationWarning(raw: unknown): ModerationWarning | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const appeal = isRecord(raw.appeal) ? { text: asString(raw.appeal.text), state: asString(raw.appeal.state) } : null;
  return {
    id,
    action: asString(raw.action, 'none'),
    text: asString(raw.text),
    status_ids: asIdArray(raw.status_ids),
    targetAccountId: targetId(raw.target_account),
    appeal,
    created_at: asString(raw.created_at),
  };
}

export function normaliseSeveranceEvent(raw: unknown): SeveranceEvent | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return {
    id,
    type: asString(raw.type),
    purged: asBoolean(raw.purged, false),
    target_name: asString(raw.target_name),
    followers_count: asCount(raw.followers_count),
    following_count: asCount(raw.following_count),
    created_at: asString(raw.created_at),
  };
}

export function normaliseAnnualReportRef(raw: unknown): AnnualReportRef | null {
  if (!isRecord(raw)) return null;
  const year = asNumberOrNull(raw.year);
  return year === null ? null : { year };
}

export function normaliseListRef(raw: unknown): ListRef | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  return id === null ? null : { id, title: asString(raw.title) };
}

export function normaliseNotificationEmojiReaction(raw: unknown): NotificationEmojiReaction | null {
  if (!isRecord(raw)) return null;
  const name = asString(raw.name);
  if (name === '') return null;
  const domain = asString(raw.domain);
  return {
    name,
    count: asCountOrNull(raw.count),
    me: asBoolean(raw.me, false),
    url: asHttpUrl(raw.url),
    static_url: asHttpUrl(raw.static_url) ?? asHttpUrl(raw.url),
    domain: domain === '' ? null : domain,
    width: asNumberOrNull(raw.width),
    height: asNumberOrNull(raw.height),
  };
}
