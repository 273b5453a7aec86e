/** Discovery: the `discovery.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, card, one, suggestion, tag } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account, posts } from '../answers/status-guards';

const tags = listOf('tag', tag);
const oneTag = one('tag', tag);
const accounts = listOf('account', account);

export const calls: readonly CallSpec[] = [
  c('discovery.trendTags', 'GET', '/api/v1/trends/tags', tags),
  c('discovery.trendLinks', 'GET', '/api/v1/trends/links', listOf('link', card)),
  c('discovery.trendStatuses', 'GET', '/api/v1/trends/statuses', posts),
  c('discovery.suggestions', 'GET', '/api/v2/suggestions', listOf('suggestion', suggestion)),
  c('discovery.removeSuggestion', 'DELETE', '/api/v1/suggestions/{id}', anyJson),
  c('discovery.tag', 'GET', '/api/v1/tags/{id}', oneTag),
  c('discovery.followTag', 'POST', '/api/v1/tags/{id}/follow', oneTag),
  c('discovery.unfollowTag', 'POST', '/api/v1/tags/{id}/unfollow', oneTag),
  c('discovery.featureTag', 'POST', '/api/v1/tags/{id}/feature', oneTag),
  c('discovery.unfeatureTag', 'POST', '/api/v1/tags/{id}/unfeature', oneTag),
  c('discovery.followedTags', 'GET', '/api/v1/followed_tags', tags),
  c('discovery.directory', 'GET', '/api/v1/directory', accounts),
  c('discovery.blocks', 'GET', '/api/v1/blocks', accounts),
  c('discovery.mutes', 'GET', '/api/v1/mutes', accounts),
];
