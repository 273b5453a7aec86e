/**
 * The followers / following screen as a lazy route element, with the `profile` and `interactions` catalogues
 * it draws its texts from: the route table renders <LazyAccountListScreen list="followers" />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { AccountNetworkList } from '../../services/data/definitions/account-network';

const Screen = lazyWithMessages(['profile', 'interactions'], () => import('./AccountListScreen'));

export function LazyAccountListScreen({ list }: { list: AccountNetworkList }) {
  return (
    <Suspense fallback={null}>
      <Screen list={list} />
    </Suspense>
  );
}
