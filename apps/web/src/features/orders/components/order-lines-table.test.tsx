// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { OrderLinesTable } from './order-lines-table';

await setupWebTest('ru');

const line = {
  product_id: 1,
  code: 'AM-0001',
  name: 'Алмазная мозаика',
  quantity: 2,
  price: '3790.00',
  price_with_discount: '3600.50',
  sum: '7580.00',
  sum_with_discount: '7201.00',
};

describe('the order lines (docs/rules.md#basket-sums, issue 16 item 6)', () => {
  it('shows the line sum and what is paid for it, as the basket does, with totals that add up', () => {
    render(
      <OrderLinesTable
        order={makeOrder({
          lines: [line],
          sum: '7580.00',
          discount_sum: '379.00',
          sum_with_discount: '7201.00',
        })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Позиции заказа' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads).toEqual(['Код', 'Наименование', 'Кол-во', 'Цена', 'Цена со скидкой', 'Сумма', 'К оплате']);
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(2)).toEqual(['2', '3 790,00 ₽', '3 600,50 ₽', '7 580,00 ₽', '7 201,00 ₽']);
    // On a phone the unit price and the count sit under the name.
    expect(cells[1]).toContain('3 600,50 ₽ × 2');
    const totals = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((tr) => tr.lastElementChild?.textContent?.replace(/\s/g, ' '));
    // 7 580,00 − 379,00 = 7 201,00, the sum of what is paid per line.
    expect(totals).toEqual(['7 580,00 ₽', '−379,00 ₽', '7 201,00 ₽']);
  });

  it('shows one sum column without a discount', () => {
    render(
      <OrderLinesTable
        order={makeOrder({
          lines: [{ ...line, price_with_discount: '3790.00', sum_with_discount: '7580.00' }],
          sum: '7580.00',
          discount_sum: '0.00',
          sum_with_discount: '7580.00',
        })}
      />,
    );
    const heads = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(heads).toEqual(['Код', 'Наименование', 'Кол-во', 'Цена', 'Сумма']);
  });
});
