// @vitest-environment jsdom
import type { Product } from '@kits/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmStorePrompt } from '@/lib/confirm-store-prompt';
import { type Answer, type Call, fakeBasketServer, makeLine, renderProviders } from '@/test/fake-api';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { basketSelection } from '../utils/basket-selection';
import { BasketButtons } from './basket-buttons';

await setupWebTest('ru');

const NAME = 'Кот на окне';

/** The buttons of one product, over a basket holding `count` units of it; returns the fake server. */
function renderButtons(
  count: number,
  product: Partial<Product> = {},
  override?: (call: Call) => Answer | undefined | Promise<Answer | undefined>,
) {
  const server = fakeBasketServer({
    lines: count > 0 ? [makeLine({ id: 1, basket_count: count })] : [],
    override,
  });
  const { wrapper } = renderProviders();
  render(<BasketButtons product={makeProduct({ id: 1, name: NAME, basket_count: count, ...product })} />, {
    wrapper,
  });
  return server;
}

const toBasket = () => screen.queryByRole('button', { name: `В корзину: ${NAME}` });
const remove = () => screen.queryByRole('button', { name: `Убрать из корзины: ${NAME}` });
const add = () => screen.getByRole('button', { name: `Добавить ещё одну: ${NAME}` });
const field = () => screen.getByRole('textbox', { name: `Количество, шт.: ${NAME}` });

describe('basket buttons (docs/rules.md#basket-buttons)', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('at count 0 shows a tick, a quantity field and "to basket", which adds one unit', async () => {
    const server = renderButtons(0);
    await waitFor(() => expect(toBasket()).toBeEnabled());
    expect(remove()).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();

    await userEvent.click(toBasket()!);
    expect(server.calls.some((c) => c.method === 'PATCH' && c.path === 'basket/increase/1')).toBe(true);
    await waitFor(() => expect(remove()).toBeInTheDocument());
    expect(toBasket()).toBeNull();
  });

  it('above 0 shows a remove button and the count with an add button beside it', async () => {
    renderButtons(2);
    await waitFor(() => expect(add()).toBeEnabled());
    expect(remove()).toBeEnabled();
    expect(screen.getByRole('group', { name: `Количество в корзине: ${NAME}` })).toBeInTheDocument();
    expect(field()).toHaveValue('2');
    expect(toBasket()).toBeNull();
  });

  it('disables add when the stock allows no more', async () => {
    renderButtons(3, { quantity: 3 });
    await waitFor(() => expect(remove()).toBeEnabled());
    expect(add()).toBeDisabled();
    expect(add()).toHaveAttribute('title', 'На складе больше нет');
  });

  it('in an unconfirmed store the "to basket" button adds nothing and opens the confirm-store modal', async () => {
    confirmStorePrompt.reset();
    confirmStorePrompt.dismiss(); // "Позже" was chosen before
    // The main store (1) with two stores and no confirmation cookie.
    const server = renderButtons(0, {}, ({ method, path }) =>
      method === 'GET' && path === 'store'
        ? {
            status: 200,
            body: {
              data: [1, 7].map((id) => ({
                id,
                name: `Склад ${id}`,
                is_retail: id !== 1,
                quantity: 0,
                supplies: 0,
                ranking: null,
              })),
            },
          }
        : undefined,
    );
    await waitFor(() => expect(toBasket()).toHaveAttribute('title', 'Сначала подтвердите магазин'));
    expect(toBasket()).toBeEnabled();
    expect(confirmStorePrompt.getState().open).toBe(false);
    await userEvent.click(toBasket()!);
    expect(confirmStorePrompt.getState().open).toBe(true);
    expect(server.calls.some((c) => c.path === 'basket/increase/1')).toBe(false);
    confirmStorePrompt.reset();
  });

  it('keeps add enabled while a change runs and counts every click made meanwhile', async () => {
    let release: () => void = () => {};
    let blocked = true;
    const server = renderButtons(1, {}, async ({ path }) => {
      if (blocked && path === 'basket/increase/1') await new Promise<void>((r) => (release = r));
      return undefined;
    });
    await waitFor(() => expect(add()).toBeEnabled());

    await userEvent.click(add());
    await userEvent.click(add());
    await userEvent.click(add());
    // Shown at once, sent one after another.
    expect(field()).toHaveValue('4');
    expect(add()).toBeEnabled();
    expect(server.calls.filter((c) => c.path === 'basket/increase/1')).toHaveLength(1);

    blocked = false;
    release();
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'basket/increase/1')).toHaveLength(3));
    await waitFor(() => expect(server.state.lines[0]!.basket_count).toBe(4));
    expect(field()).toHaveValue('4');
  });
});

describe('the quantity field of a row not yet in the basket (docs/rules.md#basket-batch-add)', {
  timeout: 30_000,
}, () => {
  beforeEach(() => {
    sessionStorage.clear();
    basketSelection.clear();
  });
  afterEach(() => vi.unstubAllGlobals());
  const addField = () => screen.getByRole('textbox', { name: `Сколько добавить, шт.: ${NAME}` });

  it('adds the typed quantity with Enter in one call', async () => {
    const server = renderButtons(0, { quantity: 30 });
    await waitFor(() => expect(toBasket()).toBeEnabled());
    await userEvent.type(addField(), '5{Enter}');
    await waitFor(() => expect(server.state.lines[0]?.basket_count).toBe(5));
    expect(server.calls.filter((c) => c.method === 'PUT' || c.method === 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(field()).toHaveValue('5'));
  });

  it('offers the stock for a quantity above it instead of sending it (docs/rules.md#stock-offer)', async () => {
    const server = renderButtons(0, { quantity: 3 });
    await waitFor(() => expect(toBasket()).toBeEnabled());
    await userEvent.type(addField(), '10{Enter}');
    expect(await screen.findByText('Есть только 3 шт.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT' || c.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: `Взять 3 шт.: ${NAME}` }));
    await waitFor(() => expect(server.state.lines[0]?.basket_count).toBe(3));
  });

  it('ticks the row for "add selected" with its typed quantity', async () => {
    renderButtons(0, { quantity: 30 });
    await waitFor(() => expect(toBasket()).toBeEnabled());
    await userEvent.type(addField(), '4');
    await userEvent.click(screen.getByRole('checkbox', { name: `Выбрать: ${NAME}` }));
    expect(basketSelection.get().get(1)?.count).toBe(4);
    await userEvent.type(addField(), '0');
    expect(basketSelection.get().get(1)?.count).toBe(40);
  });

  it('shows no field and no tick for a product out of stock or without a price', async () => {
    renderButtons(0, { quantity: 0 });
    await waitFor(() => expect(toBasket()).toBeInTheDocument());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
