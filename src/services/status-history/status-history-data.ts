/**
 * A post's edit history as a resource keyed by the post's id, asked for when the history dialog opens and asked
 * again each time it opens anew (the post may have been edited since). A post no longer there is a state of its
 * own (gone) rather than an alert.
 */
import { defineResource } from '../data/define-resource';
import { editVersionsOf, type EditVersion } from './edit-versions';

export const statusHistoryData = defineResource<string, readonly EditVersion[]>({
  name: 'status.history',
  callId: 'statuses.history',
  keyOf: (statusId) => statusId,
  goneIsState: true,
  revisit: 'refresh',
  load: async ({ api }, statusId, signal) => editVersionsOf(await api.statuses.history(statusId, { signal })),
});
