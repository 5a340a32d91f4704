import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the order status moves (docs/rules.md#order-status): the history, the lock, the units to return. */

/** A row of order_status_history with its author's login (null: none or gone). */
export type StatusHistoryRow = {
  status: string;
  comment: string | null;
  created_at: Date | string;
  username: string | null;
  source: string;
};

/** The order's status history, oldest first. */
export function findStatusHistory(db: Executor, orderId: number): Promise<StatusHistoryRow[]> {
  return queryRows<StatusHistoryRow>(
    db,
    sql`select h.status, h.comment, h.created_at, u.username, h.source
        from order_status_history h left join users u on u.id = h.user_id
        where h.order_id = ${orderId} order by h.created_at, h.id`,
  );
}

/** An order as a status move needs it. */
export type LockedOrder = { id: number; uuid: string; status: string; version: string };

/**
 * The order (by uuid or id) locked `for update` until the transaction ends (so two moves of one
 * order run one after the other, the second seeing the first's status), or undefined.
 */
export async function lockOrder(
  db: Executor,
  where: { uuid: string } | { id: number },
): Promise<LockedOrder | undefined> {
  const condition = 'uuid' in where ? sql`uuid = ${where.uuid}::uuid` : sql`id = ${where.id}`;
  const rows = await queryRows<LockedOrder>(
    db,
    sql`select id, uuid::text as uuid, status, version from orders where ${condition} for update`,
  );
  return rows[0];
}

/**
 * The units of order `orderId` per product (its lines summed), in product-id order: what a cancel
 * returns to the stock.
 */
export function findOrderUnits(
  db: Executor,
  orderId: number,
): Promise<{ product_id: number; quantity: number }[]> {
  return queryRows(
    db,
    sql`select l.product_id, sum(l.quantity)::int as quantity
        from order_lines l where l.order_id = ${orderId}
        group by l.product_id order by l.product_id`,
  );
}

/**
 * Sets the order's status and appends the move to its history (`userId` who or null, `source`
 * where it came from: `staff` or `moysklad`, `comment` or null).
 */
export async function writeStatusMove(
  db: Executor,
  options: { orderId: number; status: string; comment: string | null; userId: number | null; source: string },
): Promise<void> {
  const { orderId, status, comment, userId, source } = options;
  await db.execute(
    sql`with moved as (update orders set status = ${status} where id = ${orderId} returning id)
        insert into order_status_history (order_id, status, comment, user_id, source)
        select id, ${status}, ${comment}, ${userId}, ${source} from moved`,
  );
}

/**
 * The customer order order `orderId` became in МойСклад (docs/moysklad.md §Orders out): its id
 * kept once, so the order's link opens it and a replay never makes a second one.
 */
export async function linkOrderToMoysklad(
  db: Executor,
  options: { orderId: number; moyskladId: string },
): Promise<void> {
  await db.execute(
    sql`update orders set moysklad_id = ${options.moyskladId}::uuid
        where id = ${options.orderId} and moysklad_id is null`,
  );
}
