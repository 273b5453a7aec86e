/**
 * Which notifications never show: any notification about a post (a mention, a post in a notifying list, a
 * reference, a favourite...) whose post a notifications-context filter with the hide action removes, or that
 * comes without its post. Decided with the post's server-side filter results and the account's filters as
 * known at that moment: when a notification arrives (streamed or in a page), and again as the list is shown
 * and counted, so a filter made later hides what it matches too.
 */
import { filterVerdict } from '../filters/filter-rules';
import { filtersComplete } from '../filters/filters-loader';
import { filterClockNow } from '../filters/filter-clock';
import type { EntityStore } from '../store';
import { isHiddenNotification } from './group-merge';

export function notificationHidden(
  store: EntityStore,
  me: string | null,
  type: string,
  statusId: string | null,
): boolean {
  const wrapper = statusId === null ? undefined : store.get('statuses', statusId);
  const status = (wrapper?.reblogId ? store.get('statuses', wrapper.reblogId) : undefined) ?? wrapper ?? null;
  const hidden =
    status !== null &&
    status.accountId !== me &&
    filterVerdict(status, {
      me,
      contextType: 'notifications',
      now: filterClockNow(store),
      filters: store.getTable('filters'),
      filtersComplete: filtersComplete(store),
    }).hidden;
  return isHiddenNotification(type, status, hidden);
}

/** Whether the stored group `key` is shown (a group not in the store is left to its row, which draws nothing). */
export function isShownGroup(store: EntityStore, me: string | null, key: string): boolean {
  const group = store.get('notificationGroups', key);
  return group === undefined || !notificationHidden(store, me, group.type, group.statusId);
}
