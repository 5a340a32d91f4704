// @vitest-environment jsdom
import type { ShoppingList, ShoppingListSummary } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { AddToListModal } from './add-to-list-modal';
import { ListOrderResult } from './list-order-result';

await setupWebTest('ru');

const summary = (overrides: Partial<ShoppingListSummary>): ShoppingListSummary => ({
  id: 1,
  name: 'Наборы недели',
  shared: false,
  own: true,
  owner: 'Ольга',
  lines: 0,
  units: 0,
  archived_lines: 0,
  updated_at: '2026-11-28T10:00:00.000Z',
  ...overrides,
});
const listAnswer = (overrides: Partial<ShoppingListSummary>): { data: ShoppingList } => ({
  data: { ...summary(overrides), items: [] },
});

/** A fake server of the lists: the caller's own list 1, a colleague's shared list 2. */
function serve() {
  return fakeBasketServer({
    override: (call) => {
      if (call.method === 'GET' && call.path === 'shopping-lists')
        return {
          status: 200,
          body: { data: [summary({}), summary({ id: 2, name: 'Общий список', own: false, shared: true })] },
        };
      if (call.method === 'POST' && call.path === 'shopping-lists/1/lines')
        return { status: 200, body: listAnswer({}) };
      if (call.method === 'POST' && call.path === 'shopping-lists')
        return { status: 201, body: listAnswer({ id: 3, name: 'Новый' }) };
      return undefined;
    },
  });
}

describe('add to a list (docs/rules.md#shopping-lists)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers only the caller's own lists and adds one product with the quantity asked", async () => {
    const server = serve();
    const onHide = vi.fn();
    const { wrapper } = renderProviders();
    render(
      <AddToListModal
        show
        onHide={onHide}
        lines={[{ product_id: 7, quantity: 1 }]}
        productName="Картина «Маяк»"
      />,
      { wrapper },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Добавить в список' });
    const select = within(dialog).getByRole('combobox', { name: 'Список' });
    await within(select).findByRole('option', { name: 'Наборы недели' });
    expect(within(select).queryByRole('option', { name: 'Общий список' })).toBeNull();
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Количество' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await vi.waitFor(() => expect(onHide).toHaveBeenCalled());
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: 'shopping-lists/1/lines',
      body: { lines: [{ product_id: 7, quantity: 3 }] },
    });
  });

  it('saves every line of the basket as a new shared list', async () => {
    const server = serve();
    const { wrapper } = renderProviders();
    const lines = [
      { product_id: 7, quantity: 2 },
      { product_id: 8, quantity: 5 },
    ];
    render(<AddToListModal show onHide={() => {}} lines={lines} />, { wrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Сохранить как список (2 поз.)' });
    const select = within(dialog).getByRole('combobox', { name: 'Список' });
    await within(select).findByRole('option', { name: 'Наборы недели' });
    await userEvent.selectOptions(select, '+ Новый список');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название списка' }), 'Новый');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Общий для коллег' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать список' }));
    await vi.waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: 'shopping-lists',
        body: { name: 'Новый', shared: true, lines },
      }),
    );
  });

  it('tells what was ordered and why a line was capped, out of stock or skipped', () => {
    const { wrapper } = renderProviders();
    render(
      <ListOrderResult
        onClose={() => {}}
        result={{
          added: [{ id: 1, code: 'AM-1', name: 'Кот', count: 2, basket_count: 2 }],
          skipped: [
            { id: 1, code: 'AM-1', name: 'Кот', wanted: 5, added: 2, reason: 'partial' },
            { id: 2, code: 'AM-2', name: 'Сова', wanted: 1, added: 0, reason: 'out_of_stock' },
            { id: 3, code: 'AM-3', name: 'Маяк', wanted: 4, added: 0, reason: 'archived' },
          ],
          lines: 1,
          units: 2,
        }}
      />,
      { wrapper },
    );
    expect(screen.getByText('В корзину добавлено: 1 поз., 2 шт.')).toBeInTheDocument();
    expect(screen.getByText('Кот (AM-1): добавлено 2 из 5 — больше нет на складе')).toBeInTheDocument();
    expect(screen.getByText('Сова (AM-2): нет на складе сверх того, что уже в корзине')).toBeInTheDocument();
    expect(screen.getByText('Маяк (AM-3): товар в архиве, не заказан')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/catalog/basket',
    );
  });
});
