/**
 * The settings screen (/settings) as a lazy route element, downloaded with the `settings` catalogue it draws its
 * texts from: the route table renders <SecondaryScreen name="settings" />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Screen = lazyWithMessages(['settings', 'places'], () => import('./SettingsScreen'));

export function LazySettingsScreen() {
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}
