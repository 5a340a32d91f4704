// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ProductPage } from './product-page';

await setupWebTest('ru');

function open(url: string, answer: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      return path.endsWith('/catalog/categories') ? Response.json({ data: [] }) : answer(path);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/catalog/:categorySlug/:productCode', Component: ProductPage }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('product page', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the product by the code of the URL, with its description as text', async () => {
    let asked = '';
    open('/catalog/almaznaya-mozaika/AM%2F01', (path) => {
      asked = path;
      return Response.json({
        data: makeProduct({ code: 'AM/01', description: '<p>Набор <b>для детей</b></p><p>Холст 30×40</p>' }),
      });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Алмазная мозаика «Кот на окне»' }),
    ).toBeVisible();
    expect(asked).toBe('/api/v0/catalog/products/AM%2F01');
    expect(screen.getByText(/Набор для детей\s+Холст 30×40/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('says the product is not found, with a way back, for an unknown code', async () => {
    open('/catalog/almaznaya-mozaika/NOPE', () =>
      Response.json({ message: 'Товар не найден' }, { status: 404 }),
    );
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute(
      'href',
      '/catalog/almaznaya-mozaika',
    );
  });
});
