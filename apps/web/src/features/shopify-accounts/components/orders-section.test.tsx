// @vitest-environment jsdom
import type { ShopifyOrder } from '@kits/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeAccount, makeJob, makeOrder } from '../test/fixtures';
import { OrdersSection } from './orders-section';

await setupWebTest('ru');

/** A fake server of the orders calls holding `orders`; `answer` overrides one call. */
function open(orders: ShopifyOrder[], answer?: (call: Call) => Answer | undefined) {
  const state = { orders };
  const server = fakeBasketServer({
    override: (call) =>
      answer?.(call) ??
      (call.method === 'GET' && call.path === 'profile/shopify/5/orders'
        ? { status: 200, body: { data: state.orders } }
        : undefined),
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['dropshipping'] }));
  render(<OrdersSection account={makeAccount()} />, { wrapper });
  return { ...server, state };
}

const card = (name: string) => screen.findByRole('article', { name: `Заказ ${name}` });

describe('OrdersSection (docs/rules.md#shopify-account)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the fetched orders: buyer, address, our code or "not ours", total, state and our order link', async () => {
    open([
      makeOrder(),
      makeOrder({ id: 32, name: '#1002', state: 'ordered', order_name: 'З-000200', order_uuid: 'u-200' }),
    ]);
    const first = await card('#1001');
    expect(first).toHaveTextContent('Ирина Петрова');
    expect(first).toHaveTextContent('ул. Ленина, 5, кв. 12, 170100 Тверь, Тверская обл., RU');
    expect(first).toHaveTextContent(/4\s500,00\s₽/);
    expect(first).toHaveTextContent('Новый');
    const lines = within(first).getByRole('table', { name: 'Строки заказа #1001' });
    expect(within(lines).getAllByRole('row')[1]).toHaveTextContent('AM-0001');
    expect(within(lines).getAllByRole('row')[2]).toHaveTextContent('не наш');
    expect(within(first).getByRole('button', { name: 'В корзину' })).toBeEnabled();

    const second = await card('#1002');
    expect(second).toHaveTextContent('Заказан');
    expect(within(second).getByRole('link', { name: 'Наш заказ З-000200' })).toHaveAttribute(
      'href',
      '/orders/u-200',
    );
    expect(within(second).queryByRole('button', { name: 'Отправить заказом' })).not.toBeInTheDocument();
  });

  it('sends an order after a confirmation that shows the delivery data made from the address', async () => {
    const { calls, state } = open([makeOrder()], (call) => {
      if (call.method === 'POST' && call.path === 'profile/shopify/5/orders/31/order') {
        state.orders = [makeOrder({ state: 'ordered', order_name: 'З-000300', order_uuid: 'u-300' })];
        return { status: 201, body: { data: state.orders[0], message: 'Заказ З-000300 отправлен.' } };
      }
      return undefined;
    });
    await userEvent.click(within(await card('#1001')).getByRole('button', { name: 'Отправить заказом' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправить #1001 заказом?' });
    expect(dialog).toHaveTextContent('Ирина Петрова, +7 900 555-00-11');
    expect(dialog).toHaveTextContent('ул. Ленина, 5, кв. 12, 170100 Тверь, Тверская обл., RU');
    expect(dialog).toHaveTextContent('Shopify #1001 (kits-demo.myshopify.com)');
    expect(dialog).toHaveTextContent('AM-0001 — Кот на окне × 2');
    expect(dialog).toHaveTextContent('Не войдёт, не наш товар: GIFT-BOX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заказ' }));
    expect(await screen.findByRole('link', { name: 'Наш заказ З-000300' })).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/orders/31/order'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a 409 on the order itself when it was already brought in', async () => {
    open([makeOrder()], (call) =>
      call.method === 'POST' && call.path.endsWith('/orders/31/basket')
        ? { status: 409, body: { message: 'Этот заказ Shopify уже перенесён.' } }
        : undefined,
    );
    const first = await card('#1001');
    await userEvent.click(within(first).getByRole('button', { name: 'В корзину' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Этот заказ Shopify уже перенесён.');
  });

  it('fetches orders now: the job runs, then the list reloads with the new order', async () => {
    let polls = 0;
    const { state } = open([], (call) => {
      if (call.method === 'POST' && call.path === 'profile/shopify/5/orders/fetch')
        return { status: 202, body: { data: makeJob({ id: 90, kind: 'orders' }) } };
      if (call.path === 'profile/shopify/5/jobs/90') {
        polls += 1;
        if (polls < 2)
          return { status: 200, body: { data: makeJob({ id: 90, kind: 'orders', status: 'running' }) } };
        state.orders = [makeOrder()];
        return {
          status: 200,
          body: { data: makeJob({ id: 90, kind: 'orders', status: 'done', report: { read: 3, new: 1 } }) },
        };
      }
      return undefined;
    });
    expect(await screen.findByText('Заказов пока нет')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить заказы сейчас' }));
    expect(await screen.findByRole('progressbar', { name: 'Загрузка заказов' })).toBeInTheDocument();
    expect(await card('#1001')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Прочитано заказов: 3, новых с нашими товарами: 1.');
  });
});
