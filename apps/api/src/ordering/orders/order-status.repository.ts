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
  /** The integration key the move came through (docs/integration-api.md), else null. */
  integration_key: string | null;
};

/** The order's status history, oldest first. */
export function findStatusHistory(db: Executor, orderId: number): Promise<StatusHistoryRow[]> {
  return queryRows<StatusHistoryRow>(
    db,
    sql`select h.status, h.comment, h.created_at, u.username, h.source, k.name as integration_key
        from order_status_history h left join users u on u.id = h.user_id
        left join integration_keys k on k.id = h.integration_key_id
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
 * Sets the order's status and appends the move to its history (`userId` the staff member or null,
 * `source` where it came from: `staff`, `moysklad` or `integration` with `integrationKeyId` the
 * key of the machine call; `comment` or null).
 */
export async function writeStatusMove(
  db: Executor,
  options: {
    orderId: number;
    status: string;
    comment: string | null;
    userId: number | null;
    source: string;
    integrationKeyId?: number | null;
  },
): Promise<void> {
  const { orderId, status, comment, userId, source } = options;
  await db.execute(
    sql`with moved as (update orders set status = ${status} where id = ${orderId} returning id)
        insert into order_status_history (order_id, status, comment, user_id, source, integration_key_id)
        select id, ${status}, ${comment}, ${userId}, ${source}, ${options.integrationKeyId ?? null} from moved`,
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

/** Who hears of order `orderId`'s status moves: its buyer's address, language and choice (users.order_status_emails). */
export type StatusMailTarget = {
  uuid: string;
  name: string;
  version: string;
  email: string | null;
  fullname: string;
  username: string;
  locale: string;
  order_status_emails: boolean;
};

export async function findStatusMailTarget(
  db: Executor,
  orderId: number,
): Promise<StatusMailTarget | undefined> {
  const rows = await queryRows<StatusMailTarget>(
    db,
    sql`select o.uuid::text as uuid, o.name, o.version, u.email, u.fullname, u.username, u.locale,
          u.order_status_emails
        from orders o join users u on u.id = o.user_id where o.id = ${orderId}`,
  );
  return rows[0];
}
