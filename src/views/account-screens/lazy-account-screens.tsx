/**
 * The follow requests, blocked accounts, muted accounts and blocked domains screens as lazy route elements, with
 * the `accountScreens` and `interactions` catalogues they draw their texts from: the route table renders
 * <LazyAccountScreen list="blocks" /> and <LazyDomainBlocksScreen />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { AccountModerationList } from '../../services/data/definitions/account-moderation-lists';

const Screen = lazyWithMessages(['accountScreens', 'interactions'], () => import('./AccountScreen'));
const DomainBlocks = lazyWithMessages(['accountScreens', 'interactions'], () => import('./DomainBlocksScreen'));

export function LazyAccountScreen({ list }: { list: AccountModerationList }) {
  return (
    <Suspense fallback={null}>
      <Screen list={list} />
    </Suspense>
  );
}

export function LazyDomainBlocksScreen() {
  return (
    <Suspense fallback={null}>
      <DomainBlocks />
    </Suspense>
  );
}
