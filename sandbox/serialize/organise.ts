import type { SandboxDb } from '../kernel/db';
import type {
  AnnouncementRecord,
  AntennaRecord,
  BookmarkCategoryRecord,
  CircleRecord,
  ConversationRecord,
  FilterRecord,
  ListRecord,
  MarkerRecord,
  PushSubscriptionRecord,
} from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeAccount } from './account';
import { findCustomEmoji, serializeCustomEmoji, serializeEmojiList } from './emoji';
import { serializeStatus } from './status';

/** kmyblue List: upstream fields plus notify, favourite and the antennas that feed it. */
export function serializeList(db: SandboxDb, list: ListRecord) {
  const antennas = [...db.antennas.values()]
    .filter((antenna) => antenna.list_id === list.id)
    .map((antenna) => ({ id: antenna.id, title: antenna.title, stl: antenna.stl }));
  return {
    id: list.id,
    title: list.title,
    replies_policy: list.replies_policy,
    exclusive: list.exclusive,
    notify: list.notify,
    favourite: list.favourite,
    antennas,
  };
}

export function serializeCircle(circle: CircleRecord) {
  return { id: circle.id, title: circle.title };
}

export function serializeBookmarkCategory(category: BookmarkCategoryRecord) {
  return { id: category.id, title: category.title };
}

/** kmyblue Antenna with its rule counts and the list it feeds. */
export function serializeAntenna(db: SandboxDb, antenna: AntennaRecord) {
  const list = antenna.list_id ? db.lists.get(antenna.list_id) : undefined;
  return {
    id: antenna.id,
    title: antenna.title,
    stl: antenna.stl,
    ltl: antenna.ltl,
    insert_feeds: antenna.insert_feeds,
    with_media_only: antenna.with_media_only,
    ignore_reblog: antenna.ignore_reblog,
    favourite: antenna.favourite,
    accounts_count: antenna.account_ids.length + antenna.exclude_account_ids.length,
    domains_count: antenna.domains.length + antenna.exclude_domains.length,
    tags_count: antenna.tags.length + antenna.exclude_tags.length,
    keywords_count: antenna.keywords.length,
    list: list ? { id: list.id, title: list.title } : null,
    list_id: list ? list.id : null,
  };
}

export function serializeFilterKeyword(keyword: FilterRecord['keywords'][number]) {
  return { id: keyword.id, keyword: keyword.keyword, whole_word: keyword.whole_word };
}

export function serializeFilterStatus(entry: FilterRecord['statuses'][number]) {
  return { id: entry.id, status_id: entry.status_id };
}

/** v2 Filter. `withRules` false gives the short form used inside FilterResult. */
export function serializeFilter(filter: FilterRecord, withRules = true) {
  const base = {
    id: filter.id,
    title: filter.title,
    context: [...filter.context],
    filter_action: filter.filter_action,
    expires_at: filter.expires_at,
  };
  if (!withRules) return base;
  return {
    ...base,
    keywords: filter.keywords.map(serializeFilterKeyword),
    statuses: filter.statuses.map(serializeFilterStatus),
  };
}

export function serializeMarker(marker: MarkerRecord) {
  return { last_read_id: marker.last_read_id, version: marker.version, updated_at: marker.updated_at };
}

/** Announcement as seen by one viewer (reactions carry `me`, `read` is per viewer). */
export function serializeAnnouncement(db: SandboxDb, announcement: AnnouncementRecord, viewerId: string | null) {
  const reactions = [...announcement.reactions.entries()]
    .filter(([, who]) => who.size > 0)
    .map(([name, who]) => {
      const custom = findCustomEmoji(db, name, null);
      const emoji = custom ? serializeCustomEmoji(db, custom) : null;
      return {
        name,
        count: who.size,
        me: viewerId !== null && who.has(viewerId),
        ...(emoji ? { url: emoji.url, static_url: emoji.static_url } : {}),
      };
    });
  return {
    id: announcement.id,
    content: announcement.content,
    starts_at: announcement.starts_at,
    ends_at: announcement.ends_at,
    all_day: announcement.all_day,
    published_at: announcement.published_at,
    updated_at: announcement.updated_at,
    read: viewerId !== null && announcement.read_by.has(viewerId),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: serializeEmojiList(db, announcement.emojis, null),
    reactions,
  };
}

/**
 * A fixed, valid P-256 public key (uncompressed point, base64url) standing in for the server's VAPID key,
 * so a browser's pushManager.subscribe accepts it.
 */
export const SANDBOX_VAPID_PUBLIC_KEY =
  'BL6RJPai2SbxRemvZPHE7md8iKdh20yHnJI_a_YhajMlYnz4Vm1DvGwFu4Zh4VaiSdXuguexqq883ezc4FGSG8s';

export function serializePushSubscription(subscription: PushSubscriptionRecord) {
  return {
    id: subscription.id,
    endpoint: subscription.endpoint,
    standard: subscription.standard,
    alerts: { ...subscription.alerts },
    policy: subscription.policy,
    server_key: SANDBOX_VAPID_PUBLIC_KEY,
  };
}

/** Conversation for its owner: the other participants (the owner alone when none), unread, the last status. */
export function serializeConversation(db: SandboxDb, conversation: ConversationRecord) {
  const viewerId = conversation.account_id;
  const others = conversation.participant_ids.filter((id) => id !== viewerId);
  const accounts = (others.length > 0 ? others : [viewerId])
    .map((id) => db.accounts.get(id))
    .filter((a) => a !== undefined)
    .map((a) => serializeAccount(db, a));
  const last = db.statuses.get(conversation.last_status_id);
  return {
    id: conversation.id,
    unread: conversation.unread,
    accounts,
    last_status:
      last && canSee(db, viewerId, last) ? serializeStatus(db, last, viewerId, { filterContext: 'thread' }) : null,
  };
}
