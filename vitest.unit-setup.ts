import Cookies from 'js-cookie';
import { vi } from 'vitest';

/**
 * Runs before every file of the `unit` project. That project does not start a fresh worker (and
 * jsdom) per file (`isolate: false` in vitest.config.ts; decision 0032), so what one file leaves
 * behind is cleared here: the project's own modules are loaded afresh (their module state —
 * current locale, basket uuid, app config — starts as on a first import; node_modules stay
 * loaded), stubbed globals and env vars and fake timers are undone, and the browser's storage,
 * cookies, page and address are emptied.
 */
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
}
