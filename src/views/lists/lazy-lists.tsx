/**
 * The lists screens as lazy route elements, each downloading the lists and organise catalogues with its code:
 * /lists (<LazyListsScreen />), /lists/:id/edit (<LazyListEditScreen />) and the list timeline /lists/:id
 * (<LazyListTimelineScreen />, which reads the list before showing its timeline).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { expectFirstRows } from '../../services/after-paint';

const Lists = lazyWithMessages(['lists', 'organise'], () => import('./ListsScreen'));
const ListEdit = lazyWithMessages(['lists', 'organise'], () => import('./ListEditScreen'));
const ListTimeline = lazyWithMessages(['lists', 'organise'], () => import('./ListTimelineScreen'));

export function LazyListsScreen() {
  return (
    <Suspense fallback={null}>
      <Lists />
    </Suspense>
  );
}

export function LazyListEditScreen() {
  return (
    <Suspense fallback={null}>
      <ListEdit />
    </Suspense>
  );
}

/** A list's timeline: like every timeline route, it says a feed is on its way before its code has arrived. */
export function LazyListTimelineScreen() {
  expectFirstRows();
  return (
    <Suspense fallback={null}>
      <ListTimeline />
    </Suspense>
  );
}
