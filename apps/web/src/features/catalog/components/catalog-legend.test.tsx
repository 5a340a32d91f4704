// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ProductColumn, ProductColumnsProvider } from '@/components/product-columns';
import { setupWebTest } from '@/test/setup';
import { CatalogLegend } from './catalog-legend';

await setupWebTest('ru');

const shelfColumn: ProductColumn = {
  id: 'occupancy',
  Header: () => <>Полка</>,
  Cell: () => null,
  Legend: () => <p>Объяснение полки</p>,
};
const heartColumn: ProductColumn = { id: 'favourite', Header: () => null, Cell: () => null };

async function openLegend(columns: ProductColumn[]) {
  render(
    <ProductColumnsProvider columns={columns}>
      <CatalogLegend />
    </ProductColumnsProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Обозначения' }));
  return screen.findByRole('tooltip');
}

describe('the catalogue legend', () => {
  it('explains the stock badges, drawn as in the table, and the recommendation badges', async () => {
    const legend = await openLegend([]);
    const stock = within(legend).getByRole('region', { name: 'Наличие' });
    expect(within(stock).getByText('На складе: 12')).toHaveClass('badge');
    expect(within(stock).getByText('Столько штук есть на складе: можно заказать')).toBeInTheDocument();
    expect(within(stock).getByText('Нет на складе')).toBeInTheDocument();
    expect(within(stock).getByText('В корзине: 2')).toBeInTheDocument();
    expect(within(stock).getByText('Больше остатка на 3')).toBeInTheDocument();
    const recommendations = within(legend).getByRole('region', { name: 'Рекомендации для вашего магазина' });
    expect(within(recommendations).getByText('Хит 2 недель')).toHaveClass('rec-badge');
  });

  it('adds the legends of the extension columns shown, and only theirs', async () => {
    const legend = await openLegend([heartColumn, shelfColumn]);
    expect(within(legend).getByText('Объяснение полки')).toBeInTheDocument();
  });
});
