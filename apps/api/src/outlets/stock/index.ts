/**
 * The stock module as other modules, the seed and the feeds see it: the one writer of `stock`
 * (docs/rules.md#stock-writes) — warehouse stock, outlets' shelf stock and incoming supplies —
 * and the fragments order send composes into its one statement.
 */

export {
  addStoreStock,
  type StockColumns,
  type StockWritten,
  type StoreStockRow,
  type SuppliesRow,
  setStockColumns,
  setStoreStock,
  setSupplies,
} from './stock.service';
export { lockWarehouseStockSql, lowerWarehouseStockSql } from './stock-lower.sql';
