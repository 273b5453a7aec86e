/**
 * The circles screens (kmyblue) as lazy route elements, each downloading the circles and organise catalogues with
 * its code: /circles (<LazyCirclesScreen />), /circles/:id (<LazyCirclePostsScreen />) and /circles/:id/edit
 * (<LazyCircleEditScreen />).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Circles = lazyWithMessages(['circles', 'organise'], () => import('./CirclesScreen'));
const CirclePosts = lazyWithMessages(['circles', 'organise'], () => import('./CirclePostsScreen'));
const CircleEdit = lazyWithMessages(['circles', 'organise'], () => import('./CircleEditScreen'));

export function LazyCirclesScreen() {
  return (
    <Suspense fallback={null}>
      <Circles />
    </Suspense>
  );
}

export function LazyCirclePostsScreen() {
  return (
    <Suspense fallback={null}>
      <CirclePosts />
    </Suspense>
  );
}

export function LazyCircleEditScreen() {
  return (
    <Suspense fallback={null}>
      <CircleEdit />
    </Suspense>
  );
}
