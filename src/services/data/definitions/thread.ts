/**
 * The status page's data: the post (GET v1/statuses/{id}) and its thread with kmyblue references
 * (GET v1/statuses/{id}/context?with_reference=1), two resources keyed by the post's id, asked for together.
 * Both answers go into the store; the charts keep ids. A post that answers 404 or 410 is deleted or not
 * visible to this reader: a state of its own (no alert; its thread's 404 says nothing either). Coming back
 * to the page asks for both again.
 */
import { importStatus } from '../../store';
import { importContext, type ImportedContext } from '../../store/result-importers';
import { defineResource } from '../define-resource';

export type ThreadIds = ImportedContext;

/** The post itself; its value is the post's id as stored. */
export const threadStatus = defineResource<string, string>({
  name: 'thread.status',
  callId: 'statuses.get',
  keyOf: (statusId) => statusId,
  goneIsState: true,
  revisit: 'refresh',
  async load({ api, store }, statusId, signal) {
    const raw = await api.statuses.get(statusId, { signal });
    return importStatus(store, raw) ?? statusId;
  },
});

/** The post's ancestors, replies and references. */
export const threadContext = defineResource<string, ThreadIds>({
  name: 'thread.context',
  callId: 'statuses.context',
  // the post's own answer says when it is gone
  alerts: { skipNotFound: true },
  keyOf: (statusId) => statusId,
  revisit: 'refresh',
  async load({ api, store }, statusId, signal) {
    return importContext(store, await api.statuses.context(statusId, { signal }));
  },
});
