// @vitest-environment jsdom
import type { Store } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { setupWebTest } from '@/test/setup';
import { RequireFranchise } from './require-franchise';

await setupWebTest('ru');

const store = (id: number, isRetail: boolean): Store => ({
  id,
  name: `Магазин ${id}`,
  is_retail: isRetail,
  quantity: 0,
  supplies: 0,
  ranking: null,
});

/** GET store answers `stores`; the guard stands before the sales ranking page, as in the router. */
function renderGuarded(stores: Store[]) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: stores }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[paths.salesRanking.getHref()]}>
        <Routes>
          <Route path={paths.home.path} element={<h1>Главная</h1>} />
          <Route element={<RequireFranchise />}>
            <Route path={paths.salesRanking.path} element={<h1>Рейтинг продаж</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('franchise pages guard (docs/rules.md#franchise-guard)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the page to a user with more than one retail outlet', async () => {
    const fetch = renderGuarded([store(1, false), store(2, true), store(3, true)]);
    expect(await screen.findByRole('heading', { name: 'Рейтинг продаж' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v0/store', expect.anything());
  });

  it.each([
    ['one retail outlet', [store(1, false), store(2, true)]],
    ['several stores, none retail', [store(1, false), store(2, false)]],
  ])('sends a user with %s home', async (_, stores) => {
    renderGuarded(stores);
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Рейтинг продаж' })).not.toBeInTheDocument();
  });
});
