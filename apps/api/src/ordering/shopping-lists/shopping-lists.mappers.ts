import type { ShoppingListLine, ShoppingListSummary } from '@kits/contract';
import { mediaUrl } from '../../catalogue/catalog';
import { storeCurrency, type ViewScope } from '../../context/request-context';
import type { ListLineRow } from './shopping-list-lines.repository';
import type { ListSummaryRow } from './shopping-lists.repository';

/** A list's summary (docs/rules.md#shopping-lists) from its row; `updated_at` as ISO 8601. */
export function toListSummary(row: ListSummaryRow): ShoppingListSummary {
  return {
    id: Number(row.id),
    name: row.name,
    shared: row.shared,
    own: row.own,
    owner: row.owner,
    lines: Number(row.lines),
    units: Number(row.units),
    archived_lines: Number(row.archived_lines),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * A list line from its row. The price follows the basket's rule: null for a user who may not see
 * wholesale prices (docs/rules.md#who-may-order), "0.00" without a price in the store currency.
 */
export function toListLine(row: ListLineRow, scope: ViewScope): ShoppingListLine {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    category_slug: row.category_slug,
    url_small: row.thumb_file_name === null ? null : mediaUrl(row.thumb_file_name),
    quantity: Number(row.quantity),
    archived: row.archived,
    price_with_discount: scope.seesWholesale ? (row.price_with_discount ?? '0.00') : null,
    currency: storeCurrency(row.currency, scope.version),
    stock: Number(row.stock),
    basket_count: Number(row.basket_count),
  };
}
