import { MAIN_STORE_ID } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL of the warehouse stock of docs/rules.md#spec-9 (a product's `quantity`): the product's `stock` row in the
 * version's main store (1 ru, 56 en), 0 without one — the twin of `warehouseStock` (packages/contract
 * rules/warehouse-stock.ts), proven equal by warehouse-stock.sql.api.test.ts. `mainStoreId` is the
 * store id (`mainStoreId(version)` of the contract, sent as an int parameter) or an SQL expression
 * (e.g. `mainStoreIdSql`); `productId` an SQL expression of the product's id. Units are whole.
 */

type StoreId = number | SQL;
const storeIdSql = (id: StoreId) => (typeof id === 'number' ? sql`${id}::int` : id);

/**
 * `mainStoreId(version)` in SQL for a version column or expression ('ru' or 'en'): 1 for 'ru',
 * 56 otherwise, as literals the planner sees.
 */
export const mainStoreIdSql = (version: SQL): SQL =>
  sql`case when ${version} = 'ru' then ${sql.raw(String(MAIN_STORE_ID.ru))} else ${sql.raw(String(MAIN_STORE_ID.en))} end`;

/**
 * Condition: the stock row `alias` (a table alias, or `stock` unaliased) is a warehouse row, the
 * row of the main store — for statements that read or lock a set of warehouse rows.
 */
export const isWarehouseRow = (alias: string, mainStoreId: StoreId): SQL =>
  sql`${sql.raw(alias)}.store_id = ${storeIdSql(mainStoreId)}`;

/**
 * `stock <alias> on <warehouse row of productId>`, for `join` (products without a warehouse row
 * drop out) or `left join` (read the units as `coalesce(<alias>.quantity, 0)`).
 */
export const warehouseStockJoin = (alias: string, productId: SQL, mainStoreId: StoreId): SQL =>
  sql`stock ${sql.raw(alias)} on ${sql.raw(alias)}.product_id = ${productId} and ${isWarehouseRow(alias, mainStoreId)}`;

/** The warehouse stock of `productId` as one scalar expression: units, 0 without a row. */
export const warehouseStockSql = (productId: SQL, mainStoreId: StoreId): SQL =>
  sql`coalesce((select ws.quantity from stock ws
    where ${isWarehouseRow('ws', mainStoreId)} and ws.product_id = ${productId}), 0)`;

/** Condition: `productId` has warehouse stock above 0 (docs/rules.md#spec-4 "in stock" filter; orderable). */
export const hasWarehouseStockSql = (productId: SQL, mainStoreId: StoreId): SQL =>
  sql`exists (select 1 from stock wsf
      where wsf.product_id = ${productId} and ${isWarehouseRow('wsf', mainStoreId)} and wsf.quantity > 0)`;
