import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { savedUiLanguage } from '@/lib/app-config';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

// Texts first, so the first render is already in the right language (no flash of keys). A promise,
// not a top-level await: the entry and the app chunk import each other (decision 0034), and a chunk
// loaded while the entry awaited would wait for the entry forever.
void initI18n(savedUiLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
