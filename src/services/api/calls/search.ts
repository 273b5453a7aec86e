/** Search: the `search.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { listsIn, tag } from '../answers/more-shapes';
import { account, status } from '../answers/status-guards';

/** accounts, posts and hashtags, each a list */
const results = listsIn('search results', {
  accounts: ['account', account],
  statuses: ['status', status],
  hashtags: ['tag', tag],
});

export const calls: readonly CallSpec[] = [c('search.search', 'GET', '/api/v2/search', results)];
