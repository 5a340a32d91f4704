import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';

/**
 * SQL of the `stock` table's writer (docs/rules.md#stock-writes): private to `outlets/stock`, the
 * only files that insert or update `stock` (order send's lowering is the fragment of
 * stock-lower.sql.ts). Rows travel column-wise as int[] parameters (`unnest`), so a chunk of
 * 50,000 rows is one statement of the same text on PGlite and PostgreSQL. Every statement takes
 * its rows in (store, product) order — order send locks the warehouse rows in product order — so
 * two writers never deadlock, and checks in the same statement that every store and product
 * exists: with one unknown it writes nothing and names them.
 */

/** The stock columns a chunk sets besides its keys; absent ones stay as they are (0 on a new row). */
export type StockValueColumn = 'quantity' | 'supplies';

/** One chunk column-wise: equal lengths, validated integers. */
export type StockChunk = {
  storeIds: readonly number[];
  productIds: readonly number[];
  values: Partial<Record<StockValueColumn, readonly number[]>>;
};

/** What a chunk statement did: the unknown ids (then nothing was written), the rows written. */
export type ChunkResult = { unknownStores: number[]; unknownProducts: number[]; written: number };

const ints = (values: readonly number[]) => sql`${intArray(values)}::int[]`;

/** `u` (the chunk's rows) and `unknown` (the ids missing from stores and products) CTEs. */
function rowsAndUnknown(chunk: StockChunk, columns: readonly StockValueColumn[]): SQL {
  const arrays = [chunk.storeIds, chunk.productIds, ...columns.map((c) => chunk.values[c]!)].map(ints);
  const names = sql.raw(['store_id', 'product_id', ...columns].join(', '));
  return sql`u as materialized (
      select * from unnest(${sql.join(arrays, sql`, `)}) as u(${names})
    ),
    unknown as materialized (
      select
        array(select x.id from (select distinct store_id as id from u) x
          where not exists (select 1 from stores s where s.id = x.id) order by 1) as stores,
        array(select x.id from (select distinct product_id as id from u) x
          where not exists (select 1 from products p where p.id = x.id) order by 1) as products
    )`;
}

/** Runs `statement` (whose CTEs end in `written … returning 1`) and reads its result row. */
async function run(db: Executor, statement: SQL): Promise<ChunkResult> {
  const [row] = await queryRows<{ unknown_stores: number[]; unknown_products: number[]; written: number }>(
    db,
    sql`${statement}
      select (select stores from unknown) as unknown_stores, (select products from unknown) as unknown_products,
        (select count(*) from written)::int as written`,
  );
  return {
    unknownStores: row!.unknown_stores,
    unknownProducts: row!.unknown_products,
    written: row!.written,
  };
}

/**
 * Sets the given columns of the chunk's rows to the given values (insert or overwrite). A row whose
 * values are already those is not written at all (no new row version, so no trigger sees it: a
 * replay changes nothing and moves no revision).
 */
export function upsertStockChunk(db: Executor, chunk: StockChunk): Promise<ChunkResult> {
  const columns = (['quantity', 'supplies'] as const).filter((c) => chunk.values[c]);
  const list = (prefix: string) => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));
  return run(
    db,
    sql`with ${rowsAndUnknown(chunk, columns)},
      written as (
        insert into stock as s (store_id, product_id, ${list('')})
        select u.store_id, u.product_id, ${list('u.')} from u
        where (select cardinality(stores) + cardinality(products) = 0 from unknown)
        order by u.store_id, u.product_id
        on conflict (store_id, product_id) do update
          set ${sql.raw(columns.map((c) => `${c} = excluded.${c}`).join(', '))}
          where (${list('s.')}) is distinct from (${list('excluded.')})
        returning 1
      )`,
  );
}

/**
 * Adds the chunk's `quantity` to each row's quantity (a row created when missing); rows adding 0
 * are left alone. Keys are unique within the chunk.
 */
export function addStockChunk(db: Executor, chunk: StockChunk): Promise<ChunkResult> {
  return run(
    db,
    sql`with ${rowsAndUnknown(chunk, ['quantity'])},
      written as (
        insert into stock as s (store_id, product_id, quantity)
        select u.store_id, u.product_id, u.quantity from u
        where (select cardinality(stores) + cardinality(products) = 0 from unknown) and u.quantity <> 0
        order by u.store_id, u.product_id
        on conflict (store_id, product_id) do update set quantity = s.quantity + excluded.quantity
        returning 1
      )`,
  );
}
