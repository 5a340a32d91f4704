import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * SQL of the order rules (docs/rules.md#order-minimum): the one writer of `order_minimums`, a row
 * per currency that has a minimum order sum.
 */

/** A stored minimum: currency and sum in major units as 2-decimal text. */
export type MinimumRow = { currency: string; min_sum: string };

/** Every stored minimum; `lock` holds the rows (and, by the table lock below, new ones) until the transaction ends. */
export async function findMinimums(db: Executor, options: { lock?: boolean } = {}): Promise<MinimumRow[]> {
  // A share-row-exclusive lock serialises two staff saves even while the table has no row to lock.
  if (options.lock) await db.execute(sql`lock table order_minimums in share row exclusive mode`);
  return queryRows<MinimumRow>(
    db,
    sql`select currency, min_sum::numeric(12,2)::text as min_sum from order_minimums order by currency`,
  );
}

/** The minimum order sum of `currency` (2-decimal text), or null when it has none. */
export async function findMinimum(db: Executor, currency: string): Promise<string | null> {
  const rows = await queryRows<{ min_sum: string }>(
    db,
    sql`select min_sum::numeric(12,2)::text as min_sum from order_minimums where currency = ${currency}`,
  );
  return rows[0]?.min_sum ?? null;
}

/** Sets `currency`'s minimum to `minSum` (major units, > 0), or removes it (null), recording who did. */
export async function writeMinimum(
  db: Executor,
  options: { currency: string; minSum: string | null; userId: number | null },
): Promise<void> {
  const { currency, minSum, userId } = options;
  if (minSum === null) {
    await db.execute(sql`delete from order_minimums where currency = ${currency}`);
    return;
  }
  await db.execute(sql`insert into order_minimums (currency, min_sum, updated_by, updated_at)
    values (${currency}, ${minSum}::numeric, ${userId}, now())
    on conflict (currency) do update set min_sum = excluded.min_sum, updated_by = excluded.updated_by,
      updated_at = now()`);
}
