import { Suspense, useEffect, useState } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { afterFirstScreen } from '../../services/after-paint';

const AppUpdateNotice = lazyWithMessages(['appUpdate'], () => import('./AppUpdateNotice'));

/** Service workers run in the built app only (not Vite's development server, nor the tests). */
const WORKERS = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The "new version" offer with the registration of the app's service worker, in the built app where the
 * browser has service workers. Its code is downloaded once the first screen is done (the first posts have painted,
 * or the screen has had its time when it shows no feed), so nothing of it comes before the first posts.
 */
export function AppUpdate() {
  const [firstScreenDone, setFirstScreenDone] = useState(false);
  useEffect(() => {
    if (!WORKERS) return;
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setFirstScreenDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!firstScreenDone) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateNotice />
    </Suspense>
  );
}
