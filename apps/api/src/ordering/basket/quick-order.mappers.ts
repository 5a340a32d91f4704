import type { QuickOrderProduct } from '@kits/contract';
import { mediaUrl } from '../../catalogue/catalog';
import { storeCurrency, type ViewScope } from '../../context/request-context';
import type { QuickOrderProductRow } from './quick-order.repository';

/**
 * The matched product of a quick-order line (docs/rules.md#quick-order) from its row. Prices follow
 * the catalogue's rule (as the basket's presented line): null for a user who may not see wholesale
 * prices (docs/rules.md#who-may-order), "0.00" without a price in the store currency.
 */
export function toQuickOrderProduct(row: QuickOrderProductRow, scope: ViewScope): QuickOrderProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    category_slug: row.category_slug,
    url_small: row.thumb_file_name === null ? null : mediaUrl(row.thumb_file_name),
    price_wholesale: scope.seesWholesale ? (row.price_wholesale ?? '0.00') : null,
    price_with_discount: scope.seesWholesale ? (row.price_with_discount ?? '0.00') : null,
    currency: storeCurrency(row.currency, scope.version),
    stock: row.stock,
    basket_count: row.basket_count,
  };
}
