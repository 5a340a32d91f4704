import type { Version } from './locale';
import { mainStoreId } from './locale';

/**
 * Warehouse stock of docs/rules.md#spec-9 (a product's `quantity`): the quantity of the product's stock row in
 * the version's main store (`mainStoreId`: 1 ru, 56 en), 0 without such a row; the rows of other
 * stores (outlets' shelf stock) never count. `rows` are one product's stock rows (units). Its SQL
 * twin is apps/api/src/rules/warehouse-stock.sql.ts, proven equal by warehouse-stock.sql.api.test.ts.
 */
export function warehouseStock(
  rows: readonly { store_id: number; quantity: number }[],
  version: Version,
): number {
  const main = mainStoreId(version);
  return rows.find((row) => row.store_id === main)?.quantity ?? 0;
}
