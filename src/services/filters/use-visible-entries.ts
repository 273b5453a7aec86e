/**
 * The feed's rows without the posts a `hide` filter removes in this context and without those the timeline's own regex
 * setting removes. Re-computed only when the entries, the filters or the regex change; the account's filters are
 * fetched once the first rows are there (never before the first page).
 */
import { useEffect, useMemo } from 'react';
import { useAppServices } from '../app-services/app-services';
import { useFilterClock } from './filter-clock';
import { ensureFiltersLoadedAfterPaint } from './filters-loader';
import { regexAccountKey, useTimelineRegex } from './timeline-regex-setting';
import { useFiltersComplete, useFiltersTable } from './use-filters-table';
import { visibleEntries } from './visible-entries';

export function useVisibleEntries<T extends { kind: string }>(entries: T[], contextType: string): T[] {
  const { api, store, me, server } = useAppServices();
  const filters = useFiltersTable(store);
  const complete = useFiltersComplete(store);
  const now = useFilterClock(store);
  const regex = useTimelineRegex(regexAccountKey(server, me), contextType);
  const hasRows = entries.length > 0;

  useEffect(() => {
    if (me !== null && hasRows) ensureFiltersLoadedAfterPaint(api, store);
  }, [api, store, me, hasRows]);

  return useMemo(
    () =>
      visibleEntries(entries, {
        store,
        regex,
        env: { me, contextType, now, filters, filtersComplete: complete },
      }),
    [entries, store, regex, me, contextType, filters, complete, now],
  );
}
