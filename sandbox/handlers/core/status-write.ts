import type { SandboxContext, Viewer } from '../../kernel/context';
import type { PollRecord, StatusEditRecord, StatusRecord } from '../../kernel/records';
import { quoteApproval } from '../../serialize/quote-approval';
import { publishDelete, publishStatus } from '../../streaming/fanout';
import type { ComposeInput, PollInput } from './status-compose';
import { cardFor, notifyForEdit, notifyForNewStatus, recordConversation, registerTags } from './status-side-effects';
import { renderStatusText } from './status-text';

/** Rendered fields of a status from its source text. */
function rendered(ctx: SandboxContext, input: ComposeInput) {
  const { db } = ctx;
  const body = renderStatusText(db, input.text, { markdown: input.markdown });
  const spoiler = renderStatusText(db, input.spoilerText);
  registerTags(db, body.tags);
  return {
    content: body.content,
    mention_ids: body.mentionIds,
    tags: body.tags,
    emojis: [...new Set([...body.emojis, ...spoiler.emojis])],
    card: input.mediaIds.length === 0 && !input.poll ? cardFor(db, body.urls) : null,
  };
}

function makePoll(ctx: SandboxContext, statusId: string, poll: PollInput): PollRecord {
  const now = ctx.db.now();
  const record: PollRecord = {
    id: ctx.db.nextId(now),
    status_id: statusId,
    expires_at: new Date(now + poll.expiresIn * 1000).toISOString(),
    multiple: poll.multiple,
    hide_totals: poll.hideTotals,
    options: poll.options,
    votes: new Map(),
  };
  ctx.db.polls.set(record.id, record);
  return record;
}

function attachMedia(ctx: SandboxContext, statusId: string, mediaIds: string[]): void {
  for (const id of mediaIds) {
    const media = ctx.db.media.get(id);
    if (media) media.status_id = statusId;
  }
}

/** Stores a new status, then notifies, records direct conversations and streams it. */
export function createStatus(ctx: SandboxContext, viewer: Viewer, input: ComposeInput): StatusRecord {
  const { db } = ctx;
  const now = db.now();
  const id = db.nextId(now);
  const parts = rendered(ctx, input);
  const status: StatusRecord = {
    id,
    account_id: viewer.account.id,
    created_at: new Date(now).toISOString(),
    edited_at: null,
    in_reply_to_id: input.inReplyTo?.id ?? null,
    reblog_of_id: null,
    quote_of_id: input.quoteOf?.id ?? null,
    quote_state: input.quoteOf
      ? quoteApproval(db, input.quoteOf, viewer.account.id).current_user === 'manual'
        ? 'pending'
        : 'accepted'
      : null,
    text: input.text,
    content: parts.content,
    spoiler_text: input.spoilerText,
    sensitive: input.sensitive,
    visibility: input.visibility,
    limited_scope: input.limitedScope,
    circle_id: input.circleId,
    searchability: input.searchability,
    language: input.language,
    markdown: input.markdown,
    media_ids: input.mediaIds,
    poll_id: null,
    card: parts.card,
    mention_ids: parts.mention_ids,
    tags: parts.tags,
    emojis: parts.emojis,
    reference_ids: input.referenceIds,
    quote_approval_policy: input.quotePolicy,
    pinned: false,
    edits: [],
    deleted: false,
  };
  if (input.poll) status.poll_id = makePoll(ctx, id, input.poll).id;
  attachMedia(ctx, id, input.mediaIds);
  db.statuses.set(id, status);
  recordConversation(db, status);
  notifyForNewStatus(ctx, status);
  publishStatus(ctx, status, 'update');
  return status;
}

function snapshot(db: SandboxContext['db'], status: StatusRecord, at: string): StatusEditRecord {
  const poll = status.poll_id ? db.polls.get(status.poll_id) : undefined;
  return {
    created_at: at,
    content: status.content,
    spoiler_text: status.spoiler_text,
    sensitive: status.sensitive,
    media_ids: [...status.media_ids],
    poll_options: poll ? [...poll.options] : null,
  };
}

