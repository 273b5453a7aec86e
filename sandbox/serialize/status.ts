import type { SandboxDb } from '../kernel/db';
import type { StatusRecord, VisibilityEx } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeAccount, type AccountJson } from './account';
import { serializeCard, type CardJson } from './card';
import { serializeEmojiList, type CustomEmojiJson } from './emoji';
import { matchFilters, type FilterResultJson } from './filter-match';
import { serializeMedia, type MediaJson } from './media';
import { serializePoll, type PollJson } from './poll';
import { quoteApproval, type QuoteApprovalJson } from './quote-approval';
import { serializeEmojiReactions, type EmojiReactionJson } from './reactions';
import { accountUrl, statusUri, statusUrl, tagUrl } from './urls';

export { serializeMedia } from './media';
export { serializePoll } from './poll';
export { serializeRelationship } from './relationship';
export { serializeCustomEmoji } from './emoji';
export { serializeTag } from './tag';
export { serializeCard } from './card';

export type MastodonVisibility = 'public' | 'unlisted' | 'private' | 'direct';

export interface QuoteJson {
  state: NonNullable<StatusRecord['quote_state']>;
  quoted_status?: StatusJson | null;
  quoted_status_id?: string | null;
}

export interface StatusJson {
  id: string;
  created_at: string;
  edited_at: string | null;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  sensitive: boolean;
  spoiler_text: string;
  visibility: MastodonVisibility;
  visibility_ex: VisibilityEx;
  limited_scope: StatusRecord['limited_scope'];
  searchability: StatusRecord['searchability'];
  language: string | null;
  uri: string;
  url: string | null;
  content: string;
  text?: string;
  markdown: boolean;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  quotes_count: number;
  emoji_reactions_count: number;
  status_references_count: number;
  status_referred_by_count: number;
  status_reference_ids: string[];
  expires_at: null;
  account: AccountJson;
  reblog: StatusJson | null;
  application: { name: string; website: string | null } | null;
  media_attachments: MediaJson[];
  mentions: Array<{ id: string; username: string; acct: string; url: string }>;
  tags: Array<{ name: string; url: string }>;
  emojis: CustomEmojiJson[];
  card: CardJson | null;
  poll: PollJson | null;
  quote: QuoteJson | null;
  quote_approval: QuoteApprovalJson;
  emoji_reactions: EmojiReactionJson[];
  favourited?: boolean;
  reblogged?: boolean;
  bookmarked?: boolean;
  muted?: boolean;
  pinned?: boolean;
  filtered?: FilterResultJson[];
}

export interface SerializeStatusOptions {
  /** filter context (home, notifications, public, thread, account); without it `filtered` is empty */
  filterContext?: string;
  /** include the source `text` (delete answers) */
  withSource?: boolean;
  /** nesting depth; quotes inside quoted posts are shallow */
  depth?: number;
}

/** kmyblue masks its own visibilities for Mastodon clients. */
export function maskVisibility(visibility: VisibilityEx): MastodonVisibility {
  switch (visibility) {
    case 'limited':
      return 'private';
    case 'public_unlisted':
    case 'login':
      return 'public';
    default:
      return visibility;
  }
}

const PINNABLE = new Set<VisibilityEx>(['public', 'public_unlisted', 'login', 'unlisted', 'private']);

/** The root of the thread a status belongs to (for conversation mutes). */
export function threadRootId(db: SandboxDb, status: StatusRecord): string {
  let current = status;
  const seen = new Set<string>([current.id]);
  while (current.in_reply_to_id) {
    const parent = db.statuses.get(current.in_reply_to_id);
    if (!parent || seen.has(parent.id)) break;
    seen.add(parent.id);
    current = parent;
  }
  return current.id;
}

function serializeQuote(db: SandboxDb, status: StatusRecord, viewerId: string | null, depth: number): QuoteJson | null {
  if (!status.quote_of_id || !status.quote_state) return null;
  const quoted = db.statuses.get(status.quote_of_id);
  let state = status.quote_state;
  if (state === 'accepted' && (!quoted || quoted.deleted)) state = 'deleted';
  else if (state === 'accepted' && !canSee(db, viewerId, quoted!)) state = 'unauthorized';
  const shown = state === 'accepted' ? quoted! : null;
  if (depth >= 1) return { state, quoted_status_id: shown ? shown.id : null };
  return { state, quoted_status: shown ? serializeStatus(db, shown, viewerId, { depth: depth + 1 }) : null };
}

