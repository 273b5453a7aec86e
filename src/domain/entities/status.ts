/**
 * Status. A record holds ids, not nested objects: accountId, reblogId, quote.quotedStatusId, pollId (card authors carry
 * accountId). Derived at normalisation: searchText, contentHtml and spoilerHtml (emojified HTML strings for the
 * sanitiser), hidden, matched_filters and matched_media_filters, and each emoji reaction's `me`. hidden, collapsed and
 * translation are client-side state that survives a re-import while the text is unchanged (see mergeStatus).
 */
import {
  asBoolean,
  asCount,
  asEnum,
  asEnumOrNull,
  asId,
  asIdArray,
  asString,
  asStringOrNull,
  isRecord,
} from './coerce';
import type { ApiLimitedScope, ApiSearchability, ApiVisibility, ApiVisibilityEx } from './api-types';
import { normaliseCard, type Card } from './card';
import { normaliseCustomEmojis, type CustomEmoji } from './custom-emoji';
import { emojifyHtml, emojifyPlainText, emojiMap } from './emojify';
import { matchedFilterTitles, normaliseFilterResults, type MatchedFilters, type StatusFilterResult } from './filter';
import { htmlToPlainText } from './html-text';
import { cutLongText } from './long-text';
import { mediaDescriptions, normaliseMediaAttachments, type MediaAttachment } from './media-attachment';
import {
  emojiReactionsTotal,
  normaliseApplication,
  normaliseEmojiReactions,
  normaliseMentions,
  normaliseQuote,
  normaliseQuoteApproval,
  normaliseTags,
  type EmojiReaction,
  type QuoteApproval,
  type StatusApplication,
  type StatusMention,
  type StatusQuote,
  type StatusTag,
} from './status-parts';
import { asHttpUrl } from './urls';

export const VISIBILITIES: readonly ApiVisibility[] = ['public', 'unlisted', 'private', 'direct'];
export const VISIBILITIES_EX: readonly ApiVisibilityEx[] = [
  'public',
  'unlisted',
  'private',
  'direct',
  'limited',
  'public_unlisted',
  'login',
];
export const LIMITED_SCOPES: readonly ApiLimitedScope[] = ['mutual', 'circle', 'personal', 'reply'];
export const SEARCHABILITIES: readonly ApiSearchability[] = [
  'public',
  'private',
  'direct',
  'limited',
  'public_unlisted',
];

export interface StatusTranslation {
  content: string;
  contentHtml: string;
  spoiler_text: string;
  spoilerHtml: string;
  language: string;
  detected_source_language: string;
  provider: string;
}

export interface Status extends MatchedFilters {
  id: string;
  uri: string;
  url: string | null;
  created_at: string;
  edited_at: string | null;
  accountId: string;
  reblogId: string | null;
  quote: StatusQuote | null;
  quote_approval: QuoteApproval | null;
  pollId: string | null;
  card: Card | null;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  /** Server HTML, unsanitised. */
  content: string;
  spoiler_text: string;
  text: string | null;
  /** Emojified HTML strings: render only through the sanitiser. */
  contentHtml: string;
  spoilerHtml: string;
  /** Plain text of spoiler, content, poll options and media descriptions. */
  searchText: string;
  visibility: ApiVisibility;
  visibility_ex: ApiVisibilityEx;
  limited_scope: ApiLimitedScope | null;
  searchability: ApiSearchability | null;
  sensitive: boolean;
  markdown: boolean;
  language: string | null;
  expires_at: string | null;
  media_attachments: MediaAttachment[];
  mentions: StatusMention[];
  tags: StatusTag[];
  emojis: CustomEmoji[];
  application: StatusApplication | null;
  replies_count: number;
  reblogs_count: number;
  favourites_count: number;
  quotes_count: number;
  emoji_reactions: EmojiReaction[];
  emoji_reactions_count: number;
  status_reference_ids: string[];
  status_references_count: number;
  status_referred_by_count: number;
  filtered: StatusFilterResult[];
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  muted: boolean;
  pinned: boolean;
  /** Content hidden behind the spoiler / sensitive cover (true if spoiler text present or sensitive). */
  hidden: boolean;
  collapsed: boolean;
  translation: StatusTranslation | null;
}

export interface StatusNormaliseOptions {
  /** The signed-in account, for the derived emoji-reaction `me` and the own-posts filter rule. */
  currentAccountId: string | null;
}

function pollOptionTitles(rawPoll: unknown): string[] {
  if (!isRecord(rawPoll) || !Array.isArray(rawPoll.options)) return [];
  return rawPoll.options.map((o) => (isRecord(o) ? asString(o.title) : '')).filter((t) => t !== '');
}

