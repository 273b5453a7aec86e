/**
 * Following and featuring a hashtag (POST v1/tags/{name}/follow, unfollow, feature, unfeature), as optimistic
 * changes through the generic runner (one optimistic-action actor per request in flight).
 * - The change shows at once on the tag's record in the store (`following`, `featuring`), so every view of the
 *   tag agrees; the server's answer is stored; a refusal puts back exactly what was there and raises the call's
 *   alert.
 * - The followed tags list, while one is held: an unfollowed tag leaves it at once and comes back to its place on
 *   a refusal; a followed tag is put on top (the server lists the newest follow first) and taken out on a refusal.
 * - The reader's featured hashtags on their profile need nothing here: the profile asks for them again whenever
 *   it is shown again.
 * - Following and unfollowing one tag are one change at a time, as are featuring and unfeaturing: a second press
 *   while one is in flight joins it rather than racing it.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { PagedListActor } from '../../machines/paged-list.machine';
import type { Api } from '../api';
import { dataRegistryOf } from '../data/data-registry';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importTags, tagKey } from './tag-record';
import { followedTagsList } from './tags-data';

export interface TagActionServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

export type TagAction = 'follow' | 'unfollow' | 'feature' | 'unfeature';

export interface TagActionRequest {
  action: TagAction;
  /** the tag's name as shown (any case, without '#') */
  name: string;
}

/** The two changes a tag has; the actions of one group are one change at a time. */
export type TagActionGroup = 'follow' | 'feature';

const groupOf = (action: TagAction): TagActionGroup =>
  action === 'follow' || action === 'unfollow' ? 'follow' : 'feature';

const fieldOf = (action: TagAction): 'following' | 'featuring' =>
  groupOf(action) === 'follow' ? 'following' : 'featuring';

export const tagActionKey = (group: TagActionGroup, name: string) => `${group}\u0000${tagKey(name)}`;

const CALL_IDS: Record<TagAction, string> = {
  follow: 'discovery.followTag',
  unfollow: 'discovery.unfollowTag',
  feature: 'discovery.featureTag',
  unfeature: 'discovery.unfeatureTag',
};

/** What an applied change did, so it can be taken back. */
interface Applied {
  key: string;
  field: 'following' | 'featuring';
  /** the field's value before, or null when the record was left alone */
  previous: boolean | null;
  /** the followed list's keys before an unfollow took the tag out of it */
  listBefore: readonly string[] | null;
  /** a follow put the tag on top of the followed list */
  prepended: boolean;
}

function call(api: Api, { action, name }: TagActionRequest): Promise<unknown> {
  switch (action) {
    case 'follow':
      return api.discovery.followTag(name);
    case 'unfollow':
      return api.discovery.unfollowTag(name);
    case 'feature':
      return api.discovery.featureTag(name);
    case 'unfeature':
      return api.discovery.unfeatureTag(name);
  }
}

/** Sorts keys as they stood in `before`; keys it did not hold go last. */
function orderOf(before: readonly string[]) {
  const at = (key: string) => {
    const index = before.indexOf(key);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return (a: unknown, b: unknown) => at(String(a)) - at(String(b));
}

function createTagActions(services: TagActionServices): OptimisticRunner<TagActionRequest, void> {
  const { api, store, alerts } = services;
  const data = dataRegistryOf(services);
  const followedList = () => {
    const chart = data.peek(followedTagsList, null) as PagedListActor | undefined;
    return chart?.getSnapshot().hasTag('items') ? chart : undefined;
  };

  return createOptimisticRunner<TagActionRequest, Applied, void>(
    {
      apply({ action, name }) {
        const key = tagKey(name);
        const field = fieldOf(action);
        const wanted = action === 'follow' || action === 'feature';
        const record = store.get('tags', key);
        let previous: boolean | null = null;
        if (record !== undefined && record[field] !== wanted) {
          previous = record[field];
          store.patch('tags', key, { [field]: wanted });
        }
        let listBefore: readonly string[] | null = null;
        let prepended = false;
        const list = field === 'following' ? followedList() : undefined;
        const items = list?.getSnapshot().context.items as readonly string[] | undefined;
        if (list !== undefined && items !== undefined) {
          if (!wanted && items.includes(key)) {
            listBefore = items;
            list.send({ type: 'REMOVE', keys: [key] });
          } else if (wanted && !items.includes(key)) {
            prepended = true;
            list.send({ type: 'PREPEND', items: [key] });
          }
        }
        if (previous === null && listBefore === null && !prepended) return null;
        return { key, field, previous, listBefore, prepended };
      },
      async perform(request) {
        importTags(store, await call(api, request));
      },
      revert({ key, field, previous, listBefore, prepended }) {
        if (previous !== null) store.patch('tags', key, { [field]: previous });
        const list = followedList();
        if (listBefore !== null) list?.send({ type: 'UPSERT', items: [key], order: orderOf(listBefore) });
        if (prepended) list?.send({ type: 'REMOVE', keys: [key] });
      },
      callId: ({ action }) => CALL_IDS[action],
      keyOf: ({ action, name }) => tagActionKey(groupOf(action), name),
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped with it. */
const TAG_ACTIONS = definePart<OptimisticRunner<TagActionRequest, void>>('tag-actions', (runner) => runner.stop());

function actionsOf(services: TagActionServices): OptimisticRunner<TagActionRequest, void> {
  return services.store.scope.use(TAG_ACTIONS, () => createTagActions(services));
}

/** Follows, unfollows, features or unfeatures a tag (shown at once, taken back on a refusal); true when done. */
export async function runTagAction(services: TagActionServices, action: TagAction, name: string): Promise<boolean> {
  return (await actionsOf(services).run({ action, name })).ok;
}

/** Whether a follow (or feature) change of this tag is in flight, following it as it changes (for aria-busy). */
export function useTagActionBusy(services: TagActionServices, group: TagActionGroup, name: string): boolean {
  const runner = actionsOf(services);
  const key = tagActionKey(group, name);
  const running = useCallback(() => runner.isRunning(key), [runner, key]);
  return useSyncExternalStore(runner.subscribe, running, running);
}
