// @vitest-environment jsdom
import type { Product, ProductsResponse as ProductsSchema } from '@kits/contract';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { queryKeys } from '@/lib/query-keys';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { FavouriteHeart } from './favourite-heart';

await setupWebTest('ru');

type ProductsResponse = z.infer<typeof ProductsSchema>;

const KEY = queryKeys.products.list({ category: 'all' }, 'ru');
const page = (product: Product): ProductsResponse => ({
  data: [product],
  meta: { page: 1, per_page: 50, total: 1, last_page: 1 },
});

/** A table row as the catalogue renders it: the heart of the product in the cached table page. */
function Row() {
  // Disabled: the table page is the one set by the test (the invalidation after a change does not refetch it).
  const products = useQuery<ProductsResponse>({
    queryKey: KEY,
    queryFn: () => new Promise<never>(() => {}),
    enabled: false,
  });
  const product = products.data?.data[0];
  return product ? <FavouriteHeart product={product} /> : null;
}

/** A fake server whose favourite calls answer only when the test says so. */
function serveLater() {
  const pending: { resolve: (answer: { status: number; body: unknown }) => void }[] = [];
  const server = fakeBasketServer({
    override: (call) =>
      call.path.startsWith('favourite/') ? new Promise((resolve) => pending.push({ resolve })) : undefined,
  });
  return { server, answer: (status: number, body: unknown) => pending.shift()!.resolve({ status, body }) };
}

function renderRow(product: Product) {
  const { client, wrapper } = renderProviders();
  client.setQueryData(KEY, page(product));
  render(<Row />, { wrapper });
  return client;
}

describe('favourite heart (docs/rules.md#favourites-flow: applied only after the server said yes)', {
  timeout: 30_000,
}, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays empty and disabled while PUT favourite/{id} runs, and turns red once it succeeded', async () => {
    const { server, answer } = serveLater();
    const client = renderRow(makeProduct({ id: 42, name: 'Кот на окне', is_favourite: false }));
    const heart = screen.getByRole('button', { name: 'Добавить в избранное: Кот на окне' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT favourite/42']);
    // The server has not answered: nothing changed in the page, and no second click can go out.
    expect(heart).toBeDisabled();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(client.getQueryData<ProductsResponse>(KEY)!.data[0]!.is_favourite).toBe(false);

    answer(200, { data: { id: 42 } });
    const filled = await screen.findByRole('button', { name: 'Убрать из избранного: Кот на окне' });
    expect(filled).toHaveAttribute('aria-pressed', 'true');
    expect(filled).toBeEnabled();
    expect(client.getQueryData<ProductsResponse>(KEY)!.data[0]!.is_favourite).toBe(true);
  });

  it('keeps the heart as it was when DELETE favourite/{id} fails, and says why', async () => {
    const { server, answer } = serveLater();
    renderRow(makeProduct({ id: 42, name: 'Кот на окне', is_favourite: true }));
    const heart = screen.getByRole('button', { name: 'Убрать из избранного: Кот на окне' });
    await userEvent.click(heart);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE favourite/42']);
    expect(heart).toBeDisabled();

    answer(500, { message: 'Сервис временно недоступен' });
    expect(await screen.findByText('Не удалось изменить избранное')).toBeInTheDocument();
    expect(screen.getByText('Сервис временно недоступен')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toBeEnabled();
  });
});
