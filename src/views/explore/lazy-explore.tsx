/**
 * The Explore screen as a lazy route element, with the `explore` catalogue it draws its texts from: the route
 * table renders <SecondaryScreen name="explore" /> for /explore and its tabs.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Explore = lazyWithMessages(['explore', 'card', 'signInRequired'], () => import('./ExploreScreen'));

export function LazyExploreScreen() {
  return (
    <Suspense fallback={null}>
      <Explore />
    </Suspense>
  );
}
