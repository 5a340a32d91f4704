import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UI_LANGUAGE_KEY } from '@/app/layouts/header/language-switch';
import { App } from './app/app';
import { appConfig } from './lib/app-config';
import { initI18n } from './lib/i18n';

/** The interface language: the version's, or the one a manager chose in this tab (header switch). */
const language = sessionStorage.getItem(UI_LANGUAGE_KEY) ?? appConfig.locale;

// Texts first, so the first render is already in the right language (no flash of keys).
await initI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
