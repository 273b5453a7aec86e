/**
 * The signal that takes a column away when what it shows is gone: a list, antenna, circle or bookmark category
 * of the column's account that was deleted (here, in another column or screen, or elsewhere) or whose fetch
 * answers 404 or 410. Two ways in, either is enough, and the column hears it once:
 * - its record leaves the account's entity store (a delete that went through, a 404 seen by any screen, a
 *   refreshed index without it);
 * - the one-record resource the column's screen reads (shared with it: one fetch) ends `gone`, which covers one
 *   that was never in the store (a column restored after a reload).
 * A list, antenna or circle's chart is taken with the data layer's gone rule on it (organise/collection-gone.ts),
 * so one that ends gone is forgotten on this side even when only a column showed it.
 */
import { useEffect, useEffectEvent } from 'react';
import { resourceStatusOf } from '../../machines/data-status';
import type { ResourceActor, ResourceSnapshot } from '../../machines/resource.machine';
import type { GoneEntityKind } from '../../machines/deck-columns-rules';
import { useAppServices } from '../app-services/app-services';
import { bookmarkCategory } from '../bookmark-categories/category-data';
import type { ResourceDefinition } from '../data/data-definitions';
import { dataRegistryOf } from '../data/data-registry';
import { useResource } from '../data/use-data';
import type { CollectionServices } from '../collections/collection-actions';
import { collectionData } from '../collections/collection-data';
import { collectionChart } from '../collections/collection-gone';

const ONE: Readonly<Record<GoneEntityKind, ResourceDefinition<string, string>>> = {
  lists: collectionData.lists,
  antennas: collectionData.antennas,
  circles: collectionData.circles,
  bookmarkCategories: bookmarkCategory,
};

function chartOf(services: CollectionServices, kind: GoneEntityKind, id: string): ResourceActor {
  return kind === 'bookmarkCategories'
    ? dataRegistryOf(services).resource(bookmarkCategory, id)
    : collectionChart(services, kind, id);
}

/** Calls `onGone` once when the `kind` record `id` of `services`' account is gone; answers the way to stop. */
export function watchEntityGone(
  services: CollectionServices,
  kind: GoneEntityKind,
  id: string,
  onGone: () => void,
): () => void {
  const { store } = services;
  const chart = chartOf(services, kind, id);
  let heard = false;
  const stops: Array<() => void> = [];
  const stop = () => {
    for (const each of stops.splice(0)) each();
  };
  const hear = () => {
    if (heard) return;
    heard = true;
    stop();
    onGone();
  };
  const isGone = (snapshot: ResourceSnapshot) => resourceStatusOf(snapshot).kind === 'gone';
  if (isGone(chart.getSnapshot())) {
    hear();
    return stop;
  }
  const subscription = chart.subscribe((snapshot) => {
    if (isGone(snapshot)) hear();
  });
  stops.push(() => subscription.unsubscribe());
  stops.push(
    store.subscribe(kind, id, () => {
      if (!store.has(kind, id)) hear();
    }),
  );
  return stop;
}

/** Calls `onGone` once when the `kind` record `id` of the current account's services is gone. */
export function useEntityGone(kind: GoneEntityKind, id: string, onGone: () => void): void {
  const services = useAppServices();
  // the column holds the chart while it shows (one fetch, shared with its screen)
  useResource(ONE[kind], id);
  const report = useEffectEvent(onGone);
  useEffect(() => watchEntityGone(services, kind, id, () => report()), [services, kind, id]);
}
