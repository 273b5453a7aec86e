/**
 * The account's circles (kmyblue, GET v1/circles) for the composer's circle picker, as a data-layer
 * resource: stored in the store's `circles` table (the account's whole set), the chart keeping the circles in
 * the server's order. A failed load raises the call's alert and the picker offers to load again; the picker
 * shown again asks the server again.
 */
import { defineResource } from '../data/define-resource';
import type { Circle } from '../../domain/entities';
import { importCircles } from '../store/collection-importers';

export const circlesData = defineResource<null, readonly Circle[]>({
  name: 'circles.list',
  callId: 'circles.list',
  keyOf: () => '',
  revisit: 'refresh',
  async load({ api, store }, _params, signal) {
    const ids = importCircles(store, await api.circles.list({ signal }), { replace: true });
    return ids.map((id) => store.get('circles', id)).filter((circle): circle is Circle => circle !== undefined);
  },
});
