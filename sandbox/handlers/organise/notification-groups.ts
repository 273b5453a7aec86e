import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import { int, list, type Params } from '../../kernel/http';
import type { NotificationRecord } from '../../kernel/records';
import { serializeAccount } from '../../serialize/account';
import {
  groupKeyFor,
  notificationEmojiReaction,
  notificationExtras,
  serializeNotificationStatus,
  STATUS_NOTIFICATION_TYPES,
  targetStatusId,
} from '../../serialize/notification';
import type { StatusJson } from '../../serialize/status';
import { pageLink } from './notification-query';

/** Grouped when the client does not say: favourite, reblog, emoji_reaction (follow only when asked). */
export const DEFAULT_GROUPED_TYPES = ['favourite', 'reblog', 'emoji_reaction'] as const;
export const SAMPLE_ACCOUNTS = 8;

export function groupedTypesFrom(params: Params): Set<string> {
  const asked = list(params.grouped_types);
  return new Set(params.grouped_types === undefined ? DEFAULT_GROUPED_TYPES : asked);
}

interface PageWindow {
  members: NotificationRecord[];
  keys: string[];
}

/**
 * Walks the browsable notifications (newest first) from the cursor, taking notifications until `limit` distinct
 * groups are on the page. With min_id it walks upward from the cursor instead (oldest first).
 */
function pageWindow(
  db: SandboxDb,
  items: NotificationRecord[],
  params: Params,
  grouped: ReadonlySet<string>,
): PageWindow {
  const limit = Math.min(Math.max(int(params.limit, 40), 1), 80);
  const maxId = typeof params.max_id === 'string' ? params.max_id : null;
  const sinceId = typeof params.since_id === 'string' ? params.since_id : null;
  const minId = typeof params.min_id === 'string' ? params.min_id : null;
  let candidates = items.filter(
    (n) =>
      (!maxId || compareIds(n.id, maxId) < 0) &&
      (!sinceId || compareIds(n.id, sinceId) > 0) &&
      (!minId || compareIds(n.id, minId) > 0),
  );
  if (minId) candidates = [...candidates].reverse();
  const keys: string[] = [];
  const members: NotificationRecord[] = [];
  for (const n of candidates) {
    const key = groupKeyFor(db, n, grouped);
    if (!keys.includes(key)) {
      if (keys.length === limit) break;
      keys.push(key);
    }
    members.push(n);
  }
  return { members, keys };
}

/**
 * One page of grouped notifications: `{accounts, statuses, notification_groups}` plus its Link header.
 * A group's count, samples and most recent id cover every notification of the group up to the page's newest
 * one; page_min_id, page_max_id and latest_page_notification_at cover the page only.
 */
export function groupedPage(db: SandboxDb, request: Request, items: NotificationRecord[], params: Params) {
  const grouped = groupedTypesFrom(params);
  const { members, keys } = pageWindow(db, items, params, grouped);
  if (members.length === 0) return { body: { accounts: [], statuses: [], notification_groups: [] }, link: null };
  const ids = members.map((n) => n.id).sort(compareIds);
  const pageMin = ids[0]!;
  const pageMax = ids[ids.length - 1]!;
  const accountIds = new Set<string>();
  const statuses = new Map<string, StatusJson>();
  const groups = keys
    .map((key) => {
      const inPage = members.filter((n) => groupKeyFor(db, n, grouped) === key).sort((a, b) => compareIds(b.id, a.id));
      const all = items.filter((n) => compareIds(n.id, pageMax) <= 0 && groupKeyFor(db, n, grouped) === key);
      const latest = inPage[0]!;
      const sample = [...new Set(all.map((n) => n.from_account_id))].slice(0, SAMPLE_ACCOUNTS);
      sample.forEach((id) => accountIds.add(id));
      const group: Record<string, unknown> = {
        group_key: key,
        notifications_count: all.length,
        type: latest.type,
        most_recent_notification_id: all[0]!.id,
        page_min_id: inPage[inPage.length - 1]!.id,
        page_max_id: latest.id,
        latest_page_notification_at: latest.created_at,
        sample_account_ids: sample,
        ...notificationExtras(db, latest),
      };
      const statusId = STATUS_NOTIFICATION_TYPES.has(latest.type) ? targetStatusId(db, latest) : null;
      if (statusId) {
        group.status_id = statusId;
        if (!statuses.has(statusId)) {
          const json = serializeNotificationStatus(db, latest);
          if (json) statuses.set(statusId, json);
        }
      }
      if (latest.type === 'emoji_reaction') group.emoji_reaction_groups = emojiReactionGroups(db, all);
      return group;
    })
    .sort((a, b) => compareIds(b.page_max_id as string, a.page_max_id as string));
  const accounts = [...accountIds]
    .map((id) => db.accounts.get(id))
    .filter((a) => a !== undefined)
    .map((a) => serializeAccount(db, a));
  return {
    body: { accounts, statuses: [...statuses.values()], notification_groups: groups },
    link: pageLink(request, pageMin, pageMax),
  };
}

/** kmyblue: one entry per emoji in an emoji_reaction group, newest reactors first. */
function emojiReactionGroups(db: SandboxDb, members: NotificationRecord[]) {
  const byEmoji = new Map<string, NotificationRecord[]>();
  for (const n of members) {
    if (!n.emoji) continue;
    const key = n.emoji.domain ? `${n.emoji.name}@${n.emoji.domain}` : n.emoji.name;
    byEmoji.set(key, [...(byEmoji.get(key) ?? []), n]);
  }
  return [...byEmoji.values()].map((ns) => ({
    emoji_reaction: notificationEmojiReaction(db, ns[0]!),
    sample_account_ids: [...new Set(ns.map((n) => n.from_account_id))].slice(0, SAMPLE_ACCOUNTS),
  }));
}
