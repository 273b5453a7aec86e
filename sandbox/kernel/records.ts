/**
 * In-memory records of the simulated kmyblue server. Records are the server's own rows;
 * `sandbox/serialize/*` turns them into API entities for a given viewer.
 */
export type VisibilityEx = 'public' | 'public_unlisted' | 'login' | 'unlisted' | 'private' | 'limited' | 'direct';
export type LimitedScope = 'mutual' | 'circle' | 'personal' | 'reply' | null;
export type Searchability = 'public' | 'public_unlisted' | 'private' | 'direct' | 'limited';
export type QuotePolicy = 'public' | 'followers' | 'nobody';
export type EmojiReactionPolicy =
  'allow' | 'outside_only' | 'following_only' | 'followers_only' | 'mutuals_only' | 'block';

export interface FieldRecord {
  name: string;
  /** HTML */
  value: string;
  verified_at: string | null;
  /** the value as its owner typed it (credential `source.fields`); seeded fields have none */
  value_source?: string;
}
export interface RoleRecord {
  id: string;
  name: string;
  color: string;
  permissions: string;
  highlighted: boolean;
}

export interface AccountRecord {
  id: string;
  username: string;
  /** null for local accounts */
  domain: string | null;
  display_name: string;
  /** HTML */
  note: string;
  /** the note as its owner typed it (credential `source.note`); seeded accounts have none */
  note_source?: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  indexable: boolean;
  noindex: boolean;
  created_at: string;
  avatar: string;
  header: string;
  fields: FieldRecord[];
  /** shortcodes of custom emoji used in display_name, note or fields */
  emojis: string[];
  moved_to_id: string | null;
  suspended: boolean;
  limited: boolean;
  memorial: boolean;
  hide_collections: boolean;
  roles: RoleRecord[];
  other_settings: {
    noindex: boolean;
    hide_network: boolean;
    hide_statuses_count: boolean;
    hide_following_count: boolean;
    hide_followers_count: boolean;
    translatable_private: boolean;
    link_preview: boolean;
    allow_quote: boolean;
    emoji_reaction_policy: EmojiReactionPolicy;
    subscription_policy: 'allow' | 'followers_only' | 'block';
  };
}

/** A local user who can sign in. */
export interface UserRecord {
  account_id: string;
  email: string;
  role: RoleRecord | null;
  default_privacy: VisibilityEx;
  default_searchability: Searchability;
  default_sensitive: boolean;
  default_language: string;
  default_quote_policy: QuotePolicy;
  /** api/web/settings blob */
  settings: Record<string, unknown>;
  reaction_deck: string[];
  /** the account setting "media display" (GET /api/v1/preferences reading:expand:media); unset is `default` */
  expand_media?: ExpandMedia;
  /** the account setting "always expand content warnings"; unset is false */
  expand_spoilers?: boolean;
  /** the login disabled by the moderators: calls that need a signed-in user are refused (403); unset is false */
  disabled?: boolean;
}

/** How the web interface shows media: hide sensitive ones only, show all, or hide all. */
export type ExpandMedia = 'default' | 'show_all' | 'hide_all';

export interface MediaRecord {
  id: string;
  account_id: string;
  status_id: string | null;
  type: 'image' | 'gifv' | 'video' | 'audio' | 'unknown';
  url: string;
  preview_url: string | null;
  remote_url: string | null;
  description: string | null;
  blurhash: string | null;
  meta: Record<string, unknown>;
  /** epoch ms at which processing finishes; <= now means processed */
  ready_at: number;
  thumbnail_url: string | null;
}

export interface PollRecord {
  id: string;
  status_id: string;
  expires_at: string | null;
  multiple: boolean;
  hide_totals: boolean;
  options: string[];
  /** account id -> chosen option indexes */
  votes: Map<string, number[]>;
}

export interface CardRecord {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich';
  author_name: string;
  author_url: string;
  author_account_id: string | null;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  image: string | null;
  image_description: string;
  embed_url: string;
  blurhash: string | null;
  language: string | null;
  published_at: string | null;
}

export interface StatusEditRecord {
  created_at: string;
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  media_ids: string[];
  /** the poll's options in this version (null: no poll); unset in seeded edits, whose posts keep their poll */
  poll_options?: string[] | null;
}

export interface StatusRecord {
  id: string;
  account_id: string;
  created_at: string;
  edited_at: string | null;
  in_reply_to_id: string | null;
  reblog_of_id: string | null;
  quote_of_id: string | null;
  quote_state: 'pending' | 'accepted' | 'rejected' | 'revoked' | 'deleted' | 'unauthorized' | null;
  /** source text as typed */
  text: string;
  /** rendered HTML */
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  visibility: VisibilityEx;
  limited_scope: LimitedScope;
  circle_id: string | null;
  searchability: Searchability;
  language: string | null;
  markdown: boolean;
  media_ids: string[];
  poll_id: string | null;
  card: CardRecord | null;
  mention_ids: string[];
  tags: string[];
  emojis: string[];
  reference_ids: string[];
  quote_approval_policy: QuotePolicy;
  pinned: boolean;
  edits: StatusEditRecord[];
  deleted: boolean;
}