/**
 * A status as kmyblue sends it to `viewerId` (null when signed out). Viewer flags and `filtered` appear only for
 * a signed-in viewer. The caller checks visibility (canSee) first; a nested quoted post is shown only when the
 * viewer can see it.
 */
export function serializeStatus(
  db: SandboxDb,
  status: StatusRecord,
  viewerId: string | null,
  opts: SerializeStatusOptions = {},
): StatusJson {
  const depth = opts.depth ?? 0;
  const author = db.accounts.get(status.account_id);
  if (!author) throw new Error(`status ${status.id} has no account ${status.account_id}`);
  const now = db.now();
  const parent = status.in_reply_to_id ? db.statuses.get(status.in_reply_to_id) : undefined;
  const reblogged = status.reblog_of_id ? db.statuses.get(status.reblog_of_id) : undefined;
  const index = db.statuses.index;
  const reactions = serializeEmojiReactions(db, status.id, viewerId);
  const json: StatusJson = {
    id: status.id,
    created_at: status.created_at,
    edited_at: status.edited_at,
    in_reply_to_id: status.in_reply_to_id,
    in_reply_to_account_id: parent?.account_id ?? null,
    sensitive: status.sensitive,
    spoiler_text: status.spoiler_text,
    visibility: maskVisibility(status.visibility),
    visibility_ex: status.visibility,
    limited_scope: status.visibility === 'limited' ? status.limited_scope : null,
    searchability: status.searchability,
    language: status.language,
    uri: statusUri(db, author, status),
    url: statusUrl(db, author, status),
    content: status.content,
    markdown: status.markdown,
    replies_count: index.replyCount(status.id),
    reblogs_count: index.reblogCount(status.id),
    favourites_count: db.favourites.sourceCount(status.id),
    quotes_count: index.quoteCount(status.id),
    emoji_reactions_count: reactions.reduce((sum, r) => sum + r.count, 0),
    status_references_count: status.reference_ids.length,
    status_referred_by_count: index.referrerCount(status.id),
    status_reference_ids: [...status.reference_ids],
    expires_at: null,
    account: serializeAccount(db, author),
    reblog: reblogged ? serializeStatus(db, reblogged, viewerId, { ...opts, withSource: false }) : null,
    application: author.domain === null && !status.reblog_of_id ? { name: 'Web', website: null } : null,
    media_attachments: status.media_ids
      .map((id) => db.media.get(id))
      .filter((m) => m !== undefined)
      .map((m) => serializeMedia(db, m, now)),
    mentions: status.mention_ids
      .map((id) => db.accounts.get(id))
      .filter((a) => a !== undefined)
      .map((a) => ({ id: a.id, username: a.username, acct: db.acct(a), url: accountUrl(db, a) })),
    tags: status.tags.map((name) => ({ name: name.toLowerCase(), url: tagUrl(db, name.toLowerCase()) })),
    emojis: serializeEmojiList(db, status.emojis, author.domain),
    card: status.card ? serializeCard(db, status.card) : null,
    poll: null,
    quote: serializeQuote(db, status, viewerId, depth),
    quote_approval: quoteApproval(db, status, viewerId),
    emoji_reactions: reactions,
  };
  const poll = status.poll_id ? db.polls.get(status.poll_id) : undefined;
  if (poll) json.poll = serializePoll(db, poll, viewerId, now);
  if (opts.withSource) json.text = status.text;
  if (viewerId !== null) {
    json.favourited = db.favourites.has(viewerId, status.id);
    json.reblogged = index.reblogBy(status.id, viewerId) !== undefined;
    json.bookmarked = db.bookmarks.has(viewerId, status.id);
    json.muted = db.mutedConversations.has(viewerId, threadRootId(db, status));
    if (viewerId === status.account_id && !status.reblog_of_id && PINNABLE.has(status.visibility)) {
      json.pinned = status.pinned;
    }
    json.filtered = opts.filterContext ? matchFilters(db, viewerId, status, opts.filterContext) : [];
  }
  return json;
}
