import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL of the shelf of a product (docs/rules.md#capacity-relation, docs/rules.md#occupancy) — the twin of
 * `shelfOfProduct` (packages/contract rules/shelf.ts), proven equal by shelf.sql.api.test.ts.
 * A shelf is a `capacities` row of a store; a product stands on at most one shelf of a store.
 */

/**
 * CTE `store_caps`: the store's capacities rows (tens), read once per statement; every shelf
 * lookup of the statement scans this small in-memory set instead of the table.
 */
export const storeCapsCte = (storeId: number) => sql`store_caps as materialized (
    select id, product_category_id, size, is_premium, capacity, alias_name
    from capacities where store_id = ${storeId}::int
  )`;

/**
 * The product whose shelf is looked up, by table aliases of the statement: `product` has its
 * category_id, size and is_premium (a products row or a group of them), `category` is the row of
 * its category (for parent_id).
 */
export type ShelfProductAliases = { product: string; category: string };

/**
 * The shelf a product (its category, parent category, size and premium flag) stands on, as
 * a subquery of at most one row (for a lateral join): a row on the product's own category or its
 * parent, the same premium flag, and the same size (a row without size takes every size). The
 * most specific row wins: own category, then exact size, then lowest id.
 *
 * By default it reads the `store_caps` CTE (see `storeCapsCte`) and answers the shelf's id,
 * capacity, alias_name, is_premium and size. `shelves: { storeId }` reads `capacities` of the
 * store `storeId` (an SQL expression, e.g. a joined row's store) and answers only the id.
 */
export function shelfOf(aliases: ShelfProductAliases, shelves?: { storeId: SQL }): SQL {
  const [categoryId, parentId, size, isPremium] = [
    `${aliases.product}.category_id`,
    `${aliases.category}.parent_id`,
    `${aliases.product}.size`,
    `${aliases.product}.is_premium`,
  ].map((column) => sql.raw(column)) as [SQL, SQL, SQL, SQL];
  const source = shelves
    ? sql`select cap.id from capacities cap
          where cap.store_id = ${shelves.storeId}
            and`
    : sql`select cap.id, cap.capacity, cap.alias_name, cap.is_premium, cap.size
    from store_caps cap
    where`;
  return sql`
    ${source} cap.product_category_id in (${categoryId}, ${parentId})
      and cap.is_premium = ${isPremium}
      and (cap.size is null or cap.size = ${size})
    order by cap.product_category_id = ${categoryId} desc, cap.size is null, cap.id
    limit 1`;
}

/**
 * CTE `shelf_stock(shelf_id, quantity, supplies)` (needs `store_caps`): the store's stock and
 * incoming supplies per shelf (docs/rules.md#capacity-relation count/supplies). The store's stock rows
 * are summed per (category, size, premium) first, so the shelf is looked up once per group. Each
 * stock row finds its product by primary key (a lateral `limit 1` keeps it a nested loop): the
 * cost follows the store's stocked products (hundreds), not the catalogue (a hash join would read
 * every product).
 */
export function shelfStockCte(storeId: number): SQL {
  const shelf = shelfOf({ product: 'g', category: 'c2' });
  return sql`shelf_stock as materialized (
    select sh.id as shelf_id, sum(g.quantity)::int as quantity, sum(g.supplies)::int as supplies
    from (
      select p2.category_id, p2.size, p2.is_premium, sum(st.quantity) as quantity, sum(st.supplies) as supplies
      from stock st
        cross join lateral (
          select category_id, size, is_premium from products where id = st.product_id limit 1
        ) p2
      where st.store_id = ${storeId}::int
      group by p2.category_id, p2.size, p2.is_premium
    ) g
    join categories c2 on c2.id = g.category_id
    cross join lateral (${shelf}) sh
    group by sh.id
  )`;
}

/**
 * Rows `(shelf_id, store_id, quantity, supplies)` of the stores `storeIds` (an SQL int[] expression):
 * every shelf's stock and incoming supplies (docs/rules.md#capacity-relation count/supplies), the
 * set `shelf_stock` holds (docs/rules.md#shelf-stock). One statement for any number of stores: the
 * stores' stock rows are summed per (store, category, size, premium) first, then the shelf is looked
 * up once per group among that store's capacities (index capacities_store). Shelves without stock
 * have no row.
 */
export function storesShelfStockSelect(storeIds: SQL): SQL {
  const shelf = shelfOf({ product: 'g', category: 'c2' }, { storeId: sql`g.store_id` });
  return sql`select sh.id as shelf_id, g.store_id, sum(g.quantity)::int as quantity, sum(g.supplies)::int as supplies
    from (
      select st.store_id, p2.category_id, p2.size, p2.is_premium,
        sum(st.quantity) as quantity, sum(st.supplies) as supplies
      from stock st join products p2 on p2.id = st.product_id
      where st.store_id = any(${storeIds})
      group by st.store_id, p2.category_id, p2.size, p2.is_premium
    ) g
    join categories c2 on c2.id = g.category_id
    cross join lateral (${shelf}) sh
    group by g.store_id, sh.id`;
}
