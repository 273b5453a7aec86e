/**
 * Content filters (spec 5). SEAM (issue 4, in progress): the filters helper replaces these.
 */
import type { Api } from '../api';
import type { EntityStore } from '../store';

/** Fetches the account's v2 filters into the store's `filters` table (after filters_changed, or on first use). */
export function refreshFilters(_api: Api, _store: EntityStore): Promise<void> {
  return Promise.resolve();
}
