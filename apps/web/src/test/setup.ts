import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadPageTexts } from '@/lib/i18n';

/**
 * Shared set-up of the web component tests: jest-dom matchers, DOM cleanup after each test (the
 * unit project runs without vitest globals), the real i18n texts in `language` (every namespace,
 * as if every page had been loaded, with zod's error map in that language, `loadPageTexts`), and
 * 5 s for `findBy…`/`waitFor` (the default 1 s is too short on a loaded 2-core CI machine).
 * Call at the top of a test file: `await setupWebTest('ru')`.
 */
export async function setupWebTest(language: 'ru' | 'en' = 'ru') {
  configure({ asyncUtilTimeout: 5000 });
  if (typeof window !== 'undefined' && !window.matchMedia) window.matchMedia = widthMedia;
  afterEach(() => cleanup());
  await initI18n(language);
  await loadPageTexts();
}

/**
 * jsdom has no matchMedia: this one answers `(max-width: N px)` / `(min-width: N px)` queries
 * against `window.innerWidth` (jsdom's 1024 unless a test sets it) and never reports a change.
 */
function widthMedia(query: string): MediaQueryList {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const width = window.innerWidth;
  const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}
