/**
 * Putting a post in a bookmark category or taking it out (kmyblue): POST or DELETE
 * v1/bookmark_categories/{id}/statuses with status_ids[]. An optimistic change through the generic runner
 * (one optimistic-action actor per toggle in flight): the dialog's checkbox changes at once (a SET on the
 * post's categories chart), goes back when the server refuses, and the failure raises the call's alert.
 * Adding also bookmarks the post on the server, so the store's bookmarked flag follows once it succeeds; a post
 * taken out leaves the category's timeline once the server agrees.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import { postCategories, withHolding, type PostCategories } from './post-categories';

export interface CategoryToggle {
  statusId: string;
  categoryId: string;
  /** true: put the post in the category; false: take it out */
  add: boolean;
}

export interface CategoryToggleServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
  /** the account's timelines, which a post taken out of a category leaves */
  timelines?: Pick<TimelineRegistry, 'removeFrom'>;
}

/** One toggle per post and category at a time. */
export const toggleKey = ({ statusId, categoryId }: Pick<CategoryToggle, 'statusId' | 'categoryId'>) =>
  `${statusId}\u0000${categoryId}`;

function chartOf(data: DataRegistry, statusId: string): ResourceActor | undefined {
  return data.peek(postCategories, statusId) as ResourceActor | undefined;
}

/** Sets whether the chart shows `categoryId` holding the post; false when it already did (or no chart shows it). */
function setHolding(data: DataRegistry, statusId: string, categoryId: string, held: boolean): boolean {
  const chart = chartOf(data, statusId);
  const value = chart?.getSnapshot().context.value as PostCategories | null | undefined;
  if (chart === undefined || value === null || value === undefined) return false;
  const next = withHolding(value, categoryId, held);
  if (next === value) return false;
  chart.send({ type: 'SET', value: next });
  return true;
}

function createCategoryToggles({
  api,
  store,
  alerts,
  server,
  timelines,
}: CategoryToggleServices): OptimisticRunner<CategoryToggle, void> {
  const data = dataRegistryOf({ api, store, alerts, server });
  return createOptimisticRunner<CategoryToggle, CategoryToggle, void>(
    {
      apply: (toggle) => (setHolding(data, toggle.statusId, toggle.categoryId, toggle.add) ? toggle : null),
      async perform({ statusId, categoryId, add }) {
        if (add) {
          await api.bookmarkCategories.addStatuses(categoryId, [statusId]);
          store.patch('statuses', statusId, { bookmarked: true });
        } else {
          await api.bookmarkCategories.removeStatuses(categoryId, [statusId]);
          timelines?.removeFrom((name) => name === `bookmark_category:${categoryId}`, [statusId]);
        }
      },
      // only where the chart still shows what the toggle set
      revert: ({ statusId, categoryId, add }) => {
        setHolding(data, statusId, categoryId, !add);
      },
      callId: ({ add }) => (add ? 'bookmarkCategories.addStatuses' : 'bookmarkCategories.removeStatuses'),
      keyOf: toggleKey,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const CATEGORY_TOGGLES = definePart<OptimisticRunner<CategoryToggle, void>>('category-toggles', (runner) =>
  runner.stop(),
);

function togglesOf(services: CategoryToggleServices): OptimisticRunner<CategoryToggle, void> {
  return services.store.scope.use(CATEGORY_TOGGLES, () => createCategoryToggles(services));
}

/** Puts the post in the category (or takes it out); a toggle of the same pair still in flight is joined. */
export function toggleBookmarkCategory(
  services: CategoryToggleServices,
  toggle: CategoryToggle,
): Promise<MutationOutcome<void>> {
  return togglesOf(services).run(toggle);
}

/** Whether a toggle of this post and category is in flight (for aria-busy), following it as it changes. */
export function useCategoryToggleBusy(services: CategoryToggleServices, statusId: string, categoryId: string): boolean {
  const runner = togglesOf(services);
  const key = toggleKey({ statusId, categoryId });
  const running = useCallback(() => runner.isRunning(key), [runner, key]);
  return useSyncExternalStore(runner.subscribe, running, running);
}
