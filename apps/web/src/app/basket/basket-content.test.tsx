// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, makeLine, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { BasketModal } from './basket-modal';

await setupWebTest('ru');

function renderBasket() {
  const { wrapper } = renderProviders();
  render(<BasketModal show onHide={() => {}} />, { wrapper });
  return screen.findByRole('dialog', { name: 'Корзина' });
}

const checkoutTab = () => screen.getByRole('tab', { name: 'Оформление заказа' });
const nextButton = () => screen.getByRole('button', { name: /Далее/ });
/** The value of a total (docs/rules.md#spec-9) by its term. */
const total = (term: string) =>
  screen.getAllByText(term).find((el) => el.tagName === 'DT')!.nextElementSibling;
const clearButton = () => screen.getByRole('button', { name: 'Очистить корзину' });
/** The basket lines of a category's row group (its heading and paging rows left out). */
const lineRows = (group: HTMLElement) =>
  within(group)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-line'));

// A shared, loaded machine: user-event flows may take several seconds.
describe('basket modal (docs/rules.md#basket-screen, docs/rules.md#spec-4, docs/rules.md#spec-5)', {
  timeout: 30_000,
}, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the basket on open and disables checkout while the basket is empty', async () => {
    const server = fakeBasketServer();
    await renderBasket();
    expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
    expect(
      server.calls.filter((c) => c.path === 'basket' && c.method === 'GET').length,
    ).toBeGreaterThanOrEqual(2);
    expect(checkoutTab()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toBeDisabled();
  });

  it('says how much is missing for the minimum order sum and keeps checkout off until it is reached (docs/rules.md#order-rules)', async () => {
    fakeBasketServer({
      lines: [
        makeLine({
          id: 1,
          code: 'AM-0002',
          basket_count: 2,
          price_wholesale: '100.00',
          price_with_discount: '90.00',
        }),
      ],
      override: (call) =>
        call.path === 'order/rules'
          ? { status: 200, body: { data: { currency: 'RUB', min_sum: '3000.00' } } }
          : undefined,
    });
    await renderBasket();
    expect(
      await screen.findByText(/Минимальная сумма заказа 3\s000,00\s₽: добавьте товаров ещё на 2\s820,00\s₽/),
    ).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(checkoutTab()).toHaveAttribute('aria-disabled', 'true');
  });

  it('names a line that is not whole packs and marks the pack (docs/rules.md#pack-multiple)', async () => {
    fakeBasketServer({
      lines: [makeLine({ id: 4, code: 'RB-0001', name: 'Румбокс', basket_count: 4, pack_multiple: 6 })],
    });
    await renderBasket();
    expect(await screen.findByText(/«Румбокс» продаётся упаковками по 6 шт\./)).toBeInTheDocument();
    expect(screen.getByText('упаковка 6 шт.')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
  });

  it('groups the lines by category with totals of two decimals, and allows checkout and clearing', async () => {
    fakeBasketServer({
      lines: [
        makeLine({
          id: 1,
          code: 'AM-0002',
          basket_count: 2,
          price_wholesale: '100.10',
          price_with_discount: '90.09',
        }),
        makeLine({ id: 2, code: 'AM-0001', basket_count: 1 }),
        makeLine({ id: 3, code: 'KN-0001', category_id: 20, category_slug: 'kartiny-po-nomeram' }),
      ],
    });
    await renderBasket();
    const mosaic = await screen.findByRole('rowgroup', { name: 'Алмазная мозаика' });
    const codes = lineRows(mosaic).map((row) => (row as HTMLTableRowElement).cells[1]!.textContent);
    expect(codes).toEqual(['AM-0001', 'AM-0002']);
    expect(screen.getByRole('rowgroup', { name: 'Картины по номерам' })).toBeInTheDocument();
    // 2 × 100.10 + 100 + 100 = 400.20; discount 2 × 10.01 + 10 + 10 = 40.02.
    expect(total('Сумма')).toHaveTextContent(/400,20\s₽/);
    expect(total('Скидка')).toHaveTextContent(/40,02\s₽/);
    expect(total('К оплате')).toHaveTextContent(/360,18\s₽/);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    expect(checkoutTab()).not.toHaveAttribute('aria-disabled');
    expect(clearButton()).toBeEnabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), '20');
    expect(screen.queryByRole('rowgroup', { name: 'Алмазная мозаика' })).toBeNull();
    expect(total('Сумма по категории')).toHaveTextContent(/100,00\s₽/);
  });

  it('draws every category in one table, so their columns line up (issue 16 item 14)', async () => {
    fakeBasketServer({
      lines: [
        makeLine({ id: 1, code: 'AM-0001' }),
        makeLine({ id: 3, code: 'KN-0001', category_id: 20, category_slug: 'kartiny-po-nomeram' }),
      ],
    });
    const dialog = await renderBasket();
    await screen.findByRole('rowgroup', { name: 'Алмазная мозаика' });
    const tables = within(dialog).getAllByRole('table');
    expect(tables).toHaveLength(1);
    expect(within(tables[0]!).getByRole('rowgroup', { name: 'Картины по номерам' })).toBeInTheDocument();
    expect(within(tables[0]!).getAllByRole('columnheader', { name: 'Цена' })).toHaveLength(1);
    // A full-screen sheet on a phone (issue 16 item 1).
    expect(dialog.querySelector('.modal-dialog')).toHaveClass('modal-fullscreen-md-down');
  });

  it('shows what the buyer pays for each line beside its sum, adding up to the total (issue 16 item 6)', async () => {
    fakeBasketServer({
      lines: [
        makeLine({ id: 1, basket_count: 2, price_wholesale: '3790.00', price_with_discount: '3600.50' }),
        makeLine({
          id: 2,
          code: 'AM-0002',
          basket_count: 1,
          price_wholesale: '100.00',
          price_with_discount: '95.00',
        }),
      ],
    });
    await renderBasket();
    const group = await screen.findByRole('rowgroup', { name: 'Алмазная мозаика' });
    const [first] = lineRows(group);
    const cell = (row: HTMLElement, label: string) => row.querySelector(`td[data-label="${label}"]`);
    expect(cell(first!, 'Цена со скидкой')).toHaveTextContent(/3\s600,50\s₽/);
    expect(cell(first!, 'Сумма')).toHaveTextContent(/7\s580,00\s₽/);
    expect(cell(first!, 'К оплате')).toHaveTextContent(/7\s201,00\s₽/);
    expect(screen.getByRole('columnheader', { name: 'К оплате' })).toBeInTheDocument();
    // 7 201,00 + 95,00 = 7 296,00 = 7 680,00 − 384,00.
    expect(total('Сумма')).toHaveTextContent(/7\s680,00\s₽/);
    expect(total('Скидка')).toHaveTextContent(/384,00\s₽/);
    expect(total('К оплате')).toHaveTextContent(/7\s296,00\s₽/);
    // The category's heading shows what is paid for it too.
    expect(within(group).getAllByRole('row')[0]).toHaveTextContent(/7\s296,00\s₽/);
  });

  it('shows one sum per line when nothing is discounted', async () => {
    fakeBasketServer({
      lines: [makeLine({ id: 1, basket_count: 2, price_wholesale: '100.00', price_with_discount: '100.00' })],
    });
    await renderBasket();
    const group = await screen.findByRole('rowgroup', { name: 'Алмазная мозаика' });
    expect(lineRows(group)[0]!.querySelector('td[data-label="Сумма"]')).toHaveTextContent(/200,00\s₽/);
    expect(screen.queryByRole('columnheader', { name: 'К оплате' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Цена со скидкой' })).toBeNull();
  });

  it('shows the wrong-quantity alert, the over-stock line red and first, and disables checkout', async () => {
    fakeBasketServer({
      lines: [
        makeLine({ id: 1, code: 'AM-0001', basket_count: 1, quantity: 5 }),
        makeLine({ id: 2, code: 'AM-0009', basket_count: 4, quantity: 2 }),
      ],
    });
    await renderBasket();
    expect(await screen.findByText(/В корзине больше товара, чем есть на складе/)).toHaveClass(
      'alert-danger',
    );
    const rows = lineRows(screen.getByRole('rowgroup', { name: 'Алмазная мозаика' }));
    expect(rows[0]).toHaveClass('table-danger');
    expect(rows[0]).toHaveTextContent('AM-0009');
    expect(rows[0]).toHaveTextContent('на складе только 2');
    expect(rows[1]).not.toHaveClass('table-danger');
    expect(nextButton()).toBeDisabled();
    expect(checkoutTab()).toHaveAttribute('aria-disabled', 'true');
    // Adding more of the over-stock line is not possible either.
    expect(within(rows[0]!).getByRole('button', { name: /Добавить ещё одну/ })).toBeDisabled();
  });

  it('pages a category by 5 lines', async () => {
    fakeBasketServer({
      lines: Array.from({ length: 7 }, (_, i) => makeLine({ id: i + 1, code: `AM-000${i + 1}` })),
    });
    await renderBasket();
    const group = await screen.findByRole('rowgroup', { name: 'Алмазная мозаика' });
    expect(lineRows(group)).toHaveLength(5);
    await userEvent.click(within(group).getByRole('button', { name: 'Страница 2' }));
    expect(lineRows(group)).toHaveLength(2);
    expect(within(group).getByText('AM-0007')).toBeInTheDocument();
  });

  it('shows every line of a category on a phone, the page scrolling instead of paging', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      fakeBasketServer({
        lines: Array.from({ length: 7 }, (_, i) => makeLine({ id: i + 1, code: `AM-000${i + 1}` })),
      });
      await renderBasket();
      const group = await screen.findByRole('rowgroup', { name: 'Алмазная мозаика' });
      expect(lineRows(group)).toHaveLength(7);
      expect(within(group).queryByRole('button', { name: 'Страница 2' })).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('disables clear and checkout while a change is under way, and clears after a confirmation', async () => {
    let release: () => void = () => {};
    fakeBasketServer({
      lines: [makeLine({ id: 1, basket_count: 2 })],
      override: async (call) => {
        if (call.path === 'basket/decrease/1') await new Promise<void>((r) => (release = r));
        return undefined;
      },
    });
    await renderBasket();
    await waitFor(() => expect(clearButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: /Убрать одну/ }));
    await waitFor(() => expect(clearButton()).toBeDisabled());
    expect(nextButton()).toBeDisabled();
    release();
    await waitFor(() => expect(clearButton()).toBeEnabled());

    await userEvent.click(clearButton());
    await userEvent.click(screen.getByRole('button', { name: 'Да, очистить' }));
    expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
  });

  it('explains an auto-order line in words', async () => {
    fakeBasketServer({
      lines: [
        makeLine({
          from_auto_order: true,
          basket_count: 5,
          auto_order_reason: {
            kind: 'replenish',
            daily_pace: 1.43,
            target: 20,
            need: 9,
            shelf_free: 5,
            stock: 8,
            supplies: 3,
            warehouse: 120,
            limited_by: 'shelf',
          },
        }),
      ],
    });
    await renderBasket();
    const badge = await screen.findByRole('button', { name: /^автозаказ/ });
    expect(badge).toHaveAccessibleName(
      'автозаказ: Предложено 5 — ограничено местом на полке: Продаётся 1,4 шт./день; В магазине 8, в пути 3; На полке свободно 5; На складе 120',
    );
  });
});
