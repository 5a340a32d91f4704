// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from '@/lib/app-config';
import { changeLanguage } from '@/lib/i18n';
import { setupWebTest } from '@/test/setup';
import { LanguageSwitch, savedUiLanguage } from './language-switch';

await setupWebTest('ru');

describe('the interface language a manager switched to (docs/rules.md#local-state)', {
  timeout: 15_000,
}, () => {
  afterEach(async () => {
    sessionStorage.clear();
    await changeLanguage('ru');
  });

  it('is kept in this tab and read back on the next start; without a choice, the version locale', async () => {
    expect(savedUiLanguage()).toBe(appConfig.locale);

    render(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: /Язык интерфейса/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));

    expect(sessionStorage.getItem('ui.language')).toBe('en');
    expect(savedUiLanguage()).toBe('en');
  });
});
