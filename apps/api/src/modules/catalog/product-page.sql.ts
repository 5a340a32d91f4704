import { type SQL, sql } from 'drizzle-orm';
import type { StoreScope, ViewScope } from '../../context/request-context';
import { priceWithDiscountSql } from '../../rules/price.sql';
import { shelfOf, shelfStockCte, storeCapsCte } from '../../rules/shelf.sql';
import { warehouseStockSql } from '../../rules/warehouse-stock.sql';
import {
  categoryTreeCte,
  filterConditions,
  localizedText,
  type ProductFilter,
  type ProductSort,
  sortParts,
} from './product-filters.sql';

/**
 * One page of products with every per-user field, in ONE statement: the page's ids are chosen
 * first (filters, sort, limit/offset over `products`), then each of those ≤100 rows gets its
 * fields through correlated subqueries keyed by the product id (JSON for collections and
 * multi-column rows) — index probes, never a scan per product. Scalar subqueries rather than
 * LEFT JOINs keep the top-level join to three relations, which keeps planning cheap. Sales use
 * `sales_store_product_day` (store_id, product_id, sold_on).
 *
 * The asker's currency and report period are constants (loaded before), so the planner sees
 * them. CTEs: `cat_tree` (category filter), `page` (ids in order), `basket` (the user's basket
 * of the current store), `mine` (the user's own stores), `user_orders` (units per product in
 * the user's orders, for the page only), `store_caps` (the current store's shelves), `shelf_stock`
 * (its stock and supplies per shelf, see rules/shelf.sql.ts).
 *
 * Names, descriptions, property values and hashtag names are in the asker's language; property
 * values and hashtags fall back to the stored (Russian) text where they have no English one
 * (decision 0017). Hashtags are distinct by the shown name, in its order.
 */
export function productPageQuery(options: {
  filter: ProductFilter;
  sort: ProductSort;
  scope: StoreScope;
  limit: number;
  offset: number;
}): SQL {
  const { filter, sort, scope: v, limit, offset } = options;
  const { joins, orderBy } = sortParts(sort, v, filter);
  const name = v.lang === 'en' ? sql`p.name_en` : sql`p.name_ru`;
  const description = v.lang === 'en' ? sql`p.description_en` : sql`p.description_ru`;
  const propertyValue = localizedText({ lang: v.lang, stored: sql`pp.value`, english: sql`pp.value_en` });
  const hashtagName = localizedText({ lang: v.lang, stored: sql`h.name`, english: sql`h.name_en` });
  return sql`
with recursive
  ${filter.category ? sql`${categoryTreeCte(filter.category)},` : sql``}
  page as materialized (
    select o.id, row_number() over () as ord from (
      select p.id from products p ${joins}
      where ${filterConditions(filter, v)}
      order by ${orderBy}
      limit ${limit} offset ${offset}
    ) o
  ),
  mine as materialized (
    select us.store_id as id, s2.name from user_stores us join stores s2 on s2.id = us.store_id
    where us.user_id = ${v.userId} and s2.version = ${v.version}
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
  ${storeCapsCte(v.storeId)},
  ${shelfStockCte(v.storeId)}
select p.id, p.category_id, c.slug as category_slug, p.code, ${name} as name, ${description} as description,
  (select json_build_object('wholesale', pr.wholesale::text, 'retail', pr.retail::text,
      'with_discount', ${priceWithDiscountSql(sql`pr.wholesale`, v.discount)}::text)
    from product_prices pr where pr.product_id = p.id and pr.currency = ${v.currency}) as price,
  ${warehouseStockSql(sql`p.id`, v.mainStoreId)} as quantity,
  (select json_build_object('count', bl.basket_count, 'from_auto_order', bl.from_auto_order)
    from basket_lines bl where bl.basket_id = (select id from basket) and bl.product_id = p.id) as basket,
  coalesce((select uo.n from user_orders uo where uo.product_id = p.id), 0) as user_order_count,
  (select coalesce(sum(s.units), 0)::int from sales_daily s
    where s.store_id = ${v.storeId}::int and s.product_id = p.id
      and s.sold_on > current_date - ${v.reportPeriodDays}::int and s.sold_on <= current_date
  ) as sales_for_report_period,
  exists (select 1 from favourites f where f.user_id = ${v.userId} and f.product_id = p.id) as is_favourite,
  (select coalesce(json_agg(json_build_object('slug', pp.slug, 'value', ${propertyValue})
      order by pp.position, pp.slug), '[]')
    from product_properties pp where pp.product_id = p.id) as properties,
  (select coalesce(json_agg(json_build_object('name', ht.name) order by ht.name), '[]')
    from (select distinct ${hashtagName} as name
      from product_hashtags ph join hashtags h on h.id = ph.hashtag_id where ph.product_id = p.id) ht) as hash_tags,
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
  (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name,
      'quantity', coalesce(st.quantity, 0), 'supplies', coalesce(st.supplies, 0)) order by m.id), '[]')
    from mine m left join stock st on st.store_id = m.id and st.product_id = p.id) as stores,
  -- shelf_stock is read (and so computed) only for a product that has a shelf.
  (select json_build_object('capacity', cap.capacity,
      'count', coalesce((select ss.quantity from shelf_stock ss where ss.shelf_id = cap.id), 0),
      'supplies', coalesce((select ss.supplies from shelf_stock ss where ss.shelf_id = cap.id), 0),
      'alias_name', cap.alias_name, 'is_premium', cap.is_premium, 'size', cap.size)
    from (${shelfOf({ product: 'p', category: 'c' })}) cap) as capacity
from page
  join products p on p.id = page.id
  join categories c on c.id = p.category_id
order by page.ord`;
}

/**
 * Count of the filtered products and whether the category exists (0 categories = unknown slug).
 * Cheap: the same WHERE as the page, no joins but the filters' own semi-joins.
 */
export function productCountQuery(options: { filter: ProductFilter; scope: ViewScope }): SQL {
  const { filter, scope } = options;
  const where = filterConditions(filter, scope);
  if (!filter.category) {
    return sql`select 1 as categories, count(*)::int as total from products p where ${where}`;
  }
  return sql`with recursive ${categoryTreeCte(filter.category)}
    select (select count(*) from cat_tree)::int as categories,
      (select count(*) from products p where ${where})::int as total`;
}
