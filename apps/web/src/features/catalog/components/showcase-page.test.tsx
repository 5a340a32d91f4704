// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ShowcasePage } from './showcase-page';

await setupWebTest('ru');

const CATEGORIES = {
  data: [
    {
      id: 1,
      slug: 'almaznaya-mozaika',
      displayed_name: 'Алмазная мозаика',
      moysklad_name: 'АМ',
      children: [],
    },
    { id: 2, slug: 'kraski', displayed_name: 'Краски', moysklad_name: 'КР', children: [] },
  ],
};

/** The API as the showcase sees it: categories; products (none of `kraski`), or a failure. */
function serve({ fail = false } = {}) {
  const productCalls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/catalog/categories')) return Response.json(CATEGORIES);
      if (url.pathname.endsWith('/catalog/products')) {
        productCalls.push(url.searchParams);
        if (fail) return Response.json({ message: 'Сбой' }, { status: 500 });
        const empty = url.searchParams.get('category') === 'kraski';
        return Response.json({
          data: empty
            ? []
            : [makeProduct({ code: 'AM-0001' }), makeProduct({ id: 2, code: 'AM-0002', name: 'Вторая' })],
          meta: { page: 1, per_page: 20, total: empty ? 0 : 2, last_page: 1 },
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return productCalls;
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/showcase', Component: ShowcasePage }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ShowcasePage (docs/rules.md#showcase)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the showcase products as cards and filters by category through the URL', async () => {
    const calls = serve();
    const router = open('/showcase');
    expect(await screen.findByRole('article', { name: 'Вторая' })).toBeInTheDocument();
    expect(Object.fromEntries(calls.at(-1)!)).toEqual({
      category: 'all',
      recommendation: 'provided_at_showcase',
      page: '1',
      per_page: '20',
    });
    expect(screen.getByRole('button', { name: 'Все категории' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(await screen.findByRole('button', { name: 'Краски' }));
    expect(router.state.location.search).toBe('?category=kraski');
    expect(
      await screen.findByText('В этой категории на витрине ничего нет — выберите другую.'),
    ).toBeInTheDocument();
    expect(calls.at(-1)!.get('category')).toBe('kraski');
    expect(screen.getByRole('button', { name: 'Краски' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the showcase could not be loaded', async () => {
    serve({ fail: true });
    open('/showcase?category=almaznaya-mozaika');
    expect(await screen.findByText('Не удалось загрузить витрину')).toBeInTheDocument();
  });
});
