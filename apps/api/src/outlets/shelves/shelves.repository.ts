import type { OccupancyEntryLike } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, intArray, queryRows } from '../../db/client';
import { type ShelfUnitsSource, shelfUnitsJoin } from './shelves.sql';

/** One occupancy entry's row (docs/rules.md#occupancy-entry) before mapping; `cost` a decimal string. */
export type OccupancyRow = OccupancyEntryLike & {
  cost: string;
  alias_name: string | null;
  category_type_id: number | null;
};

type ShelfRow = OccupancyRow & { id: number; store_id: number; marked: boolean };

/** The shelves of the outlets `ids` (an SQL int[]) with their units from `source`, unordered. */
const shelvesSelect = (ids: SQL, source: ShelfUnitsSource) =>
  sql`select cap.id, cap.store_id, cap.product_category_id, cap.size, cap.is_premium, cap.capacity,
      coalesce(u.quantity, 0)::int as count, coalesce(u.supplies, 0)::int as supplies,
      cap.cost::text as cost, cap.alias_name, cap.category_type_id, false as marked
    from capacities cap
    ${shelfUnitsJoin({ source, stores: ids, shelf: sql`cap.id`, as: 'u' })}
    where cap.store_id = any(${ids})`;

/**
 * The shelves of `ids` with their units from `shelf_stock`, plus one row (`marked`, id null) per
 * outlet of `ids` marked in `shelf_stock_dirty`: which outlets' kept units may be stale, read in
 * the same snapshot. Unordered: sorting 13,000 wide rows in PostgreSQL costs more than the rest of
 * the statement; each store's few shelves are sorted in `storesOccupancyRows`.
 */
const keptStatement = (ids: SQL) =>
  sql`${shelvesSelect(ids, 'kept')}
    union all
    select null, d.store_id, null, null, null, null, 0, 0, null, null, null, true
    from shelf_stock_dirty d where d.store_id = any(${ids})`;

/** Order of a store's shelves: category, size (none first, then by code point), standard before premium, id. */
const shelfOrder = (a: ShelfRow, b: ShelfRow) =>
  Number(a.product_category_id) - Number(b.product_category_id) ||
  (a.size === b.size ? 0 : a.size === null ? -1 : b.size === null ? 1 : a.size < b.size ? -1 : 1) ||
  Number(a.is_premium) - Number(b.is_premium) ||
  Number(a.id) - Number(b.id);

/** The occupancy row of a shelf row (without its id, store and mark). */
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
 * The shelves of the marked outlets `ids` with their units computed now by the shelf rule
 * (read-only; no JIT compile, as every session: decision 0048).
 */
function ruleShelves(db: Executor, storeIds: readonly number[]): Promise<ShelfRow[]> {
  return queryRows<ShelfRow>(db, shelvesSelect(sql`${intArray(storeIds)}::int[]`, 'rule'));
}

/**
 * `storeOccupancyRows` of several stores, by store id (a store without shelves: no key), and a
 * read never writes. ONE statement reads every shelf with its units from `shelf_stock`
 * (docs/rules.md#shelf-stock) and the outlets among them marked dirty; only when some are, a second
 * statement computes those outlets' shelves by the shelf rule and they replace the kept ones — so an
 * answer is never staler than the last write committed before it, also inside the writer's own
 * transaction (its marks are visible to it). The `shelf-stock.refresh` job stores them later.
 */
export async function storesOccupancyRows(
  db: Executor,
  storeIds: readonly number[],
): Promise<Map<number, OccupancyRow[]>> {
  const byStore = new Map<number, OccupancyRow[]>();
  if (storeIds.length === 0) return byStore;
  let rows = await queryRows<ShelfRow>(db, keptStatement(sql`${intArray(storeIds)}::int[]`));
  const marked = new Set(rows.filter((r) => r.marked).map((r) => Number(r.store_id)));
  if (marked.size > 0) {
    const fresh = await ruleShelves(db, [...marked]);
    rows = rows.filter((r) => !r.marked && !marked.has(Number(r.store_id))).concat(fresh);
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

/**
 * The store's shelves (capacities) with the units on them (`count`: stock quantity) and coming
 * (`supplies`), docs/rules.md#occupancy-entry and docs/rules.md#spec-9. Each stocked product counts on exactly one shelf,
 * chosen by the shelf rule (rules/shelf.sql.ts `shelfOf`): a shelf of the product's own category or
 * its parent, the same premium flag, and the same size (a shelf without size takes every size);
 * the most specific one wins — own category, then exact size, then lowest id. Ordered by category, size
 * (none first), premium, id. Read-only, as `storesOccupancyRows`.
 */
export async function storeOccupancyRows(db: Executor, storeId: number): Promise<OccupancyRow[]> {
  return (await storesOccupancyRows(db, [storeId])).get(storeId) ?? [];
}
