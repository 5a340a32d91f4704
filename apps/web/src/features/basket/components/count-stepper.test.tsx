// @vitest-environment jsdom
import type { Product } from '@kits/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { type Answer, type Call, fakeBasketServer, makeLine, renderProviders } from '@/test/fake-api';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { BasketButtons } from './basket-buttons';

await setupWebTest('ru');

const NAME = 'Кот на окне';

/** The catalogue's basket cell of one product over a basket holding `count` units of it (stock `quantity`). */
function renderCell(
  count: number,
  product: Partial<Product> = {},
  override?: (call: Call) => Answer | undefined | Promise<Answer | undefined>,
) {
  const quantity = product.quantity ?? 30;
  const server = fakeBasketServer({
    lines: count > 0 ? [makeLine({ id: 1, basket_count: count, quantity })] : [],
    override,
  });
  const { wrapper, client } = renderProviders();
  render(
    <BasketButtons product={makeProduct({ id: 1, name: NAME, basket_count: count, quantity, ...product })} />,
    { wrapper },
  );
  return { server, client };
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: `Количество, шт.: ${NAME}` });
const add = () => screen.getByRole('button', { name: `Добавить ещё одну: ${NAME}` });
const less = () => screen.getByRole('button', { name: `Убрать одну: ${NAME}` });
const toBasket = () => screen.queryByRole('button', { name: `В корзину: ${NAME}` });
const puts = (server: { calls: Call[] }) => server.calls.filter((c) => c.method === 'PUT');

describe('the count field of the stepper (docs/rules.md#basket-set-count)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sets a typed count with Enter in one call, showing it at once', async () => {
    const { server } = renderCell(1);
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.clear(field());
    await userEvent.type(field(), '24{Enter}');
    expect(field()).toHaveValue('24');
    await waitFor(() => expect(puts(server)).toHaveLength(1));
    expect(puts(server)[0]).toMatchObject({ path: 'basket/1', body: { count: 24 } });
    await waitFor(() => expect(server.state.lines[0]!.basket_count).toBe(24));
    expect(field()).toHaveValue('24');
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('sets the count when the field is left, ignores letters, and Esc puts the count back', async () => {
    const { server } = renderCell(2);
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.clear(field());
    await userEvent.type(field(), '1x2');
    expect(field()).toHaveValue('12');
    await userEvent.tab();
    await waitFor(() => expect(puts(server)).toHaveLength(1));
    expect(puts(server)[0]!.body).toEqual({ count: 12 });

    await userEvent.click(field());
    await userEvent.keyboard('7{Escape}');
    expect(field()).toHaveValue('12');
    await userEvent.tab();
    expect(puts(server)).toHaveLength(1);
  });

  it('offers the stock instead of sending a count above it, and takes it with one click (docs/rules.md#stock-offer)', async () => {
    const { server } = renderCell(3, { quantity: 20 });
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.clear(field());
    await userEvent.type(field(), '24{Enter}');
    expect(await screen.findByText('Есть только 20 шт.')).toBeInTheDocument();
    expect(puts(server)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: `Взять 20 шт.: ${NAME}` }));
    await waitFor(() => expect(server.state.lines[0]!.basket_count).toBe(20));
    expect(field()).toHaveValue('20');
    expect(screen.queryByText('Есть только 20 шт.')).not.toBeInTheDocument();
  });

  it('goes back to the server count with the message when the server refuses (422: the stock fell meanwhile)', async () => {
    const { server } = renderCell(3, { quantity: 30 }, (call) =>
      call.method === 'PUT'
        ? { status: 422, body: { message: 'Доступно 20 шт.', code: 'BASKET_STOCK_EXCEEDED' } }
        : undefined,
    );
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.clear(field());
    await userEvent.type(field(), '24{Enter}');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка изменения количества');
    expect(toast).toHaveTextContent('Доступно 20 шт.');
    await waitFor(() => expect(field()).toHaveValue('3'));
    expect(server.state.lines[0]!.basket_count).toBe(3);
  });

  it('counts every + click made while the basket reloads in the background', async () => {
    let release: () => void = () => {};
    let hold = false;
    const { server, client } = renderCell(1, {}, async (call) => {
      if (hold && call.method === 'GET' && call.path === 'basket') {
        hold = false;
        await new Promise<void>((r) => (release = r));
      }
      return undefined;
    });
    await waitFor(() => expect(add()).toBeEnabled());
    hold = true;
    act(() => void client.invalidateQueries({ queryKey: queryKeys.basket }));
    await waitFor(() => expect(hold).toBe(false));

    for (let i = 0; i < 5; i += 1) await userEvent.click(add());
    expect(field()).toHaveValue('6');
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    release();
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(5));
    await waitFor(() => expect(server.state.lines[0]!.basket_count).toBe(6));
    expect(field()).toHaveValue('6');
  });

  it('counts typed counts and clicks mixed quickly, in order', async () => {
    const { server } = renderCell(1);
    await waitFor(() => expect(field()).toBeEnabled());
    await userEvent.clear(field());
    await userEvent.type(field(), '10{Enter}');
    await userEvent.click(add());
    await userEvent.click(add());
    await userEvent.click(less());
    expect(field()).toHaveValue('11');
    await waitFor(() => expect(server.state.lines[0]!.basket_count).toBe(11));
    expect(field()).toHaveValue('11');
  });
});

describe('focus of the basket cell (issue 16 item 7)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('moves focus from "to basket" to the new count field on Enter, ready for typing', async () => {
    const { server } = renderCell(0);
    await waitFor(() => expect(toBasket()).toBeEnabled());
    toBasket()!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field()).toHaveFocus());
    // Its count is selected, so typing replaces it.
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 1]);
    await userEvent.clear(field());
    await userEvent.type(field(), '8{Enter}');
    await waitFor(() => expect(server.state.lines[0]?.basket_count).toBe(8));
  });

  it('hands focus back to "to basket" when − takes the line to 0', async () => {
    renderCell(1);
    await waitFor(() => expect(less()).toBeEnabled());
    less().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toBasket()).toHaveFocus());
  });
});
