// @vitest-environment jsdom
import type { RepeatOrderResponse } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { makeOrder } from '../test/fixtures';
import { RepeatOrderButton } from './repeat-order-button';

await setupWebTest('ru');

const ORDER = makeOrder({
  lines: [
    { ...makeOrder().lines[0]!, product_id: 1, code: 'AM-0001', name: 'Алмазная мозаика «Кот»' },
    { ...makeOrder().lines[0]!, product_id: 2, code: 'AM-0002', name: 'Алмазная мозаика «Сова»' },
  ],
});

const RESULT: RepeatOrderResponse = {
  added: [
    { id: 1, code: 'AM-0001', count: 3 },
    { id: 2, code: 'AM-0002', count: 1 },
  ],
  skipped: [
    { id: 2, code: 'AM-0002', name: 'Алмазная мозаика «Сова»', wanted: 3, added: 1, reason: 'partial' },
    { id: 5, code: 'KN-0005', name: 'Картина «Маяк»', wanted: 2, added: 0, reason: 'out_of_stock' },
    { id: 6, code: 'KN-0006', name: 'Картина «Лес»', wanted: 1, added: 0, reason: 'unknown' },
  ],
};

function serve(answer: { status: number; body: unknown }) {
  return fakeBasketServer({
    override: (call) =>
      call.method === 'POST' && call.path === `orders/${ORDER.uuid}/repeat` ? answer : undefined,
  });
}

describe('order again (decision 0009 Order again)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what went into the basket and what could not, with the reasons, and refreshes the basket', async () => {
    const server = serve({ status: 200, body: RESULT });
    const { client, wrapper } = renderProviders();
    const basketInvalidated = vi.spyOn(client, 'invalidateQueries');
    render(<RepeatOrderButton order={ORDER} lines={ORDER.lines} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Заказать снова' }));

    const dialog = await screen.findByRole('dialog', { name: 'Повтор заказа З-000123' });
    expect(within(dialog).getByText('В корзину добавлены 2 позиции, всего 4 шт.')).toBeInTheDocument();
    const added = within(dialog).getByRole('table', { name: 'Добавлено в корзину' });
    expect(within(added).getByRole('row', { name: /AM-0001 Алмазная мозаика «Кот» 3/ })).toBeInTheDocument();
    const skipped = within(dialog).getByRole('table', { name: 'Не добавлено или добавлено не полностью' });
    expect(within(skipped).getByText('Добавлено 1 из 3 шт.: больше нет на складе')).toBeInTheDocument();
    expect(within(skipped).getByText('Нет на складе (заказано 2 шт.)')).toBeInTheDocument();
    expect(within(skipped).getByText('Товара больше нет в каталоге')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/catalog/basket',
    );

    expect(basketInvalidated).toHaveBeenCalledWith({ queryKey: queryKeys.basket });
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `orders/${ORDER.uuid}/repeat`,
    ]);
  });

  it('says so when nothing could be added, and offers no way to the basket', async () => {
    serve({
      status: 200,
      body: { added: [], skipped: [{ ...RESULT.skipped[1]! }] },
    });
    const { wrapper } = renderProviders();
    render(<RepeatOrderButton order={ORDER} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Заказать снова' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Ни один товар не добавлен в корзину: на складе их сейчас нет.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Перейти в корзину' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the order cannot be repeated, and no dialog', async () => {
    serve({ status: 404, body: { message: 'Заказ не найден' } });
    const { wrapper } = renderProviders();
    render(<RepeatOrderButton order={ORDER} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Заказать снова' }));
    expect(await screen.findByText('Не удалось повторить заказ')).toBeInTheDocument();
    expect(screen.getByText('Заказ не найден')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заказать снова' })).toBeEnabled();
  });
});
