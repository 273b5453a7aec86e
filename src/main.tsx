import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultServerFrom } from './app/default-server';
import { inlineFirstPageOf } from './app/first-page-script';
import { startFirstScreen } from './app/first-screen';
import { sliceFirstScreen } from './app/render-slices';
import { startI18n } from './i18n/start';
import { keepEarlyKeys } from './services/hotkeys/early-keys';
import { afterFirstScreen } from './services/after-paint';
import './styles/tokens.css';
import './styles/base.css';

// React renders the first screen in slices of about 33 ms, not 5 (app/render-slices.ts)
sliceFirstScreen();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// key presses made before the keyboard shortcuts are there are kept for them (services/hotkeys/early-keys.ts)
keepEarlyKeys();

// the first screen's code and first page download alongside the catalogue (app/first-screen.ts)
let local: Storage | null = null;
try {
  local = window.localStorage;
} catch {
  // storage refused (privacy modes): the session works from memory, and nothing is started early
}
const firstScreen = local
  ? startFirstScreen({
      pathname: window.location.pathname,
      local,
      document,
      inlineFirstPage: inlineFirstPageOf(window),
      width: window.innerWidth,
    })
  : null;

// Not a top-level await: the catalogue chunk imports helpers from this entry's chunk, and a chunk cannot
// finish loading while the chunk it imports from is still waiting for it.
// The first render is small (the session is restoring) and done at once, its effects too (they start the
// session): left to the scheduler, they would wait a frame. What follows renders as a transition, in slices
// (SessionGate).
void Promise.all([startI18n(navigator.languages ?? [navigator.language]), firstScreen?.ready]).then(() => {
  const reactRoot = createRoot(root);
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <App defaultServer={defaultServerFrom(document)} />
      </StrictMode>,
    ),
  );
});

// the app's service worker and its "new version" offer, in the built app only (not Vite's development server),
// once the first screen is done: nothing of it comes before the first posts (app/app-update-root.tsx)
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void afterFirstScreen()
    .then(() => import('./app/app-update-root'))
    .then((module) => module.startAppUpdate());
