import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultServerFrom } from './app/default-server';
import { setUpI18n } from './i18n';
import './styles/tokens.css';
import './styles/base.css';

setUpI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App defaultServer={defaultServerFrom(document)} />
  </StrictMode>,
);
