/**
 * The follow requests, blocked accounts and muted accounts screens as a lazy route element, with the
 * `accountScreens` and `interactions` catalogues they draw their texts from: the route table renders
 * <LazyAccountScreen list="blocks" />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { AccountModerationList } from '../../services/data/definitions/account-moderation-lists';

const Screen = lazyWithMessages(['accountScreens', 'interactions'], () => import('./AccountScreen'));

export function LazyAccountScreen({ list }: { list: AccountModerationList }) {
  return (
    <Suspense fallback={null}>
      <Screen list={list} />
    </Suspense>
  );
}
