import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultServerFrom } from './app/default-server';
import { startI18n } from './i18n/start';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Not a top-level await: the catalogue chunk imports helpers from this entry's chunk, and a chunk cannot
// finish loading while the chunk it imports from is still waiting for it.
void startI18n(navigator.languages ?? [navigator.language]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App defaultServer={defaultServerFrom(document)} />
    </StrictMode>,
  );
});
