import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultServerFrom } from './app/default-server';
import { startI18n } from './i18n/start';
import { keepEarlyKeys } from './services/hotkeys/early-keys';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// key presses made before the keyboard shortcuts are there are kept for them (services/hotkeys/early-keys.ts)
keepEarlyKeys();

// Not a top-level await: the catalogue chunk imports helpers from this entry's chunk, and a chunk cannot
// finish loading while the chunk it imports from is still waiting for it.
void startI18n(navigator.languages ?? [navigator.language]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App defaultServer={defaultServerFrom(document)} />
    </StrictMode>,
  );
});
