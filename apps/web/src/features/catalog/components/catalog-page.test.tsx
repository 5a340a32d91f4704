// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { CatalogPage } from './catalog-page';

await setupWebTest('ru');

const CATEGORIES = {
  data: [
    {
      id: 1,
      slug: 'almaznaya-mozaika',
      displayed_name: 'Алмазная мозаика',
      moysklad_name: 'АМ',
      children: [
        { id: 11, slug: 'na-podramnike', displayed_name: 'На подрамнике', moysklad_name: '', children: [] },
      ],
    },
  ],
};

/** The API as the page sees it: categories, and one page of products for any query. */
function serve(total = 120) {
  const productCalls: URLSearchParams[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.endsWith('/catalog/categories')) return Response.json(CATEGORIES);
    if (url.pathname.endsWith('/catalog/products')) {
      productCalls.push(url.searchParams);
      const page = Number(url.searchParams.get('page') ?? 1);
      return Response.json({
        data: [makeProduct({ id: page, code: `AM-${page}`, hash_tags: [{ name: 'котики' }] })],
        meta: { page, per_page: 50, total, last_page: Math.ceil(total / 50) },
      });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return productCalls;
}

function open(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/catalog', Component: CatalogPage },
      { path: '/catalog/:categorySlug', Component: CatalogPage },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const search = (router: ReturnType<typeof open>) => new URLSearchParams(router.state.location.search);

describe('catalogue page', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('titles the page with the category and asks for its products with the filters of the URL', async () => {
    const calls = serve();
    open('/catalog/almaznaya-mozaika?in_stock=1&sort=-price&page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Алмазная мозаика' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На подрамнике' })).toHaveAttribute(
      'href',
      '/catalog/na-podramnike?in_stock=1&sort=-price',
    );
    await screen.findAllByText('AM-2');
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({
      category: 'almaznaya-mozaika',
      in_stock: 'true',
      sort: '-price',
      page: '2',
      per_page: '50',
    });
    expect(screen.getByText('51–100 из 120')).toBeInTheDocument();
  });

  it('puts a clicked hashtag into the URL and starts again at page 1', async () => {
    serve();
    const router = open('/catalog?page=3');
    await userEvent.click(await screen.findByRole('button', { name: '#котики' }));
    expect(Object.fromEntries(search(router))).toEqual({ hashtag: 'котики' });
    expect(screen.getByRole('button', { name: 'Убрать фильтр по хэштегу #котики' })).toBeInTheDocument();
  });

  it('sends the search text to the URL once typing pauses, and the back button brings the old list back', async () => {
    serve();
    const router = open('/catalog?sort=name');
    const box = await screen.findByRole('searchbox', { name: 'Поиск по коду или названию' });
    await userEvent.type(box, 'кот');
    expect(search(router).get('q')).toBeNull();
    await waitFor(() => expect(search(router).get('q')).toBe('кот'));
    expect(search(router).get('sort')).toBe('name');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'sales');
    expect(Object.fromEntries(search(router))).toEqual({ q: 'кот', sort: 'sales' });
    await act(() => router.navigate(-1));
    expect(Object.fromEntries(search(router))).toEqual({ q: 'кот', sort: 'name' });
  });

  it('links every page of the list', async () => {
    serve(120);
    open('/catalog?hashtag=x');
    const nav = await screen.findByRole('navigation', { name: 'Страницы списка товаров' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/catalog?hashtag=x&page=2',
      '/catalog?hashtag=x&page=3',
      '/catalog?hashtag=x&page=2',
    ]);
  });

  it('says so when the category does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input.includes('categories')
          ? Response.json(CATEGORIES)
          : Response.json({ message: 'Категория не найдена' }, { status: 404 }),
      ),
    );
    open('/catalog/nope');
    expect(await screen.findByRole('heading', { name: 'Категория не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Весь каталог' })).toHaveAttribute('href', '/catalog');
  });
});
