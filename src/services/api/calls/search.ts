/** Search: the `search.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [c('search.search', 'GET', '/api/v2/search')];