export interface MediaAttribute {
  id: string;
  description?: string;
  focus?: string;
}

/**
 * Edits a status in place: keeps the edit history (the original first, the current version last), applies media
 * descriptions and focus, replaces the poll when its options change, then streams `status.update`.
 */
export function editStatus(
  ctx: SandboxContext,
  status: StatusRecord,
  input: ComposeInput,
  attributes: MediaAttribute[],
): StatusRecord {
  const { db } = ctx;
  const now = db.now();
  if (status.edits.length === 0) status.edits.push(snapshot(db, status, status.created_at));
  const parts = rendered(ctx, input);
  for (const id of status.media_ids) {
    const media = db.media.get(id);
    if (media && !input.mediaIds.includes(id)) media.status_id = null;
  }
  attachMedia(ctx, status.id, input.mediaIds);
  for (const attribute of attributes) {
    const media = db.media.get(attribute.id);
    if (!media || media.status_id !== status.id) continue;
    if (attribute.description !== undefined) media.description = attribute.description;
    const focus = attribute.focus ? parseFocus(attribute.focus) : null;
    if (focus) media.meta = { ...media.meta, focus };
  }
  updatePoll(ctx, status, input.poll);
  Object.assign(status, {
    text: input.text,
    content: parts.content,
    spoiler_text: input.spoilerText,
    sensitive: input.sensitive,
    language: input.language,
    markdown: input.markdown,
    media_ids: input.mediaIds,
    mention_ids: [...new Set([...status.mention_ids, ...parts.mention_ids])],
    tags: parts.tags,
    emojis: parts.emojis,
    card: parts.card,
    quote_approval_policy: input.quotePolicy,
    edited_at: new Date(now).toISOString(),
  });
  status.edits.push(snapshot(db, status, status.edited_at!));
  notifyForEdit(ctx, status);
  publishStatus(ctx, status, 'status.update');
  return status;
}

/**
 * The poll of an edit, as Mastodon's UpdateStatusService: no poll removes it; a poll keeps the same record with
 * its settings and a fresh expiry (expires_in counts from the edit), and loses its votes only when the options change.
 */
function updatePoll(ctx: SandboxContext, status: StatusRecord, poll: PollInput | null): void {
  const { db } = ctx;
  const old = status.poll_id ? db.polls.get(status.poll_id) : undefined;
  if (!poll) {
    if (old) db.polls.delete(old.id);
    status.poll_id = null;
    return;
  }
  if (!old) {
    status.poll_id = makePoll(ctx, status.id, poll).id;
    return;
  }
  if (old.options.join('\n') !== poll.options.join('\n')) old.votes = new Map();
  old.options = poll.options;
  old.multiple = poll.multiple;
  old.hide_totals = poll.hideTotals;
  old.expires_at = new Date(db.now() + poll.expiresIn * 1000).toISOString();
}

/** "x,y" with both in [-1, 1]; anything else is null. */
export function parseFocus(raw: string): { x: number; y: number } | null {
  const [x, y] = raw.split(',').map((v) => Number.parseFloat(v));
  if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  const clamp = (v: number) => Math.max(-1, Math.min(1, v));
  return { x: clamp(x), y: clamp(y) };
}

/**
 * Marks a status deleted with its reblogs, streams `delete` for each; its media are freed for a redraft or,
 * with deleteMedia, removed.
 */
export function deleteStatus(ctx: SandboxContext, status: StatusRecord, deleteMedia: boolean): void {
  const { db } = ctx;
  for (const other of db.statuses.values()) {
    if (other.reblog_of_id === status.id && !other.deleted) {
      publishDelete(ctx, other.id, other);
      other.deleted = true;
    }
  }
  publishDelete(ctx, status.id, status);
  status.deleted = true;
  status.pinned = false;
  for (const id of status.media_ids) {
    if (deleteMedia) db.media.delete(id);
    else {
      const media = db.media.get(id);
      if (media) media.status_id = null;
    }
  }
}
