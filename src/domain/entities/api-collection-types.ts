/** Raw server JSON: lists, antennas, circles, bookmark categories, conversations, announcements. */
import type { ApiRepliesPolicy } from './api-enums';
import type { ApiAccount, ApiCustomEmoji } from './api-account-types';
import type { ApiMention, ApiStatus } from './api-status-types';

// ---------- collections ----------
export interface ApiList {
  id: string;
  title: string;
  replies_policy?: ApiRepliesPolicy;
  exclusive?: boolean;
  // kmyblue
  notify?: boolean;
  favourite?: boolean;
  antennas?: { id: string; title: string; stl?: boolean }[];
}

export interface ApiAntenna {
  id: string;
  title: string;
  stl: boolean;
  ltl: boolean;
  insert_feeds: boolean;
  with_media_only: boolean;
  ignore_reblog: boolean;
  accounts_count?: number;
  domains_count?: number;
  tags_count?: number;
  keywords_count?: number;
  list?: { id: string; title: string } | null;
  favourite?: boolean;
}

export interface ApiCircle {
  id: string;
  title: string;
}
export interface ApiBookmarkCategory {
  id: string;
  title: string;
}

export interface ApiConversation {
  id: string;
  unread: boolean;
  accounts: ApiAccount[];
  last_status?: ApiStatus | null;
}

export interface ApiAnnouncementReaction {
  name: string;
  count: number;
  me?: boolean | null;
  url?: string | null;
  static_url?: string | null;
}

export interface ApiAnnouncement {
  id: string;
  content: string;
  starts_at?: string | null;
  ends_at?: string | null;
  all_day: boolean;
  published_at: string;
  updated_at: string;
  read?: boolean | null;
  mentions: ApiMention[];
  statuses: { id: string; url: string }[];
  tags: { name: string; url: string }[];
  emojis: ApiCustomEmoji[];
  reactions: ApiAnnouncementReaction[];
}
