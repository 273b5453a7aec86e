/** Accounts: the `accounts.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { familiarFollowers, featuredTag, one, titled, withId } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account, posts } from '../answers/status-guards';

const oneAccount = one('account', account);
const accounts = listOf('account', account);
const relationship = one('relationship', withId);
const titledList = listOf('item', titled);
const familiar = listOf('familiar followers', familiarFollowers);

export const calls: readonly CallSpec[] = [
  c('accounts.get', 'GET', '/api/v1/accounts/{id}', oneAccount),
  c('accounts.lookup', 'GET', '/api/v1/accounts/lookup', oneAccount),
  c('accounts.follow', 'POST', '/api/v1/accounts/{id}/follow', relationship),
  c('accounts.unfollow', 'POST', '/api/v1/accounts/{id}/unfollow', relationship),
  c('accounts.block', 'POST', '/api/v1/accounts/{id}/block', relationship),
  c('accounts.unblock', 'POST', '/api/v1/accounts/{id}/unblock', relationship),
  c('accounts.mute', 'POST', '/api/v1/accounts/{id}/mute', relationship),
  c('accounts.unmute', 'POST', '/api/v1/accounts/{id}/unmute', relationship),
  c('accounts.pin', 'POST', '/api/v1/accounts/{id}/pin', relationship),
  c('accounts.unpin', 'POST', '/api/v1/accounts/{id}/unpin', relationship),
  c('accounts.removeFromFollowers', 'POST', '/api/v1/accounts/{id}/remove_from_followers', relationship),
  c('accounts.note', 'POST', '/api/v1/accounts/{id}/note', relationship),
  c('accounts.followers', 'GET', '/api/v1/accounts/{id}/followers', accounts),
  c('accounts.following', 'GET', '/api/v1/accounts/{id}/following', accounts),
  c('accounts.featuredTags', 'GET', '/api/v1/accounts/{id}/featured_tags', listOf('featured tag', featuredTag)),
  c('accounts.endorsements', 'GET', '/api/v1/accounts/{id}/endorsements', accounts),
  c('accounts.familiarFollowers', 'GET', '/api/v1/accounts/familiar_followers', familiar),
  c('accounts.relationships', 'GET', '/api/v1/accounts/relationships', listOf('relationship', withId)),
  c('accounts.updateCredentials', 'PATCH', '/api/v1/accounts/update_credentials', oneAccount),
  c('accounts.search', 'GET', '/api/v1/accounts/search', accounts),
  c('accounts.statuses', 'GET', '/api/v1/accounts/{id}/statuses', posts),
  c('accounts.lists', 'GET', '/api/v1/accounts/{id}/lists', titledList),
  c('accounts.circles', 'GET', '/api/v1/accounts/{id}/circles', titledList),
  c('accounts.antennas', 'GET', '/api/v1/accounts/{id}/antennas', titledList),
  c('accounts.excludeAntennas', 'GET', '/api/v1/accounts/{id}/exclude_antennas', titledList),
];