export interface EmojiReactionRecord {
  status_id: string;
  account_id: string;
  /** Unicode character or custom shortcode */
  name: string;
  /** domain of a remote custom emoji, null for local or Unicode */
  domain: string | null;
  created_at: string;
}

export interface FollowRecord {
  reblogs: boolean;
  notify: boolean;
  languages: string[] | null;
}
export interface MuteRecord {
  notifications: boolean;
  expires_at: string | null;
}

export type NotificationType =
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'emoji_reaction'
  | 'reaction'
  | 'reblog'
  | 'mention'
  | 'status_reference'
  | 'quote'
  | 'poll'
  | 'status'
  | 'list_status'
  | 'update'
  | 'quoted_update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'moderation_warning'
  | 'severed_relationships'
  | 'annual_report';

export interface NotificationRecord {
  id: string;
  /** recipient */
  account_id: string;
  type: NotificationType;
  from_account_id: string;
  status_id: string | null;
  created_at: string;
  /** emoji reaction name and domain for emoji_reaction */
  emoji: { name: string; domain: string | null } | null;
  list_id: string | null;
  /** filtered by the notification policy (goes to a request) */
  filtered: boolean;
  read: boolean;
}

export interface ListRecord {
  id: string;
  account_id: string;
  title: string;
  exclusive: boolean;
  replies_policy: 'followed' | 'list' | 'none';
  notify: boolean;
  favourite: boolean;
  member_ids: string[];
}
export interface CircleRecord {
  id: string;
  account_id: string;
  title: string;
  member_ids: string[];
}
export interface AntennaRecord {
  id: string;
  account_id: string;
  title: string;
  list_id: string | null;
  stl: boolean;
  ltl: boolean;
  insert_feeds: boolean;
  with_media_only: boolean;
  ignore_reblog: boolean;
  favourite: boolean;
  account_ids: string[];
  exclude_account_ids: string[];
  domains: string[];
  exclude_domains: string[];
  tags: string[];
  exclude_tags: string[];
  keywords: string[];
  exclude_keywords: string[];
}
export interface BookmarkCategoryRecord {
  id: string;
  account_id: string;
  title: string;
  status_ids: string[];
}

export interface FilterRecord {
  id: string;
  account_id: string;
  title: string;
  context: Array<'home' | 'notifications' | 'public' | 'thread' | 'account'>;
  filter_action: 'warn' | 'hide' | 'blur';
  expires_at: string | null;
  keywords: Array<{ id: string; keyword: string; whole_word: boolean }>;
  statuses: Array<{ id: string; status_id: string }>;
}

export interface ConversationRecord {
  id: string;
  account_id: string;
  participant_ids: string[];
  last_status_id: string;
  unread: boolean;
}

export interface AnnouncementRecord {
  id: string;
  content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  published_at: string;
  updated_at: string;
  emojis: string[];
  /** reaction name -> account ids */
  reactions: Map<string, Set<string>>;
  read_by: Set<string>;
}

export interface CustomEmojiRecord {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category: string | null;
  /** null for local emoji */
  domain: string | null;
}

export interface TagRecord {
  name: string;
  followers: Set<string>;
  featured_by: Set<string>;
}

export interface OAuthAppRecord {
  id: string;
  name: string;
  website: string | null;
  redirect_uris: string[];
  scopes: string;
  client_id: string;
  client_secret: string;
}
export interface AuthCodeRecord {
  code: string;
  client_id: string;
  redirect_uri: string;
  scopes: string;
  account_id: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: number;
  used: boolean;
}
export interface AccessTokenRecord {
  token: string;
  client_id: string;
  account_id: string;
  scopes: string;
  revoked: boolean;
}

export interface MarkerRecord {
  last_read_id: string;
  version: number;
  updated_at: string;
}

export interface PushSubscriptionRecord {
  id: string;
  account_id: string;
  /** the OAuth token a standard-API (v1) subscription belongs to, one per token; null for the web session's */
  access_token: string | null;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  alerts: Record<string, boolean>;
  policy: string;
  standard: boolean;
}

export interface NotificationPolicyRecord {
  for_not_following: 'accept' | 'filter' | 'drop';
  for_not_followers: 'accept' | 'filter' | 'drop';
  for_new_accounts: 'accept' | 'filter' | 'drop';
  for_private_mentions: 'accept' | 'filter' | 'drop';
  for_limited_accounts: 'accept' | 'filter' | 'drop';
}

/** A report filed through POST /api/v1/reports: who reported whom, why, and which posts and rules it cites. */
export interface ReportRecord {
  id: string;
  account_id: string;
  target_account_id: string;
  category: 'spam' | 'legal' | 'violation' | 'other';
  comment: string;
  forwarded: boolean;
  status_ids: string[];
  rule_ids: string[];
  created_at: string;
}
