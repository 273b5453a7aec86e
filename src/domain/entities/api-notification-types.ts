/** Raw server JSON: notifications (v1 and grouped), policy, requests, markers, web push. */
import type { ApiNotificationType } from './api-enums';
import type { ApiAccount, ApiPartialAccountWithAvatar } from './api-account-types';
import type { ApiStatus } from './api-status-types';

// ---------- notifications ----------
export interface ApiReport {
  id: string;
  action_taken: boolean;
  action_taken_at?: string | null;
  category: string;
  comment: string;
  forwarded: boolean;
  created_at: string;
  status_ids?: string[] | null;
  rule_ids?: string[] | null;
  target_account: ApiAccount;
}

export interface ApiAccountWarning {
  id: string;
  action: string;
  text: string;
  status_ids?: string[] | null;
  target_account: ApiAccount;
  appeal?: { text: string; state: string } | null;
  created_at: string;
}

export interface ApiRelationshipSeveranceEvent {
  id: string;
  type: string;
  purged: boolean;
  target_name: string;
  followers_count: number;
  following_count: number;
  created_at: string;
}

export interface ApiAnnualReportEvent {
  year: number;
  [key: string]: unknown;
}

/** kmyblue: the reaction carried by an emoji_reaction notification. */
export interface ApiNotificationEmojiReaction {
  name: string;
  count?: number;
  me?: boolean;
  url?: string | null;
  static_url?: string | null;
  domain?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ApiNotification {
  id: string;
  type: ApiNotificationType;
  created_at: string;
  group_key?: string;
  account: ApiAccount;
  status?: ApiStatus | null;
  report?: ApiReport | null;
  event?: ApiRelationshipSeveranceEvent | null;
  moderation_warning?: ApiAccountWarning | null;
  annual_report?: ApiAnnualReportEvent | null;
  // kmyblue
  emoji_reaction?: ApiNotificationEmojiReaction | null;
  list?: { id: string; title: string } | null;
}

export interface ApiEmojiReactionGroup {
  emoji_reaction: ApiNotificationEmojiReaction;
  sample_account_ids: string[];
}

export interface ApiNotificationGroup {
  group_key: string;
  notifications_count: number;
  type: ApiNotificationType;
  /** Declared integer by the OpenAPI file, a string in the docs: servers send either. */
  most_recent_notification_id: string | number;
  page_min_id?: string | null;
  page_max_id?: string | null;
  latest_page_notification_at?: string | null;
  sample_account_ids: string[];
  status_id?: string | null;
  report?: ApiReport | null;
  event?: ApiRelationshipSeveranceEvent | null;
  moderation_warning?: ApiAccountWarning | null;
  annual_report?: ApiAnnualReportEvent | null;
  // kmyblue
  emoji_reaction_groups?: ApiEmojiReactionGroup[] | null;
  list?: { id: string; title: string } | null;
}

export interface ApiGroupedNotificationsResults {
  accounts: ApiAccount[];
  partial_accounts?: ApiPartialAccountWithAvatar[] | null;
  statuses: ApiStatus[];
  notification_groups: ApiNotificationGroup[];
}

export type ApiNotificationFilterPolicy = 'accept' | 'filter' | 'drop';

export interface ApiNotificationPolicy {
  for_not_following: ApiNotificationFilterPolicy;
  for_not_followers: ApiNotificationFilterPolicy;
  for_new_accounts: ApiNotificationFilterPolicy;
  for_private_mentions: ApiNotificationFilterPolicy;
  for_limited_accounts: ApiNotificationFilterPolicy;
  summary: { pending_requests_count: number; pending_notifications_count: number };
}

export interface ApiNotificationRequest {
  id: string;
  created_at: string;
  updated_at: string;
  account: ApiAccount;
  /** A string in the OpenAPI file; some servers send a number. */
  notifications_count: string | number;
  last_status?: ApiStatus | null;
}

export interface ApiMarker {
  last_read_id: string;
  version: number;
  updated_at: string;
}
export interface ApiMarkers {
  home?: ApiMarker;
  notifications?: ApiMarker;
}

export interface ApiWebPushAlerts {
  follow?: boolean;
  follow_request?: boolean;
  favourite?: boolean;
  reblog?: boolean;
  mention?: boolean;
  poll?: boolean;
  status?: boolean;
  update?: boolean;
  quote?: boolean;
  quoted_update?: boolean;
  'admin.sign_up'?: boolean;
  'admin.report'?: boolean;
  // kmyblue
  emoji_reaction?: boolean;
  [type: string]: boolean | undefined;
}

export interface ApiWebPushSubscription {
  id: string | number;
  endpoint: string;
  standard?: boolean | null;
  server_key: string;
  alerts: ApiWebPushAlerts;
  policy?: 'all' | 'followed' | 'follower' | 'none';
}
