import { sql } from 'drizzle-orm';
import { arrayLiteral, type Executor, intArray, queryRows } from '../../db/client';
import type { SalesLineInput } from './sales-lines';

/**
 * The one place that writes `sales` (docs/rules.md#sales-writer; tests and bench fixtures aside).
 * Every statement goes through the rollup and revision triggers of the migrations.
 */

/** Lines per statement: one array parameter per column, each well under PostgreSQL's limits. */
export const LINES_PER_STATEMENT = 50_000;

/** Which of `ids` have no row in `table` (stores or products). */
export async function missingIds(
  db: Executor,
  options: { table: 'stores' | 'products'; ids: readonly number[] },
): Promise<Set<number>> {
  if (options.ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select x.id from unnest(${intArray(options.ids)}::int[]) as x(id)
        where not exists (select 1 from ${sql.raw(options.table)} t where t.id = x.id)`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The lines' columns as array parameters of `unnest`, in the order of the insert's column list. */
function columns(lines: readonly SalesLineInput[]) {
  return sql`unnest(${arrayLiteral(lines.map((l) => l.storeId))}::int4[],
    ${arrayLiteral(lines.map((l) => l.productId))}::int4[],
    ${arrayLiteral(lines.map((l) => l.soldOn))}::date[],
    ${arrayLiteral(lines.map((l) => l.quantity))}::int4[],
    ${arrayLiteral(lines.map((l) => l.amount))}::numeric[],
    ${arrayLiteral(lines.map((l) => l.externalId))}::text[])`;
}

/** Lines written per outlet: added, and corrected (an existing line of the same external id changed). */
export type WrittenPerStore = { store_id: number; inserted: number; corrected: number };

/**
 * Adds lines none of which has an external id: a plain insert (no arbiter index needed, so a bulk
 * load may drop the indexes meanwhile). Answers the lines added per outlet.
 */
export async function insertLines(
  db: Executor,
  lines: readonly SalesLineInput[],
): Promise<WrittenPerStore[]> {
  await db.execute(sql`insert into sales (store_id, product_id, sold_on, quantity, amount, external_id)
    select * from ${columns(lines)}`);
  const perStore = new Map<number, number>();
  for (const line of lines) perStore.set(line.storeId, (perStore.get(line.storeId) ?? 0) + 1);
  return [...perStore].map(([store_id, inserted]) => ({ store_id, inserted, corrected: 0 }));
}

/**
 * Writes lines of which some have an external id: a new (outlet, external id) is added, a known
 * one takes the line's product, day, quantity and amount when any differs — and is left untouched
 * (no row written, no trigger work) when none does. Lines without an id are added. Answers the
 * lines added and corrected per outlet (`xmax = 0` marks a row the statement inserted).
 */
export async function upsertLines(
  db: Executor,
  lines: readonly SalesLineInput[],
): Promise<WrittenPerStore[]> {
  return queryRows<WrittenPerStore>(
    db,
    sql`with written as (
      insert into sales as s (store_id, product_id, sold_on, quantity, amount, external_id)
      select * from ${columns(lines)}
      on conflict (store_id, external_id) where external_id is not null do update
        set product_id = excluded.product_id, sold_on = excluded.sold_on,
            quantity = excluded.quantity, amount = excluded.amount
        where (s.product_id, s.sold_on, s.quantity, s.amount)
          is distinct from (excluded.product_id, excluded.sold_on, excluded.quantity, excluded.amount)
      returning s.store_id, (s.xmax = 0) as inserted)
    select store_id, (count(*) filter (where inserted))::int as inserted,
           (count(*) filter (where not inserted))::int as corrected
    from written group by store_id`,
  );
}

/**
 * The lines whose external id starts with `prefix` (a feed's document, e.g. `ms:<sale id>:`), as
 * a feed would send them: to correct them when the document went away. Reads only.
 */
export async function findLinesByExternalPrefix(
  db: Executor,
  options: { prefix: string },
): Promise<SalesLineInput[]> {
  const pattern = `${options.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{
    store_id: number;
    product_id: number;
    sold_on: string;
    quantity: number;
    amount: string;
    external_id: string;
  }>(
    db,
    sql`select store_id, product_id, to_char(sold_on, 'YYYY-MM-DD') as sold_on, quantity, amount::text as amount,
          external_id
        from sales where external_id like ${pattern}`,
  );
  return rows.map((r) => ({
    storeId: r.store_id,
    productId: r.product_id,
    soldOn: r.sold_on,
    quantity: r.quantity,
    amount: r.amount,
    externalId: r.external_id,
  }));
}
