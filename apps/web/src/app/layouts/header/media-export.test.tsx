// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { MediaExportAlert } from '@/features/media/components/media-export-alert';
import { mediaExport } from '@/features/media/hooks/media-export-store';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { UserMenu } from './user-menu';

const version = vi.hoisted(() => ({ english: false }));
vi.mock('@/lib/app-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/app-config')>()),
  get isEnglishVersion() {
    return version.english;
  },
}));

await setupWebTest('ru');

const LINK = '/api/v0/download-media?token=abc.def';

/** The header's user menu and the default layout's alert, as the page has them. */
function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <MemoryRouter>
          <nav>
            <UserMenu user={makeUser({ groups: ['warehouse'], fullname: 'Магазин' })} />
          </nav>
          <main>
            <MediaExportAlert />
          </main>
        </MemoryRouter>
      </ToasterProvider>
    </QueryClientProvider>,
  );
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Магазин' }));

describe('media export', { timeout: 15_000 }, () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    mediaExport.reset();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('hands the browser a link-token download, shows the alert, then the banner until hidden', async () => {
    version.english = false;
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ token: 'abc.def', expires_in: 60, url: LINK }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Выгрузить картинки' }));

    expect(await screen.findByText('Идёт загрузка картинок')).toBeInTheDocument();
    expect(screen.getByText('Подготовка архива занимает от 5 до 20 минут.')).toBeInTheDocument();
    expect(screen.getByText('Это сообщение можно закрыть — загрузка продолжится.')).toBeInTheDocument();
    expect(
      screen.getByText('Архив со всеми главными картинками товаров появится в загрузках браузера.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/v0/download-media/token',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe(LINK);
    expect(clicked[0]!.download).toMatch(/^media-\d{4}-\d{2}-\d{2}\.zip$/);

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Идёт загрузка картинок')).not.toBeInTheDocument();
    expect(await screen.findByText(/Идёт выгрузка всех картинок/)).toBeInTheDocument();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Выгрузить картинки' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByText(/Идёт выгрузка всех картинок/)).not.toBeInTheDocument();
  });

  it('ends the export and shows the server message when it can not start', async () => {
    version.english = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Недостаточно прав' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderPage();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Выгрузить картинки' }));
    expect(await screen.findByText('Не удалось выгрузить картинки')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав')).toBeInTheDocument();
    expect(mediaExport.get().exporting).toBe(false);
    expect(clicked).toHaveLength(0);
  });

  it('is hidden in the English version: no menu item, no alert or banner', async () => {
    version.english = true;
    renderPage();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выгрузить картинки' })).not.toBeInTheDocument();
    mediaExport.start();
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByText('Идёт загрузка картинок')).not.toBeInTheDocument();
    expect(screen.queryByText(/Идёт выгрузка всех картинок/)).not.toBeInTheDocument();
  });
});
