// @vitest-environment jsdom
import type { User } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { queryKeys } from '@/lib/query-keys';
import { makeOutletUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { AutoOrderForm, type BasketSummary } from './auto-order-form';

await setupWebTest('ru');
// A loaded machine answers the fake server slowly; wait up to 5 s for what the page shows.

const outletUser = (autoOrderSum: number | null, currency: 'RUB' | 'EUR' = 'RUB') =>
  makeOutletUser({ autoOrderSum, currency });

type Answer = { status?: number; body: unknown } | Promise<never>;
/** A fake API: the recommended sum, then whatever `create` answers for POST order/auto-order. */
function stubApi({ recommended = { body: 48300 } as Answer, create = { body: {} } as Answer } = {}) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const answer = url.includes('recommended-sum') ? recommended : create;
    const { status = 200, body } = await answer;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(user: User, version: 'ru' | 'en' = 'ru', basket: BasketSummary | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.me, user);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const router = createMemoryRouter([
    { path: '*', element: <AutoOrderForm user={user} version={version} basket={basket} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <RouterProvider router={router} />
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return { invalidate };
}

const input = () => screen.getByRole('textbox', { name: 'Максимальная сумма заказа' });
const button = () => screen.getByRole('button', { name: /автозаказ/i });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auto-order form: default sum (docs/rules.md#spec-9)', () => {
  it('starts from the Russian minimum 35000 without a saved sum', () => {
    stubApi();
    renderForm(outletUser(null));
    expect(input()).toHaveValue('35000');
    expect(screen.getByText(/Минимальная сумма автозаказа — 35\s000,00\s₽/)).toBeInTheDocument();
    expect(button()).toBeEnabled();
  });

  it('starts from the European minimum 500 without a saved sum', () => {
    stubApi();
    renderForm(outletUser(null, 'EUR'), 'en');
    expect(input()).toHaveValue('500');
    expect(button()).toBeEnabled();
  });

  it("starts from the outlet's saved sum, even one below the minimum (then disabled)", () => {
    stubApi();
    renderForm(outletUser(42000));
    expect(input()).toHaveValue('42000');
    renderForm(outletUser(100, 'EUR'), 'en');
    expect(screen.getAllByRole('textbox')[1]).toHaveValue('100');
    expect(screen.getAllByRole('button', { name: /автозаказ/i })[1]).toBeDisabled();
  });
});

describe('auto-order form: the create button (docs/rules.md#spec-5)', () => {
  it('is disabled below the minimum and enabled at it', async () => {
    stubApi();
    renderForm(outletUser(null));
    await userEvent.clear(input());
    await userEvent.type(input(), '34999.99');
    expect(button()).toBeDisabled();
    expect(screen.getByText(/Сумма меньше минимальной/)).toBeInTheDocument();
    await userEvent.clear(input());
    await userEvent.type(input(), '35000');
    expect(button()).toBeEnabled();
    await userEvent.clear(input());
    expect(button()).toBeDisabled();
  });

  it('takes digits only', async () => {
    stubApi();
    renderForm(outletUser(null));
    await userEvent.clear(input());
    await userEvent.type(input(), '4a0 0-00');
    expect(input()).toHaveValue('40000');
  });

  it('is disabled while creating, then shows the server message for 7.5 s and refreshes the basket', async () => {
    let answer!: (value: { body: unknown }) => void;
    const created = new Promise<{ body: unknown }>((resolve) => {
      answer = resolve;
    });
    const fetch = stubApi({ create: created as never });
    const { invalidate } = renderForm(outletUser(null));
    await userEvent.click(await screen.findByRole('button', { name: 'Подставить' }));
    expect(input()).toHaveValue('48300');
    await userEvent.click(button());
    expect(screen.getByRole('button', { name: /Создаём автозаказ/ })).toBeDisabled();
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/order/auto-order'))!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ max_order_sum: 48300 });
    answer({
      body: {
        message: 'Автозаказ на сумму 48 100,00 ₽ добавлен в корзину: 12 позиций',
        auto_order: {
          id: 5,
          uuid: '0b8f0a7e-4a3e-4d8e-9d0a-3f1f6a2b9c11',
          store_id: 102,
          created_at: '2025-05-14T10:00:00Z',
          sum_before: '0.00',
          sum: '48100.00',
          lines_count: 12,
        },
      },
    });
    expect(await screen.findByText('Автозаказ создан')).toBeInTheDocument();
    expect(screen.getAllByText('Автозаказ на сумму 48 100,00 ₽ добавлен в корзину: 12 позиций')).toHaveLength(
      2,
    );
    // The form turns into "auto order in the basket — review / replace": no second click adds it twice (issue 28, item 4).
    expect(screen.getByText('Автозаказ в корзине')).toBeInTheDocument();
    expect(screen.getByText(/Проверьте корзину перед отправкой/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Проверить корзину' })).toHaveAttribute(
      'href',
      '/catalog/basket',
    );
    expect(screen.queryByRole('button', { name: 'Создать автозаказ' })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.basket });
    // An older fresh auto order the page offered is superseded now: the check is asked again (issue 16, item 5).
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.autoOrder.checks });
    // "Replace" brings the form back, sending `replace` so the basket is emptied in the same call.
    await userEvent.click(screen.getByRole('button', { name: 'Заменить новым автозаказом' }));
    await userEvent.click(screen.getByRole('button', { name: 'Создать автозаказ вместо корзины' }));
    const posts = fetch.mock.calls.filter(([url]) => String(url).endsWith('/order/auto-order'));
    expect(JSON.parse(String(posts[1]![1]?.body))).toEqual({ max_order_sum: 48300, replace: true });
  });

  it('warns when the outlet basket already holds lines and lets the buyer replace them', async () => {
    const fetch = stubApi();
    renderForm(outletUser(null), 'ru', { lines: 149, autoOrderLines: 120 });
    expect(
      screen.getByText(/Строк в корзине этой точки: 149 \(из них из автозаказов: 120\)/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Заменить корзину автозаказом/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Создать автозаказ вместо корзины' }));
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith('/order/auto-order'))!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ max_order_sum: 35000, replace: true });
  });

  it('shows the server message in a danger toast titled "Ошибка создания автозаказа"', async () => {
    stubApi({ create: { status: 422, body: { message: 'Минимальная сумма автозаказа — 35 000,00 ₽' } } });
    renderForm(outletUser(null));
    await userEvent.click(button());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка создания автозаказа');
    expect(alert).toHaveTextContent('Минимальная сумма автозаказа — 35 000,00 ₽');
  });

  it('only logs a failed recommended sum', async () => {
    stubApi({ recommended: { status: 500, body: { message: 'boom' } } });
    renderForm(outletUser(null));
    expect(await screen.findByText('сейчас недоступна')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(button()).toBeEnabled());
  });
});
