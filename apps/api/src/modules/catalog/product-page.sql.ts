import { REPORT_PERIOD_DEFAULT_DAYS } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogViewer } from './catalog.viewer';
import {
  categoryTreeCte,
  filterConditions,
  type ProductFilter,
  type ProductSort,
  sortParts,
} from './product-filters.sql';

/**
 * One page of products with every per-user field, in ONE statement: the page's ids are chosen
 * first (filters, sort, limit/offset over `products`), then each of those ≤100 rows gets its
 * collections as JSON through correlated subqueries keyed by the product id — index probes,
 * never a scan per product. Sales use `sales_store_product_day` (store_id, product_id, sold_on).
 *
 * CTEs: `cat_tree` (category filter), `ctx` (currency of the current store or the version's
 * default; report period days), `page` (ids in order), `basket` (the user's basket of the
 * current store), `user_orders` (units per product in the user's orders, for the page only),
 * `shelf_stock` (the current store's shelf stock and supplies by category, size and premium).
 */
export function productPageQuery(options: {
  filter: ProductFilter;
  sort: ProductSort;
  viewer: CatalogViewer;
  limit: number;
  offset: number;
}): SQL {
  const { filter, sort, viewer: v, limit, offset } = options;
  const { joins, orderBy } = sortParts(sort, v);
  const name = v.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  const description = v.lang === 'en' ? sql`p.description_en` : sql`p.description_ru`;
  return sql`
with recursive
  ${filter.category ? sql`${categoryTreeCte(filter.category)},` : sql``}
  ctx as materialized (
    select coalesce(s.currency, ${v.defaultCurrency}::text) as currency,
      coalesce(s.report_period_days, ${REPORT_PERIOD_DEFAULT_DAYS}::int) as days
    from (select 1) one left join stores s on s.id = ${v.storeId}::int
  ),
  page as materialized (
    select o.id, row_number() over () as ord from (
      select p.id from products p ${joins}
      where ${filterConditions(filter, v)}
      order by ${orderBy}
      limit ${limit} offset ${offset}
    ) o
  ),
  basket as materialized (
    select b.id from baskets b where b.user_id = ${v.userId} and b.store_id = ${v.basketStoreId}
  ),
  user_orders as materialized (
    select ol.product_id, sum(ol.quantity)::int as n
    from orders o join order_lines ol on ol.order_id = o.id
    where o.user_id = ${v.userId} and ol.product_id in (select id from page)
    group by ol.product_id
  ),
  shelf_stock as materialized (
    select p2.category_id, c2.parent_id, p2.size, p2.is_premium,
      sum(st.quantity)::int as quantity, sum(st.supplies)::int as supplies
    from stock st
      join products p2 on p2.id = st.product_id
      join categories c2 on c2.id = p2.category_id
    where st.store_id = ${v.storeId}::int
    group by p2.category_id, c2.parent_id, p2.size, p2.is_premium
  )
select p.id, p.category_id, c.slug as category_slug, p.code, ${name} as name, ${description} as description,
  ctx.currency as store_currency,
  pr.wholesale::text as price_wholesale,
  pr.retail::text as price_retail,
  round(pr.wholesale * (1 - ${v.discount}::numeric / 100), 2)::text as price_with_discount,
  coalesce(ws.quantity, 0) as quantity,
  coalesce(bl.basket_count, 0) as basket_count,
  coalesce(bl.from_auto_order, false) as from_auto_order,
  coalesce(uo.n, 0) as user_order_count,
  (select coalesce(sum(s.quantity), 0)::int from sales s
    where s.store_id = ${v.storeId}::int and s.product_id = p.id
      and s.sold_on > current_date - ctx.days and s.sold_on <= current_date) as sales_for_report_period,
  exists (select 1 from favourites f where f.user_id = ${v.userId} and f.product_id = p.id) as is_favourite,
  (select coalesce(json_agg(json_build_object('slug', pp.slug, 'value', pp.value)
      order by pp.position, pp.slug), '[]')
    from product_properties pp where pp.product_id = p.id) as properties,
  (select coalesce(json_agg(json_build_object('name', h.name) order by h.name), '[]')
    from product_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.product_id = p.id) as hash_tags,
  (select coalesce(json_agg(json_build_object('id', m.id, 'collection_name', m.collection_name,
      'file_name', m.file_name, 'thumb_file_name', m.thumb_file_name)
      order by m.collection_name <> 'main', m.position, m.id), '[]')
    from media m where m.product_id = p.id) as media,
  (select coalesce(json_agg(json_build_object('slug', sx.slug) order by sx.slug), '[]')
    from product_statuses ps join statuses sx on sx.id = ps.status_id where ps.product_id = p.id) as statuses,
  (select coalesce(json_agg(json_build_object('recommendation_value', r.recommendation_value,
      'store_id', r.store_id, 'product_id', r.product_id, 'buy_times', r.buy_times)
      order by r.store_id nulls last, r.recommendation_value, r.id), '[]')
    from smart_recommendations r
    where r.product_id = p.id and (r.store_id = ${v.storeId}::int or r.store_id is null)) as smart_recommendations,
  (select coalesce(json_agg(json_build_object('id', us.store_id, 'name', s2.name,
      'quantity', coalesce(st.quantity, 0), 'supplies', coalesce(st.supplies, 0)) order by us.store_id), '[]')
    from user_stores us
      join stores s2 on s2.id = us.store_id
      left join stock st on st.store_id = us.store_id and st.product_id = p.id
    where us.user_id = ${v.userId}) as stores,
  case when cap.id is null then null else json_build_object('capacity', cap.capacity,
    'count', shelf.count, 'supplies', shelf.supplies, 'alias_name', cap.alias_name,
    'is_premium', cap.is_premium, 'size', cap.size) end as capacity
from page
  join products p on p.id = page.id
  join categories c on c.id = p.category_id
  cross join ctx
  left join stock ws on ws.product_id = p.id and ws.store_id = ${v.mainStoreId}
  left join product_prices pr on pr.product_id = p.id and pr.currency = ctx.currency
  left join basket_lines bl on bl.basket_id = (select id from basket) and bl.product_id = p.id
  left join user_orders uo on uo.product_id = p.id
  left join lateral (${capacityOf(v)}) cap on true
  left join lateral (
    select coalesce(sum(ss.quantity), 0)::int as count, coalesce(sum(ss.supplies), 0)::int as supplies
    from shelf_stock ss
    where cap.id is not null and ss.is_premium = cap.is_premium
      and (cap.size is null or ss.size = cap.size)
      and (ss.category_id = cap.product_category_id or ss.parent_id = cap.product_category_id)
  ) shelf on true
order by page.ord`;
}

