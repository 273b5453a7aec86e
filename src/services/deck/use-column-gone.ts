/**
 * The signal that takes a column away when what it shows is gone: a list, antenna, circle or bookmark category
 * of the column's account that was deleted (here, in another column or screen, or elsewhere) or whose fetch
 * answers 404. Two ways in, either is enough:
 * - its record leaves the account's entity store (a delete that went through, a 404 seen by any screen, a
 *   refreshed index without it);
 * - the one-record resource the column's screen reads (shared with it: one fetch) ends `gone`, which covers one
 *   that was never in the store (a column restored after a reload).
 */
import { useEffect, useEffectEvent } from 'react';
import type { GoneEntityKind } from '../../machines/deck-columns-rules';
import { useAppServices } from '../app-services/app-services';
import { bookmarkCategory } from '../bookmark-categories/category-data';
import type { ResourceDefinition } from '../data/data-definitions';
import { useResource } from '../data/use-data';
import { collectionData } from '../organise/collection-data';

const ONE: Readonly<Record<GoneEntityKind, ResourceDefinition<string, string>>> = {
  lists: collectionData.lists,
  antennas: collectionData.antennas,
  circles: collectionData.circles,
  bookmarkCategories: bookmarkCategory,
};

/** Calls `onGone` when the `kind` record `id` of the current account's services is gone. */
export function useEntityGone(kind: GoneEntityKind, id: string, onGone: () => void): void {
  const { store } = useAppServices();
  const { snapshot } = useResource(ONE[kind], id);
  const gone = snapshot.hasTag('gone');
  const report = useEffectEvent(onGone);
  useEffect(() => {
    if (gone) report();
  }, [gone]);
  useEffect(
    () =>
      store.subscribe(kind, id, () => {
        if (!store.has(kind, id)) report();
      }),
    [store, kind, id],
  );
}
