/**
 * Creating, renaming and deleting bookmark categories (kmyblue), each through the generic optimistic runner (one
 * optimistic-action actor per change in flight; the same change asked twice joins the first):
 * - create: nothing shows before the server answers (the category has no id yet); then it joins the store and
 *   the categories chart.
 * - rename: the new title shows at once; a refusal puts the old one back.
 * - delete: the category leaves the list at once; a refusal puts it back in its place. Once the server agrees,
 *   its record leaves the store and its posts' timeline is stopped.
 * A refused create or rename (422: a blank title...) shows the server's text beside the form, with no alert; any
 * other failure raises the call's alert (services/alerts/form-failure.ts).
 */
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import { reportError, type AlertQueue } from '../alerts';
import { reportFormFailure } from '../alerts/form-failure';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import { type EntityStore } from '../store';
import { importBookmarkCategories } from '../store/collection-importers';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import { bookmarkCategoryList } from './category-data';

export type CategoryChange =
  { kind: 'create'; title: string } | { kind: 'rename'; id: string; title: string } | { kind: 'delete'; id: string };

export interface CategoryChangeServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
  /** a deleted category's posts' timeline is stopped */
  timelines?: Pick<TimelineRegistry, 'forget'>;
}

type Applied =
  { kind: 'rename'; id: string; title: string; previous: string } | { kind: 'delete'; id: string; at: number };

/** What a finished change answers: the new category's id for a create. */
export type CategoryChangeResult = { id: string } | null;

const CALL_IDS = {
  create: 'bookmarkCategories.create',
  rename: 'bookmarkCategories.update',
  delete: 'bookmarkCategories.delete',
} as const;

export const changeKey = (change: CategoryChange) =>
  change.kind === 'create' ? 'create' : `${change.kind}:${change.id}`;

function listChart(data: DataRegistry): ResourceActor | undefined {
  return data.peek(bookmarkCategoryList, null) as ResourceActor | undefined;
}

/** The categories chart's ids changed by `change` (nothing when no chart holds them). */
function editList(data: DataRegistry, change: (ids: readonly string[]) => readonly string[]): void {
  const chart = listChart(data);
  const ids = chart?.getSnapshot().context.value as readonly string[] | null | undefined;
  if (chart === undefined || ids === null || ids === undefined) return;
  const next = change(ids);
  if (next !== ids) chart.send({ type: 'SET', value: next });
}

function createCategoryChanges(
  services: CategoryChangeServices,
): OptimisticRunner<CategoryChange, CategoryChangeResult> {
  const { api, store, alerts, timelines } = services;
  const data = dataRegistryOf(services);
  return createOptimisticRunner<CategoryChange, Applied, CategoryChangeResult>(
    {
      apply(change) {
        if (change.kind === 'create') return null;
        if (change.kind === 'rename') {
          const previous = store.get('bookmarkCategories', change.id)?.title;
          if (previous === undefined || previous === change.title) return null;
          store.patch('bookmarkCategories', change.id, { title: change.title });
          return { kind: 'rename', id: change.id, title: change.title, previous };
        }
        let at = -1;
        editList(data, (ids) => {
          at = ids.indexOf(change.id);
          return at === -1 ? ids : ids.filter((id) => id !== change.id);
        });
        return at === -1 ? null : { kind: 'delete', id: change.id, at };
      },
      async perform(change) {
        switch (change.kind) {
          case 'create': {
            const [id] = importBookmarkCategories(store, [await api.bookmarkCategories.create(change.title)]);
            if (id === undefined) return null;
            editList(data, (ids) => (ids.includes(id) ? ids : [...ids, id]));
            return { id };
          }
          case 'rename':
            importBookmarkCategories(store, [await api.bookmarkCategories.update(change.id, change.title)]);
            return null;
          case 'delete':
            await api.bookmarkCategories.delete(change.id);
            store.remove('bookmarkCategories', change.id);
            timelines?.forget(`bookmark_category:${change.id}`);
            return null;
        }
      },
      revert(applied) {
        if (applied.kind === 'rename') {
          // only while the title is still the one this change set
          if (store.get('bookmarkCategories', applied.id)?.title === applied.title)
            store.patch('bookmarkCategories', applied.id, { title: applied.previous });
          return;
        }
        editList(data, (ids) =>
          ids.includes(applied.id) ? ids : [...ids.slice(0, applied.at), applied.id, ...ids.slice(applied.at)],
        );
      },
      callId: (change) => CALL_IDS[change.kind],
      keyOf: changeKey,
      report(error, change) {
        if (change.kind === 'delete') reportError(alerts, error, { callId: CALL_IDS.delete });
        else reportFormFailure(alerts, error, CALL_IDS[change.kind]);
      },
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const CATEGORY_CHANGES = definePart<OptimisticRunner<CategoryChange, CategoryChangeResult>>(
  'category-changes',
  (runner) => runner.stop(),
);

function changesOf(services: CategoryChangeServices): OptimisticRunner<CategoryChange, CategoryChangeResult> {
  return services.store.scope.use(CATEGORY_CHANGES, () => createCategoryChanges(services));
}

/** Creates, renames or deletes a category; resolves once the server has answered (reverted on failure). */
export function changeBookmarkCategory(
  services: CategoryChangeServices,
  change: CategoryChange,
): Promise<MutationOutcome<CategoryChangeResult>> {
  return changesOf(services).run(change);
}

/** The runner of the account's category changes (to follow what is in flight). */
export function categoryChangesOf(
  services: CategoryChangeServices,
): OptimisticRunner<CategoryChange, CategoryChangeResult> {
  return changesOf(services);
}
