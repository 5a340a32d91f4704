import { type SQL, sql } from 'drizzle-orm';
import { isWarehouseRow } from '../../rules/warehouse-stock.sql';

/**
 * Order send's checkStock and lowerStock steps as CTE bodies for its ONE statement
 * (docs/rules.md#order-send, decision 0018): the stock writer's SQL, composed by the statement
 * that also writes the order and empties the basket. The text depends only on the CTE names, so
 * the statement keeps one text per prepared-statement name; the store id is a parameter.
 */

/** A CTE name given by the composing statement (put into the text as is, so checked). */
function cteName(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a CTE name: ${name}`);
  return sql.raw(name);
}

/**
 * Body of a `materialized` CTE locking, only when `when` holds, the warehouse stock rows (store
 * `storeId`, the version's main store) of the products `productIds` (a subquery of product ids)
 * `for update`, in product-id order — the order every stock writer takes rows in, so two sends
 * never deadlock — and answering `product_id, quantity` as locked (the latest committed). A
 * product without a row has no row here. `= any(array(…))` keeps the cached generic plan on the
 * (store, product) index whatever the store's size.
 */
export function lockWarehouseStockSql(options: { storeId: number; productIds: SQL; when: SQL }): SQL {
  const { storeId, productIds, when } = options;
  return sql`select product_id, quantity from stock
        where ${when} and ${isWarehouseRow('stock', storeId)}
          and product_id = any(array(${productIds}))
        order by product_id
        for update`;
}

/**
 * Body of a CTE lowering, only when `when` holds, each locked warehouse row of store `storeId` by
 * its line's units: `locked` names the CTE of `lockWarehouseStockSql`, `lines` a CTE of
 * `product_id, quantity`. A row whose locked quantity is below its line's units is not lowered,
 * so stock never goes below zero (the statement checks beforehand that every line is covered and
 * afterwards that every line was lowered). Answers the lowered rows' `product_id`.
 */
export function lowerWarehouseStockSql(options: {
  storeId: number;
  locked: string;
  lines: string;
  when: SQL;
}): SQL {
  const { storeId, when } = options;
  return sql`update stock s set quantity = s.quantity - v.quantity
        from ${cteName(options.locked)} k join ${cteName(options.lines)} v on v.product_id = k.product_id
        where ${when} and ${isWarehouseRow('s', storeId)}
          and s.product_id = k.product_id and k.quantity >= v.quantity
        returning s.product_id`;
}
