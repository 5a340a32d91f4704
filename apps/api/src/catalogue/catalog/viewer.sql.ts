import { REPORT_PERIOD_DEFAULT_DAYS } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ViewScope } from '../../context/request-context';
import { intArray } from '../../db/client';
import { type ShelfUnitsSource, shelfUnitsJoin, shelvesMarkedSql } from '../../outlets/shelves';
import { warehouseStockJoin } from '../../rules/warehouse-stock.sql';
import type { LiveFields } from './snapshot/product-json';

/**
 * The viewer's part of a catalogue page (docs/rules.md#catalogue-read-path, decision 0027) in ONE
 * statement over the page's product ids (any order), set-based (a few joins, no subquery per
 * product) and read fresh from the tables:
 * - `items`, in the order of `ids`, each a compact array (`ViewerItem`): the warehouse stock
 *   (rules/warehouse-stock.sql.ts), the line of the user's basket for the basket store, units in the
 *   user's own orders (the user_order_units rollup), the favourite flag and the store's units over
 *   its report period (sales_daily, decision 0022);
 * - `mine` (the user's stores of the version, by id) and `own_stock` (their stock rows of the page);
 * - `recommendations`: the store's own smart recommendations of the page (by product, kind, id);
 * - `shelves`: the store's shelves of `shelfCategories` (the page's products' categories and their
 *   parents: the only shelves the shelf rule can put them on) with their units kept in
 *   `shelf_stock` (decision 0023, the shelves module's fragments) — the caller puts each product on
 *   its shelf with the shelf rule's JS twin;
 * - the store's settings (currency, report period), whether its kept units are marked dirty (the
 *   caller then reads `viewerShelvesQuery` instead: nothing is written by a read), and the committed
 *   `catalog_revision`, so the caller learns in the same round trip whether its snapshot of the
 *   shared data is current.
 *
 * Its text never varies (every value is a parameter), so it runs as a named prepared statement.
 */
export function viewerQuery(options: {
  ids: readonly number[];
  shelfCategories: readonly number[];
  scope: ViewScope;
}): SQL {
  const { ids, shelfCategories, scope: v } = options;
  const store = sql`${v.storeId}::int`;
  const user = sql`${v.userId}::int`;
  return sql`
with
  ${pageCtes(ids)},
  settings as materialized (select currency, report_period_days from stores where id = ${store}),
  mine as materialized (
    select us.store_id as id, s2.name from user_stores us join stores s2 on s2.id = us.store_id
    where us.user_id = ${user} and s2.version = ${v.version}
  ),
  sold as materialized (
    select s.product_id, sum(s.units)::int as n from sales_daily s
    where s.store_id = ${store} and s.product_id in (select id from page)
      and s.sold_on > current_date - coalesce((select report_period_days from settings), ${REPORT_PERIOD_DEFAULT_DAYS}::int)
      and s.sold_on <= current_date
    group by s.product_id
  )
select
  coalesce((select revision from catalog_revision), 0)::float8 as revision,
  (select currency from settings) as currency,
  (select report_period_days from settings) as report_period_days,
  ${shelvesMarkedSql(store)} as shelves_dirty,
  coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.id) from mine m), '[]') as mine,
  coalesce((select json_agg(json_build_object('store_id', st.store_id, 'product_id', st.product_id,
      'quantity', st.quantity, 'supplies', st.supplies))
    from stock st where st.store_id in (select id from mine) and st.product_id in (select id from page)), '[]') as own_stock,
  coalesce((select json_agg(json_build_object('recommendation_value', r.recommendation_value,
      'store_id', r.store_id, 'product_id', r.product_id, 'buy_times', r.buy_times)
      order by r.product_id, r.recommendation_value, r.id)
    from smart_recommendations r where r.store_id = ${store} and r.product_id in (select id from page)), '[]') as recommendations,
  ${shelvesJson(store, shelfCategories, 'kept')} as shelves,
  coalesce((select json_agg(json_build_array(page.id, ${liveValues}, coalesce(sold.n, 0)) order by page.ord)
    from page ${liveJoins(v)} left join sold on sold.product_id = page.id), '[]') as items`;
}

