import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { type AutoOrderRow, autoOrderColumns } from './auto-orders.repository';

/** SQL of the fresh-auto-order check (GET auto-order-frontend/check) and of the status an applied one moves to. */

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

/** Marks the auto order applied: the check no longer offers it. */
export async function markApplied(tx: Executor, autoOrderId: number) {
  await tx.execute(sql`update auto_orders set status = 'applied' where id = ${autoOrderId}`);
}
