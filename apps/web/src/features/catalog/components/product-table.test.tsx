// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ProductColumn, ProductColumnsProvider } from '@/components/product-columns';
import { makeProduct, makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ProductTable } from './product-table';

await setupWebTest('ru');

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const noop = () => {};

describe('product table', { timeout: 15_000 }, () => {
  it('shows no outlet column when no product has outlet stock, and the order count for a wholesale shop', () => {
    render(
      <ProductTable products={[makeProduct()]} user={makeUser()} onHashtag={noop} onRequestPrices={noop} />,
    );
    expect(headers()).toEqual(['Фото', 'Код', 'Наименование', 'Наличие', 'Цена', 'Ваши заказы']);
  });

  it('shows the shelf stock and the sales for the report period to a non-main retail outlet', () => {
    const user = makeUser({
      current_store: { ...makeUser().current_store, id: 31, is_retail: true, report_period_days: 30 },
    });
    const product = makeProduct({
      stores: [{ id: 31, name: 'ТЦ Европа', quantity: 4, supplies: 2 }],
      sales_for_report_period: 9,
      user_order_count: 100,
    });
    render(<ProductTable products={[product]} user={user} onHashtag={noop} onRequestPrices={noop} />);
    expect(headers()).toEqual([
      'Фото',
      'Код',
      'Наименование',
      'Наличие',
      'У вас на полке',
      'Цена',
      'Продажи за 30 дн.',
    ]);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).queryByText('ТЦ Европа')).toBeNull();
    expect(within(row).getByText(/\+2 в пути/)).toBeInTheDocument();
    expect(row.lastElementChild).toHaveTextContent('9');
  });

  it('names the column of every cell and labels the bare numbers, for the card layout on phones (issue 16)', () => {
    const basket: ProductColumn = {
      id: 'basket',
      Header: () => <>Корзина</>,
      Cell: () => <button type="button">В корзину</button>,
    };
    render(
      <ProductColumnsProvider columns={[basket]}>
        <ProductTable products={[makeProduct()]} user={makeUser()} onHashtag={noop} onRequestPrices={noop} />
      </ProductColumnsProvider>,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((td) => td.dataset.col)).toEqual([
      'photo',
      'code',
      'name',
      'stock',
      'price',
      'sales',
      'basket',
    ]);
    // The head is hidden on a phone: the order count says what it counts.
    expect(cells[5]).toHaveAttribute('data-label', 'Ваши заказы');
  });

  it('names the outlets when the stock is of several', () => {
    const product = makeProduct({
      stores: [
        { id: 31, name: 'ТЦ Европа', quantity: 4, supplies: 0 },
        { id: 32, name: 'Арбат', quantity: 1, supplies: 3 },
      ],
    });
    render(<ProductTable products={[product]} user={makeUser()} onHashtag={noop} onRequestPrices={noop} />);
    expect(headers()).toContain('Ваши магазины');
    expect(screen.getByText('ТЦ Европа')).toBeInTheDocument();
    expect(screen.getByText('Арбат')).toBeInTheDocument();
  });

  it('leaves out the main stores (warehouses, not shelves)', () => {
    const product = makeProduct({
      stores: [
        { id: 1, name: 'Основной склад', quantity: 12, supplies: 0 },
        { id: 56, name: 'EU warehouse', quantity: 3, supplies: 0 },
      ],
    });
    render(<ProductTable products={[product]} user={makeUser()} onHashtag={noop} onRequestPrices={noop} />);
    expect(headers()).not.toContain('У вас на полке');
    expect(headers()).not.toContain('Ваши магазины');
  });

  it('hides the order count from a user who cannot order', () => {
    render(
      <ProductTable
        products={[makeProduct()]}
        user={makeUser({ groups: [] })}
        onHashtag={noop}
        onRequestPrices={noop}
      />,
    );
    expect(headers()).not.toContain('Ваши заказы');
  });

  it('highlights a recommended row and names the kind', () => {
    const product = makeProduct({
      smart_recommendations: [
        { recommendation_value: 'overlook', store_id: null, product_id: 1, buy_times: 0 },
        { recommendation_value: 'user_tops', store_id: 1, product_id: 1, buy_times: 12 },
      ],
    });
    render(<ProductTable products={[product]} user={makeUser()} onHashtag={noop} onRequestPrices={noop} />);
    expect(screen.getAllByRole('row')[1]).toHaveClass('rec-row', 'rec-row-tops');
    expect(screen.getByText('Ваш топ')).toHaveAttribute(
      'title',
      'Один из самых продаваемых товаров в вашем магазине',
    );
    expect(screen.getByText('Упускаете')).toBeInTheDocument();
  });

  it('filters by a hashtag clicked in a row', async () => {
    const onHashtag = vi.fn();
    const product = makeProduct({ hash_tags: [{ name: 'котики' }, { name: 'новинка' }] });
    render(
      <ProductTable products={[product]} user={makeUser()} onHashtag={onHashtag} onRequestPrices={noop} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '#котики' }));
    expect(onHashtag).toHaveBeenCalledWith('котики');
  });

  it('renders the columns other features add, after the column they name or at the end', () => {
    const columns: ProductColumn[] = [
      {
        id: 'basket',
        Header: () => 'Корзина',
        Cell: ({ product }) => `basket ${product.code}`,
        after: 'price',
      },
      { id: 'heart', Header: () => 'Избранное', Cell: () => '♥' },
    ];
    render(
      <ProductColumnsProvider columns={columns}>
        <ProductTable products={[makeProduct()]} user={makeUser()} onHashtag={noop} onRequestPrices={noop} />
      </ProductColumnsProvider>,
    );
    expect(headers()).toEqual([
      'Фото',
      'Код',
      'Наименование',
      'Наличие',
      'Цена',
      'Корзина',
      'Ваши заказы',
      'Избранное',
    ]);
    expect(screen.getByText('basket AM-0001')).toBeInTheDocument();
  });
});
