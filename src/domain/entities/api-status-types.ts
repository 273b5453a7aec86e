/** Raw server JSON: statuses and their parts (media, poll, card, quote, kmyblue reactions...). */
import type {
  ApiFilterAction,
  ApiFilterContext,
  ApiLimitedScope,
  ApiMediaType,
  ApiQuoteApprovalAutomatic,
  ApiQuoteApprovalCurrentUser,
  ApiQuoteState,
  ApiSearchability,
  ApiVisibility,
  ApiVisibilityEx,
} from './api-enums';
import type { ApiAccount, ApiCustomEmoji } from './api-account-types';

// ---------- statuses ----------
export interface ApiMediaMetaDetails {
  width?: number | null;
  height?: number | null;
  size?: string | null;
  aspect?: number | null;
  duration?: number | null;
  frame_rate?: string | null;
  bitrate?: number | null;
}

export interface ApiMediaAttachment {
  id: string;
  type: ApiMediaType;
  url?: string | null;
  preview_url?: string | null;
  remote_url?: string | null;
  description?: string | null;
  blurhash?: string | null;
  meta?: {
    original?: ApiMediaMetaDetails | null;
    small?: ApiMediaMetaDetails | null;
    focus?: { x?: number | null; y?: number | null } | null;
    colors?: { background?: string; foreground?: string; accent?: string } | null;
    length?: string;
    duration?: number;
  } | null;
}

export interface ApiPollOption {
  title: string;
  votes_count: number | null;
}

export interface ApiPoll {
  id: string;
  expires_at?: string | null;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count?: number | null;
  voted?: boolean | null;
  own_votes?: number[] | null;
  options: ApiPollOption[];
  emojis: ApiCustomEmoji[];
}

export interface ApiPreviewCardAuthor {
  name: string;
  url: string;
  account?: ApiAccount | null;
}

export interface ApiPreviewCard {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich';
  author_name: string;
  author_url: string;
  authors?: ApiPreviewCardAuthor[];
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  image?: string | null;
  image_description?: string | null;
  embed_url: string;
  blurhash?: string | null;
  language?: string | null;
  published_at?: string | null;
  missing_attribution?: boolean | null;
}

export interface ApiTrendLink extends ApiPreviewCard {
  history: { day: string; accounts: string; uses: string }[];
}

export interface ApiTagHistory {
  day: string;
  uses: string;
  accounts: string;
}
export interface ApiTag {
  id?: string;
  name: string;
  url: string;
  history?: ApiTagHistory[];
  following?: boolean | null;
  featuring?: boolean | null;
}

export interface ApiMention {
  id: string;
  username: string;
  acct: string;
  url: string;
}

export interface ApiApplication {
  id?: string;
  name: string;
  website?: string | null;
  redirect_uri?: string;
  redirect_uris?: string[];
  scopes?: string[];
  vapid_key?: string;
}

/** kmyblue emoji reaction on a status. */
export interface ApiEmojiReaction {
  name: string;
  count: number;
  account_ids?: string[];
  me?: boolean;
  url?: string | null;
  static_url?: string | null;
  domain?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ApiQuote {
  state: ApiQuoteState;
  quoted_status?: ApiStatus | null;
}
export interface ApiShallowQuote {
  state: ApiQuoteState;
  quoted_status_id?: string | null;
}

export interface ApiQuoteApproval {
  automatic: ApiQuoteApprovalAutomatic[];
  manual: ApiQuoteApprovalAutomatic[];
  current_user: ApiQuoteApprovalCurrentUser;
}

export interface ApiFilterKeyword {
  id: string;
  keyword: string;
  whole_word: boolean;
}
export interface ApiFilterStatus {
  id: string;
  status_id: string;
}

export interface ApiFilter {
  id: string;
  title: string;
  context: ApiFilterContext[];
  expires_at?: string | null;
  filter_action: ApiFilterAction;
  keywords?: ApiFilterKeyword[] | null;
  statuses?: ApiFilterStatus[] | null;
}

export interface ApiFilterResult {
  filter: ApiFilter;
  keyword_matches?: string[] | null;
  status_matches?: string[] | null;
}

export interface ApiStatus {
  id: string;
  uri: string;
  url?: string | null;
  created_at: string;
  edited_at?: string | null;
  account: ApiAccount;
  content: string;
  text?: string | null;
  visibility: ApiVisibility;
  sensitive: boolean;
  spoiler_text: string;
  media_attachments: ApiMediaAttachment[];
  application?: ApiApplication | null;
  mentions: ApiMention[];
  tags: ApiTag[];
  emojis: ApiCustomEmoji[];
  reblogs_count: number;
  favourites_count: number;
  replies_count: number;
  quotes_count?: number | null;
  in_reply_to_id?: string | null;
  in_reply_to_account_id?: string | null;
  reblog?: ApiStatus | null;
  quote?: ApiQuote | ApiShallowQuote | null;
  quote_approval?: ApiQuoteApproval | null;
  poll?: ApiPoll | null;
  card?: ApiPreviewCard | null;
  language?: string | null;
  favourited?: boolean | null;
  reblogged?: boolean | null;
  muted?: boolean | null;
  bookmarked?: boolean | null;
  pinned?: boolean | null;
  filtered?: ApiFilterResult[] | null;
  // kmyblue
  visibility_ex?: ApiVisibilityEx | null;
  limited_scope?: ApiLimitedScope | null;
  searchability?: ApiSearchability | null;
  markdown?: boolean | null;
  expires_at?: string | null;
  emoji_reactions?: ApiEmojiReaction[] | null;
  emoji_reactions_count?: number | null;
  status_reference_ids?: string[] | null;
  status_references_count?: number | null;
  status_referred_by_count?: number | null;
}

export interface ApiContext {
  ancestors: ApiStatus[];
  descendants: ApiStatus[];
  /** kmyblue, with `with_reference=1`. */
  references?: ApiStatus[];
}

export interface ApiStatusSource {
  id: string;
  text: string;
  spoiler_text: string;
  markdown?: boolean;
}

export interface ApiStatusEdit {
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  created_at: string;
  account: ApiAccount;
  poll?: { options: { title: string }[] } | null;
  media_attachments: ApiMediaAttachment[];
  emojis: ApiCustomEmoji[];
  quote?: ApiQuote | ApiShallowQuote | null;
}

export interface ApiTranslation {
  content: string;
  spoiler_text: string;
  poll?: { id: string; options: { title: string }[] } | null;
  media_attachments: { id: string; description: string }[];
  detected_source_language: string;
  language: string;
  provider: string;
}

export interface ApiTranslationLanguages {
  [sourceLanguage: string]: string[];
}

/** kmyblue: GET v1/statuses/{id}/emoji_reactioned_by entries. */
export interface ApiEmojiReactionedBy {
  id?: string;
  name: string;
  url?: string | null;
  static_url?: string | null;
  domain?: string | null;
  account: ApiAccount;
}

/** kmyblue: one reaction-deck entry. */
export interface ApiReactionDeckEmoji {
  name: string;
  url?: string | null;
  static_url?: string | null;
  width?: number | null;
  height?: number | null;
}
