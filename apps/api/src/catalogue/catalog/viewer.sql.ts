import { REPORT_PERIOD_DEFAULT_DAYS } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type ShelfUnitsSource, shelfUnitsJoin, shelvesMarkedSql } from '../../outlets/shelves';

/**
 * The viewer's data of the catalogue (docs/rules.md#viewer-data, decision 0044), read whole per
 * store and per user so a page is assembled in the process without a statement of its own. Each
 * statement answers its data with the revisions it was read at, in the same statement (one
 * snapshot of the database): the caller keeps the data while those revisions are as new as the
 * request's (context/data-revision.sql.ts). Every value is a placeholder: each statement is built
 * once per process and runs as a named prepared statement.
 */

/** `coalesce(revision, 0)` of the store's row of store_revisions, as float8 (a JS number). */
const storeRevision = sql`coalesce((select sr.revision from store_revisions sr where sr.store_id = ${sql.placeholder('storeId')}::int), 0)::float8`;

/**
 * `stockOf`: one store's stock rows — a main store's are the warehouse stock
 * (docs/rules.md#warehouse-stock), an outlet's its shelf stock and supplies — as three int arrays
 * in product id order, with the store's revision and the warehouse revision (a main store's stock
 * moves the warehouse revision, an outlet's its own: migration 0036). The rows come in order from
 * the primary key's scan (store, product) and are aggregated as they come: an `order by` in each
 * aggregate sorted them three times (the warehouse's 100,000 rows: 130 ms against 50–75 ms);
 * `stockOf` checks the order.
 */
export const stockStatement = (): SQL => sql`
select ${storeRevision} as store_revision,
  (select vr.warehouse from viewer_revision vr)::float8 as warehouse_revision,
  coalesce(array_agg(st.product_id), '{}')::int[] as product_ids,
  coalesce(array_agg(st.quantity), '{}')::int[] as quantities,
  coalesce(array_agg(st.supplies), '{}')::int[] as supplies
from (select product_id, quantity, supplies from stock
  where store_id = ${sql.placeholder('storeId')}::int order by product_id) st`;

/** The answer of `stockStatement`. */
export type StockRow = {
  store_revision: number;
  warehouse_revision: number;
  product_ids: number[];
  quantities: number[];
  supplies: number[];
};

/**
 * `figuresOf`: what a page shows of the store it is seen for (the basket store) beyond stock — its
 * currency, its units sold per product over its report period (sales_daily, decision
 * 0022), its own smart recommendations and its shelves with their units (decision 0023: kept in
 * shelf_stock, or computed now by the shelf rule while the store is marked, read-only) — with the
 * store's revision, the viewer revision (stores' settings), the warehouse revision (a main store's
 * shelves count its stock) and the database's date (the period ends today).
 */
export const figuresStatement = (): SQL => {
  const store = sql`${sql.placeholder('storeId')}::int`;
  return sql`
with settings as materialized (select currency, report_period_days from stores where id = ${store}),
  sold as materialized (
    select s.product_id, sum(s.units)::int as n from sales_daily s
    where s.store_id = ${store}
      and s.sold_on > current_date - coalesce((select report_period_days from settings), ${REPORT_PERIOD_DEFAULT_DAYS}::int)
      and s.sold_on <= current_date
    group by s.product_id
  ),
  marked as materialized (select ${shelvesMarkedSql(store)} as dirty)
select ${storeRevision} as store_revision,
  (select vr.revision from viewer_revision vr)::float8 as viewer_revision,
  (select vr.warehouse from viewer_revision vr)::float8 as warehouse_revision,
  current_date::text as day,
  (select currency from settings) as currency,
  coalesce((select array_agg(product_id order by product_id) from sold), '{}')::int[] as sold_ids,
  coalesce((select array_agg(n order by product_id) from sold), '{}')::int[] as sold_units,
  coalesce((select json_agg(json_build_object('recommendation_value', r.recommendation_value,
      'store_id', r.store_id, 'product_id', r.product_id, 'buy_times', r.buy_times)
      order by r.product_id, r.recommendation_value, r.id)
    from smart_recommendations r where r.store_id = ${store}), '[]') as recommendations,
  case when (select dirty from marked) then ${shelvesJson(store, 'rule')} else ${shelvesJson(store, 'kept')} end as shelves`;
};

