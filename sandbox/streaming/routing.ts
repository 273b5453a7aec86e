import type { SandboxDb } from '../kernel/db';
import type { AccountRecord, AntennaRecord, ListRecord, StatusRecord } from '../kernel/records';
import type { StreamTarget } from '../kernel/context';
import { canSee, isHiddenFromFeedsOf } from '../kernel/visibility';

/**
 * Where one status goes when it is posted or edited, after kmyblue's fan-out on write:
 * - the author's home and the homes of local followers (public, unlisted, public_unlisted, login, private, and
 *   limited for its audience; direct only for mentioned followers), minus what the home feed filter drops;
 * - lists that contain the author; antennas that match (public, public_unlisted, login);
 * - `direct` streams of every local participant of a direct post;
 * - public streams: `public` and `public:local|remote` (+ `:media`) for public and login posts, only
 *   `public:local|remote` for public_unlisted; never reblogs, replies to others or silenced authors;
 * - hashtag streams for public, login, public_unlisted and public-searchable unlisted posts.
 */
export interface StatusRoutes {
  /** account ids whose `user` stream gets the status */
  home: Set<string>;
  /** list ids (with their owner) */
  lists: Map<string, string>;
  /** antenna ids (with their owner) */
  antennas: Map<string, string>;
  /** local participants of a direct post */
  direct: Set<string>;
  /** anonymous streams (public*, hashtag*); each recipient is checked when delivering */
  broadcast: StreamTarget[];
}

const isLocalUser = (db: SandboxDb, accountId: string) => db.users.has(accountId);

function replyTarget(db: SandboxDb, status: StatusRecord): string | null {
  if (!status.in_reply_to_id) return null;
  return db.statuses.get(status.in_reply_to_id)?.account_id ?? null;
}

/** The home feed filter: muted or blocked authors, hidden reblogs, replies to people the receiver does not follow. */
export function homeAccepts(db: SandboxDb, receiverId: string, status: StatusRecord): boolean {
  if (receiverId === status.account_id) return true;
  if (isHiddenFromFeedsOf(db, receiverId, status)) return false;
  if (status.reblog_of_id && db.follows.get(receiverId, status.account_id)?.reblogs === false) return false;
  const replyTo = replyTarget(db, status);
  if (replyTo && replyTo !== status.account_id && replyTo !== receiverId && !db.follows.has(receiverId, replyTo)) {
    return false;
  }
  return true;
}

function inExclusiveList(db: SandboxDb, receiverId: string, authorId: string): boolean {
  for (const list of db.lists.values()) {
    if (list.account_id === receiverId && list.exclusive && list.member_ids.includes(authorId)) return true;
  }
  return false;
}

function listAccepts(db: SandboxDb, list: ListRecord, status: StatusRecord): boolean {
  if (isHiddenFromFeedsOf(db, list.account_id, status)) return false;
  const replyTo = replyTarget(db, status);
  if (!replyTo || replyTo === status.account_id || replyTo === list.account_id) return true;
  switch (list.replies_policy) {
    case 'none':
      return false;
    case 'list':
      return list.member_ids.includes(replyTo);
    default:
      return db.follows.has(list.account_id, replyTo);
  }
}

function authorDomain(db: SandboxDb, author: AccountRecord): string {
  return author.domain ?? db.domain;
}

