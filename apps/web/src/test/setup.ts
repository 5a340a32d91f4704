import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';

/**
 * Shared set-up of the web component tests: jest-dom matchers, DOM cleanup after each test (the
 * unit project runs without vitest globals) and the real i18n texts in `language`.
 * Call at the top of a test file: `await setupWebTest('ru')`.
 */
export async function setupWebTest(language: 'ru' | 'en' = 'ru') {
  afterEach(() => cleanup());
  await initI18n(language);
}