/**
 * The current store's shelf (capacity row) of product `p` (category `c`): a row on the product's
 * own category or its parent, the same premium flag, and the same size (a row without size takes
 * every size). The most specific row wins: own category, then exact size, then lowest id.
 */
function capacityOf(v: CatalogViewer): SQL {
  return sql`
    select cap.id, cap.capacity, cap.alias_name, cap.is_premium, cap.size, cap.product_category_id
    from capacities cap
    where cap.store_id = ${v.storeId}::int
      and cap.product_category_id in (p.category_id, c.parent_id)
      and cap.is_premium = p.is_premium
      and (cap.size is null or cap.size = p.size)
    order by cap.product_category_id = p.category_id desc, cap.size is null, cap.id
    limit 1`;
}

/**
 * Count of the filtered products and whether the category exists (0 categories = unknown slug).
 * Cheap: the same WHERE as the page, no joins but the filters' own semi-joins.
 */
export function productCountQuery(options: { filter: ProductFilter; viewer: CatalogViewer }): SQL {
  const { filter, viewer } = options;
  const where = filterConditions(filter, viewer);
  if (!filter.category) {
    return sql`select 1 as categories, count(*)::int as total from products p where ${where}`;
  }
  return sql`with recursive ${categoryTreeCte(filter.category)}
    select (select count(*) from cat_tree)::int as categories,
      (select count(*) from products p where ${where})::int as total`;
}
