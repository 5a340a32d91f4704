import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of the order status moves (docs/rules.md#order-status): the history, the lock, the units to return. */

/** A row of order_status_history with its author's login (null: none or gone). */
export type StatusHistoryRow = {
  status: string;
  comment: string | null;
  created_at: Date | string;
  username: string | null;
  /** The integration key the move came through (docs/integration-api.md), else null. */
  integration_key: string | null;
};

/** The order's status history, oldest first. */
export function findStatusHistory(db: Executor, orderId: number): Promise<StatusHistoryRow[]> {
  return queryRows<StatusHistoryRow>(
    db,
    sql`select h.status, h.comment, h.created_at, u.username, k.name as integration_key
        from order_status_history h left join users u on u.id = h.user_id
          left join integration_keys k on k.id = h.integration_key_id
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
 * Sets the order's status and appends the move to its history (`userId` the staff member, or
 * `integrationKeyId` the key of a machine call; `comment` or null).
 */
export async function writeStatusMove(
  db: Executor,
  options: {
    orderId: number;
    status: string;
    comment: string | null;
    userId: number | null;
    integrationKeyId?: number | null;
  },
): Promise<void> {
  const { orderId, status, comment, userId } = options;
  await db.execute(
    sql`with moved as (update orders set status = ${status} where id = ${orderId} returning id)
        insert into order_status_history (order_id, status, comment, user_id, integration_key_id)
        select id, ${status}, ${comment}, ${userId}, ${options.integrationKeyId ?? null} from moved`,
  );
}
