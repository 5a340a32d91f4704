import { index, integer, pgTable } from 'drizzle-orm/pg-core';

/*
 * Units per shelf (docs/rules.md#shelf-stock, decision 0023): derived from `stock`, `capacities`,
 * `products` and `categories` by the shelf rule (apps/api/src/rules/shelf.sql.ts). Refreshed in
 * the background: the statement triggers of migration 0009 only mark the outlets whose figures may
 * have changed (`shelf_stock_dirty`); a read computes a marked outlet's units itself, read-only, and
 * the `shelf-stock.refresh` job stores them (shelves module `refreshShelfStock`, the tables' one
 * writer). No foreign keys: derived data.
 */

/** Units standing on a shelf (`quantity`, stock) and coming to it (`supplies`): one row per capacities row. */
export const shelfStock = pgTable(
  'shelf_stock',
  {
    shelfId: integer('shelf_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    quantity: integer('quantity').notNull(),
    supplies: integer('supplies').notNull(),
  },
  (t) => [index('shelf_stock_store').on(t.storeId)],
);

/** Outlets whose `shelf_stock` rows may be stale: readers compute them, the refresh job stores them. */
export const shelfStockDirty = pgTable('shelf_stock_dirty', {
  storeId: integer('store_id').primaryKey(),
});
