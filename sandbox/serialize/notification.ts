import type { SandboxDb } from '../kernel/db';
import type { NotificationRecord, NotificationType } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeAccount, type AccountJson } from './account';
import { serializeList } from './organise';
import { serializeEmojiReactions } from './reactions';
import { serializeStatus, type StatusJson } from './status';

/** Types whose notification points at a status (the status must still be visible for it to be shown). */
export const STATUS_NOTIFICATION_TYPES: ReadonlySet<NotificationType> = new Set<NotificationType>([
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
]);

/** Types the server can group (kmyblue adds emoji_reaction to Mastodon's favourite, reblog, follow, admin.sign_up). */
export const GROUPABLE_NOTIFICATION_TYPES: ReadonlySet<string> = new Set([
  'favourite',
  'reblog',
  'emoji_reaction',
  'follow',
  'admin.sign_up',
]);

/** A group spans at most this many hours, counted in fixed windows. */
export const GROUP_WINDOW_HOURS = 12;

/** The status a notification is about: for a reblog notification stored with the reblog's id, the original. */
export function targetStatusId(db: SandboxDb, n: NotificationRecord): string | null {
  if (!n.status_id) return null;
  return db.statuses.get(n.status_id)?.reblog_of_id ?? n.status_id;
}

/**
 * The server's own group key: `{type}-{status_id}-{hour bucket}` for status groups, `{type}-{hour bucket}` for
 * follow and admin.sign_up, `ungrouped-{id}` for every other type and for filtered notifications.
 */
export function notificationGroupKey(db: SandboxDb, n: NotificationRecord): string {
  if (!GROUPABLE_NOTIFICATION_TYPES.has(n.type) || n.filtered) return `ungrouped-${n.id}`;
  const hours = Math.floor(Date.parse(n.created_at) / 3_600_000);
  const bucket = hours - (hours % GROUP_WINDOW_HOURS);
  const statusId = targetStatusId(db, n);
  return statusId ? `${n.type}-${statusId}-${bucket}` : `${n.type}-${bucket}`;
}

/** The key used by grouped answers: the server key when the client allows grouping the type, else ungrouped. */
export function groupKeyFor(db: SandboxDb, n: NotificationRecord, groupedTypes: ReadonlySet<string>): string {
  return groupedTypes.has(n.type) ? notificationGroupKey(db, n) : `ungrouped-${n.id}`;
}

/** Whether the recipient may be shown this notification (sender exists; its status still exists and is visible). */
export function isShowable(db: SandboxDb, n: NotificationRecord): boolean {
  const from = db.accounts.get(n.from_account_id);
  if (!from || from.suspended) return false;
  if (!STATUS_NOTIFICATION_TYPES.has(n.type)) return true;
  const statusId = targetStatusId(db, n);
  const status = statusId ? db.statuses.get(statusId) : undefined;
  return status !== undefined && canSee(db, n.account_id, status);
}

export function serializeNotificationStatus(db: SandboxDb, n: NotificationRecord): StatusJson | null {
  const statusId = targetStatusId(db, n);
  const status = statusId ? db.statuses.get(statusId) : undefined;
  if (!status || !canSee(db, n.account_id, status)) return null;
  return serializeStatus(db, status, n.account_id, { filterContext: 'notifications' });
}

/** kmyblue `emoji_reaction` of an emoji_reaction notification: the reaction as it stands on the status. */
export function notificationEmojiReaction(db: SandboxDb, n: NotificationRecord) {
  if (n.type !== 'emoji_reaction' || !n.emoji || !n.status_id) return null;
  const { name, domain } = n.emoji;
  const group = serializeEmojiReactions(db, n.status_id, n.account_id).find(
    (r) => r.name === name && (r.domain ?? null) === domain,
  );
  return {
    name,
    count: group?.count ?? 1,
    me: group?.me ?? false,
    ...(group?.url ? { url: group.url, static_url: group.static_url } : {}),
    ...(domain ? { domain } : {}),
  };
}

/** Minimal report for admin.report: reported by the sender, about the author of the attached status. */
function reportFor(db: SandboxDb, n: NotificationRecord) {
  const status = n.status_id ? db.statuses.get(n.status_id) : undefined;
  const target = (status && db.accounts.get(status.account_id)) ?? db.accounts.get(n.from_account_id)!;
  return {
    id: n.id,
    action_taken: false,
    action_taken_at: null,
    category: 'spam' as const,
    comment: 'Unsolicited advertising',
    forwarded: false,
    created_at: n.created_at,
    status_ids: status ? [status.id] : null,
    rule_ids: null,
    target_account: serializeAccount(db, target),
  };
}

function moderationWarningFor(db: SandboxDb, n: NotificationRecord) {
  return {
    id: n.id,
    action: 'none' as const,
    text: 'Please keep to the server rules.',
    status_ids: [],
    created_at: n.created_at,
    target_account: serializeAccount(db, db.accounts.get(n.account_id)!),
    appeal: null,
  };
}

function severanceEventFor(db: SandboxDb, n: NotificationRecord) {
  const from = db.accounts.get(n.from_account_id);
  return {
    id: n.id,
    type: 'domain_block' as const,
    purged: false,
    target_name: from?.domain ?? 'blocked.example',
    followers_count: 1,
    following_count: 2,
    created_at: n.created_at,
  };
}

function annualReportFor(n: NotificationRecord) {
  return { year: String(new Date(n.created_at).getUTCFullYear() - 1) };
}

/** Objects carried by a notification or group besides its account and status, by type. */
export function notificationExtras(db: SandboxDb, n: NotificationRecord): Record<string, unknown> {
  switch (n.type) {
    case 'admin.report':
      return { report: reportFor(db, n) };
    case 'moderation_warning':
      return { moderation_warning: moderationWarningFor(db, n) };
    case 'severed_relationships':
      return { event: severanceEventFor(db, n) };
    case 'annual_report':
      return { annual_report: annualReportFor(n) };
    case 'list_status': {
      const list = n.list_id ? db.lists.get(n.list_id) : undefined;
      return { list: list ? serializeList(db, list) : null };
    }
    default:
      return {};
  }
}

export interface NotificationJson {
  id: string;
  type: NotificationType;
  created_at: string;
  group_key: string;
  account: AccountJson;
  status?: StatusJson | null;
  emoji_reaction?: ReturnType<typeof notificationEmojiReaction>;
  [extra: string]: unknown;
}

/** A v1 Notification as its recipient sees it (kmyblue adds emoji_reaction and list). */
export function serializeNotification(db: SandboxDb, n: NotificationRecord): NotificationJson {
  const from = db.accounts.get(n.from_account_id);
  if (!from) throw new Error(`notification ${n.id} has no account ${n.from_account_id}`);
  const json: NotificationJson = {
    id: n.id,
    type: n.type,
    created_at: n.created_at,
    group_key: notificationGroupKey(db, n),
    account: serializeAccount(db, from),
    ...notificationExtras(db, n),
  };
  if (STATUS_NOTIFICATION_TYPES.has(n.type)) json.status = serializeNotificationStatus(db, n);
  const reaction = notificationEmojiReaction(db, n);
  if (reaction) json.emoji_reaction = reaction;
  return json;
}
