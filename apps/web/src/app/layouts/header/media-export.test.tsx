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

/** A zip answer streamed in `chunks` parts of 1 MiB each; `fail` errors the stream after them. */
function zipResponse({ chunks, fail = false }: { chunks: number; fail?: boolean }) {
  let sent = 0;
  let release: () => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === chunks) {
        // The last part waits for the test, so the banner can be seen while the transfer runs.
        await new Promise<void>((resolve) => (release = resolve));
        if (fail) controller.error(new TypeError('network error'));
        else controller.close();
        return;
      }
      sent += 1;
      controller.enqueue(new Uint8Array(1024 * 1024));
    },
  });
  const response = new Response(stream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="media-2026-11-24.zip"',
    },
  });
  return { response, end: () => release() };
}

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

/**
 * A fetch answering `media` for the archive download and an empty list for anything else the menu
 * loads on opening (the online-shop accounts item asks for the user's accounts).
 */
const mediaFetch = (media: () => Response) =>
  vi.fn(async (url: string | URL | Request) =>
    String(url).includes('download-media')
      ? media()
      : new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } }),
  );

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

  it('shows the alert, then the banner with the megabytes received, and ends when the archive is saved', async () => {
    version.english = false;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }),
    );
    const zip = zipResponse({ chunks: 3 });
    const fetch = mediaFetch(() => zip.response);
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Выгрузить картинки' }));

    expect(await screen.findByText('Идёт загрузка картинок')).toBeInTheDocument();
    expect(screen.getByText('Подготовка архива занимает от 5 до 20 минут.')).toBeInTheDocument();
    expect(screen.getByText('Это сообщение можно закрыть — загрузка продолжится.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v0/download-media', expect.objectContaining({ method: 'GET' }));

    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Идёт загрузка картинок')).not.toBeInTheDocument();
    expect(await screen.findByText(/Идёт выгрузка всех картинок: получено 3 МБ/)).toBeInTheDocument();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Выгрузить картинки' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // The transfer completes: the archive is saved, the banner ends, a toast says so.
    zip.end();
    expect(await screen.findByText('Картинки выгружены')).toBeInTheDocument();
    expect(screen.getByText('Архив (3 МБ) сохранён в загрузках браузера.')).toBeInTheDocument();
    expect(screen.queryByText(/Идёт выгрузка всех картинок/)).not.toBeInTheDocument();
    expect(mediaExport.get().exporting).toBe(false);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('media-2026-11-24.zip');
  });

  it('ends the banner with a danger toast when the transfer breaks off', async () => {
    version.english = false;
    const zip = zipResponse({ chunks: 1, fail: true });
    vi.stubGlobal(
      'fetch',
      mediaFetch(() => zip.response),
    );
    renderPage();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Выгрузить картинки' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByText(/получено 1 МБ/)).toBeInTheDocument();
    zip.end();
    expect(await screen.findByText('Не удалось выгрузить картинки')).toBeInTheDocument();
    expect(screen.queryByText(/Идёт выгрузка всех картинок/)).not.toBeInTheDocument();
    expect(mediaExport.get().exporting).toBe(false);
    expect(clicked).toHaveLength(0);
  });

  it('"Скрыть" hides the banner while the transfer goes on', async () => {
    version.english = false;
    const zip = zipResponse({ chunks: 1 });
    vi.stubGlobal(
      'fetch',
      mediaFetch(() => zip.response),
    );
    renderPage();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Выгрузить картинки' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByText(/Идёт выгрузка всех картинок/)).not.toBeInTheDocument();
    expect(mediaExport.get().exporting).toBe(true);
    zip.end();
  });

  it('ends the export and shows the server message when it can not start', async () => {
    version.english = false;
    vi.stubGlobal(
      'fetch',
      mediaFetch(
        () =>
          new Response(JSON.stringify({ message: 'Недостаточно прав' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderPage();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Выгрузить картинки' }));
    expect(await screen.findByText('Не удалось выгрузить картинки')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав')).toBeInTheDocument();
    expect(mediaExport.get().exporting).toBe(false);
    expect(clicked).toHaveLength(0);
  });

  it('is hidden in the English version: no menu item, no alert or banner', async () => {
    version.english = true;
    renderPage();
    await openMenu();
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выгрузить картинки' })).not.toBeInTheDocument();
    mediaExport.start();
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.queryByText('Идёт загрузка картинок')).not.toBeInTheDocument();
    expect(screen.queryByText(/Идёт выгрузка всех картинок/)).not.toBeInTheDocument();
  });
});
