/**
 * A list's switches and choices (PUT v1/lists/{id}): exclusive (its members' posts leave home), whose replies it
 * shows (replies_policy: followed users, list members, nobody), and on kmyblue notify (a notification for each
 * new post) and favourite. Each change is optimistic on the generic runner: the stored list changes at once (the
 * screen re-renders from the store), the server's answer is stored when it agrees, and a refusal puts back the
 * fields it changed (unless changed again since) with the call's alert. One change per field at a time.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Api } from '../api';
import type { ListFields } from '../api/lists';
import type { List } from '../../domain/entities/collections';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import { type EntityStore } from '../store';
import { importLists } from '../store/collection-importers';

export type ListSetting = Pick<List, 'exclusive' | 'replies_policy' | 'notify' | 'favourite'>;
export type ListSettingName = keyof ListSetting;

export interface ListSettingChange {
  listId: string;
  fields: Partial<ListSetting>;
}

export interface ListSettingServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

interface Applied {
  change: ListSettingChange;
  /** the values the changed fields had before */
  before: Partial<ListSetting>;
}

const names = (fields: Partial<ListSetting>) => Object.keys(fields).sort() as ListSettingName[];

/** One change per list and set of fields at a time. */
export const settingKey = ({ listId, fields }: ListSettingChange) => `${listId}\u0000${names(fields).join(',')}`;

function createListSettings({ api, store, alerts }: ListSettingServices): OptimisticRunner<ListSettingChange, void> {
  return createOptimisticRunner<ListSettingChange, Applied, void>(
    {
      apply: (change) => {
        const list = store.get('lists', change.listId);
        if (list === undefined) return null;
        const before = Object.fromEntries(
          names(change.fields).map((name) => [name, list[name]]),
        ) as Partial<ListSetting>;
        store.patch('lists', change.listId, change.fields);
        return { change, before };
      },
      async perform({ listId, fields }) {
        importLists(store, [await api.lists.update(listId, fields as ListFields)]);
      },
      revert: ({ change, before }) => {
        const list = store.get('lists', change.listId);
        if (list === undefined) return;
        // only the fields that still hold what this change set
        const back = names(before).filter((name) => list[name] === change.fields[name]);
        if (back.length > 0) store.patch('lists', change.listId, Object.fromEntries(back.map((n) => [n, before[n]])));
      },
      callId: () => 'lists.update',
      keyOf: settingKey,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped with it. */
const LIST_SETTINGS = definePart<OptimisticRunner<ListSettingChange, void>>('list-settings', (runner) => runner.stop());

function settingsOf(services: ListSettingServices): OptimisticRunner<ListSettingChange, void> {
  return services.store.scope.use(LIST_SETTINGS, () => createListSettings(services));
}

/** Changes a list's fields at once and on the server; resolves once done, or reverted after the alert. */
export function changeListSetting(
  services: ListSettingServices,
  change: ListSettingChange,
): Promise<MutationOutcome<void>> {
  return settingsOf(services).run(change);
}

/** Whether a change of this list's `field` is in flight (for aria-busy), following it. */
export function useListSettingBusy(services: ListSettingServices, listId: string, field: ListSettingName): boolean {
  const runner = settingsOf(services);
  const running = useCallback(
    () => runner.inFlight().some((change) => change.listId === listId && field in change.fields),
    [runner, listId, field],
  );
  return useSyncExternalStore(runner.subscribe, running, running);
}
