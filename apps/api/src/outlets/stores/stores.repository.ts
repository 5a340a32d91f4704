import type { OccupancyEntryLike } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { storesShelfStockSelect } from '../../rules/shelf.sql';

/** A store row with its shelf totals (docs/rules.md#store, before name cleaning and ranking). */
export type StoreTotalsRow = {
  id: number;
  name: string;
  is_retail: boolean;
  city: string | null;
  /** Units on the store's shelves: sum of its stock quantities. */
  quantity: number;
  /** Units on their way in: sum of its stock supplies. */
  supplies: number;
};

/** Settings of a store that `/auth/me` answers as `current_store` (docs/rules.md#user). */
export type StoreSettingsRow = {
  id: number;
  name: string;
  is_retail: boolean;
  report_period_days: number;
  /** numeric as a decimal string, or null. */
  auto_order_sum: string | null;
  currency: string;
};

/** The user's own stores (user_stores `us` joined to stores `s`) that pass `where`, with shelf totals. */
const ownStoresWithTotals = (where: SQL) =>
  sql`select s.id, s.name, s.is_retail, s.city,
      coalesce((select sum(st.quantity) from stock st where st.store_id = s.id), 0)::int as quantity,
      coalesce((select sum(st.supplies) from stock st where st.store_id = s.id), 0)::int as supplies
    from user_stores us
    join stores s on s.id = us.store_id
    where ${where}`;

/** The user's own stores (user_stores) of `version` (decision 0014) with shelf totals, ordered by id. */
export async function listOwnStores(
  db: Executor,
  userId: number,
  version: string,
): Promise<StoreTotalsRow[]> {
  return queryRows<StoreTotalsRow>(
    db,
    sql`${ownStoresWithTotals(sql`us.user_id = ${userId} and s.version = ${version}`)} order by s.id`,
  );
}

/** One of the user's own stores with shelf totals, or undefined when it is not theirs (or absent). */
export async function findOwnStore(
  db: Executor,
  options: { userId: number; storeId: number; version: string },
): Promise<StoreTotalsRow | undefined> {
  const rows = await queryRows<StoreTotalsRow>(
    db,
    ownStoresWithTotals(
      sql`us.user_id = ${options.userId} and us.store_id = ${options.storeId} and s.version = ${options.version}`,
    ),
  );
  return rows[0];
}

/** Sets users.current_store_id (docs/rules.md#store-switch). The caller checks ownership first. */
export async function setCurrentStore(db: Executor, options: { userId: number; storeId: number }) {
  await db.execute(sql`update users set current_store_id = ${options.storeId} where id = ${options.userId}`);
}

/** Settings of the given stores that exist, in the order of `storeIds` (first found first). */
export async function findStoreSettings(
  db: Executor,
  storeIds: readonly number[],
): Promise<StoreSettingsRow | undefined> {
  if (storeIds.length === 0) return undefined;
  const rows = await queryRows<StoreSettingsRow>(
    db,
    sql`select s.id, s.name, s.is_retail, s.report_period_days, s.auto_order_sum::text as auto_order_sum, s.currency
      from stores s
      where s.id = any(${intArray(storeIds)}::int[])
      order by array_position(${intArray(storeIds)}::int[], s.id)
      limit 1`,
  );
  return rows[0];
}

/** Places of retail outlets in the sales ranking (docs/rules.md#store Store.ranking, User.ranking). */
export type OutletRankings = {
  /** How many retail outlets are ranked (have sales in their report period): the M of 'N из M'. */
  outletsCount: number;
  /** Place (1 = most units sold) of each asked outlet that is ranked; unranked ones are absent. */
  places: Map<number, number>;
};

/**
 * The sales ranking of retail outlets — the one definition used by /auth/me and /store.
 * Every retail outlet (stores.is_retail, of any customer and version) that takes part in the
 * ranking (stores.in_ranking, set by staff: docs/rules.md#counterparty) is ranked by the units it
 * sold over its own report period ending today (the rollup sales_store_daily,
 * docs/rules.md#sales-rollups): `sold_on` in
 * (current_date − report_period_days, current_date], i.e. the last `report_period_days` days
 * including today. Units, not money, so outlets selling in different currencies compare fairly.
 * Outlets with no units sold are not ranked. Ties share a place (SQL `rank()`: 1, 2, 2, 4).
 * Answers the places of `storeIds` only, plus the size of the whole ranking.
 */
export async function outletRankings(db: Executor, storeIds: readonly number[]): Promise<OutletRankings> {
  const rows = await queryRows<{ outlets_count: number; ids: number[] | null; places: number[] | null }>(
    db,
    // `horizon` (the longest period) gives the planner one date range for the sales_store_daily_day index.
    sql`with horizon as (
        select current_date - coalesce(max(report_period_days), 0) as since from stores where is_retail and in_ranking
      ), totals as (
        select s.id, sum(sa.units) as sold
        from stores s
        join sales_store_daily sa on sa.store_id = s.id
          and sa.sold_on > current_date - s.report_period_days
          and sa.sold_on <= current_date
        where s.is_retail and s.in_ranking and sa.sold_on > (select since from horizon)
        group by s.id
        having sum(sa.units) > 0
      ), ranked as (
        select id, rank() over (order by sold desc) as place from totals
      )
      select (select count(*) from totals)::int as outlets_count,
        array_agg(id order by id) filter (where id = any(${intArray(storeIds)}::int[])) as ids,
        array_agg(place::int order by id) filter (where id = any(${intArray(storeIds)}::int[])) as places
      from ranked`,
  );
  const row = rows[0];
  const places = new Map<number, number>();
  row?.ids?.forEach((id, i) => {
    places.set(Number(id), Number(row.places![i]));
  });
  return { outletsCount: row?.outlets_count ?? 0, places };
}

