// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage, initI18n, loadPageTexts } from './i18n';

// The English texts load on demand; this one fails as a dropped chunk would.
vi.mock('../locales/en/common.json', () => {
  throw new Error('chunk failed to load');
});

describe('a locale that fails to load (docs/rules.md#error-statuses)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is only logged: the switch still completes', async () => {
    await initI18n('ru');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(changeLanguage('en')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('locale load failed', expect.any(Error));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the Russian texts (decision 0034)', () => {
  const files = Object.keys(import.meta.glob('../locales/ru/*.json'));
  const namespaces = files.map((f) => f.replace(/^.*\/([^/]+)\.json$/, '$1'));

  it('ship the first-load namespaces in the entry and every other one with the first page loaded on demand', async () => {
    await initI18n('ru');
    const missing = () => namespaces.filter((ns) => !i18n.hasResourceBundle('ru', ns));
    expect(missing()).toEqual(expect.arrayContaining(['counterparties', 'shopify']));
    expect(i18n.hasResourceBundle('ru', 'catalog')).toBe(true);
    await loadPageTexts();
    expect(missing()).toEqual([]);
  });
});
