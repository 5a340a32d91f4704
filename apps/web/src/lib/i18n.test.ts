// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage, initI18n } from './i18n';

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
