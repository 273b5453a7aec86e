/**
 * The profile edit screen (/profile/edit) as a lazy route element, downloaded with the `profileEdit` catalogue
 * it draws its texts from: the route table renders <LazyProfileEditScreen />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Screen = lazyWithMessages(['profileEdit'], () => import('./ProfileEditScreen'));

export function LazyProfileEditScreen() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
