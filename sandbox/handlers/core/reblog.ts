import type { SandboxContext, Viewer } from '../../kernel/context';
import { notify } from '../../kernel/notify';
import type { StatusRecord, VisibilityEx } from '../../kernel/records';
import { publishDelete, publishStatus } from '../../streaming/fanout';

const REBLOG_VISIBILITIES: VisibilityEx[] = ['public', 'unlisted', 'private', 'public_unlisted', 'login'];

export function findReblog(ctx: SandboxContext, accountId: string, statusId: string): StatusRecord | undefined {
  for (const status of ctx.db.statuses.values()) {
    if (status.reblog_of_id === statusId && status.account_id === accountId && !status.deleted) return status;
  }
  return undefined;
}

/** Whether a status may be boosted by the viewer: public-ish posts, or one's own followers-only post. */
export function canReblog(status: StatusRecord, viewerId: string): boolean {
  if (status.visibility === 'direct' || status.visibility === 'limited') return false;
  if (status.visibility === 'private') return status.account_id === viewerId;
  return true;
}

/** Boosts a status (idempotent); the boost's visibility is the requested one, never more open than allowed. */
export function reblog(
  ctx: SandboxContext,
  viewer: Viewer,
  original: StatusRecord,
  requested: string | undefined,
): StatusRecord {
  const { db } = ctx;
  const existing = findReblog(ctx, viewer.account.id, original.id);
  if (existing) return existing;
  let visibility: VisibilityEx = REBLOG_VISIBILITIES.includes(requested as VisibilityEx)
    ? (requested as VisibilityEx)
    : 'public';
  if (original.visibility === 'private') visibility = 'private';
  const now = db.now();
  const status: StatusRecord = {
    id: db.nextId(now),
    account_id: viewer.account.id,
    created_at: new Date(now).toISOString(),
    edited_at: null,
    in_reply_to_id: null,
    reblog_of_id: original.id,
    quote_of_id: null,
    quote_state: null,
    text: '',
    content: '',
    spoiler_text: '',
    sensitive: false,
    visibility,
    limited_scope: null,
    circle_id: null,
    searchability: original.searchability,
    language: null,
    markdown: false,
    media_ids: [],
    poll_id: null,
    card: null,
    mention_ids: [],
    tags: [],
    emojis: [],
    reference_ids: [],
    quote_approval_policy: 'nobody',
    pinned: false,
    edits: [],
    deleted: false,
  };
  db.statuses.set(status.id, status);
  notify(ctx, { recipientId: original.account_id, type: 'reblog', fromId: viewer.account.id, statusId: original.id });
  publishStatus(ctx, status, 'update');
  return status;
}

export function unreblog(ctx: SandboxContext, viewer: Viewer, original: StatusRecord): void {
  const existing = findReblog(ctx, viewer.account.id, original.id);
  if (!existing) return;
  publishDelete(ctx, existing.id, existing);
  existing.deleted = true;
}
