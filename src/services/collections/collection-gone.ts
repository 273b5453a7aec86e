/**
 * A list, circle or antenna whose own fetch answers 404 or 410 was deleted, here or elsewhere. Its one-record chart
 * (collection-data.ts) then ends `gone`, and the collection is forgotten on this side (collection-actions.ts
 * forgetCollection: its record leaves the store, its id the reader's set, a list's or antenna's timeline stops) as
 * soon as that happens, once per chart, whichever screen or deck column took the chart. Views only say that it is
 * gone; a deck column showing it goes with its record (services/deck/use-column-gone.ts). Any other failure forgets
 * nothing.
 */
import { resourceStatusOf } from '../../machines/data-status';
import type { ResourceActor, ResourceSnapshot } from '../../machines/resource.machine';
import { useAppServices } from '../app-services/app-services';
import { dataRegistryOf } from '../data/data-registry';
import { useResource, type ResourceView } from '../data/use-data';
import { forgetCollection, type CollectionServices } from './collection-actions';
import { collectionData } from './collection-data';
import type { CollectionKind } from './collections';

/** The charts already carrying the rule (a chart is shared by every view of the account showing it). */
const watched = new WeakSet<ResourceActor>();

/** The account's one-record chart of collection `kind` `id`, forgetting the collection once it ends gone. */
export function collectionChart(services: CollectionServices, kind: CollectionKind, id: string): ResourceActor {
  const chart = dataRegistryOf(services).resource(collectionData[kind], id);
  if (watched.has(chart)) return chart;
  watched.add(chart);
  const isGone = (snapshot: ResourceSnapshot) => resourceStatusOf(snapshot).kind === 'gone';
  if (isGone(chart.getSnapshot())) {
    forgetCollection(services, kind, id);
    return chart;
  }
  const subscription = chart.subscribe((snapshot) => {
    if (!isGone(snapshot)) return;
    subscription.unsubscribe();
    forgetCollection(services, kind, id);
  });
  return chart;
}

/** A view's way to one list, circle or antenna: its resource (useResource), with the gone rule above on it. */
export function useCollection(kind: CollectionKind, id: string): ResourceView<string> {
  const services = useAppServices();
  // taking the chart puts the rule on it (once per chart: no view effect, nothing to undo when the view goes)
  collectionChart(services, kind, id);
  return useResource(collectionData[kind], id);
}