/**
 * The store's shelves of `shelfCategories` (`viewerQuery`'s `shelves`) with their units computed
 * now by the shelf rule, read-only — for a store whose kept units are marked dirty (until the
 * shelf-stock job stores them); a named prepared statement.
 */
export function viewerShelvesQuery(options: { storeId: number; shelfCategories: readonly number[] }): SQL {
  return sql`select ${shelvesJson(sql`${options.storeId}::int`, options.shelfCategories, 'rule')} as shelves`;
}

/**
 * The store's shelves of categories `categories` as a JSON array by id, each with its units from
 * `source` (0 when none).
 */
function shelvesJson(store: SQL, categories: readonly number[], source: ShelfUnitsSource): SQL {
  const units = shelfUnitsJoin({ source, stores: sql`array[${store}]`, shelf: sql`cap.id`, as: 'ss' });
  return sql`coalesce((select json_agg(json_build_object('id', cap.id, 'product_category_id', cap.product_category_id,
      'size', cap.size, 'is_premium', cap.is_premium, 'capacity', cap.capacity, 'alias_name', cap.alias_name,
      'count', coalesce(ss.quantity, 0), 'supplies', coalesce(ss.supplies, 0)) order by cap.id)
    from capacities cap ${units}
    where cap.store_id = ${store} and cap.product_category_id = any(${intArray(categories)}::int[])), '[]')`;
}

/**
 * The live fields (LiveFields of snapshot/product-json.ts) of products `ids` in their order, fresh:
 * the warehouse stock, the user's basket line for the basket store, units in the user's own orders
 * and the favourite flag — the same fragments as the viewer statement's items; a named prepared
 * statement (docs/rules.md#catalogue-answers).
 */
export function liveQuery(options: { ids: readonly number[]; scope: ViewScope }): SQL {
  const { ids, scope: v } = options;
  return sql`
with ${pageCtes(ids)}
select coalesce(json_agg(json_build_object(${liveFields}) order by page.ord), '[]') as items
from page ${liveJoins(v)}`;
}

/** `page`: the ids with their order. */
function pageCtes(ids: readonly number[]): SQL {
  return sql`page as materialized (select u.id, u.ord from unnest(${intArray(ids)}::int[]) with ordinality u(id, ord))`;
}

/** The joins of the live fields onto `page`. */
function liveJoins(v: ViewScope): SQL {
  return sql`left join ${warehouseStockJoin('ws', sql`page.id`, v.mainStoreId)}
      left join basket_lines bl on bl.product_id = page.id and bl.basket_id =
        (select b.id from baskets b where b.user_id = ${v.userId}::int and b.store_id = ${v.basketStoreId}::int)
      left join user_order_units uo on uo.user_id = ${v.userId}::int and uo.product_id = page.id
      left join favourites f on f.user_id = ${v.userId}::int and f.product_id = page.id`;
}

/** The live fields over liveJoins: each key of LiveFields with its SQL, in the holes' order. */
const LIVE_COLUMNS = [
  ['basket_count', 'coalesce(bl.basket_count, 0)'],
  ['quantity', 'coalesce(ws.quantity, 0)'],
  ['user_order_count', 'coalesce(uo.units, 0)'],
  ['from_auto_order', 'coalesce(bl.from_auto_order, false)'],
  ['is_favourite', 'f.product_id is not null'],
] as const satisfies readonly (readonly [keyof LiveFields, string])[];

/** The live fields as json_build_object arguments, keys as LiveFields. */
const liveFields = sql.raw(LIVE_COLUMNS.map(([key, value]) => `'${key}', ${value}`).join(', '));

/** The live fields as json_build_array arguments, in LIVE_COLUMNS' order (ViewerItem). */
const liveValues = sql.raw(LIVE_COLUMNS.map(([, value]) => value).join(', '));

/**
 * One item of `viewerQuery`'s `items`: the product id, the live fields in LIVE_COLUMNS' order, then
 * the store's units sold over its report period — an array, not an object, so that fifty of them
 * cost the statement and the driver's JSON parser less.
 */
export type ViewerItem = [
  id: number,
  basket_count: number,
  quantity: number,
  user_order_count: number,
  from_auto_order: boolean,
  is_favourite: boolean,
  sales_for_report_period: number,
];
