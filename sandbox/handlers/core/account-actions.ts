import type { SandboxContext } from '../../kernel/context';
import { notify } from '../../kernel/notify';
import type { AccountRecord, FollowRecord } from '../../kernel/records';

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  languages?: string[] | null;
}

/**
 * Follows `target`: a locked account gets a follow request (and a follow_request notification), an unlocked one
 * is followed at once (and notified). Following again only updates the options.
 */
export function follow(ctx: SandboxContext, followerId: string, target: AccountRecord, options: FollowOptions): void {
  const { db } = ctx;
  const current = db.follows.get(followerId, target.id) ?? db.followRequests.get(followerId, target.id);
  const record: FollowRecord = {
    reblogs: options.reblogs ?? current?.reblogs ?? true,
    notify: options.notify ?? current?.notify ?? false,
    languages: options.languages !== undefined ? options.languages : (current?.languages ?? null),
  };
  if (db.follows.has(followerId, target.id)) {
    db.follows.set(followerId, target.id, record);
    return;
  }
  if (db.followRequests.has(followerId, target.id)) {
    db.followRequests.set(followerId, target.id, record);
    return;
  }
  if (target.locked) {
    db.followRequests.set(followerId, target.id, record);
    notify(ctx, { recipientId: target.id, type: 'follow_request', fromId: followerId });
  } else {
    db.follows.set(followerId, target.id, record);
    notify(ctx, { recipientId: target.id, type: 'follow', fromId: followerId });
  }
}

export function unfollow(ctx: SandboxContext, followerId: string, targetId: string): void {
  ctx.db.follows.delete(followerId, targetId);
  ctx.db.followRequests.delete(followerId, targetId);
}

/** Accepts a pending request from `requesterId` to `ownerId`. Returns false when there is none. */
export function authorizeRequest(ctx: SandboxContext, ownerId: string, requesterId: string): boolean {
  const request = ctx.db.followRequests.get(requesterId, ownerId);
  if (!request) return false;
  ctx.db.followRequests.delete(requesterId, ownerId);
  ctx.db.follows.set(requesterId, ownerId, request);
  return true;
}

export function rejectRequest(ctx: SandboxContext, ownerId: string, requesterId: string): boolean {
  return ctx.db.followRequests.delete(requesterId, ownerId);
}

/** Blocking removes follows and requests both ways and any endorsement. */
export function block(ctx: SandboxContext, blockerId: string, targetId: string): void {
  const { db } = ctx;
  db.blocks.set(blockerId, targetId, true);
  for (const [a, b] of [
    [blockerId, targetId],
    [targetId, blockerId],
  ] as const) {
    db.follows.delete(a, b);
    db.followRequests.delete(a, b);
    db.endorsements.delete(a, b);
  }
}

/** Mutes for `durationSeconds` (0 = until unmuted), hiding notifications too unless told otherwise. */
export function mute(
  ctx: SandboxContext,
  muterId: string,
  targetId: string,
  notifications: boolean,
  durationSeconds: number,
): void {
  const expiresAt = durationSeconds > 0 ? new Date(ctx.db.now() + durationSeconds * 1000).toISOString() : null;
  ctx.db.mutes.set(muterId, targetId, { notifications, expires_at: expiresAt });
}
