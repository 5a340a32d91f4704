// @vitest-environment jsdom
import {
  parseQuickOrderCount,
  productCodeKey,
  type QuickOrderCheckedLine,
  type QuickOrderInputLine,
  type QuickOrderProduct,
} from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { QuickOrderPage } from './quick-order-page';

await setupWebTest('ru');

const product = (id: number, code: string, stock: number, basket = 0): QuickOrderProduct => ({
  id,
  code,
  name: `Набор ${code}`,
  category_slug: 'nabory',
  url_small: null,
  price_wholesale: '100.00',
  price_with_discount: '90.50',
  currency: 'RUB',
  stock,
  basket_count: basket,
});
const CATALOGUE = [product(1, 'AB-0001', 10), product(2, 'AB-0002', 5, 1), product(3, 'AB-0003', 20)];

/** The server's check, small: match by code key, sum repeats, the first problem that applies. */
function checkLines(lines: QuickOrderInputLine[]): QuickOrderCheckedLine[] {
  const groups = new Map<string, QuickOrderInputLine[]>();
  for (const line of lines)
    groups.set(productCodeKey(line.code), [...(groups.get(productCodeKey(line.code)) ?? []), line]);
  return [...groups.entries()].map(([key, group]) => {
    const found = CATALOGUE.find((p) => productCodeKey(p.code) === key) ?? null;
    const counts = group.map((l) => parseQuickOrderCount(l.quantity));
    const count = counts.includes(null) ? null : counts.reduce<number>((s, n) => s + (n ?? 0), 0);
    const available = found ? found.stock - found.basket_count : null;
    const problem = !found
      ? 'unknown_code'
      : count === null
        ? 'not_a_number'
        : count > available!
          ? 'over_stock'
          : null;
    return {
      lines: group.map((l) => l.line),
      code: group[0]!.code,
      quantity: group.map((l) => l.quantity).join(' + '),
      count,
      merged: group.length > 1,
      product: found,
      available,
      problem,
    } as QuickOrderCheckedLine;
  });
}

type Sent = { path: string; body: unknown };
function stubApi(add: { status: number; body: unknown } = { status: 200, body: null }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v0\//, '');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, body });
      const json = (status: number, payload: unknown) =>
        new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
      if (path === 'basket/quick-order/check') return json(200, { value: { lines: checkLines(body.lines) } });
      if (path === 'basket/quick-order') {
        if (add.status !== 200) return json(add.status, add.body);
        const added = body.lines.map((l: { code: string; count: number }) => {
          const p = CATALOGUE.find((c) => c.code === l.code)!;
          return {
            id: p.id,
            code: p.code,
            name: p.name,
            count: l.count,
            basket_count: l.count + p.basket_count,
          };
        });
        const units = added.reduce((s: number, l: { count: number }) => s + l.count, 0);
        return json(200, { value: { added, lines: added.length, units } });
      }
      return json(404, { message: 'not stubbed' });
    }),
  );
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A retail outlet: no store confirmation to ask.
  client.setQueryData(queryKeys.me, makeUser({ current_store: { ...makeUser().current_store, id: 102 } }));
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const router = createMemoryRouter([{ path: '*', element: <QuickOrderPage /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const box = () => screen.getByRole('textbox', { name: 'Коды и количества' });
const paste = (text: string) => fireEvent.change(box(), { target: { value: text } });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const PASTED = 'Артикул;Кол-во\nAB-0001;3\nab 0002 9\nAB-0003 пять\nZZ-9 1\nab0001, 2';

describe('QuickOrderPage', () => {
  it('shows each pasted line matched, with its problem and the summary of the ready ones', async () => {
    stubApi();
    renderPage();
    paste(PASTED);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('heading', { name: 'Что получилось' });
    expect(screen.getByRole('status')).toHaveTextContent('4 позиции: готово 1, с ошибками 3');
    expect(within(rowOf('Набор AB-0002')).getByText('Есть только 4')).toBeInTheDocument();
    expect(within(rowOf('Набор AB-0003')).getByText('Количество — не число')).toBeInTheDocument();
    expect(within(rowOf('ZZ-9')).getByText('Нет такого кода')).toBeInTheDocument();
    const merged = rowOf('Набор AB-0001');
    expect(within(merged).getByText('Повтор: строки 2, 6 сложены')).toBeInTheDocument();
    expect(within(merged).getByText('5')).toBeInTheDocument();
    expect(screen.getAllByText(/452,50/)).toHaveLength(2); // 5 × 90,50: the line and the summary
    expect(screen.getByRole('button', { name: 'Добавить 1 строку в корзину' })).toBeEnabled();
  });

  it('takes the available quantity with one click and checks again', async () => {
    const sent = stubApi();
    renderPage();
    paste('AB-0002 9');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Взять 4 шт.: Набор AB-0002' }));
    await waitFor(() => expect(box()).toHaveValue('AB-0002 4'));
    await waitFor(() => expect(within(rowOf('Набор AB-0002')).getByText('Готово')).toBeInTheDocument());
    expect(sent.filter((c) => c.path === 'basket/quick-order/check')).toHaveLength(2);
  });

  it('adds only the ticked ready lines, says what was added and keeps the wrong lines in the box', async () => {
    const sent = stubApi();
    const { invalidate } = renderPage();
    paste('AB-0001 3\nAB-0003 2\nZZ-9 1');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Добавить в корзину: Набор AB-0003' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить 1 строку в корзину' }));
    expect(await screen.findByText('В корзину добавлена 1 строка, 3 шт.')).toBeInTheDocument();
    expect(sent.find((c) => c.path === 'basket/quick-order')?.body).toEqual({
      lines: [{ code: 'AB-0001', count: 3 }],
    });
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/catalog/basket',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.basket });
    await waitFor(() => expect(box()).toHaveValue('AB-0003 2\nZZ-9 1'));
  });

  it('shows the server refusal and adds nothing when a line fails at the last moment', async () => {
    stubApi({
      status: 422,
      body: { message: 'Строка 1: товара «Набор AB-0001» можно добавить не больше 2 шт.' },
    });
    renderPage();
    paste('AB-0001 3');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить 1 строку в корзину' }));
    expect(await screen.findByText(/можно добавить не больше 2/)).toBeInTheDocument();
    expect(screen.getByText('Ничего не добавлено:')).toBeInTheDocument();
  });

  it('asks for lines when the box is empty and for a new check when the text changed', async () => {
    stubApi();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByText('Вставьте хотя бы одну строку с кодом и количеством')).toBeInTheDocument();
    paste('AB-0001 3');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    await screen.findByRole('heading', { name: 'Что получилось' });
    paste('AB-0001 4');
    expect(screen.getByText(/Текст изменился после проверки/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить 1 строку в корзину' })).toBeDisabled();
  });
});
