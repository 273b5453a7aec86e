import type { SandboxContext, StreamTarget, Viewer } from '../kernel/context';
import type { SandboxDb } from '../kernel/db';
import type { ConversationRecord, StatusRecord } from '../kernel/records';
import { canSee, isHiddenFromFeedsOf } from '../kernel/visibility';
import { serializeConversation } from '../serialize/organise';
import { serializeEmojiReactions } from '../serialize/reactions';
import { serializeStatus } from '../serialize/status';
import type { PayloadFor } from './hub';
import { statusRoutes, type StatusRoutes } from './routing';

export type StatusEvent = 'update' | 'status.update';

interface PerViewerPublisher {
  publishFor(target: StreamTarget, event: string, payloadFor: PayloadFor): void;
}

function hasPublishFor(stream: unknown): stream is PerViewerPublisher {
  return typeof (stream as Partial<PerViewerPublisher>).publishFor === 'function';
}

/**
 * Publishes with a payload made for each recipient. With a plain StreamPublisher (no per-viewer delivery) the payload
 * is made once, for `ownerId` (the target's owner; null for anonymous streams).
 */
function publishPerViewer(
  ctx: SandboxContext,
  target: StreamTarget,
  event: string,
  ownerId: string | null,
  payload: (viewerId: string | null) => unknown,
): void {
  if (hasPublishFor(ctx.stream)) {
    ctx.stream.publishFor(target, event, (viewer: Viewer | null) => payload(viewer?.account.id ?? null));
    return;
  }
  const value = payload(ownerId);
  if (value !== undefined) ctx.stream.publish(target, event, value);
}

function conversationOf(db: SandboxDb, accountId: string, status: StatusRecord): ConversationRecord | undefined {
  for (const conversation of db.conversations.values()) {
    if (conversation.account_id === accountId && conversation.last_status_id === status.id) return conversation;
  }
  return undefined;
}

/**
 * Streams a new (`update`) or edited (`status.update`) status to everyone who would see it arrive: the routes of
 * kmyblue's fan-out (see routing.ts). Each recipient receives the status serialised for them, only when they can see
 * it and do not hide its author. Direct posts also send `conversation` to each local participant.
 * Returns the routes used (tests and the admin endpoint report them).
 */
export function publishStatus(ctx: SandboxContext, status: StatusRecord, event: StatusEvent = 'update'): StatusRoutes {
  const { db } = ctx;
  const routes = statusRoutes(db, status);
  const cache = new Map<string, unknown>();
  const render = (viewerId: string | null, filterContext: string) => {
    const key = `${viewerId ?? ''}|${filterContext}`;
    if (!cache.has(key)) {
      cache.set(
        key,
        canSee(db, viewerId, status) ? serializeStatus(db, status, viewerId, { filterContext }) : undefined,
      );
    }
    return cache.get(key);
  };
  const forOwner = (ownerId: string, filterContext: string) => (viewerId: string | null) =>
    viewerId === ownerId ? render(viewerId, filterContext) : undefined;

  for (const accountId of routes.home) {
    publishPerViewer(ctx, { stream: 'user', accountId }, event, accountId, forOwner(accountId, 'home'));
  }
  for (const [list, owner] of routes.lists) {
    publishPerViewer(ctx, { stream: 'list', list }, event, owner, forOwner(owner, 'home'));
  }
  for (const [antenna, owner] of routes.antennas) {
    publishPerViewer(ctx, { stream: 'antenna', antenna }, event, owner, forOwner(owner, 'home'));
  }
  for (const accountId of routes.direct) {
    const conversation = event === 'update' ? conversationOf(db, accountId, status) : undefined;
    if (conversation) {
      publishPerViewer(ctx, { stream: 'direct', accountId }, 'conversation', accountId, (viewerId) =>
        viewerId === accountId ? serializeConversation(db, conversation) : undefined,
      );
    } else {
      publishPerViewer(ctx, { stream: 'direct', accountId }, event, accountId, forOwner(accountId, 'thread'));
    }
  }
  for (const target of routes.broadcast) {
    publishPerViewer(ctx, target, event, null, (viewerId) =>
      isHiddenFromFeedsOf(db, viewerId, status) ? undefined : render(viewerId, 'public'),
    );
  }
  return routes;
}

/**
 * Streams `delete` (payload: the bare id) to every stream that could have shown the status. Pass the record when it
 * is already removed from the db; without any record the delete goes to every status stream.
 */
export function publishDelete(ctx: SandboxContext, statusId: string, record?: StatusRecord): void {
  const status = record ?? ctx.db.statuses.get(statusId);
  if (!status) {
    const everywhere: StreamTarget['stream'][] = [
      'public',
      'public:media',
      'public:local',
      'public:local:media',
      'public:remote',
      'public:remote:media',
    ];
    for (const stream of everywhere) ctx.stream.publish({ stream }, 'delete', statusId);
    return;
  }
  // Route as the live status would have been routed.
  const routes = statusRoutes(ctx.db, { ...status, deleted: false });
  for (const accountId of routes.home) ctx.stream.publish({ stream: 'user', accountId }, 'delete', statusId);
  for (const list of routes.lists.keys()) ctx.stream.publish({ stream: 'list', list }, 'delete', statusId);
  for (const antenna of routes.antennas.keys()) ctx.stream.publish({ stream: 'antenna', antenna }, 'delete', statusId);
  for (const accountId of routes.direct) ctx.stream.publish({ stream: 'direct', accountId }, 'delete', statusId);
  for (const target of routes.broadcast) ctx.stream.publish(target, 'delete', statusId);
}

/**
 * kmyblue's `emoji_reaction` event after a reaction is added or removed: the reaction group of that emoji (count 0
 * and no accounts when the last one was removed) plus `status_id`, serialised per recipient (`me`), on the `user`
 * streams of the author, the reactor and everyone whose home feed had the status.
 */
export function publishEmojiReaction(
  ctx: SandboxContext,
  status: StatusRecord,
  reactorId: string,
  name: string,
  domain: string | null,
): void {
  const { db } = ctx;
  const recipients = new Set(statusRoutes(db, status).home);
  for (const id of [status.account_id, reactorId]) if (db.users.has(id)) recipients.add(id);
  const payload = (viewerId: string | null) => {
    if (!canSee(db, viewerId, status)) return undefined;
    const group = serializeEmojiReactions(db, status.id, viewerId).find(
      (g) => g.name === name && (g.domain ?? null) === (domain ?? null),
    );
    const empty = { name, count: 0, account_ids: [] as string[], ...(domain ? { domain } : {}) };
    return { ...(group ?? empty), status_id: status.id };
  };
  for (const accountId of recipients) {
    publishPerViewer(ctx, { stream: 'user', accountId }, 'emoji_reaction', accountId, (viewerId) =>
      viewerId === accountId ? payload(viewerId) : undefined,
    );
  }
}
