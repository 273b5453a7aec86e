/** Raw server JSON: enum strings shared by several payloads (Mastodon plus kmyblue values). */

// ---------- shared enums ----------
export type ApiVisibility = 'public' | 'unlisted' | 'private' | 'direct';
/** kmyblue's real visibility (`visibility_ex`). */
export type ApiVisibilityEx = ApiVisibility | 'limited' | 'public_unlisted' | 'login';
export type ApiLimitedScope = 'mutual' | 'circle' | 'personal' | 'reply';
export type ApiSearchability = 'public' | 'private' | 'direct' | 'limited' | 'public_unlisted';
export type ApiQuoteState =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'revoked'
  | 'deleted'
  | 'unauthorized'
  | 'blocked_account'
  | 'blocked_domain'
  | 'muted_account';
export type ApiQuoteApprovalAutomatic = 'public' | 'followers' | 'following' | 'unsupported_policy';
export type ApiQuoteApprovalCurrentUser = 'automatic' | 'manual' | 'denied' | 'unknown';
export type ApiQuotePolicy = 'public' | 'followers' | 'nobody';
export type ApiMediaType = 'unknown' | 'image' | 'gifv' | 'video' | 'audio';
export type ApiFilterContext = 'home' | 'notifications' | 'public' | 'thread' | 'account' | 'explore';
export type ApiFilterAction = 'warn' | 'hide' | 'blur';
export type ApiRepliesPolicy = 'followed' | 'list' | 'none';
export type ApiEmojiReactionPolicy =
  'allow' | 'outside_only' | 'following_only' | 'followers_only' | 'mutuals_only' | 'block';
export type ApiSubscriptionPolicy = 'allow' | 'followers_only' | 'block';
export type ApiNotificationType =
  | 'mention'
  | 'status'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'favourite'
  | 'poll'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'severed_relationships'
  | 'moderation_warning'
  | 'quote'
  | 'quoted_update'
  | 'annual_report'
  // kmyblue
  | 'emoji_reaction'
  | 'reaction'
  | 'status_reference'
  | 'list_status';
export type ApiSuggestionSource =
  | 'featured'
  | 'most_followed'
  | 'most_interactions'
  | 'similar_to_recently_followed'
  | 'friends_of_friends'
  | 'staff'
  | 'past_interactions'
  | 'global';
