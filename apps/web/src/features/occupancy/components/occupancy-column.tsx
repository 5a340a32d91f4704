import type { Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import type { ProductColumn } from '@/components/product-columns';
import { OccupancyBar } from './occupancy-bar';
import { OccupancyColumnLegend } from './occupancy-legend';

/** A hook: how many units of `product` the basket holds now, following the basket as it changes. */
export type UseUnitsInBasket = (product: Product) => number;

function OccupancyHeader() {
  const { t } = useTranslation('franchise');
  return <span title={t('occupancy.column.hint')}>{t('occupancy.column.title')}</span>;
}

/**
 * The occupancy bar as a product-table column (the catalogue's extension point; app/product-columns
 * adds it for users in a retail outlet with capacities, `showsOccupancy`), after the outlet stock.
 * The product's bar counts its units in the basket, read through `useUnitsInBasket` (the basket
 * feature's, composed in by the app).
 */
export function occupancyColumn(useUnitsInBasket: UseUnitsInBasket): ProductColumn {
  function OccupancyCell({ product }: { product: Product }) {
    const { t } = useTranslation('franchise');
    const inBasket = useUnitsInBasket(product);
    if (!product.capacity)
      return (
        <span className="text-body-tertiary small" title={t('occupancy.column.noShelf')}>
          —
        </span>
      );
    return <OccupancyBar capacity={product.capacity} inBasket={inBasket} />;
  }
  return {
    id: 'occupancy',
    Header: OccupancyHeader,
    Cell: OccupancyCell,
    Legend: OccupancyColumnLegend,
    after: 'outlets',
  };
}
