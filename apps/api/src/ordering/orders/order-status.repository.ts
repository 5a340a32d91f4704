import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the order status moves (docs/rules.md#order-status): the history, the lock, the stock returned. */

/** A row of order_status_history with its author's login (null: none or gone). */
export type StatusHistoryRow = {
  status: string;
  comment: string | null;
  created_at: Date | string;
  username: string | null;
};

/** The order's status history, oldest first. */
export function findStatusHistory(db: Executor, orderId: number): Promise<StatusHistoryRow[]> {
  return queryRows<StatusHistoryRow>(
    db,
    sql`select h.status, h.comment, h.created_at, u.username
        from order_status_history h left join users u on u.id = h.user_id
        where h.order_id = ${orderId} order by h.created_at, h.id`,
  );
}

/**
 * The order `uuid` locked `for update` until the transaction ends (so two moves of one order run
 * one after the other, the second seeing the first's status), or undefined.
 */
export async function lockOrder(
  db: Executor,
  uuid: string,
): Promise<{ id: number; status: string; version: string } | undefined> {
  const rows = await queryRows<{ id: number; status: string; version: string }>(
    db,
    sql`select id, status, version from orders where uuid = ${uuid}::uuid for update`,
  );
  return rows[0];
}

/**
 * Puts the order's units back into the warehouse stock row of store `stockStoreId` (the main store
 * of the order's version, the row order send lowered), creating the row when it is gone. Rows are
 * locked in product-id order, as order send locks them, so the two never deadlock. Answers how
 * many products' rows were raised.
 */
export async function returnOrderStock(
  db: Executor,
  options: { orderId: number; stockStoreId: number },
): Promise<number> {
  const { orderId, stockStoreId } = options;
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`insert into stock as s (store_id, product_id, quantity)
        select ${stockStoreId}::int, l.product_id, sum(l.quantity)::int
        from order_lines l where l.order_id = ${orderId}
        group by l.product_id order by l.product_id
        on conflict (store_id, product_id) do update set quantity = s.quantity + excluded.quantity
        returning s.product_id`,
  );
  return rows.length;
}

/** Sets the order's status and appends the move to its history (`userId` who, `comment` or null). */
export async function writeStatusMove(
  db: Executor,
  options: { orderId: number; status: string; comment: string | null; userId: number },
): Promise<void> {
  const { orderId, status, comment, userId } = options;
  await db.execute(
    sql`with moved as (update orders set status = ${status} where id = ${orderId} returning id)
        insert into order_status_history (order_id, status, comment, user_id)
        select id, ${status}, ${comment}, ${userId} from moved`,
  );
}
