/** Statuses: the `statuses.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { listsIn, one, record, titled } from '../answers/more-shapes';
import { listOf, object, text } from '../answers/shapes';
import { account, posts, status } from '../answers/status-guards';

const post = one('status', status);
const accounts = listOf('account', account);
/** the thread around a post: its ancestors and replies (kmyblue adds the posts it refers to) */
const context = listsIn(
  'context',
  { ancestors: ['status', status], descendants: ['status', status] },
  { references: ['status', status] },
);
const reactions = listOf('reaction', object({ name: text, account }));
const categories = listOf('bookmark category', titled);

export const calls: readonly CallSpec[] = [
  c('statuses.create', 'POST', '/api/v1/statuses', post),
  c('statuses.edit', 'PUT', '/api/v1/statuses/{id}', post),
  c('statuses.get', 'GET', '/api/v1/statuses/{id}', post),
  c('statuses.delete', 'DELETE', '/api/v1/statuses/{id}', post),
  c('statuses.context', 'GET', '/api/v1/statuses/{id}/context', context),
  c('statuses.source', 'GET', '/api/v1/statuses/{id}/source', one('status source', record)),
  c('statuses.history', 'GET', '/api/v1/statuses/{id}/history', listOf('edit', object({ created_at: text, account }))),
  c('statuses.quotes', 'GET', '/api/v1/statuses/{id}/quotes', posts),
  c('statuses.rebloggedBy', 'GET', '/api/v1/statuses/{id}/reblogged_by', accounts),
  c('statuses.favouritedBy', 'GET', '/api/v1/statuses/{id}/favourited_by', accounts),
  c('statuses.emojiReactionedBy', 'GET', '/api/v1/statuses/{id}/emoji_reactioned_by', reactions),
  c('statuses.mentionedBy', 'GET', '/api/v1/statuses/{id}/mentioned_by', accounts),
  c('statuses.referredBy', 'GET', '/api/v1/statuses/{id}/referred_by', posts),
  c('statuses.bookmarkCategories', 'GET', '/api/v1/statuses/{id}/bookmark_categories', categories),
  c('statuses.interactionPolicy', 'PUT', '/api/v1/statuses/{id}/interaction_policy', post),
  c('statuses.reblog', 'POST', '/api/v1/statuses/{id}/reblog', post),
  c('statuses.unreblog', 'POST', '/api/v1/statuses/{id}/unreblog', post),
  c('statuses.favourite', 'POST', '/api/v1/statuses/{id}/favourite', post),
  c('statuses.unfavourite', 'POST', '/api/v1/statuses/{id}/unfavourite', post),
  c('statuses.bookmark', 'POST', '/api/v1/statuses/{id}/bookmark', post),
  c('statuses.unbookmark', 'POST', '/api/v1/statuses/{id}/unbookmark', post),
  c('statuses.pin', 'POST', '/api/v1/statuses/{id}/pin', post),
  c('statuses.unpin', 'POST', '/api/v1/statuses/{id}/unpin', post),
  c('statuses.mute', 'POST', '/api/v1/statuses/{id}/mute', post),
  c('statuses.unmute', 'POST', '/api/v1/statuses/{id}/unmute', post),
  c('statuses.translate', 'POST', '/api/v1/statuses/{id}/translate', one('translation', record)),
  c('statuses.revokeQuote', 'POST', '/api/v1/statuses/{id}/quotes/{quoteId}/revoke', post),
  c('statuses.emojiReaction', 'POST', '/api/v1/statuses/{id}/emoji_reactions', post),
  c('statuses.emojiUnreaction', 'POST', '/api/v1/statuses/{id}/emoji_unreaction', post),
  c('statuses.bookmarks', 'GET', '/api/v1/bookmarks', posts),
  c('statuses.favourites', 'GET', '/api/v1/favourites', posts),
  c('statuses.emojiReactions', 'GET', '/api/v1/emoji_reactions', posts),
];
