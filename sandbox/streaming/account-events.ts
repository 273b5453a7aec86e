import type { SandboxContext, Viewer } from '../kernel/context';
import type { AnnouncementRecord } from '../kernel/records';
import { serializeAnnouncement } from '../serialize/organise';
import { NO_PAYLOAD, type PayloadFor } from './hub';

/**
 * Account-level streaming events, as Mastodon publishes them on the `user` stream of local accounts:
 * - `filters_changed` (no payload) to the owner after a filter is created, changed or deleted;
 * - `announcement` (the announcement, serialised for each reader) to every local user when one is published;
 * - `announcement.delete` (the bare id) to every local user when one is withdrawn;
 * - `announcement.reaction` (`{name, count, announcement_id}`, no reader's own part) to every local user when a
 *   reaction to an announcement is added or removed.
 * (`emoji_reaction` is published by fanout.ts.)
 */

interface PerViewerPublisher {
  publishFor(target: { stream: 'user'; accountId: string }, event: string, payloadFor: PayloadFor): void;
}
const hasPublishFor = (stream: unknown): stream is PerViewerPublisher =>
  typeof (stream as Partial<PerViewerPublisher>).publishFor === 'function';

export function publishFiltersChanged(ctx: SandboxContext, accountId: string): void {
  ctx.stream.publish({ stream: 'user', accountId }, 'filters_changed', NO_PAYLOAD);
}

export function publishAnnouncement(ctx: SandboxContext, announcement: AnnouncementRecord): void {
  for (const accountId of ctx.db.users.keys()) {
    const target = { stream: 'user' as const, accountId };
    if (hasPublishFor(ctx.stream)) {
      ctx.stream.publishFor(target, 'announcement', (viewer: Viewer | null) =>
        serializeAnnouncement(ctx.db, announcement, viewer?.account.id ?? null),
      );
    } else {
      ctx.stream.publish(target, 'announcement', serializeAnnouncement(ctx.db, announcement, accountId));
    }
  }
}

export function publishAnnouncementDelete(ctx: SandboxContext, announcementId: string): void {
  for (const accountId of ctx.db.users.keys()) {
    ctx.stream.publish({ stream: 'user', accountId }, 'announcement.delete', announcementId);
  }
}

export function publishAnnouncementReaction(ctx: SandboxContext, announcement: AnnouncementRecord, name: string): void {
  const payload = { name, count: announcement.reactions.get(name)?.size ?? 0, announcement_id: announcement.id };
  for (const accountId of ctx.db.users.keys()) {
    ctx.stream.publish({ stream: 'user', accountId }, 'announcement.reaction', payload);
  }
}