/** kmyblue antenna matching: every non-empty positive condition must match and no exclusion may. */
export function antennaMatches(
  db: SandboxDb,
  antenna: AntennaRecord,
  status: StatusRecord,
  author: AccountRecord,
): boolean {
  const hasCondition =
    antenna.account_ids.length > 0 ||
    antenna.domains.length > 0 ||
    antenna.tags.length > 0 ||
    antenna.keywords.length > 0;
  if (!hasCondition) return false;
  const domain = authorDomain(db, author);
  const tags = status.tags.map((t) => t.toLowerCase());
  const hasTag = (list: string[]) => list.some((t) => tags.includes(t.replace(/^#/, '').toLowerCase()));
  if (antenna.with_media_only && status.media_ids.length === 0) return false;
  if (antenna.ignore_reblog && status.reblog_of_id) return false;
  if (antenna.account_ids.length > 0 && !antenna.account_ids.includes(author.id)) return false;
  if (antenna.domains.length > 0 && !antenna.domains.includes(domain)) return false;
  if (antenna.tags.length > 0 && !hasTag(antenna.tags)) return false;
  if (antenna.keywords.length > 0 && !antenna.keywords.some((k) => status.text.includes(k))) return false;
  if (antenna.exclude_keywords.some((k) => status.text.includes(k))) return false;
  if (antenna.exclude_account_ids.includes(author.id)) return false;
  if (antenna.exclude_domains.includes(domain)) return false;
  if (hasTag(antenna.exclude_tags)) return false;
  return true;
}

export function statusRoutes(db: SandboxDb, status: StatusRecord): StatusRoutes {
  const routes: StatusRoutes = {
    home: new Set(),
    lists: new Map(),
    antennas: new Map(),
    direct: new Set(),
    broadcast: [],
  };
  const author = db.accounts.get(status.account_id);
  if (!author) return routes;
  const visibility = status.visibility;
  const local = author.domain === null;
  const followers = db.follows.sources(author.id).filter((id) => isLocalUser(db, id));
  const sees = (id: string) => canSee(db, id, status);

  // Home feeds
  if (isLocalUser(db, author.id)) routes.home.add(author.id);
  const addHome = (id: string) => {
    if (homeAccepts(db, id, status) && !inExclusiveList(db, id, author.id) && sees(id)) routes.home.add(id);
  };
  if (visibility === 'direct') {
    for (const id of followers) if (status.mention_ids.includes(id)) addHome(id);
  } else {
    for (const id of followers) addHome(id);
  }

  // Lists containing the author
  if (visibility !== 'direct') {
    for (const list of db.lists.values()) {
      if (!list.member_ids.includes(author.id)) continue;
      if (visibility === 'limited' && !status.mention_ids.includes(list.account_id)) continue;
      if (listAccepts(db, list, status) && sees(list.account_id)) routes.lists.set(list.id, list.account_id);
    }
  }

  // Direct conversations
  if (visibility === 'direct') {
    for (const id of [author.id, ...status.mention_ids]) if (isLocalUser(db, id)) routes.direct.add(id);
  }

  const isReplyToOther = (() => {
    const replyTo = replyTarget(db, status);
    return status.in_reply_to_id !== null && replyTo !== author.id;
  })();
  const broadcastable = (visibility === 'public' || visibility === 'login') && !status.reblog_of_id && !author.limited;
  const broadcastableUnlisted = visibility === 'public_unlisted' && !status.reblog_of_id && !author.limited;
  const unlistedSearchable =
    visibility === 'unlisted' && status.searchability === 'public' && !status.reblog_of_id && !author.limited;

  // Antennas (public, public_unlisted, login), and local-timeline / social-timeline antennas
  const subscriptionPolicy = author.other_settings.subscription_policy;
  const onLocalTimeline = local && (broadcastable || broadcastableUnlisted) && !isReplyToOther;
  for (const antenna of db.antennas.values()) {
    const owner = antenna.account_id;
    if (!isLocalUser(db, owner) || isHiddenFromFeedsOf(db, owner, status) || !sees(owner)) continue;
    let hit = false;
    if (antenna.ltl) hit = onLocalTimeline;
    else if (antenna.stl) hit = onLocalTimeline || routes.home.has(owner);
    else if (
      ['public', 'public_unlisted', 'login'].includes(visibility) &&
      subscriptionPolicy !== 'block' &&
      (subscriptionPolicy !== 'followers_only' || db.follows.has(owner, author.id))
    ) {
      hit = antennaMatches(db, antenna, status, author);
    }
    if (antenna.with_media_only && status.media_ids.length === 0) hit = false;
    if (!hit) continue;
    routes.antennas.set(antenna.id, owner);
    if (antenna.insert_feeds) {
      const list = antenna.list_id ? db.lists.get(antenna.list_id) : undefined;
      if (list && list.account_id === owner) routes.lists.set(list.id, owner);
      else if (!antenna.list_id) routes.home.add(owner);
    }
  }

  // Followed hashtags put public posts in home feeds
  if (broadcastable || broadcastableUnlisted) {
    for (const name of status.tags) {
      const tag = db.tags.get(name.toLowerCase()) ?? db.tags.get(name);
      for (const id of tag?.followers ?? []) {
        if (isLocalUser(db, id) && homeAccepts(db, id, status) && sees(id)) routes.home.add(id);
      }
    }
  }

  // Anonymous streams
  if (broadcastable || broadcastableUnlisted || unlistedSearchable) {
    for (const name of status.tags) {
      routes.broadcast.push({ stream: 'hashtag', tag: name.toLowerCase() });
      if (local) routes.broadcast.push({ stream: 'hashtag:local', tag: name.toLowerCase() });
    }
  }
  if ((broadcastable || broadcastableUnlisted) && !isReplyToOther) {
    const media = status.media_ids.length > 0;
    const scoped = local ? 'public:local' : 'public:remote';
    if (broadcastable) routes.broadcast.push({ stream: 'public' });
    routes.broadcast.push({ stream: scoped });
    if (media) {
      if (broadcastable) routes.broadcast.push({ stream: 'public:media' });
      routes.broadcast.push({ stream: local ? 'public:local:media' : 'public:remote:media' });
    }
  }
  return routes;
}
