/** The account-by-id route (/accounts/:id) as a lazy element, with the `profile` catalogue its texts come from. */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const AccountById = lazyWithMessages(['profile'], () => import('./AccountByIdScreen'));

export function LazyAccountByIdScreen() {
  return (
    <Suspense fallback={null}>
      <AccountById />
    </Suspense>
  );
}
