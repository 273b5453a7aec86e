/**
 * How single notifications become notification groups in the store: which notifications share a group, a live
 * notification joining its group (up to 8 sample accounts, newest first), an account's notifications taken out of the
 * groups (blocked or muted), and which notifications never show. Pure functions over the store's entity types.
 */
import type { Notification } from '../../domain/entities/notification';
import type { EmojiReactionGroup, NotificationGroup } from '../../domain/entities/notification-group';
import type { NotificationEmojiReaction } from '../../domain/entities/notification-parts';
import type { Status } from '../../domain/entities/status';

/** Sample accounts shown per group (and per emoji of a reaction group). */
export const SAMPLE_ACCOUNTS_PER_GROUP = 8;

/** The types whose notifications are grouped; follows only when the reader groups them. */
const GROUPED_TYPES = ['favourite', 'reblog', 'emoji_reaction'] as const;

export function groupedTypesFor(groupFollows: boolean): ReadonlySet<string> {
  return new Set<string>(groupFollows ? [...GROUPED_TYPES, 'follow'] : GROUPED_TYPES);
}

/** The group a notification belongs to: the server's group key for grouped types, else one of its own. */
export function groupKeyOf(notification: Notification, groupedTypes: ReadonlySet<string>): string {
  return groupedTypes.has(notification.type) ? notification.group_key : `ungrouped-${notification.id}`;
}

/** Notification ids are decimal numbers of any length: longer is newer, then text order. */
function isNewer(a: string, than: string): boolean {
  return a.length !== than.length ? a.length > than.length : a > than;
}

/** `id` first, each once, at most 8. */
function withSampleFirst(samples: readonly string[], id: string | null): string[] {
  if (id === null) return samples.slice(0, SAMPLE_ACCOUNTS_PER_GROUP);
  return [id, ...samples.filter((sample) => sample !== id)].slice(0, SAMPLE_ACCOUNTS_PER_GROUP);
}

const sameEmoji = (a: NotificationEmojiReaction, b: NotificationEmojiReaction) =>
  a.name === b.name && a.domain === b.domain;

/** kmyblue reactions: the sender goes first among those who reacted with this emoji (a new emoji: a new entry). */
function withReaction(
  groups: readonly EmojiReactionGroup[],
  emoji: NotificationEmojiReaction | null,
  accountId: string | null,
): EmojiReactionGroup[] {
  if (emoji === null) return [...groups];
  const known = groups.find((group) => sameEmoji(group.emoji, emoji));
  if (!known) return [{ emoji, sampleAccountIds: withSampleFirst([], accountId) }, ...groups];
  return groups.map((group) =>
    group === known ? { ...group, sampleAccountIds: withSampleFirst(group.sampleAccountIds, accountId) } : group,
  );
}

/** A group made from one notification (partial: the server's group may hold more). */
function groupOf(notification: Notification, key: string): NotificationGroup {
  return {
    group_key: key,
    type: notification.type,
    notifications_count: 1,
    most_recent_notification_id: notification.id,
    page_min_id: notification.id,
    page_max_id: notification.id,
    latest_page_notification_at: notification.created_at || null,
    sampleAccountIds: withSampleFirst([], notification.accountId),
    statusId: notification.statusId,
    emojiReactionGroups: withReaction([], notification.emoji_reaction, notification.accountId),
    report: notification.report,
    moderationWarning: notification.moderation_warning,
    annualReport: notification.annual_report,
    event: notification.event,
    list: notification.list,
    partial: true,
  };
}

/**
 * Whether a live notification adds nothing to its group: it is not newer than the group's newest (already
 * counted there), or its sender is already among the group's sample accounts (someone who favourited, then
 * unfavourited and favourited again, is the same person: the group keeps its count and its place). A sender
 * counted among the others but not sampled cannot be recognised, and counts as new.
 */
export function isRepeatIn(existing: NotificationGroup, notification: Notification): boolean {
  if (!isNewer(notification.id, existing.most_recent_notification_id)) return true;
  return notification.accountId !== null && existing.sampleAccountIds.includes(notification.accountId);
}

/**
 * The group after a live notification: a new group, or the existing one joined (one more notification, the
 * sender first among the samples, its newest notification this one). A repeat (`isRepeatIn`) returns the
 * existing group itself, unchanged.
 */
export function mergeNotification(
  existing: NotificationGroup | undefined,
  notification: Notification,
  key: string,
): NotificationGroup {
  if (!existing) return groupOf(notification, key);
  if (isRepeatIn(existing, notification)) return existing;
  return {
    ...existing,
    notifications_count: existing.notifications_count + 1,
    sampleAccountIds: withSampleFirst(existing.sampleAccountIds, notification.accountId),
    most_recent_notification_id: notification.id,
    page_max_id: notification.id,
    latest_page_notification_at: notification.created_at || existing.latest_page_notification_at,
    statusId: existing.statusId ?? notification.statusId,
    emojiReactionGroups: withReaction(
      existing.emojiReactionGroups,
      notification.emoji_reaction,
      notification.accountId,
    ),
  };
}

export interface AccountRemoval {
  /** groups that only held this account's notifications: they leave the store and the lists */
  removedKeys: string[];
  /** groups that held this account among others, without it (one notification fewer) */
  updated: NotificationGroup[];
}

/** An account's notifications taken out of the groups (the reader blocked it, or muted its notifications). */
export function removeAccountFromGroups(groups: Iterable<NotificationGroup>, accountId: string): AccountRemoval {
  const removal: AccountRemoval = { removedKeys: [], updated: [] };
  for (const group of groups) {
    if (!group.sampleAccountIds.includes(accountId)) continue;
    const samples = group.sampleAccountIds.filter((id) => id !== accountId);
    if (samples.length === 0) {
      removal.removedKeys.push(group.group_key);
      continue;
    }
    removal.updated.push({
      ...group,
      sampleAccountIds: samples,
      notifications_count: Math.max(1, group.notifications_count - 1),
      emojiReactionGroups: group.emojiReactionGroups
        .map((reaction) => ({
          ...reaction,
          sampleAccountIds: reaction.sampleAccountIds.filter((id) => id !== accountId),
        }))
        .filter((reaction) => reaction.sampleAccountIds.length > 0),
    });
  }
  return removal;
}

/**
 * Types that carry a post: without it (deleted, or not visible any more) there is nothing to show, and a
 * notifications-context hide filter that removes the post removes the notification with it, whatever the type.
 */
const ABOUT_A_POST: ReadonlySet<string> = new Set([
  'mention',
  'quote',
  'update',
  'status',
  'list_status',
  'status_reference',
  'quoted_update',
  'poll',
  'favourite',
  'reblog',
  'emoji_reaction',
  'reaction',
]);

/**
 * Whether a notification never shows: one about a post that a notifications-context filter with the hide action
 * removes (`hiddenByFilter`: hide means hidden, for a post in a notifying list as for a mention), and any
 * notification about a post that comes without its post.
 */
export function isHiddenNotification(type: string, status: Status | null, hiddenByFilter: boolean): boolean {
  if (!ABOUT_A_POST.has(type)) return false;
  return status === null || hiddenByFilter;
}
