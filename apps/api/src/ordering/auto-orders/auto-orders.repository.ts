import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { BasketUnit } from '../basket';

/**
 * SQL of the auto order's outlet and its stored rows (docs/rules.md#decisions-3). Its lines go into
 * the basket through the basket's writer (`addBasketUnits`), never from here.
 */

/** The caller's current store as the auto order sees it; `owned`: it is one of the caller's stores. */
export type OutletRow = {
  id: number;
  name: string;
  is_retail: boolean;
  currency: string;
  report_period_days: number;
  owned: boolean;
};

/** Settings of store `storeId` and whether `userId` owns it (user_stores); undefined when it does not exist. */
export async function findOutlet(
  db: Executor,
  options: { userId: number; storeId: number },
): Promise<OutletRow | undefined> {
  const rows = await queryRows<OutletRow>(
    db,
    sql`select s.id, s.name, s.is_retail, s.currency, s.report_period_days,
        exists (select 1 from user_stores us where us.user_id = ${options.userId} and us.store_id = s.id) as owned
      from stores s where s.id = ${options.storeId}`,
  );
  return rows[0];
}

/** The id of the user's basket of the store (no lock), or null when there is none yet. */
export async function findBasketId(db: Executor, key: { userId: number; storeId: number }) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from baskets where user_id = ${key.userId} and store_id = ${key.storeId}`,
  );
  return rows[0]?.id ?? null;
}

/** Marks the user's fresh auto orders of the store as superseded (a newer one replaces them). */
export async function supersedeFresh(tx: Executor, options: { userId: number; storeId: number }) {
  await tx.execute(sql`update auto_orders set status = 'superseded'
    where user_id = ${options.userId} and store_id = ${options.storeId} and status = 'fresh'`);
}

/** An auto_orders row as the API answers it; `created_at` a Date or timestamp text per driver. */
export type AutoOrderRow = {
  id: number;
  uuid: string;
  store_id: number;
  created_at: Date | string;
  sum_before: string;
  /** The sum of its lines (text, 2 decimals) and their number. */
  sum: string;
  lines_count: number;
};

/** The select list of an AutoOrderRow from `auto_orders` (also as a RETURNING list). */
export const autoOrderColumns = sql`id, uuid::text as uuid, store_id, created_at, sum_before::text as sum_before,
  (select coalesce(sum((l->>'sum')::numeric), 0) from jsonb_array_elements(lines) l)::numeric(14, 2)::text as sum,
  jsonb_array_length(lines) as lines_count`;

/**
 * Statuses of an auto order: `fresh` (computed, not in the basket: the check offers it), `applied`
 * (in the basket: made with POST order/auto-order, or joined/replaced later), `superseded` (a newer
 * one of the outlet replaced it before it was applied).
 */
export type AutoOrderStatus = 'fresh' | 'applied' | 'superseded';

/** A stored line: the proposal's line (`reason` with the basket units it counted). */
export type StoredLine = { product_id: number; count: number; price: string; sum: string; reason: unknown };

/** Inserts an auto order with its lines and `status`; answers the row. */
export async function insertAutoOrder(
  tx: Executor,
  options: {
    userId: number;
    storeId: number;
    maxOrderSum: string;
    sumBefore: string;
    lines: StoredLine[];
    status: AutoOrderStatus;
  },
): Promise<AutoOrderRow> {
  const rows = await queryRows<AutoOrderRow>(
    tx,
    sql`insert into auto_orders (user_id, store_id, max_order_sum, sum_before, lines, status)
      values (${options.userId}, ${options.storeId}, ${options.maxOrderSum}::numeric,
        ${options.sumBefore}::numeric, ${JSON.stringify(options.lines)}::jsonb, ${options.status})
      returning ${autoOrderColumns}`,
  );
  return rows[0]!;
}

/**
 * The lines of auto order `autoOrderId` as basket units: product id, count and the reason the
 * basket line keeps (empty when it does not exist). Reads only.
 */
export function findAutoOrderUnits(db: Executor, autoOrderId: number): Promise<BasketUnit[]> {
  return queryRows<BasketUnit>(
    db,
    sql`select x.product_id as id, x.count, x.reason
      from auto_orders ao
        cross join lateral jsonb_to_recordset(ao.lines) as x(product_id int, count int, reason jsonb)
      where ao.id = ${autoOrderId}`,
  );
}
