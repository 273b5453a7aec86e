/**
 * The rows of a notifications list as the reader sees them and counts them: without the groups that never show
 * (hidden-notifications.ts) by the account's filters as they stand now. A group is left out when it arrives
 * already; this catches one a filter made or changed since then hides.
 */
import { useMemo } from 'react';
import type { NotificationEntry } from '../../machines/notification-groups-types';
import { useAppServices } from '../app-services/app-services';
import { useFilterClock } from '../filters/filter-clock';
import { useFiltersComplete, useFiltersTable } from '../filters/use-filters-table';
import type { EntityStore } from '../store';
import { isShownGroup } from './hidden-notifications';

/** `entries` without hidden groups; `entries` itself when none is hidden. */
export function shownEntries(store: EntityStore, me: string | null, entries: NotificationEntry[]): NotificationEntry[] {
  const kept = entries.filter((entry) => entry.kind !== 'group' || isShownGroup(store, me, entry.key));
  return kept.length === entries.length ? entries : kept;
}

/** The view's rows, computed again when the rows, the filters or the filters' clock change. */
export function useShownEntries(entries: NotificationEntry[]): NotificationEntry[] {
  const { store, me } = useAppServices();
  const filters = useFiltersTable(store);
  const complete = useFiltersComplete(store);
  const now = useFilterClock(store);
  return useMemo(
    () => shownEntries(store, me, entries),
    // the filters, their completeness and the clock are what the verdicts read from the store
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, me, entries, filters, complete, now],
  );
}
