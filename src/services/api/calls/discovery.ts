/** Discovery: the `discovery.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
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
];
