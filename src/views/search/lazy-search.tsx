/**
 * The search screen as a lazy route element, with the `search` catalogue its texts come from: the secondary
 * screens' registry renders <LazySearchScreen />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Screen = lazyWithMessages(['search'], () => import('./SearchScreen'));

export function LazySearchScreen() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
