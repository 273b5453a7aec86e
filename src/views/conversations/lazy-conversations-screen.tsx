/**
 * The direct messages screen as a lazy element with its lazy `conversations` catalogue: the route table or a
 * deck column can render <LazyConversationsScreen /> (or use the same lazyWithMessages call in its own list).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Screen = lazyWithMessages(['notifications'], () => import('./ConversationsScreen'));

export function LazyConversationsScreen() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
