import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';
import { type AutoOrderRow, autoOrderColumns } from './auto-orders.repository';

/** SQL of GET auto-order-frontend/check and POST auto-order-frontend/{union|replace}-basket. */

/** Hours an auto order stays fresh (docs/rules.md#auto-order-check: "recent"). */
export const FRESH_HOURS = 24;

/**
 * The user's newest fresh auto order of the store: status 'fresh' (not applied, not superseded) and
 * created within the last `FRESH_HOURS` hours (index auto_orders_store).
 */
export async function findFreshAutoOrder(
  db: Executor,
  options: { userId: number; storeId: number },
): Promise<AutoOrderRow | undefined> {
  const rows = await queryRows<AutoOrderRow>(
    db,
    sql`select ${autoOrderColumns}
      from auto_orders
      where store_id = ${options.storeId} and user_id = ${options.userId} and status = 'fresh'
        and created_at > now() - make_interval(hours => ${FRESH_HOURS}::int)
      order by created_at desc, id desc
      limit 1`,
  );
  return rows[0];
}

/** The user's auto order `id` with that `uuid`; undefined when it does not exist or is another user's. */
export async function findOwnAutoOrder(
  db: Executor,
  options: { userId: number; id: number; uuid: string },
): Promise<{ id: number; store_id: number; status: string } | undefined> {
  const rows = await queryRows<{ id: number; store_id: number; status: string }>(
    db,
    sql`select id, store_id, status from auto_orders
      where id = ${options.id} and uuid = ${options.uuid}::uuid and user_id = ${options.userId}`,
  );
  return rows[0];
}

/**
 * Writes the auto order's lines into the (locked) basket, each capped to the warehouse stock of
 * `mainStoreId` (lines with nothing left are skipped):
 * - `union`: a product not in the basket gets a new line; one in the basket gets the larger of its
 *   count and the auto order's (a line already at least as large stays untouched);
 * - `replace`: the caller has emptied the basket first, so every line is new.
 * Written lines are marked `from_auto_order` with the line's reason. Answers how many were written.
 */
export async function writeAutoOrderLines(
  tx: Executor,
  options: { autoOrderId: number; basketId: number; mainStoreId: number },
): Promise<number> {
  const { autoOrderId, basketId, mainStoreId } = options;
  const rows = await queryRows<{ product_id: number }>(
    tx,
    sql`insert into basket_lines as bl (basket_id, product_id, basket_count, from_auto_order, auto_order_reason)
      select ${basketId}::int, x.product_id, least(x.count, w.quantity), true, x.reason
      from auto_orders ao
        cross join lateral jsonb_to_recordset(ao.lines) as x(product_id int, count int, reason jsonb)
        join ${warehouseStockJoin('w', sql`x.product_id`, mainStoreId)}
      where ao.id = ${autoOrderId} and least(x.count, w.quantity) > 0
      on conflict (basket_id, product_id) do update set
        basket_count = excluded.basket_count, from_auto_order = true,
        auto_order_reason = excluded.auto_order_reason
        where bl.basket_count < excluded.basket_count
      returning bl.product_id`,
  );
  return rows.length;
}

/** Marks the auto order applied: the check no longer offers it. */
export async function markApplied(tx: Executor, autoOrderId: number) {
  await tx.execute(sql`update auto_orders set status = 'applied' where id = ${autoOrderId}`);
}
