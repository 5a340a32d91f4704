// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig, savedUiLanguage, savedView, UI_LANGUAGE_KEY, VIEW_KEY } from '@/lib/app-config';
import { setupWebTest } from '@/test/setup';
import { VersionBadge } from './version-badge';
import { VersionSwitch } from './version-switch';

await setupWebTest('ru');

/** fetch answering PUT auth/view with the view it was sent. */
const viewFetch = () =>
  vi.fn(async (_url: string, init: RequestInit) => {
    const { locale } = JSON.parse(String(init.body)) as { locale: string | null };
    return new Response(JSON.stringify({ view_locale: locale }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
const sentBody = (fetch: ReturnType<typeof viewFetch>) => JSON.parse(String(fetch.mock.calls[0]![1].body));

describe('the manager version switch (docs/rules.md#version-switch)', { timeout: 15_000 }, () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers the four locales, stores the chosen view on the server and here, then reloads', async () => {
    const fetch = viewFetch();
    vi.stubGlobal('fetch', fetch);
    sessionStorage.setItem(UI_LANGUAGE_KEY, 'ru');
    const reload = vi.fn();
    render(<VersionSwitch reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: /Версия/ }));
    for (const name of [/Русская версия/, /польский формат \(pl-PL\)/, /сербский формат \(sr-RS\)/])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Европейская версия (EUR)' }));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledWith('/api/v0/auth/view', expect.objectContaining({ method: 'PUT' }));
    expect(sentBody(fetch)).toEqual({ locale: 'en' });
    expect(localStorage.getItem(VIEW_KEY)).toBe('en');
    expect(savedView()).toBe('en');
    // The next start runs in the view's locale, not the language this tab last used.
    expect(savedUiLanguage()).toBe(appConfig.locale);
  });

  it("goes back to the address's version from the notice in one click (the view is cleared)", async () => {
    const fetch = viewFetch();
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(VIEW_KEY, 'en');
    const reload = vi.fn();
    render(<VersionBadge shown="en" reload={reload} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Вернуться к своей версии: Русская версия (RUB)' }),
    );

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(sentBody(fetch)).toEqual({ locale: null });
    expect(savedView()).toBeNull();
  });
});
