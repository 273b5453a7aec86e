/** Raw server JSON: accounts, relationships and account-related lists. */
import type {
  ApiEmojiReactionPolicy,
  ApiQuotePolicy,
  ApiSearchability,
  ApiSubscriptionPolicy,
  ApiSuggestionSource,
  ApiVisibilityEx,
} from './api-enums';

// ---------- accounts ----------
export interface ApiCustomEmoji {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker?: boolean;
  category?: string | null;
  // kmyblue / fedibird extras
  width?: number | null;
  height?: number | null;
  sensitive?: boolean;
  aliases?: string[] | null;
  license?: string | null;
}

export interface ApiField {
  name: string;
  value: string;
  verified_at?: string | null;
}

/** A role badge on an account (display only). */
export interface ApiAccountRole {
  id: string;
  name: string;
  color: string;
}

/** The signed-in user's role (CredentialAccount.role). */
export interface ApiRole extends ApiAccountRole {
  permissions: string;
  highlighted: boolean;
  collection_limit?: number | null;
}

/** kmyblue per-account settings. */
export interface ApiAccountOtherSettings {
  noindex?: boolean;
  hide_network?: boolean;
  hide_statuses_count?: boolean;
  hide_following_count?: boolean;
  hide_followers_count?: boolean;
  translatable_private?: boolean;
  link_preview?: boolean;
  allow_quote?: boolean;
  emoji_reaction_policy?: ApiEmojiReactionPolicy;
  subscription_policy?: ApiSubscriptionPolicy;
}

/** kmyblue: which extensions the account's server supports. */
export interface ApiServerFeatures {
  circle?: boolean;
  emoji_reaction?: boolean;
  quote?: boolean;
  status_reference?: boolean;
  legacy_quote?: boolean;
}

export interface ApiAccount {
  id: string;
  username: string;
  acct: string;
  url?: string | null;
  uri: string;
  display_name: string;
  note: string;
  avatar: string;
  avatar_static: string;
  avatar_description?: string | null;
  header: string;
  header_static: string;
  header_description?: string | null;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable?: boolean | null;
  indexable?: boolean;
  noindex?: boolean | null;
  hide_collections?: boolean | null;
  created_at: string;
  last_status_at?: string | null;
  statuses_count: number;
  followers_count: number;
  following_count: number;
  emojis: ApiCustomEmoji[];
  fields: ApiField[];
  roles?: ApiAccountRole[] | null;
  moved?: ApiAccount | null;
  suspended?: boolean | null;
  limited?: boolean | null;
  memorial?: boolean | null;
  /** MutedAccount only. */
  mute_expires_at?: string | null;
  // kmyblue
  other_settings?: ApiAccountOtherSettings | null;
  server_features?: ApiServerFeatures | null;
  subscribable?: boolean;
}

export interface ApiAccountSource {
  note: string;
  fields: ApiField[];
  privacy?: ApiVisibilityEx | null;
  sensitive?: boolean | null;
  language?: string | null;
  follow_requests_count?: number;
  hide_collections?: boolean | null;
  discoverable?: boolean | null;
  indexable?: boolean;
  quote_policy?: ApiQuotePolicy | null;
  attribution_domains?: string[];
  // kmyblue
  searchability?: ApiSearchability | null;
}

export interface ApiCredentialAccount extends ApiAccount {
  source: ApiAccountSource;
  role?: ApiRole | null;
}

export interface ApiPartialAccountWithAvatar {
  id: string;
  acct: string;
  url: string;
  avatar: string;
  avatar_static: string;
  locked: boolean;
  bot: boolean;
  avatar_description?: string | null;
}

export interface ApiRelationship {
  id: string;
  following: boolean;
  showing_reblogs: boolean;
  notifying: boolean;
  languages?: string[] | null;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  muting_expires_at?: string | null;
  requested: boolean;
  requested_by: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
}

export interface ApiFamiliarFollowers {
  id: string;
  accounts: ApiAccount[];
}
export interface ApiFeaturedTag {
  id: string;
  name: string;
  url: string;
  statuses_count: string | number;
  last_status_at?: string | null;
}
export interface ApiSuggestion {
  sources: ApiSuggestionSource[];
  source?: string;
  account: ApiAccount;
}
