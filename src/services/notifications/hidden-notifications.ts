/**
 * Which notifications never show (spec 5): a mention, quote, edit or "new post" notification whose post a
 * notifications-context filter with the hide action removes, or that comes without its post. Decided when a
 * notification arrives (streamed or in a page), with the post's server-side filter results and the account's
 * filters as known then.
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
