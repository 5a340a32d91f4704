import { type SQL, sql } from 'drizzle-orm';
import { storesShelfStockSelect } from '../../rules/shelf.sql';

/**
 * SQL fragments of units per shelf (docs/rules.md#shelf-stock) that other statements compose — the
 * catalogue's viewer data reads an outlet's shelves with its other figures (decision 0044).
 * Only reads: `shelf_stock` and its marks are written by this module's `refreshShelfStock` alone.
 */

/**
 * Where a shelf's units come from:
 * - `kept`: the `shelf_stock` row, exact while the outlet carries no mark in `shelf_stock_dirty`;
 * - `rule`: computed now from the stock with the one shelf rule (rules/shelf.sql.ts
 *   `storesShelfStockSelect`), read-only — what the next refresh will store.
 */
export type ShelfUnitsSource = 'kept' | 'rule';

/**
 * `left join … <as> on <as>.shelf_id = <shelf>`: the units of the shelf `shelf` (an SQL expression,
 * e.g. `cap.id`) as columns `<as>.quantity` and `<as>.supplies` (null when the shelf holds nothing:
 * coalesce to 0). `stores` (an SQL int[]) names the outlets whose shelves are joined; `rule` computes
 * only theirs. `as` is a fixed alias of the caller's statement.
 */
export function shelfUnitsJoin(options: {
  source: ShelfUnitsSource;
  stores: SQL;
  shelf: SQL;
  as: string;
}): SQL {
  const alias = sql.raw(options.as);
  // The outlet condition is implied (a kept row carries its shelf's outlet) but lets the planner
  // read the outlets' few rows by index instead of hashing the whole table (decision 0027's statement).
  if (options.source === 'kept')
    return sql`left join shelf_stock ${alias} on ${alias}.shelf_id = ${options.shelf} and ${alias}.store_id = any(${options.stores})`;
  return sql`left join (${storesShelfStockSelect(options.stores)}) ${alias} on ${alias}.shelf_id = ${options.shelf}`;
}

/** `exists (…)`: whether outlet `store` (an SQL int) is marked, i.e. its `shelf_stock` rows may be stale. */
export function shelvesMarkedSql(store: SQL): SQL {
  return sql`exists (select 1 from shelf_stock_dirty d where d.store_id = ${store})`;
}
