import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultServerFrom } from './app/default-server';
import { startI18n } from './i18n/start';
import './styles/tokens.css';
import './styles/base.css';

await startI18n(navigator.languages ?? [navigator.language]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App defaultServer={defaultServerFrom(document)} />
  </StrictMode>,
);
