// @vitest-environment jsdom
import type { AnalyticPeriod, ProductAnalyticResponse } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { AnalyticsPopover } from './analytics-popover';

await setupWebTest('ru');
// A loaded machine answers the fake server slowly; wait up to 5 s for what the page shows.

const row = (store_id: number, store_name: string, sales: number) => ({
  store_id,
  store_name,
  sales,
  days_in_store: Math.min(sales, 14),
  convergence_during_period: 1,
  convergence: Math.round((sales / 14) * 100) / 100,
  sales_param: 0.5,
});

const period = (days: number, href: string | null): AnalyticPeriod => ({
  dates: { from: days === 14 ? '2025-05-01' : '2024-05-15', to: '2025-05-14' },
  days,
  moysklad_href: href,
  all_shops: {
    stores_count: 14,
    rows: [row(104, 'Хобби-маркет в ТЦ «Мега»', 9), row(102, 'Палитра на Ленина', 4)],
  },
  current_shop: row(102, 'Палитра на Ленина', 4),
});

const analytic = (href: string | null = null): ProductAnalyticResponse => ({
  product_position: { no: 5, from: 230 },
  data: { report_period: period(14, href), year: period(365, href) },
});

function renderPopover(body: ProductAnalyticResponse) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AnalyticsPopover product={{ id: 42, code: 'KN-40-0042', name: 'Закат в горах' }} />
    </QueryClientProvider>,
  );
  return fetch;
}

const trigger = () => screen.getByRole('button', { name: 'Аналитика продаж: Закат в горах' });

afterEach(() => vi.unstubAllGlobals());

describe('analytics popover (docs/rules.md#analytic-loading)', () => {
  it('loads nothing until it is first shown, then once however often it opens', async () => {
    const fetch = renderPopover(analytic());
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(trigger());
    const popover = await screen.findByRole('tooltip');
    expect(await within(popover).findByText('Место в продажах магазина: 5 из 230')).toBeInTheDocument();
    await userEvent.click(trigger());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.click(trigger());
    expect(await screen.findByText('Место в продажах магазина: 5 из 230')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v0/product/analytic/42');
  });

  it('shows the report period and the year with the current and all shops', async () => {
    renderPopover(analytic());
    await userEvent.click(trigger());
    const popover = await screen.findByRole('tooltip');
    await within(popover).findByText('Текущий магазин');
    expect(within(popover).getByText('Продавали 2 из 14 магазинов, всего 13 шт.')).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Отчётный период, 14 дн.' })).toBeInTheDocument();
    await userEvent.click(within(popover).getByRole('button', { name: 'Год' }));
    expect(within(popover).getByText(/15 мая 2024 г\./)).toBeInTheDocument();
    expect(within(popover).queryByRole('link')).toBeNull();
  });

  it('links managers to the external stock system', async () => {
    renderPopover(analytic('https://online.moysklad.ru/app/#good/edit?id=42'));
    await userEvent.click(trigger());
    const link = await screen.findByRole('link', { name: 'Открыть в МойСклад' });
    expect(link).toHaveAttribute('href', 'https://online.moysklad.ru/app/#good/edit?id=42');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
