import type { SandboxDb } from './db';
import type { StatusRecord } from './records';

/**
 * Who may see a status on the simulated kmyblue server.
 *
 * - public, public_unlisted, unlisted: everyone (even signed out).
 * - login: any signed-in viewer.
 * - private: the author's followers, mentioned accounts and the author.
 * - limited: the audience of its limited_scope (circle members, mutuals, nobody else for personal,
 *   the replied-to author for reply), plus mentioned accounts and the author.
 * - direct: mentioned accounts and the author.
 * A deleted status, a status whose author is suspended, or whose author blocks the viewer is hidden.
 * A reblog is visible only when the reblogged status is visible too.
 */
export function canSee(db: SandboxDb, viewerId: string | null, status: StatusRecord): boolean {
  if (!canSeeOwn(db, viewerId, status)) return false;
  if (status.reblog_of_id) {
    const original = db.statuses.get(status.reblog_of_id);
    if (!original || !canSeeOwn(db, viewerId, original)) return false;
  }
  return true;
}

function canSeeOwn(db: SandboxDb, viewerId: string | null, status: StatusRecord): boolean {
  if (status.deleted) return false;
  const author = db.accounts.get(status.account_id);
  if (!author) return false;
  const isAuthor = viewerId !== null && viewerId === status.account_id;
  if (isAuthor) return true;
  if (author.suspended) return false;
  if (viewerId !== null && db.blocks.has(status.account_id, viewerId)) return false;
  switch (status.visibility) {
    case 'public':
    case 'public_unlisted':
    case 'unlisted':
      return true;
    case 'login':
      return viewerId !== null;
    case 'private':
      return viewerId !== null && (db.follows.has(viewerId, status.account_id) || isMentioned(status, viewerId));
    case 'limited':
      return viewerId !== null && (isMentioned(status, viewerId) || inLimitedAudience(db, viewerId, status));
    case 'direct':
      return viewerId !== null && isMentioned(status, viewerId);
    default:
      return false;
  }
}

export function isMentioned(status: StatusRecord, accountId: string): boolean {
  return status.mention_ids.includes(accountId);
}

export function isMutual(db: SandboxDb, a: string, b: string): boolean {
  return db.follows.has(a, b) && db.follows.has(b, a);
}

/** The limited_scope audience (without the author and mentions). */
export function inLimitedAudience(db: SandboxDb, viewerId: string, status: StatusRecord): boolean {
  switch (status.limited_scope) {
    case 'circle': {
      const circle = status.circle_id ? db.circles.get(status.circle_id) : undefined;
      return circle !== undefined && circle.account_id === status.account_id && circle.member_ids.includes(viewerId);
    }
    case 'mutual':
      return isMutual(db, status.account_id, viewerId);
    case 'reply': {
      const parent = status.in_reply_to_id ? db.statuses.get(status.in_reply_to_id) : undefined;
      return parent !== undefined && parent.account_id === viewerId;
    }
    case 'personal':
    default:
      return false;
  }
}

/**
 * True when the viewer hides this author from feeds: the viewer blocks or mutes the author (an expired mute
 * no longer counts) or blocks the author's domain. canSee still lets a viewer open such a post directly.
 */
export function isHiddenFromFeedsOf(db: SandboxDb, viewerId: string | null, status: StatusRecord): boolean {
  if (viewerId === null) return false;
  const authorIds = [status.account_id];
  if (status.reblog_of_id) {
    const original = db.statuses.get(status.reblog_of_id);
    if (original) authorIds.push(original.account_id);
  }
  return authorIds.some((authorId) => {
    if (authorId === viewerId) return false;
    if (db.blocks.has(viewerId, authorId) || db.blocks.has(authorId, viewerId)) return true;
    const mute = db.mutes.get(viewerId, authorId);
    if (mute && (mute.expires_at === null || Date.parse(mute.expires_at) > db.now())) return true;
    const author = db.accounts.get(authorId);
    return author?.domain ? db.domainBlocking.has(viewerId, author.domain) : false;
  });
}

/** Statuses that may appear in public, local, remote and hashtag timelines (before per-viewer checks). */
export type PublicTimelineKind = 'federated' | 'local' | 'remote' | 'hashtag';

/**
 * kmyblue public timelines: `public` posts everywhere; `login` posts too when a viewer is signed in;
 * `public_unlisted` posts in the local timeline and hashtag timelines only (not federated or remote).
 * Reblogs never appear; replies appear only as self-replies (thread continuations).
 */
export function isInPublicTimeline(
  db: SandboxDb,
  status: StatusRecord,
  kind: PublicTimelineKind,
  viewerId: string | null,
): boolean {
  if (status.deleted || status.reblog_of_id) return false;
  const author = db.accounts.get(status.account_id);
  if (!author || author.suspended) return false;
  if (status.in_reply_to_id) {
    const parent = db.statuses.get(status.in_reply_to_id);
    if (!parent || parent.account_id !== status.account_id) return false;
  }
  const local = author.domain === null;
  if (kind === 'local' && !local) return false;
  if (kind === 'remote' && local) return false;
  switch (status.visibility) {
    case 'public':
      return true;
    case 'login':
      return viewerId !== null;
    case 'public_unlisted':
      return kind === 'local' || kind === 'hashtag';
    default:
      return false;
  }
}

/**
 * kmyblue searchability: who may find the status by full-text search (on top of canSee).
 * public and public_unlisted: anyone signed in; private: followers, mentioned, author;
 * direct: mentioned and author; limited: the author only.
 */
export function canSearch(db: SandboxDb, viewerId: string | null, status: StatusRecord): boolean {
  if (viewerId === null || !canSee(db, viewerId, status)) return false;
  if (viewerId === status.account_id) return true;
  switch (status.searchability) {
    case 'public':
    case 'public_unlisted':
      return true;
    case 'private':
      return db.follows.has(viewerId, status.account_id) || isMentioned(status, viewerId);
    case 'direct':
      return isMentioned(status, viewerId);
    default:
      return false;
  }
}