/** The answer of `figuresStatement`. */
export type FiguresRow = {
  store_revision: number;
  viewer_revision: number;
  warehouse_revision: number;
  /** current_date, YYYY-MM-DD. */
  day: string;
  currency: string | null;
  sold_ids: number[];
  sold_units: number[];
  recommendations: {
    recommendation_value: string;
    store_id: number | null;
    product_id: number;
    buy_times: number;
  }[];
  shelves: {
    id: number;
    product_category_id: number;
    size: string;
    is_premium: boolean;
    capacity: number;
    alias_name: string | null;
    count: number;
    supplies: number;
  }[];
};

/** The store's shelves as a JSON array by id, each with its units from `source` (0 when none). */
function shelvesJson(store: SQL, source: ShelfUnitsSource): SQL {
  const units = shelfUnitsJoin({ source, stores: sql`array[${store}]`, shelf: sql`cap.id`, as: 'ss' });
  return sql`coalesce((select json_agg(json_build_object('id', cap.id, 'product_category_id', cap.product_category_id,
      'size', cap.size, 'is_premium', cap.is_premium, 'capacity', cap.capacity, 'alias_name', cap.alias_name,
      'count', coalesce(ss.quantity, 0), 'supplies', coalesce(ss.supplies, 0)) order by cap.id)
    from capacities cap ${units} where cap.store_id = ${store}), '[]')`;
}

/**
 * `userDataOf`: the user's own data a page shows — the user's stores of the version (decision
 * 0014) with their names, the lines of the user's basket for the basket store, units in the user's
 * own orders (the user_order_units rollup) and the favourites — with the user's revision and the
 * viewer revision (stores and user_stores), product ids ascending.
 */
export const userDataStatement = (): SQL => {
  const user = sql`${sql.placeholder('userId')}::int`;
  return sql`
with basket as materialized (
    select bl.product_id, bl.basket_count, bl.from_auto_order from basket_lines bl
    where bl.basket_id = (select b.id from baskets b where b.user_id = ${user} and b.store_id = ${sql.placeholder('basketStoreId')}::int)
  )
select coalesce((select ur.revision from user_revisions ur where ur.user_id = ${user}), 0)::float8 as user_revision,
  (select vr.revision from viewer_revision vr)::float8 as viewer_revision,
  coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.id)
    from user_stores us join stores s on s.id = us.store_id
    where us.user_id = ${user} and s.version = ${sql.placeholder('version')}), '[]') as mine,
  coalesce((select array_agg(product_id order by product_id) from basket), '{}')::int[] as basket_ids,
  coalesce((select array_agg(basket_count order by product_id) from basket), '{}')::int[] as basket_counts,
  coalesce((select array_agg(product_id order by product_id) from basket where from_auto_order), '{}')::int[] as auto_ids,
  coalesce((select array_agg(uo.product_id order by uo.product_id) from user_order_units uo where uo.user_id = ${user}), '{}')::int[] as order_ids,
  coalesce((select array_agg(uo.units order by uo.product_id) from user_order_units uo where uo.user_id = ${user}), '{}')::int[] as order_units,
  coalesce((select array_agg(f.product_id order by f.product_id) from favourites f where f.user_id = ${user}), '{}')::int[] as favourite_ids`;
};

/** The answer of `userDataStatement`. */
export type UserDataRow = {
  user_revision: number;
  viewer_revision: number;
  mine: { id: number; name: string }[];
  basket_ids: number[];
  basket_counts: number[];
  /** Basket lines the auto order proposed. */
  auto_ids: number[];
  order_ids: number[];
  order_units: number[];
  favourite_ids: number[];
};
