// @vitest-environment jsdom
import type { SalesRankingResponse } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { SalesRankingPage } from './sales-ranking-page';

await setupWebTest('ru');

const row = (store_id: number, name: string, number: number | null, sales_units: number) => ({
  store_id,
  name,
  city: 'Казань',
  number,
  outlets_count: 36,
  sales_units,
  sales_sum: `${sales_units * 1500}.00`,
  currency: 'RUB' as const,
  period: { from: '2025-05-01', to: '2025-05-14', days: 14 },
});

const ranking = (access: boolean): SalesRankingResponse => ({
  data: {
    ranking: { access, best_outlet_number: 2, outlets_count: 3 },
    best_outlet: { store_id: 104, name: 'Холст и кисть у вокзала', number: 2 },
    rows: [
      row(104, 'Холст и кисть у вокзала', 2, 972),
      row(102, 'Палитра на Ленина', 9, 678),
      row(103, 'Мастерилка на Садовой', null, 0),
    ],
  },
});

function renderPage(body: SalesRankingResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SalesRankingPage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('sales ranking page', () => {
  it("ranks the user's outlets with the best one highlighted and the counts of User.ranking", async () => {
    renderPage(ranking(true));
    const table = await screen.findByRole('table', { name: 'Ваши точки в рейтинге продаж' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '2 из 36',
      '9 из 36',
      'не в рейтинге',
    ]);
    expect(rows[0]).toHaveClass('table-success');
    expect(rows[0]).toHaveTextContent('лучшая');
    expect(rows[1]).not.toHaveClass('table-success');
    expect(screen.getByText('Лучшее место ваших точек').parentElement).toHaveTextContent('2 из 36');
    expect(screen.getByText('Ваших торговых точек').parentElement).toHaveTextContent('3');
  });

  it('hides the places without ranking access', async () => {
    renderPage(ranking(false));
    const table = await screen.findByRole('table', { name: 'Ваши точки в рейтинге продаж' });
    const places = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(places).toEqual(['? из 36', '? из 36', '? из 36']);
    expect(screen.getByText(/Места в рейтинге скрыты/)).toBeInTheDocument();
  });
});
