import { sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { storesShelfStockSelect } from '../../rules/shelf.sql';

/**
 * The one writer of `shelf_stock` and `shelf_stock_dirty` (docs/rules.md#shelf-stock, decision
 * 0023). Migration 0009's triggers insert the marks in every writer's transaction; only this file
 * stores units and deletes marks — run by the `shelf-stock.refresh` job, never by a read.
 */

/**
 * Recomputes `shelf_stock` (docs/rules.md#shelf-stock) of the marked outlets among `storeIds`
 * (every marked outlet when omitted), in one transaction: claims their marks in `shelf_stock_dirty`,
 * skipping a mark a writer holds locked (its transaction is still open: the mark stays and the next
 * run takes it, after the commit — migration 0017; a concurrent refresher skips the same way, so
 * neither waits nor deadlocks), then writes every claimed outlet's shelves with ONE statement of the shelf
 * rule (rules/shelf.sql.ts `storesShelfStockSelect`; no JIT compile, as every session: decision 0048). Answers the outlet ids it recomputed.
 */
export async function refreshShelfStock(db: Executor, storeIds?: readonly number[]): Promise<number[]> {
  const wanted = storeIds === undefined ? sql`true` : sql`store_id = any(${intArray(storeIds)}::int[])`;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ store_id: number }>(
      tx,
      sql`delete from shelf_stock_dirty where store_id in (
          select store_id from shelf_stock_dirty where ${wanted} order by store_id for update skip locked
        ) returning store_id`,
    );
    if (claimed.length === 0) return [];
    const ids = claimed.map((r) => Number(r.store_id));
    const claimedIds = sql`${intArray(ids)}::int[]`;
    // Shelves of the claimed outlets that hold nothing now lose their row; the others are upserted
    // by shelf id (a shelf id reused after a truncate replaces whatever row it had).
    await tx.execute(sql`with fresh as materialized (${storesShelfStockSelect(claimedIds)}),
        gone as (
          delete from shelf_stock t where t.store_id = any(${claimedIds})
            and not exists (select 1 from fresh f where f.shelf_id = t.shelf_id)
        )
        insert into shelf_stock (shelf_id, store_id, quantity, supplies)
        select shelf_id, store_id, quantity, supplies from fresh
        on conflict (shelf_id) do update
          set store_id = excluded.store_id, quantity = excluded.quantity, supplies = excluded.supplies`);
    return ids;
  });
}

/** Whether any outlet is marked for recomputation (one primary-key probe). */
export async function anyShelfStockMarked(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ marked: boolean }>(
    db,
    sql`select exists (select 1 from shelf_stock_dirty) as marked`,
  );
  return row?.marked === true;
}
