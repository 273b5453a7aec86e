/**
 * The app's service worker and its "new version" offer (views/app-update/AppUpdateNotice.tsx), started by
 * main.tsx in the built app once the first screen is done. A small React root of its own at the end of the page:
 * the offer needs nothing of the app's tree (its strings come from the page's translator), so the first screen's
 * code carries only the import of this chunk, not the offer's list of files.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

const AppUpdateNotice = lazyWithMessages(['appUpdate'], () => import('../views/app-update/AppUpdateNotice'));

export function startAppUpdate(): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={null}>
        <AppUpdateNotice />
      </Suspense>
    </StrictMode>,
  );
}
