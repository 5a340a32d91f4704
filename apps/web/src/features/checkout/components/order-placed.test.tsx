// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/lib/app-config';
import { fakeBasketServer, makeOrder, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { OrderPlaced } from './order-placed';

await setupWebTest('ru');

const invoice = { id: 17, created: '2026-03-05T10:00:01.000Z', number: '2026-000017', file_name: 'Счёт.pdf' };

function serve() {
  let answer: (() => void) | null = null;
  const server = fakeBasketServer({
    override: async (call) => {
      if (call.path !== 'order/invoice') return undefined;
      await new Promise<void>((r) => (answer = r));
      return { status: 201, body: invoice };
    },
  });
  return {
    server,
    answer: () => answer?.(),
    invoiceCalls: () => server.calls.filter((c) => c.path === 'order/invoice'),
  };
}

// A shared, loaded machine: user-event flows may take several seconds.
describe('order info after checkout (docs/rules.md#checkout, docs/rules.md#spec-9)', {
  timeout: 30_000,
}, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.version = 'ru';
  });

  it('requests the invoice of a Russian customer order, says it is being prepared, then offers the download', async () => {
    const api = serve();
    const { wrapper } = renderProviders();
    render(<OrderPlaced order={makeOrder()} />, { wrapper });
    expect(screen.getByText('Заказ З-000123 оформлен')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть заказ З-000123' })).toHaveAttribute(
      'href',
      '/orders/0d4c1a6e-2a55-4f6e-9f55-6d1b1c0a7e01',
    );
    expect(await screen.findByText('Подготовка счёта...')).toBeInTheDocument();
    expect(api.invoiceCalls()[0]!.body).toEqual({ order_uuid: '0d4c1a6e-2a55-4f6e-9f55-6d1b1c0a7e01' });
    api.answer();
    expect(await screen.findByRole('button', { name: 'Скачать счёт № 2026-000017' })).toBeEnabled();
    expect(api.invoiceCalls()).toHaveLength(1);
  });

  it('requests no invoice for an inner (store) order', async () => {
    const api = serve();
    const { wrapper } = renderProviders();
    render(<OrderPlaced order={makeOrder({ type: 'store', attributes: [{ type: 'store' }] })} />, {
      wrapper,
    });
    expect(screen.getByText('Внутренний заказ: счёт не выставляется')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 30));
    expect(api.invoiceCalls()).toEqual([]);
  });

  it('requests no invoice in the English version', async () => {
    appConfig.version = 'en';
    const api = serve();
    const { wrapper } = renderProviders();
    render(<OrderPlaced order={makeOrder({ version: 'en', currency: 'EUR' })} />, { wrapper });
    // With the reason (issue 16, item 12), not a bare "no invoice".
    expect(
      screen.getByText(/Счёт не выставляется: счета выставляются только по заказам российской версии/),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 30));
    expect(api.invoiceCalls()).toEqual([]);
  });

  it('shows an invoice failure as a persistent toast titled after the call, with the server message', async () => {
    fakeBasketServer({
      override: (call) =>
        call.path === 'order/invoice'
          ? { status: 500, body: { message: 'Генератор PDF недоступен' } }
          : undefined,
    });
    const { wrapper } = renderProviders();
    render(<OrderPlaced order={makeOrder()} />, { wrapper });
    const title = await screen.findByText('Ошибка при получении счёта заказа POST order/invoice');
    const toast = title.closest('.toast');
    expect(toast).toHaveTextContent('Генератор PDF недоступен');
    expect(screen.getByRole('button', { name: 'Запросить счёт ещё раз' })).toBeInTheDocument();
  });
});
