import type { SandboxDb } from '../../kernel/db';
import type { AntennaRecord, ListRecord, StatusRecord } from '../../kernel/records';
import { canSee, isHiddenFromFeedsOf, isInPublicTimeline, type PublicTimelineKind } from '../../kernel/visibility';
import { statusRoutes } from '../../streaming/routing';

/**
 * Timeline selection on read. Home, list and antenna timelines use the same routing as the streaming fan-out
 * (statusRoutes), so a post shows up in a timeline exactly when it would have been streamed there.
 */
function live(db: SandboxDb): StatusRecord[] {
  return [...db.statuses.values()].filter((s) => !s.deleted);
}

/**
 * Whether a status is in the viewer's home timeline, as a predicate prepared once per request (the follow set and
 * the "anything may be routed here" switches), so a page can test statuses one by one from the newest down.
 */
export function homeMembership(db: SandboxDb, viewerId: string): (status: StatusRecord) => boolean {
  const followed = new Set(db.follows.targets(viewerId));
  const followsTags = [...db.tags.values()].some((t) => t.followers.has(viewerId));
  const hasFeedAntenna = [...db.antennas.values()].some(
    (a) => a.account_id === viewerId && a.insert_feeds && !a.list_id,
  );
  return (status) => {
    if (status.deleted) return false;
    const candidate =
      status.account_id === viewerId || followed.has(status.account_id) || followsTags || hasFeedAntenna;
    if (!candidate) return false;
    if (
      status.reblog_of_id &&
      status.account_id !== viewerId &&
      db.statuses.get(status.reblog_of_id)?.account_id === viewerId
    ) {
      return false;
    }
    return statusRoutes(db, status).home.has(viewerId);
  };
}

/** The whole home timeline, any order (tests and figures; the endpoint pages with homeMembership instead). */
export function homeTimeline(db: SandboxDb, viewerId: string): StatusRecord[] {
  return live(db).filter(homeMembership(db, viewerId));
}

export interface PublicFilter {
  local: boolean;
  remote: boolean;
  onlyMedia: boolean;
}

export function publicTimeline(db: SandboxDb, viewerId: string | null, filter: PublicFilter): StatusRecord[] {
  const kind: PublicTimelineKind = filter.local ? 'local' : filter.remote ? 'remote' : 'federated';
  return live(db).filter(
    (status) =>
      isInPublicTimeline(db, status, kind, viewerId) &&
      (!filter.onlyMedia || status.media_ids.length > 0) &&
      canSee(db, viewerId, status) &&
      !isHiddenFromFeedsOf(db, viewerId, status),
  );
}

export interface TagFilter {
  any: string[];
  all: string[];
  none: string[];
  local: boolean;
  remote: boolean;
  onlyMedia: boolean;
}

export function tagTimeline(db: SandboxDb, viewerId: string | null, tag: string, filter: TagFilter): StatusRecord[] {
  const norm = (t: string) => t.replace(/^#/, '').toLowerCase();
  const anyOf = [norm(tag), ...filter.any.map(norm)];
  const allOf = filter.all.map(norm);
  const noneOf = filter.none.map(norm);
  return live(db).filter((status) => {
    const tags = status.tags.map(norm);
    if (!anyOf.some((t) => tags.includes(t))) return false;
    if (!allOf.every((t) => tags.includes(t))) return false;
    if (noneOf.some((t) => tags.includes(t))) return false;
    if (filter.onlyMedia && status.media_ids.length === 0) return false;
    const local = db.accounts.get(status.account_id)?.domain === null;
    if (filter.local && !local) return false;
    if (filter.remote && local) return false;
    const listed =
      isInPublicTimeline(db, status, 'hashtag', viewerId) ||
      (status.visibility === 'unlisted' && status.searchability === 'public' && !status.reblog_of_id);
    return listed && canSee(db, viewerId, status) && !isHiddenFromFeedsOf(db, viewerId, status);
  });
}

export function listTimeline(db: SandboxDb, list: ListRecord): StatusRecord[] {
  const members = new Set(list.member_ids);
  const feedsList = [...db.antennas.values()].some((a) => a.list_id === list.id && a.insert_feeds);
  return live(db).filter(
    (status) => (members.has(status.account_id) || feedsList) && statusRoutes(db, status).lists.has(list.id),
  );
}

export function antennaTimeline(db: SandboxDb, antenna: AntennaRecord): StatusRecord[] {
  return live(db).filter((status) => statusRoutes(db, status).antennas.has(antenna.id));
}

/** Public posts whose preview card is the given link (trailing slash and case of the host ignored). */
export function linkTimeline(db: SandboxDb, viewerId: string | null, url: string): StatusRecord[] {
  const norm = (u: string) => {
    try {
      const parsed = new URL(u);
      return `${parsed.protocol}//${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/$/, '')}${parsed.search}`;
    } catch {
      return u;
    }
  };
  const wanted = norm(url);
  return live(db).filter(
    (status) =>
      status.card !== null &&
      norm(status.card.url) === wanted &&
      ['public', 'public_unlisted', 'login'].includes(status.visibility) &&
      !status.reblog_of_id &&
      canSee(db, viewerId, status) &&
      !isHiddenFromFeedsOf(db, viewerId, status),
  );
}
