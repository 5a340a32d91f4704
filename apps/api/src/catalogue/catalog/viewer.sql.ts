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
 * Its text never varies (every value is a placeholder of `ViewerValues`): it is built once per
 * process (`viewerStatement`) and runs as a named prepared statement with the page's values.
 */
function viewerSql(p: Params<ViewerValues>): SQL {
  const store = sql`${p.storeId}::int`;
  const user = sql`${p.userId}::int`;
  return sql`
with
  ${pageCte(p.ids)},
  settings as materialized (select currency, report_period_days from stores where id = ${store}),
  mine as materialized (
    select us.store_id as id, s2.name from user_stores us join stores s2 on s2.id = us.store_id
    where us.user_id = ${user} and s2.version = ${p.version}
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
  ${shelvesJson(store, p.shelfCategories, 'kept')} as shelves,
  coalesce((select json_agg(json_build_array(page.id, ${liveValues}, coalesce(sold.n, 0)) order by page.ord)
    from page ${liveJoins(p)} left join sold on sold.product_id = page.id), '[]') as items`;
}

/** Every key of `T` as a value of its own or a placeholder of the same name. */
type Params<T> = { [K in keyof T]: unknown };

/** The viewer statement's values, by the names of its placeholders (`viewerStatement`). */
export type ViewerValues = {
  /** The page's product ids as an int[] literal (intArray), in the page's order. */
  ids: string;
  /** The categories whose shelves are read, as an int[] literal. */
  shelfCategories: string;
  storeId: number;
  userId: number;
  version: string;
  mainStoreId: number;
  basketStoreId: number;
};

const VIEWER_KEYS = [
  'ids',
  'shelfCategories',
  'storeId',
  'userId',
  'version',
  'mainStoreId',
  'basketStoreId',
] as const satisfies readonly (keyof ViewerValues)[];

/** The viewer statement's values for products `ids`, the shelves of `shelfCategories` and the asker `scope`. */
export function viewerValues(options: {
  ids: readonly number[];
  shelfCategories: readonly number[];
  scope: ViewScope;
}): ViewerValues {
  const { scope: v } = options;
  return {
    ids: intArray(options.ids),
    shelfCategories: intArray(options.shelfCategories),
    storeId: v.storeId,
    userId: v.userId,
    version: v.version,
    mainStoreId: v.mainStoreId,
    basketStoreId: v.basketStoreId,
  };
}

/** The viewer statement with a placeholder for each of `ViewerValues` (filled per page by the driver). */
export const viewerStatement = (): SQL =>
  viewerSql(
    Object.fromEntries(VIEWER_KEYS.map((key) => [key, sql.placeholder(key)])) as Params<ViewerValues>,
  );

/** The viewer statement with the values of `options` in it (EXPLAIN, benchmarks): `viewerStatement` filled. */
export function viewerQuery(options: {
  ids: readonly number[];
  shelfCategories: readonly number[];
  scope: ViewScope;
}): SQL {
  return viewerSql(viewerValues(options));
}

/**
 * The store's shelves of `shelfCategories` (`viewerQuery`'s `shelves`) with their units computed
 * now by the shelf rule, read-only — for a store whose kept units are marked dirty (until the
 * shelf-stock job stores them); a named prepared statement.
 */
export function viewerShelvesQuery(options: { storeId: number; shelfCategories: readonly number[] }): SQL {
  const categories = intArray(options.shelfCategories);
  return sql`select ${shelvesJson(sql`${options.storeId}::int`, categories, 'rule')} as shelves`;
}

/**
 * The store's shelves of categories `categories` (an int[] literal or its placeholder) as a JSON
 * array by id, each with its units from `source` (0 when none).
 */
function shelvesJson(store: SQL, categories: unknown, source: ShelfUnitsSource): SQL {
  const units = shelfUnitsJoin({ source, stores: sql`array[${store}]`, shelf: sql`cap.id`, as: 'ss' });
  return sql`coalesce((select json_agg(json_build_object('id', cap.id, 'product_category_id', cap.product_category_id,
      'size', cap.size, 'is_premium', cap.is_premium, 'capacity', cap.capacity, 'alias_name', cap.alias_name,
      'count', coalesce(ss.quantity, 0), 'supplies', coalesce(ss.supplies, 0)) order by cap.id)
    from capacities cap ${units}
    where cap.store_id = ${store} and cap.product_category_id = any(${categories}::int[])), '[]')`;
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
with ${pageCte(intArray(ids))}
select coalesce(json_agg(json_build_object(${liveFields}) order by page.ord), '[]') as items
from page ${liveJoins(v)}`;
}

/** `page`: the ids (an int[] literal or its placeholder) with their order. */
function pageCte(ids: unknown): SQL {
  return sql`page as materialized (select u.id, u.ord from unnest(${ids}::int[]) with ordinality u(id, ord))`;
}

/** The joins of the live fields onto `page` for the asker (values or placeholders). */
function liveJoins(v: Params<Pick<ViewerValues, 'userId' | 'basketStoreId' | 'mainStoreId'>>): SQL {
  return sql`left join ${warehouseStockJoin('ws', sql`page.id`, sql`${v.mainStoreId}::int`)}
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
