import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import './styles/global.css';
import { App } from './app/App';
import { startServiceWorker } from './app/installable/start-service-worker';
import { preloadPages } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The first page's chunks download alongside the strings of the reader's language, which come
// first so that the first paint is already translated.
preloadPages(window.location.pathname);
await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startServiceWorker();
