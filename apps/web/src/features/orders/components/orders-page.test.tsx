// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeSummary, ordersPage } from '../test/fixtures';
import { OrdersPage } from './orders-page';

await setupWebTest('ru');

const ORDERS = [
  makeSummary({
    uuid: '11111111-1111-4111-8111-111111111111',
    name: 'З-000012',
    sum_with_discount: '4294.00',
    lines_count: 5,
    store: { id: 31, name: 'Творческая мастерская' },
    customer: { id: 7, fullname: 'Захаров Алексей', username: 'shop' },
  }),
  makeSummary({
    uuid: '22222222-2222-4222-8222-222222222222',
    name: 'З-000011',
    type: 'store',
    attributes: [{ type: 'store' }],
    customer: { id: 2, fullname: 'Филиппова Екатерина', username: 'manager' },
  }),
  makeSummary({
    uuid: '33333333-3333-4333-8333-333333333333',
    name: 'O-000010',
    version: 'en',
    sum_with_discount: '1843.00',
    status: 'shipped',
  }),
];

function serve(orders = ORDERS) {
  return fakeBasketServer({
    override: (call) => {
      if (call.method === 'GET' && call.path === 'orders') return { status: 200, body: ordersPage(orders) };
      if (call.method === 'GET' && call.path === 'store') return { status: 200, body: { data: [] } };
      return undefined;
    },
  });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

// A shared, loaded machine: user-event flows may take several seconds.
describe('orders page (issue 3 item 5)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the customer’s orders with number, outlet, lines, sum in the order’s currency and translated status, with the filters but the customer text', async () => {
    serve();
    const { wrapper } = renderProviders(makeUser({ groups: ['warehouse'] }));
    render(<OrdersPage />, { wrapper });
    const table = await screen.findByRole('table', { name: 'Заказы' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const first = within(rowOf('З-000012'));
    expect(first.getByText('Творческая мастерская')).toBeInTheDocument();
    expect(first.getByText('5')).toBeInTheDocument();
    expect(first.getByText(/4\s294,00\s₽/)).toBeInTheDocument();
    // The status shows twice: its own column, and under the sum on phones (CSS picks one).
    expect(first.getAllByText('Новый')[0]).toHaveClass('badge');
    expect(within(rowOf('O-000010')).getAllByText('Отгружен')[0]).toHaveClass('badge');
    expect(within(rowOf('З-000011')).getByText('внутренний')).toBeInTheDocument();
    expect(screen.getByText('1–3 из 3')).toBeInTheDocument();

    // docs/rules.md#company-orders: status, outlet, buyer and days for customers too; the customer text is staff's.
    const filters = screen.getByRole('search', { name: 'Фильтры заказов' });
    expect(within(filters).getByLabelText('Статус')).toBeInTheDocument();
    expect(within(filters).getByLabelText('Кто оформил')).toBeInTheDocument();
    expect(within(filters).queryByLabelText('Покупатель')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Покупатель' })).not.toBeInTheDocument();
    // A colleague's order is in the list: who placed each one shows.
    expect(within(table).getByRole('columnheader', { name: 'Кто оформил' })).toBeInTheDocument();
  });

  it('sends a customer’s status and buyer filters to GET /orders', async () => {
    const server = fakeBasketServer({
      override: (call) => {
        if (call.path === 'orders') return { status: 200, body: ordersPage(ORDERS) };
        if (call.path === 'orders/buyers')
          return { status: 200, body: { data: [{ id: 9, fullname: 'Белова Ирина', username: 'irina' }] } };
        if (call.path === 'store') return { status: 200, body: { data: [] } };
        return undefined;
      },
    });
    const { wrapper } = renderProviders(makeUser({ groups: ['warehouse'] }));
    render(<OrdersPage />, { wrapper });
    const filters = await screen.findByRole('search', { name: 'Фильтры заказов' });
    await userEvent.selectOptions(within(filters).getByLabelText('Статус'), 'Отгружен');
    const buyer = within(filters).getByLabelText('Кто оформил');
    await within(buyer).findByRole('option', { name: 'Белова Ирина' });
    await userEvent.selectOptions(buyer, 'Белова Ирина');
    await vi.waitFor(() => {
      const last = server.calls.filter((c) => c.path === 'orders').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ page: '1', status: 'shipped', buyer: '9' });
    });
  });

  it('gives staff the customer column and the filters, and sends the filters to GET /orders', async () => {
    const server = serve();
    const { wrapper } = renderProviders(makeUser({ username: 'manager', groups: ['manager'] }));
    render(<OrdersPage />, { wrapper });
    const table = await screen.findByRole('table', { name: 'Заказы' });
    expect(within(table).getByRole('columnheader', { name: 'Покупатель' })).toBeInTheDocument();
    expect(within(rowOf('З-000012')).getByText('Захаров Алексей')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Фильтры заказов' });
    expect(within(filters).getByLabelText('С даты')).toBeInTheDocument();
    expect(within(filters).getByLabelText('По дату')).toBeInTheDocument();
    // The outlet select offers the outlets of the loaded orders.
    const outlet = within(filters).getByLabelText('Магазин');
    expect(within(outlet).getByRole('option', { name: 'Творческая мастерская' })).toBeInTheDocument();

    await userEvent.type(within(filters).getByLabelText('Покупатель'), 'shop{Enter}');
    await vi.waitFor(() =>
      expect(server.calls.some((c) => c.path === 'orders' && c.query.get('customer') === 'shop')).toBe(true),
    );
    await userEvent.selectOptions(outlet, 'Творческая мастерская');
    await vi.waitFor(() => {
      const last = server.calls.filter((c) => c.path === 'orders').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ page: '1', customer: 'shop', store_id: '31' });
    });
  });

  it('offers the invoice only for Russian-version orders that are not inner, making it first when there is none', async () => {
    const server = fakeBasketServer({
      override: (call) => {
        if (call.path === 'orders') return { status: 200, body: ordersPage(ORDERS) };
        if (call.path === 'store') return { status: 200, body: { data: [] } };
        if (call.method === 'POST' && call.path === 'order/invoice')
          return {
            status: 201,
            body: {
              id: 17,
              created: '2026-03-05T10:00:01.000Z',
              number: '2026-000017',
              file_name: 'Счёт.pdf',
            },
          };
        if (call.method === 'GET' && call.path === 'order/invoice/17') return { status: 200, body: {} };
        return undefined;
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { wrapper } = renderProviders();
    render(<OrdersPage />, { wrapper });
    await screen.findByRole('table', { name: 'Заказы' });

    const invoiceButtons = screen.getAllByRole('button', { name: /^Скачать счёт по заказу/ });
    expect(invoiceButtons).toHaveLength(1);
    expect(within(rowOf('З-000012')).getByRole('button', { name: 'Скачать счёт по заказу З-000012' })).toBe(
      invoiceButtons[0],
    );
    // Inner and English-version orders: no invoice.
    expect(within(rowOf('З-000011')).queryByRole('button', { name: /счёт/i })).not.toBeInTheDocument();
    expect(within(rowOf('O-000010')).queryByRole('button', { name: /счёт/i })).not.toBeInTheDocument();

    await userEvent.click(invoiceButtons[0]!);
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const invoiceCalls = server.calls.filter((c) => c.path.startsWith('order/invoice'));
    expect(invoiceCalls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST order/invoice',
      'GET order/invoice/17',
    ]);
    expect(invoiceCalls[0]!.body).toEqual({ order_uuid: '11111111-1111-4111-8111-111111111111' });
    click.mockRestore();
  });

  it('downloads an existing invoice without making a new one', async () => {
    const server = fakeBasketServer({
      override: (call) => {
        if (call.path === 'orders')
          return { status: 200, body: ordersPage([makeSummary({ invoice_id: 9 })]) };
        if (call.path === 'order/invoice/9') return { status: 200, body: {} };
        return undefined;
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { wrapper } = renderProviders();
    render(<OrdersPage />, { wrapper });
    await userEvent.click(await screen.findByRole('button', { name: /^Скачать счёт по заказу/ }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.calls.filter((c) => c.path.startsWith('order/invoice')).map((c) => c.method)).toEqual([
      'GET',
    ]);
    click.mockRestore();
  });
});
