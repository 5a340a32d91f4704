import type { PresentedBasketLine } from '@kits/contract';
import { mediaUrl } from '../../catalogue/catalog';
import { storeCurrency, type ViewScope } from '../../context/request-context';
import type { PresentedLineRow } from './presented-lines.repository';

type Json = PresentedBasketLine['auto_order_reason'];

/**
 * Presented basket line of docs/rules.md#basket-line from its row. Prices follow the catalogue's rule
 * (catalog.mappers toProduct): null for a user who may not see wholesale prices (docs/rules.md#who-may-order),
 * "0.00" when the product has no price in the store currency.
 */
export function toPresentedLine(row: PresentedLineRow, scope: ViewScope): PresentedBasketLine {
  return {
    id: row.id,
    basket_count: row.basket_count,
    quantity: row.quantity,
    price_wholesale: scope.seesWholesale ? (row.price_wholesale ?? '0.00') : null,
    price_with_discount: scope.seesWholesale ? (row.price_with_discount ?? '0.00') : null,
    category_id: row.category_id,
    category_slug: row.category_slug,
    code: row.code,
    name: row.name,
    url_small: row.thumb_file_name === null ? null : mediaUrl(row.thumb_file_name),
    from_auto_order: row.from_auto_order,
    auto_order_reason: (row.auto_order_reason ?? null) as Json,
    store_currency: storeCurrency(row.store_currency, scope.version),
    pack_multiple: row.pack_multiple,
  };
}