/** One occupancy entry's row (docs/rules.md#occupancy-entry) before mapping; `cost` a decimal string. */
export type OccupancyRow = OccupancyEntryLike & {
  cost: string;
  alias_name: string | null;
  category_type_id: number | null;
};

/**
 * Recomputes `shelf_stock` (docs/rules.md#shelf-stock) of the marked outlets among `storeIds`
 * (every marked outlet when omitted), in one transaction: claims their marks in `shelf_stock_dirty`
 * (a concurrent refresher of the same outlet waits on the row locks, then finds them gone and reads
 * the committed result), then writes every claimed outlet's shelves with ONE statement of the shelf
 * rule (rules/shelf.sql.ts `storesShelfStockSelect`). JIT is off for it on PostgreSQL (its compile
 * time exceeds the work; PGlite has no such setting). Answers the outlet ids it recomputed.
 */
export async function refreshShelfStock(db: Executor, storeIds?: readonly number[]): Promise<number[]> {
  const wanted = storeIds === undefined ? sql`true` : sql`store_id = any(${intArray(storeIds)}::int[])`;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ store_id: number }>(
      tx,
      sql`delete from shelf_stock_dirty where store_id in (
          select store_id from shelf_stock_dirty where ${wanted} order by store_id for update
        ) returning store_id`,
    );
    if (claimed.length === 0) return [];
    const ids = claimed.map((r) => Number(r.store_id));
    await tx.execute(sql`select set_config('jit', 'off', true) from pg_settings where name = 'jit'`);
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

/**
 * The store's shelves (capacities) with the units on them (`count`: stock quantity) and coming
 * (`supplies`), docs/rules.md#occupancy-entry and docs/rules.md#spec-9. Each stocked product counts on exactly one shelf,
 * chosen by the shelf rule (rules/shelf.sql.ts `shelfOf`): a shelf of the product's own category or
 * its parent, the same premium flag, and the same size (a shelf without size takes every size);
 * the most specific one wins — own category, then exact size, then lowest id. Ordered by category, size
 * (none first), premium, id.
 */
export async function storeOccupancyRows(db: Executor, storeId: number): Promise<OccupancyRow[]> {
  return (await storesOccupancyRows(db, [storeId])).get(storeId) ?? [];
}

/**
 * The shelves of `ids` (an SQL int[]) with their units from `shelf_stock`, and whether any of `ids`
 * is marked dirty. Unordered: sorting 13,000 wide rows in PostgreSQL costs more than the rest of the
 * statement; each store's few shelves are sorted in `storesOccupancyRows`.
 */
const occupancyStatement = (ids: SQL) =>
  sql`select cap.id, cap.store_id, cap.product_category_id, cap.size, cap.is_premium, cap.capacity,
      coalesce(u.quantity, 0)::int as count, coalesce(u.supplies, 0)::int as supplies,
      cap.cost::text as cost, cap.alias_name, cap.category_type_id,
      exists (select 1 from shelf_stock_dirty d where d.store_id = any(${ids})) as stale
    from capacities cap
    left join shelf_stock u on u.shelf_id = cap.id
    where cap.store_id = any(${ids})`;

type ShelfRow = OccupancyRow & { id: number; store_id: number; stale: boolean };

/** Order of a store's shelves: category, size (none first, then by code point), standard before premium, id. */
const shelfOrder = (a: ShelfRow, b: ShelfRow) =>
  Number(a.product_category_id) - Number(b.product_category_id) ||
  (a.size === b.size ? 0 : a.size === null ? -1 : b.size === null ? 1 : a.size < b.size ? -1 : 1) ||
  Number(a.is_premium) - Number(b.is_premium) ||
  Number(a.id) - Number(b.id);

/** The occupancy row of a shelf row (without its id, store and staleness). */
const occupancyRow = (r: ShelfRow): OccupancyRow => ({
  product_category_id: r.product_category_id,
  size: r.size,
  is_premium: r.is_premium,
  capacity: r.capacity,
  count: r.count,
  supplies: r.supplies,
  cost: r.cost,
  alias_name: r.alias_name,
  category_type_id: r.category_type_id,
});

/**
 * `storeOccupancyRows` of several stores, by store id (a store without shelves: no key). The units
 * come from `shelf_stock` (docs/rules.md#shelf-stock): one statement when none of the stores is
 * marked dirty; otherwise the marked ones are recomputed (`refreshShelfStock`) and read again, so
 * an answer is never staler than the last committed write.
 */
export async function storesOccupancyRows(
  db: Executor,
  storeIds: readonly number[],
): Promise<Map<number, OccupancyRow[]>> {
  const byStore = new Map<number, OccupancyRow[]>();
  if (storeIds.length === 0) return byStore;
  const ids = sql`${intArray(storeIds)}::int[]`;
  let rows = await queryRows<ShelfRow>(db, occupancyStatement(ids));
  if (rows.some((r) => r.stale)) {
    await refreshShelfStock(db, storeIds);
    rows = await queryRows<ShelfRow>(db, occupancyStatement(ids));
  }
  const sorted = new Map<number, ShelfRow[]>();
  for (const row of rows) {
    const id = Number(row.store_id);
    const list = sorted.get(id);
    if (list) list.push(row);
    else sorted.set(id, [row]);
  }
  for (const id of [...sorted.keys()].sort((a, b) => a - b))
    byStore.set(id, sorted.get(id)!.sort(shelfOrder).map(occupancyRow));
  return byStore;
}
