/**
 * The who-lists screen as a lazy route element, with its lazy `interactions` catalogue: the route table can
 * render <LazyInteractionsScreen list="reblogs" /> (or use the same lazyWithMessages call in its own lazy-screen list).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { WhoList } from '../../services/who-lists/who-lists';

const Screen = lazyWithMessages(['interactions'], () => import('./WhoListScreen'));

export function LazyInteractionsScreen({ list }: { list: WhoList }) {
  return (
    <Suspense fallback={null}>
      <Screen list={list} />
    </Suspense>
  );
}
