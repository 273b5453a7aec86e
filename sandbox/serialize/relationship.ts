import type { SandboxDb } from '../kernel/db';

export interface RelationshipJson {
  id: string;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  muting_expires_at: string | null;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

/** The viewer's relationship to a target account; an expired mute no longer counts. */
export function serializeRelationship(db: SandboxDb, viewerId: string, targetId: string): RelationshipJson {
  const follow = db.follows.get(viewerId, targetId);
  const request = db.followRequests.get(viewerId, targetId);
  const mute = db.mutes.get(viewerId, targetId);
  const muteActive = mute !== undefined && (mute.expires_at === null || Date.parse(mute.expires_at) > db.now());
  const target = db.accounts.get(targetId);
  const link = follow ?? request;
  return {
    id: targetId,
    following: follow !== undefined,
    showing_reblogs: link?.reblogs ?? false,
    notifying: link?.notify ?? false,
    languages: link?.languages ?? null,
    followed_by: db.follows.has(targetId, viewerId),
    blocking: db.blocks.has(viewerId, targetId),
    blocked_by: db.blocks.has(targetId, viewerId),
    muting: muteActive,
    muting_notifications: muteActive && mute.notifications,
    muting_expires_at: muteActive ? mute.expires_at : null,
    requested: request !== undefined && follow === undefined,
    requested_by: db.followRequests.has(targetId, viewerId),
    domain_blocking: target?.domain ? db.domainBlocking.has(viewerId, target.domain) : false,
    endorsed: db.endorsements.has(viewerId, targetId),
    note: db.notes.get(viewerId, targetId) ?? '',
  };
}
