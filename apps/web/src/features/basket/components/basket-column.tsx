import { hasPrice, type Product } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import type { ProductColumn } from '@/components/product-columns';
import { basketSelection, useBasketSelection } from '../utils/basket-selection';
import { BasketButtons } from './basket-buttons';

/** A product that can be ticked for "add selected": priced and in stock (docs/rules.md#basket-batch-add). */
const tickable = (product: Product) => hasPrice(product.price_wholesale) && product.quantity > 0;

/**
 * The column's head: its name and, over a table of products, a tick for every product of the page
 * that can be ordered and is not yet in the basket (each with one pack), so a whole page goes in
 * with "add selected" (docs/rules.md#basket-batch-add).
 */
function BasketColumnHeader({ products = [] }: { products?: readonly Product[] }) {
  const { t } = useTranslation('basket');
  const picked = useBasketSelection();
  const rows = products.filter((product) => tickable(product) && product.basket_count === 0);
  const all = rows.length > 0 && rows.every((product) => picked.has(product.id));
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {rows.length > 0 && (
        <input
          type="checkbox"
          className="form-check-input m-0 basket-tick"
          checked={all}
          onChange={(event) =>
            basketSelection.toggle(rows, event.currentTarget.checked, (product) =>
              Math.max(1, product.pack_multiple),
            )
          }
          aria-label={t('select.page')}
          title={t('select.page')}
        />
      )}
      {t('column')}
    </span>
  );
}

/**
 * The basket buttons as a product-table column (the catalogue's extension point; app/product-columns
 * adds it for warehouse-level users). Last in the row, like an action column.
 */
export const basketColumn: ProductColumn = {
  id: 'basket',
  Header: BasketColumnHeader,
  Cell: BasketButtons,
  className: 'text-nowrap basket-col',
};
