import { sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../../db/client';

/**
 * The sales rollups (docs/rules.md#sales-rollups, docs/decisions/0022-sales-rollups.md): tables
 * derived from `sales` by the statement triggers of migration 0007 and recomputed from scratch by
 * the SQL function `sales_rollups_rebuild()`.
 */
export const SALES_ROLLUP_TABLES = [
  'sales_daily',
  'sales_store_daily',
  'sales_category_daily',
  'sales_product_monthly',
] as const;
export type SalesRollupTable = (typeof SALES_ROLLUP_TABLES)[number];

/** Rows per rollup table. */
export type SalesRollupCounts = Record<SalesRollupTable, number>;

/** How many rows each rollup table holds (exact counts). */
export async function countSalesRollups(db: Executor): Promise<SalesRollupCounts> {
  const [row] = await queryRows<SalesRollupCounts>(
    db,
    sql.raw(
      `select ${SALES_ROLLUP_TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`,
    ),
  );
  return row!;
}

/**
 * Recomputes every rollup from the sales lines (`sales_rollups_rebuild()`) in one transaction (a
 * savepoint when `db` is already a transaction): readers see the old rollups or the new ones,
 * never a half-built set. Answers the rows per table afterwards.
 */
export async function rebuildSalesRollups(db: Executor): Promise<SalesRollupCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select sales_rollups_rebuild()`);
    return countSalesRollups(tx);
  });
}

/**
 * Runs a bulk load of sales lines with the insert trigger of the rollups disabled, then rebuilds
 * the rollups once (docs/rules.md#sales-rollups): one GROUP BY over all the lines instead of a
 * trigger pass per statement. `ALTER TABLE … DISABLE TRIGGER` works on PGlite and on PostgreSQL
 * for the table's owner (session_replication_role would need a superuser) and is transactional:
 * call it inside the loading transaction, whose lock on `sales` keeps other writers out until the
 * commit, so no line written meanwhile can miss the rollups.
 */
export async function withoutSalesRollupTriggers<T>(tx: Tx, load: () => Promise<T>): Promise<T> {
  await tx.execute(sql`alter table sales disable trigger sales_rollups_insert`);
  const result = await load();
  await tx.execute(sql`alter table sales enable trigger sales_rollups_insert`);
  await rebuildSalesRollups(tx);
  return result;
}
