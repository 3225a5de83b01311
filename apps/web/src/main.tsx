import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import './styles/global.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The strings of the reader's language come first, so the first paint is already translated.
await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
