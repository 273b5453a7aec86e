import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const AppUpdateNotice = lazyWithMessages(['appUpdate'], () => import('./AppUpdateNotice'));

/**
 * The "new version" offer with the registration of the app's service worker: only in the built app (Vite's
 * development server and the tests run no app worker), and only where the browser has service workers. Its code
 * is downloaded when this is first rendered: the shell renders it once the first screen has painted.
 */
export function AppUpdate() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateNotice />
    </Suspense>
  );
}