/** Null when the payload has no id or no account id. Nested objects are referenced by id only. */
export function normaliseStatus(raw: unknown, options: StatusNormaliseOptions): Status | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  const accountId = isRecord(raw.account) ? asId(raw.account.id) : null;
  if (id === null || accountId === null) return null;

  const emojis = normaliseCustomEmojis(raw.emojis);
  const map = emojiMap(emojis);
  const content = cutLongText(asString(raw.content));
  const spoilerText = cutLongText(asString(raw.spoiler_text));
  const sensitive = asBoolean(raw.sensitive, false);
  const media = normaliseMediaAttachments(raw.media_attachments);
  const poll = isRecord(raw.poll) ? raw.poll : null;
  // Fedibird's `mutual` visibility (or a visibility_ex of `mutual`) reaches mutual followers only: it is kept as
  // kmyblue's limited-to-mutuals post (private, never public)
  const mutual = raw.visibility === 'mutual' || raw.visibility_ex === 'mutual';
  const visibility = mutual ? 'private' : asEnum(raw.visibility, VISIBILITIES, 'public');
  const filtered = normaliseFilterResults(raw.filtered);
  const own = options.currentAccountId !== null && accountId === options.currentAccountId;
  const emojiReactions = normaliseEmojiReactions(raw.emoji_reactions, options.currentAccountId);
  const referenceIds = asIdArray(raw.status_reference_ids);
  const uri = asString(raw.uri);

  const searchText = [spoilerText, htmlToPlainText(content), ...pollOptionTitles(poll), ...mediaDescriptions(media)]
    .filter((part) => part !== '')
    .join('\n\n');

  return {
    id,
    uri,
    url: asHttpUrl(raw.url) ?? asHttpUrl(uri),
    created_at: asString(raw.created_at),
    edited_at: asStringOrNull(raw.edited_at),
    accountId,
    reblogId: isRecord(raw.reblog) ? asId(raw.reblog.id) : null,
    quote: normaliseQuote(raw.quote),
    quote_approval: normaliseQuoteApproval(raw.quote_approval),
    pollId: poll === null ? null : asId(poll.id),
    card: normaliseCard(raw.card),
    in_reply_to_id: asId(raw.in_reply_to_id),
    in_reply_to_account_id: asId(raw.in_reply_to_account_id),
    content,
    spoiler_text: spoilerText,
    text: asStringOrNull(raw.text),
    contentHtml: emojifyHtml(content, map),
    spoilerHtml: emojifyPlainText(spoilerText, map),
    searchText,
    visibility,
    visibility_ex: mutual ? 'limited' : asEnum(raw.visibility_ex, VISIBILITIES_EX, visibility),
    limited_scope: mutual ? 'mutual' : asEnumOrNull(raw.limited_scope, LIMITED_SCOPES),
    searchability: asEnumOrNull(raw.searchability, SEARCHABILITIES),
    sensitive,
    markdown: asBoolean(raw.markdown, false),
    language: asStringOrNull(raw.language),
    expires_at: asStringOrNull(raw.expires_at),
    media_attachments: media,
    mentions: normaliseMentions(raw.mentions),
    tags: normaliseTags(raw.tags),
    emojis,
    application: normaliseApplication(raw.application),
    replies_count: asCount(raw.replies_count),
    reblogs_count: asCount(raw.reblogs_count),
    favourites_count: asCount(raw.favourites_count),
    quotes_count: asCount(raw.quotes_count),
    emoji_reactions: emojiReactions,
    emoji_reactions_count: emojiReactionsTotal(raw.emoji_reactions_count, emojiReactions),
    status_reference_ids: referenceIds,
    status_references_count: asCount(raw.status_references_count, referenceIds.length),
    status_referred_by_count: asCount(raw.status_referred_by_count),
    filtered,
    ...(own ? { matched_filters: false, matched_media_filters: false } : matchedFilterTitles(filtered)),
    favourited: asBoolean(raw.favourited, false),
    reblogged: asBoolean(raw.reblogged, false),
    bookmarked: asBoolean(raw.bookmarked, false),
    muted: asBoolean(raw.muted, false),
    pinned: asBoolean(raw.pinned, false),
    hidden: spoilerText.length > 0 || sensitive,
    collapsed: false,
    translation: null,
  };
}

/**
 * Combines a fresh server copy with the stored one: while content, spoiler text and sensitivity
 * are unchanged, the user's reveal/collapse state and any translation are kept.
 */
export function mergeStatus(previous: Status | undefined, next: Status): Status {
  if (previous === undefined) return next;
  const sameText =
    previous.content === next.content &&
    previous.spoiler_text === next.spoiler_text &&
    previous.sensitive === next.sensitive;
  if (!sameText) return next;
  if (
    previous.hidden === next.hidden &&
    previous.collapsed === next.collapsed &&
    previous.translation === next.translation
  ) {
    return next;
  }
  return { ...next, hidden: previous.hidden, collapsed: previous.collapsed, translation: previous.translation };
}
