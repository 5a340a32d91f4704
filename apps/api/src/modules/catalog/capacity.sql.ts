import { type SQL, sql } from 'drizzle-orm';

/**
 * CTE `store_caps`: the current store's capacities rows (tens), read once per statement; every
 * shelf lookup of the page scans this small in-memory set instead of the table.
 */
export const storeCapsCte = (storeId: number) => sql`store_caps as materialized (
    select id, product_category_id, size, is_premium, capacity, alias_name
    from capacities where store_id = ${storeId}::int
  )`;

/**
 * The shelf (a `store_caps` row) that a product with this category, parent category, size and
 * premium flag belongs to: a row on the product's own category or its parent, the same premium
 * flag, and the same size (a row without size takes every size). The most specific row wins:
 * own category, then exact size, then lowest id. Each product is on at most one shelf, the rule
 * the occupancy of the stores module uses too. For a lateral join.
 */
export function shelfOf(options: { categoryId: SQL; parentId: SQL; size: SQL; isPremium: SQL }): SQL {
  const { categoryId, parentId, size, isPremium } = options;
  return sql`
    select cap.id, cap.capacity, cap.alias_name, cap.is_premium, cap.size
    from store_caps cap
    where cap.product_category_id in (${categoryId}, ${parentId})
      and cap.is_premium = ${isPremium}
      and (cap.size is null or cap.size = ${size})
    order by cap.product_category_id = ${categoryId} desc, cap.size is null, cap.id
    limit 1`;
}

/**
 * CTE `shelf_stock(shelf_id, quantity, supplies)` (needs `store_caps`): the store's stock and incoming supplies per
 * shelf (spec §3 Capacity relation count/supplies). The store's stock rows are summed per
 * (category, size, premium) first, so the shelf is looked up once per group. Each stock row finds
 * its product by primary key (a lateral `limit 1` keeps it a nested loop): the cost follows the
 * store's stocked products (hundreds), not the catalogue (a hash join would read every product).
 */
export function shelfStockCte(storeId: number): SQL {
  const shelf = shelfOf({
    categoryId: sql`g.category_id`,
    parentId: sql`c2.parent_id`,
    size: sql`g.size`,
    isPremium: sql`g.is_premium`,
  });
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
