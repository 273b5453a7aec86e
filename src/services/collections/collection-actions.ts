/**
 * Making, renaming and deleting lists and circles.
 * - Make and rename are form saves (the title form chart waits for them): the answer is stored and the
 *   reader's set shows the new one at once; a refusal (422: a blank title, too many circles) rejects with the
 *   server's words for the form and raises no alert; any other failure raises the call's alert and rejects
 *   with `failed` (services/alerts/form-failure.ts).
 * - Delete (asked first by the screen) is an optimistic change on the generic runner: the row leaves the
 *   reader's set at once and comes back in its place when the server refuses (with the call's alert). Once
 *   deleted, its record leaves the store and a list's timeline is forgotten.
 * The composer's circle picker is asked to read the circles again after any change to them.
 */
import type { ResourceActor } from '../../machines/resource.machine';
import type { TitleFormFailure } from '../../machines/title-form.machine';
import type { Api } from '../api';
import { circlesData } from '../compose/circles-data';
import { dataRegistryOf, type DataRegistry } from '../data/data-registry';
import type { AlertQueue } from '../alerts';
import { formFailureOf, reportFormFailure } from '../alerts/form-failure';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import { collectionsData } from './collection-data';
import { COLLECTIONS, type CollectionKind } from './collections';

export interface CollectionServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
  timelines: Pick<TimelineRegistry, 'forget'>;
}

/** The running chart of the reader's whole set of `kind`, if a screen has made it. */
function allChart(data: DataRegistry, kind: CollectionKind): ResourceActor | undefined {
  return data.peek(collectionsData[kind], null) as ResourceActor | undefined;
}

function shownIds(chart: ResourceActor | undefined): readonly string[] | null {
  return (chart?.getSnapshot().context.value as readonly string[] | null | undefined) ?? null;
}

/** After a change to circles, the composer's picker reads them again when it is running. */
function refreshComposerCircles(data: DataRegistry, kind: CollectionKind): void {
  if (kind !== 'circles') return;
  const picker = data.peek(circlesData, null);
  if (picker?.getSnapshot().hasTag('value')) picker.send({ type: 'REFRESH' });
}

/** A form save's failure as the title form shows it, with the call's alert unless the server refused the title. */
function formFailure(services: CollectionServices, error: unknown, callId: string): TitleFormFailure {
  reportFormFailure(services.alerts, error, callId);
  return formFailureOf(error);
}

/** Makes a list or circle called `title`; resolves with its id. */
export async function createCollection(
  services: CollectionServices,
  kind: CollectionKind,
  title: string,
): Promise<string> {
  const spec = COLLECTIONS[kind];
  let raw: unknown;
  try {
    raw = await spec.create(services.api, title);
  } catch (error) {
    throw formFailure(services, error, spec.calls.create);
  }
  const [id] = spec.importRecords(services.store, [raw]);
  if (id === undefined) throw { kind: 'failed' } satisfies TitleFormFailure;
  const data = dataRegistryOf(services);
  const chart = allChart(data, kind);
  const ids = shownIds(chart);
  if (chart !== undefined && ids !== null && !ids.includes(id)) chart.send({ type: 'SET', value: [...ids, id] });
  refreshComposerCircles(data, kind);
  return id;
}

/** Renames a list or circle; the store holds the server's answer. */
export async function renameCollection(
  services: CollectionServices,
  kind: CollectionKind,
  id: string,
  title: string,
): Promise<void> {
  const spec = COLLECTIONS[kind];
  let raw: unknown;
  try {
    raw = await spec.rename(services.api, id, title);
  } catch (error) {
    throw formFailure(services, error, spec.calls.update);
  }
  spec.importRecords(services.store, [raw]);
  refreshComposerCircles(dataRegistryOf(services), kind);
}

export interface CollectionRemoval {
  kind: CollectionKind;
  id: string;
}

/** Where the removed id stood in the shown set, to put it back there. */
interface Removed {
  removal: CollectionRemoval;
  at: number;
}

/** Forgets a deleted list or circle on this side: its record, its place in the set, a list's timeline. */
export function forgetCollection(services: CollectionServices, kind: CollectionKind, id: string): void {
  const spec = COLLECTIONS[kind];
  services.store.remove(spec.table, id);
  const timeline = spec.timelineName(id);
  if (timeline !== null) services.timelines.forget(timeline);
  const chart = allChart(dataRegistryOf(services), kind);
  const ids = shownIds(chart);
  if (chart !== undefined && ids?.includes(id)) chart.send({ type: 'SET', value: ids.filter((other) => other !== id) });
}

function createRemovals(services: CollectionServices): OptimisticRunner<CollectionRemoval, void> {
  const data = dataRegistryOf(services);
  return createOptimisticRunner<CollectionRemoval, Removed, void>(
    {
      apply: (removal) => {
        const chart = allChart(data, removal.kind);
        const ids = shownIds(chart);
        const at = ids?.indexOf(removal.id) ?? -1;
        if (chart === undefined || ids === null || at === -1) return null;
        chart.send({ type: 'SET', value: ids.filter((id) => id !== removal.id) });
        return { removal, at };
      },
      async perform({ kind, id }) {
        await COLLECTIONS[kind].remove(services.api, id);
        forgetCollection(services, kind, id);
        refreshComposerCircles(data, kind);
      },
      revert: ({ removal, at }) => {
        const chart = allChart(data, removal.kind);
        const ids = shownIds(chart);
        if (chart === undefined || ids === null || ids.includes(removal.id)) return;
        chart.send({ type: 'SET', value: [...ids.slice(0, at), removal.id, ...ids.slice(at)] });
      },
      callId: ({ kind }) => COLLECTIONS[kind].calls.remove,
      keyOf: ({ kind, id }) => `${kind}\u0000${id}`,
    },
    { alerts: services.alerts },
  );
}

/** The account's deletions, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const COLLECTION_REMOVALS = definePart<OptimisticRunner<CollectionRemoval, void>>(
  'collection-removals',
  (runner) => runner.stop(),
);

/** Deletes a list or circle (the screen asked first); resolves once done, or reverted after the alert. */
export function deleteCollection(
  services: CollectionServices,
  removal: CollectionRemoval,
): Promise<MutationOutcome<void>> {
  return services.store.scope.use(COLLECTION_REMOVALS, () => createRemovals(services)).run(removal);
}
