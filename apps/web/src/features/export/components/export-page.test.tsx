// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { testProductsQuery } from '@/test/products-query';
import { setupWebTest } from '@/test/setup';
import { ExportPage } from './export-page';

await setupWebTest('ru');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const categories = {
  data: [
    {
      id: 1,
      slug: 'almaznaya-mozaika',
      displayed_name: 'Алмазная мозаика',
      moysklad_name: 'Алмазная мозаика',
      children: [],
    },
  ],
};

function serve(exportStatus = 200) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/v0/catalog/categories')) return json(categories);
    if (url.startsWith('/api/v0/catalog/products'))
      return json({ data: [], meta: { page: 1, per_page: 1, total: 137, last_page: 137 } });
    if (exportStatus !== 200) return json({ message: 'Сервер занят' }, exportStatus);
    return new Response('code;name\n', {
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="price-list-2026-11-21.csv"',
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: '/export', element: <ExportPage FilterBar={() => null} productsQuery={testProductsQuery} /> }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <RouterProvider router={router} />
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('export page', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the CSV with the filters of its URL and says how many products it holds', async () => {
    const fetch = serve();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open('/export?category=almaznaya-mozaika&q=кот&in_stock=1&sort=-price');
    expect(await screen.findByText('В файл попадут 137 товаров')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Категория' })).toHaveValue('almaznaya-mozaika');

    await userEvent.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const exportCall = fetch.mock.calls.find(([url]) => url.startsWith('/api/v0/export/'));
    expect(exportCall?.[0]).toBe(
      `/api/v0/export/products.csv?category=almaznaya-mozaika&sort=-price&q=${encodeURIComponent('кот')}&in_stock=true`,
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('price-list-2026-11-21.csv');
  });

  it('keeps a changed filter in the URL and downloads XLSX with it', async () => {
    const fetch = serve();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const router = open('/export');
    await screen.findByRole('option', { name: 'Алмазная мозаика' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), 'almaznaya-mozaika');
    expect(router.state.location.search).toBe('?category=almaznaya-mozaika');
    await userEvent.click(screen.getByRole('button', { name: 'Скачать Excel (XLSX)' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContain(
        '/api/v0/export/products.xlsx?category=almaznaya-mozaika&sort=code',
      ),
    );
  });

  it('shows the server message when the download fails', async () => {
    serve(503);
    open('/export');
    await screen.findByText('В файл попадут 137 товаров');
    await userEvent.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    expect(await screen.findByText('Не удалось выгрузить прайс-лист')).toBeInTheDocument();
    expect(screen.getByText('Сервер занят')).toBeInTheDocument();
  });
});
