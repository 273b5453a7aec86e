/**
 * The who-lists screen as a lazy route element, with its lazy `interactions` catalogue: the route table can
 * render <LazyInteractionsScreen list="reblogs" /> (or use the same lazyWithMessages call in its own lazy-screen list).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { InteractionList } from '../../services/who-lists/interaction-lists';

const Screen = lazyWithMessages(['interactions'], () => import('./InteractionsScreen'));

export function LazyInteractionsScreen({ list }: { list: InteractionList }) {
  return (
    <Suspense fallback={null}>
      <Screen list={list} />
    </Suspense>
  );
}
