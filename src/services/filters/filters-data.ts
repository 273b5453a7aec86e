/**
 * The account's v2 filters as the management screens show them: a data-layer resource whose load fetches
 * the complete list into the store's `filters` table (filters-loader.ts), which the screens read. Filter fetch errors
 * skip the alert (the call's own policy); the screens say it and offer a retry. Coming back to a screen asks the server
 * again.
 */
import { defineResource } from '../data/define-resource';
import { loadFilters } from './filters-loader';

export const filtersListData = defineResource<null, true>({
  name: 'filters.list',
  callId: 'filters.list',
  keyOf: () => '',
  revisit: 'refresh',
  load: ({ api, store }) => loadFilters(api, store).then(() => true as const),
});
