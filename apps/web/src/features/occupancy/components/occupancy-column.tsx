import type { Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { useBasket } from '@/features/basket/hooks/use-basket';
import type { ProductColumn } from '@/features/catalog/components/product-columns';
import { OccupancyBar } from './occupancy-bar';

function OccupancyHeader() {
  const { t } = useTranslation('franchise');
  return <span title={t('occupancy.column.hint')}>{t('occupancy.column.title')}</span>;
}

/** The product's shelf bar, counting its units in the basket as the basket changes. */
function OccupancyCell({ product }: { product: Product }) {
  const { t } = useTranslation('franchise');
  const basket = useBasket();
  if (!product.capacity)
    return (
      <span className="text-body-tertiary small" title={t('occupancy.column.noShelf')}>
        —
      </span>
    );
  const inCart = basket.countOf(product.id) ?? product.basket_count;
  return <OccupancyBar capacity={product.capacity} inCart={inCart} />;
}

/**
 * The occupancy bar as a product-table column (the catalogue's extension point; app/product-columns
 * adds it for users in a retail outlet with capacities, `showsOccupancy`), after the outlet stock.
 */
export const occupancyColumn: ProductColumn = {
  id: 'occupancy',
  Header: OccupancyHeader,
  Cell: OccupancyCell,
  after: 'outlets',
};
