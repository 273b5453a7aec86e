/**
 * The catalogue of every server call the client makes (spec section 7), plus the sign-in calls.
 * Paths are absolute from the server origin with `{name}` placeholders.
 * The contract coverage test walks this list: each entry must be exercised by a test and described
 * by the merged contract (the OpenAPI oracle plus the project's kmyblue overlay).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallSpec {
  /** Stable id, `area.name`. */
  id: string;
  method: HttpMethod;
  path: string;
  /** true when the call is listed in spec section 7; false for sign-in calls the spec leaves implicit. */
  spec7: boolean;
}

const c = (id: string, method: HttpMethod, path: string, spec7 = true): CallSpec => ({ id, method, path, spec7 });

export const CALLS: readonly CallSpec[] = [
  // Accounts
  c('accounts.get', 'GET', '/api/v1/accounts/{id}'),
  c('accounts.lookup', 'GET', '/api/v1/accounts/lookup'),
  c('accounts.follow', 'POST', '/api/v1/accounts/{id}/follow'),
  c('accounts.unfollow', 'POST', '/api/v1/accounts/{id}/unfollow'),
  c('accounts.block', 'POST', '/api/v1/accounts/{id}/block'),
  c('accounts.unblock', 'POST', '/api/v1/accounts/{id}/unblock'),
  c('accounts.mute', 'POST', '/api/v1/accounts/{id}/mute'),
  c('accounts.unmute', 'POST', '/api/v1/accounts/{id}/unmute'),
  c('accounts.pin', 'POST', '/api/v1/accounts/{id}/pin'),
  c('accounts.unpin', 'POST', '/api/v1/accounts/{id}/unpin'),
  c('accounts.removeFromFollowers', 'POST', '/api/v1/accounts/{id}/remove_from_followers'),
  c('accounts.note', 'POST', '/api/v1/accounts/{id}/note'),
  c('accounts.followers', 'GET', '/api/v1/accounts/{id}/followers'),
  c('accounts.following', 'GET', '/api/v1/accounts/{id}/following'),
  c('accounts.featuredTags', 'GET', '/api/v1/accounts/{id}/featured_tags'),
  c('accounts.endorsements', 'GET', '/api/v1/accounts/{id}/endorsements'),
  c('accounts.familiarFollowers', 'GET', '/api/v1/accounts/familiar_followers'),
  c('accounts.relationships', 'GET', '/api/v1/accounts/relationships'),
  c('accounts.updateCredentials', 'PATCH', '/api/v1/accounts/update_credentials'),
  c('accounts.search', 'GET', '/api/v1/accounts/search'),
  c('accounts.statuses', 'GET', '/api/v1/accounts/{id}/statuses'),
  c('accounts.lists', 'GET', '/api/v1/accounts/{id}/lists'),
  c('accounts.circles', 'GET', '/api/v1/accounts/{id}/circles'),
  c('accounts.antennas', 'GET', '/api/v1/accounts/{id}/antennas'),
  c('accounts.excludeAntennas', 'GET', '/api/v1/accounts/{id}/exclude_antennas'),
  c('followRequests.list', 'GET', '/api/v1/follow_requests'),
  c('followRequests.authorize', 'POST', '/api/v1/follow_requests/{id}/authorize'),
  c('followRequests.reject', 'POST', '/api/v1/follow_requests/{id}/reject'),

  // Search
  c('search.search', 'GET', '/api/v2/search'),

  // Timelines
  c('timelines.home', 'GET', '/api/v1/timelines/home'),
  c('timelines.public', 'GET', '/api/v1/timelines/public'),
  c('timelines.list', 'GET', '/api/v1/timelines/list/{id}'),
  c('timelines.antenna', 'GET', '/api/v1/timelines/antenna/{id}'),
  c('timelines.link', 'GET', '/api/v1/timelines/link'),
  c('timelines.tag', 'GET', '/api/v1/timelines/tag/{tag}'),

  // Statuses
  c('statuses.create', 'POST', '/api/v1/statuses'),
  c('statuses.edit', 'PUT', '/api/v1/statuses/{id}'),
  c('statuses.get', 'GET', '/api/v1/statuses/{id}'),
  c('statuses.delete', 'DELETE', '/api/v1/statuses/{id}'),
  c('statuses.context', 'GET', '/api/v1/statuses/{id}/context'),
  c('statuses.source', 'GET', '/api/v1/statuses/{id}/source'),
  c('statuses.history', 'GET', '/api/v1/statuses/{id}/history'),
  c('statuses.quotes', 'GET', '/api/v1/statuses/{id}/quotes'),
  c('statuses.rebloggedBy', 'GET', '/api/v1/statuses/{id}/reblogged_by'),
  c('statuses.favouritedBy', 'GET', '/api/v1/statuses/{id}/favourited_by'),
  c('statuses.emojiReactionedBy', 'GET', '/api/v1/statuses/{id}/emoji_reactioned_by'),
  c('statuses.mentionedBy', 'GET', '/api/v1/statuses/{id}/mentioned_by'),
  c('statuses.referredBy', 'GET', '/api/v1/statuses/{id}/referred_by'),
  c('statuses.bookmarkCategories', 'GET', '/api/v1/statuses/{id}/bookmark_categories'),
  c('statuses.interactionPolicy', 'PUT', '/api/v1/statuses/{id}/interaction_policy'),
  c('statuses.reblog', 'POST', '/api/v1/statuses/{id}/reblog'),
  c('statuses.unreblog', 'POST', '/api/v1/statuses/{id}/unreblog'),
  c('statuses.favourite', 'POST', '/api/v1/statuses/{id}/favourite'),
  c('statuses.unfavourite', 'POST', '/api/v1/statuses/{id}/unfavourite'),
  c('statuses.bookmark', 'POST', '/api/v1/statuses/{id}/bookmark'),
  c('statuses.unbookmark', 'POST', '/api/v1/statuses/{id}/unbookmark'),
  c('statuses.pin', 'POST', '/api/v1/statuses/{id}/pin'),
  c('statuses.unpin', 'POST', '/api/v1/statuses/{id}/unpin'),
  c('statuses.mute', 'POST', '/api/v1/statuses/{id}/mute'),
  c('statuses.unmute', 'POST', '/api/v1/statuses/{id}/unmute'),
  c('statuses.translate', 'POST', '/api/v1/statuses/{id}/translate'),
  c('statuses.revokeQuote', 'POST', '/api/v1/statuses/{id}/quotes/{quoteId}/revoke'),
  c('statuses.emojiReaction', 'POST', '/api/v1/statuses/{id}/emoji_reactions'),
  c('statuses.emojiUnreaction', 'POST', '/api/v1/statuses/{id}/emoji_unreaction'),
  c('statuses.bookmarks', 'GET', '/api/v1/bookmarks'),
  c('statuses.favourites', 'GET', '/api/v1/favourites'),
  c('statuses.emojiReactions', 'GET', '/api/v1/emoji_reactions'),

  // Media
  c('media.upload', 'POST', '/api/v2/media'),
  c('media.get', 'GET', '/api/v1/media/{id}'),
  c('media.putThumbnail', 'PUT', '/api/v1/media/{id}'),
  c('media.update', 'PATCH', '/api/v1/media/{id}'),

  // Polls
  c('polls.get', 'GET', '/api/v1/polls/{id}'),
  c('polls.vote', 'POST', '/api/v1/polls/{id}/votes'),

  // Notifications
  c('notifications.list', 'GET', '/api/v1/notifications'),
  c('notifications.grouped', 'GET', '/api/v2/notifications'),
  c('notifications.clear', 'POST', '/api/v1/notifications/clear'),
  c('notifications.getPolicy', 'GET', '/api/v2/notifications/policy'),
  c('notifications.updatePolicy', 'PUT', '/api/v2/notifications/policy'),
  c('notifications.requests', 'GET', '/api/v1/notifications/requests'),
  c('notifications.request', 'GET', '/api/v1/notifications/requests/{id}'),
  c('notifications.acceptRequest', 'POST', '/api/v1/notifications/requests/{id}/accept'),
  c('notifications.dismissRequest', 'POST', '/api/v1/notifications/requests/{id}/dismiss'),
  c('notifications.acceptRequests', 'POST', '/api/v1/notifications/requests/accept'),
  c('notifications.dismissRequests', 'POST', '/api/v1/notifications/requests/dismiss'),

  // Markers
  c('markers.get', 'GET', '/api/v1/markers'),
  c('markers.save', 'POST', '/api/v1/markers'),

  // Web push and settings (session-mode endpoints)
  c('push.subscribe', 'POST', '/api/web/push_subscriptions'),
  c('push.update', 'PUT', '/api/web/push_subscriptions/{id}'),
  c('settings.save', 'PUT', '/api/web/settings'),

  // Lists
  c('lists.list', 'GET', '/api/v1/lists'),
  c('lists.create', 'POST', '/api/v1/lists'),
  c('lists.get', 'GET', '/api/v1/lists/{id}'),
  c('lists.update', 'PUT', '/api/v1/lists/{id}'),
  c('lists.delete', 'DELETE', '/api/v1/lists/{id}'),
  c('lists.accounts', 'GET', '/api/v1/lists/{id}/accounts'),
  c('lists.addAccounts', 'POST', '/api/v1/lists/{id}/accounts'),
  c('lists.removeAccounts', 'DELETE', '/api/v1/lists/{id}/accounts'),

  // Circles
  c('circles.list', 'GET', '/api/v1/circles'),
  c('circles.create', 'POST', '/api/v1/circles'),
  c('circles.get', 'GET', '/api/v1/circles/{id}'),
  c('circles.update', 'PUT', '/api/v1/circles/{id}'),
  c('circles.delete', 'DELETE', '/api/v1/circles/{id}'),
  c('circles.accounts', 'GET', '/api/v1/circles/{id}/accounts'),
  c('circles.addAccounts', 'POST', '/api/v1/circles/{id}/accounts'),
  c('circles.removeAccounts', 'DELETE', '/api/v1/circles/{id}/accounts'),
  c('circles.statuses', 'GET', '/api/v1/circles/{id}/statuses'),

  // Antennas
  c('antennas.list', 'GET', '/api/v1/antennas'),
  c('antennas.create', 'POST', '/api/v1/antennas'),
  c('antennas.get', 'GET', '/api/v1/antennas/{id}'),
  c('antennas.update', 'PUT', '/api/v1/antennas/{id}'),
  c('antennas.delete', 'DELETE', '/api/v1/antennas/{id}'),
  c('antennas.accounts', 'GET', '/api/v1/antennas/{id}/accounts'),
  c('antennas.addAccounts', 'POST', '/api/v1/antennas/{id}/accounts'),
  c('antennas.removeAccounts', 'DELETE', '/api/v1/antennas/{id}/accounts'),
  c('antennas.excludeAccounts', 'GET', '/api/v1/antennas/{id}/exclude_accounts'),
  c('antennas.addExcludeAccounts', 'POST', '/api/v1/antennas/{id}/exclude_accounts'),
  c('antennas.removeExcludeAccounts', 'DELETE', '/api/v1/antennas/{id}/exclude_accounts'),
  c('antennas.domains', 'GET', '/api/v1/antennas/{id}/domains'),
  c('antennas.addDomains', 'POST', '/api/v1/antennas/{id}/domains'),
  c('antennas.removeDomains', 'DELETE', '/api/v1/antennas/{id}/domains'),
  c('antennas.addExcludeDomains', 'POST', '/api/v1/antennas/{id}/exclude_domains'),
  c('antennas.removeExcludeDomains', 'DELETE', '/api/v1/antennas/{id}/exclude_domains'),
  c('antennas.tags', 'GET', '/api/v1/antennas/{id}/tags'),
  c('antennas.addTags', 'POST', '/api/v1/antennas/{id}/tags'),
  c('antennas.removeTags', 'DELETE', '/api/v1/antennas/{id}/tags'),
  c('antennas.addExcludeTags', 'POST', '/api/v1/antennas/{id}/exclude_tags'),
  c('antennas.removeExcludeTags', 'DELETE', '/api/v1/antennas/{id}/exclude_tags'),
  c('antennas.keywords', 'GET', '/api/v1/antennas/{id}/keywords'),
  c('antennas.addKeywords', 'POST', '/api/v1/antennas/{id}/keywords'),
  c('antennas.removeKeywords', 'DELETE', '/api/v1/antennas/{id}/keywords'),
  c('antennas.addExcludeKeywords', 'POST', '/api/v1/antennas/{id}/exclude_keywords'),
  c('antennas.removeExcludeKeywords', 'DELETE', '/api/v1/antennas/{id}/exclude_keywords'),

  // Bookmark categories
  c('bookmarkCategories.list', 'GET', '/api/v1/bookmark_categories'),
  c('bookmarkCategories.create', 'POST', '/api/v1/bookmark_categories'),
  c('bookmarkCategories.get', 'GET', '/api/v1/bookmark_categories/{id}'),
  c('bookmarkCategories.update', 'PUT', '/api/v1/bookmark_categories/{id}'),
  c('bookmarkCategories.delete', 'DELETE', '/api/v1/bookmark_categories/{id}'),
  c('bookmarkCategories.statuses', 'GET', '/api/v1/bookmark_categories/{id}/statuses'),
  c('bookmarkCategories.addStatuses', 'POST', '/api/v1/bookmark_categories/{id}/statuses'),
  c('bookmarkCategories.removeStatuses', 'DELETE', '/api/v1/bookmark_categories/{id}/statuses'),

  // Filters
  c('filters.list', 'GET', '/api/v2/filters'),
  c('filters.create', 'POST', '/api/v2/filters'),
  c('filters.addStatus', 'POST', '/api/v2/filters/{id}/statuses'),

  // Conversations
  c('conversations.list', 'GET', '/api/v1/conversations'),
  c('conversations.read', 'POST', '/api/v1/conversations/{id}/read'),
  c('conversations.delete', 'DELETE', '/api/v1/conversations/{id}'),

  // Emoji, reaction deck and announcements
  c('emoji.custom', 'GET', '/api/v1/custom_emojis'),
  c('emoji.reactionDeck', 'GET', '/api/v1/reaction_deck'),
  c('emoji.saveReactionDeck', 'POST', '/api/v1/reaction_deck'),
  c('announcements.list', 'GET', '/api/v1/announcements'),
  c('announcements.dismiss', 'POST', '/api/v1/announcements/{id}/dismiss'),
  c('announcements.addReaction', 'PUT', '/api/v1/announcements/{id}/reactions/{name}'),
  c('announcements.removeReaction', 'DELETE', '/api/v1/announcements/{id}/reactions/{name}'),

  // Server info
  c('instance.get', 'GET', '/api/v2/instance'),
  c('instance.translationLanguages', 'GET', '/api/v1/instance/translation_languages'),
  c('instance.extendedDescription', 'GET', '/api/v1/instance/extended_description'),
  c('instance.domainBlocks', 'GET', '/api/v1/instance/domain_blocks'),

  // Discovery
  c('discovery.trendTags', 'GET', '/api/v1/trends/tags'),
  c('discovery.trendLinks', 'GET', '/api/v1/trends/links'),
  c('discovery.trendStatuses', 'GET', '/api/v1/trends/statuses'),
  c('discovery.suggestions', 'GET', '/api/v2/suggestions'),
  c('discovery.removeSuggestion', 'DELETE', '/api/v1/suggestions/{id}'),
  c('discovery.tag', 'GET', '/api/v1/tags/{id}'),
  c('discovery.followTag', 'POST', '/api/v1/tags/{id}/follow'),
  c('discovery.unfollowTag', 'POST', '/api/v1/tags/{id}/unfollow'),
  c('discovery.featureTag', 'POST', '/api/v1/tags/{id}/feature'),
  c('discovery.unfeatureTag', 'POST', '/api/v1/tags/{id}/unfeature'),
  c('discovery.followedTags', 'GET', '/api/v1/followed_tags'),
  c('discovery.directory', 'GET', '/api/v1/directory'),
  c('discovery.blocks', 'GET', '/api/v1/blocks'),
  c('discovery.mutes', 'GET', '/api/v1/mutes'),

  // Sign-in (OAuth) and the signed-in account: not in spec 7, needed to sign in
  c('oauth.registerApp', 'POST', '/api/v1/apps', false),
  c('oauth.serverMetadata', 'GET', '/.well-known/oauth-authorization-server', false),
  c('oauth.token', 'POST', '/oauth/token', false),
  c('oauth.revoke', 'POST', '/oauth/revoke', false),
  c('oauth.verifyCredentials', 'GET', '/api/v1/accounts/verify_credentials', false),
];

export const SPEC7_CALLS = CALLS.filter((call) => call.spec7);

const byId = new Map(CALLS.map((call) => [call.id, call]));

export function callById(id: string): CallSpec {
  const call = byId.get(id);
  if (!call) throw new Error(`unknown call id ${id}`);
  return call;
}

/** Turns a path template into a regular expression matching concrete paths. */
export function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Finds the catalogue entry for a concrete request (method and path without query). */
export function matchCall(method: string, path: string): CallSpec | undefined {
  const upper = method.toUpperCase();
  // Prefer literal templates (e.g. /accounts/lookup) over parameterised ones (/accounts/{id}).
  const candidates = CALLS.filter((call) => call.method === upper && pathPattern(call.path).test(path));
  return candidates.sort((a, b) => placeholders(a.path) - placeholders(b.path))[0];
}

function placeholders(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}
