import type { PRODUCT_SORTS, RecommendationKind, TextLanguage } from '@kits/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { StoreScope, ViewScope } from '../../context/request-context';
import { intArray } from '../../db/client';
import { buyerWholesaleSql, listedPriceSql } from '../../rules/price.sql';
import { hasWarehouseStockSql, warehouseStockJoin } from '../../rules/warehouse-stock.sql';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The filters of GET catalog/products (docs/rules.md#decisions-3), already normalised (no empty strings). */
export type ProductFilter = {
  /** Category slug; its sub-categories are included. Undefined = all. */
  category?: string;
  /** Text searched by docs/rules.md#search (code, names, descriptions, properties, hashtags). */
  q?: string;
  /**
   * Hashtag name, with or without a leading '#', case-insensitive: the stored name, or in the
   * English version also the English name (decision 0017).
   */
  hashtag?: string;
  /** Only products with warehouse stock (the version's main store) above 0. */
  inStock?: boolean;
  /** Only products with this recommendation for the current store or globally. */
  recommendation?: RecommendationKind;
  /** Only the user's favourites. */
  favourites?: boolean;
  /** Exactly this product code (GET catalog/products/{code}). */
  code?: string;
  /** Only these product ids (a page chosen elsewhere, e.g. GET favourite, which orders it itself). */
  ids?: readonly number[];
};

/**
 * The part of a filter SQL answers (docs/rules.md#catalogue-read-path): the viewer's own conditions,
 * over `ids` when the snapshot already chose candidates from the shared filters.
 */
export type ViewerFilter = Pick<ProductFilter, 'ids' | 'inStock' | 'recommendation' | 'favourites'> & {
  /**
   * Only products of these category ids (a slug's subtree): the snapshot's filter, asked of SQL
   * only while a process reads its first snapshot (product-page.ts `chooseWhileReading`).
   */
  categories?: readonly number[];
};

/**
 * A text column in `lang`: the English column where it is set in the English version, else the
 * stored (Russian, or an imported feed's only) text — hashtags and property values (decision 0017).
 */
export const localizedText = (options: { lang: TextLanguage; stored: SQL; english: SQL }): SQL =>
  options.lang === 'en' ? sql`coalesce(${options.english}, ${options.stored})` : options.stored;

/**
 * A subquery of the ids of hidden categories and everything below them (docs/rules.md#category-editor):
 * customers see neither these categories nor their products. `union` ends a cycle in bad data.
 */
export const hiddenCategoryIds = sql`(with recursive hidden(id) as (
    select id from categories where hidden_at is not null
    union select c.id from categories c join hidden h on c.parent_id = h.id)
  select id from hidden)`;

/** The WHERE conditions of the viewer's filter over `products p` (`true` for none). */
export function filterConditions(filter: ViewerFilter, scope: ViewScope): SQL {
  // An archived product is hidden from customers (docs/moysklad.md), kept in orders and reports.
  // So are the products of a hidden category's subtree (docs/rules.md#category-editor).
  const where: SQL[] = [sql`p.archived_at is null`, sql`p.category_id not in ${hiddenCategoryIds}`];
  if (filter.ids !== undefined) where.push(sql`p.id = any(${intArray(filter.ids)}::int[])`);
  if (filter.categories !== undefined)
    where.push(sql`p.category_id = any(${intArray(filter.categories)}::int[])`);
  if (filter.inStock) {
    where.push(hasWarehouseStockSql(sql`p.id`, scope.mainStoreId));
  }
  if (filter.recommendation) {
    where.push(sql`p.id in (select r.product_id from smart_recommendations r
      where r.recommendation_value = ${filter.recommendation}
        and (r.store_id = ${scope.storeId} or r.store_id is null))`);
  }
  if (filter.favourites) {
    where.push(sql`p.id in (select f.product_id from favourites f where f.user_id = ${scope.userId})`);
  }
  return sql.join(where, sql` and `);
}

/**
 * True when the filter keeps a small part of the catalogue (candidate ids or categories,
 * recommendation, favourites): the page is then sorted from the filtered rows instead of walking the code index,
 * whose order says nothing about where those products are (a walk may read thousands of rows
 * before the first match).
 */
export const isNarrowing = (f: ViewerFilter) =>
  !!(f.ids !== undefined || f.categories !== undefined || f.recommendation || f.favourites);

/**
 * Joins and ORDER BY of a sort (docs/rules.md#products-query). Every sort ends with the unique code so pages
 * are stable. `price` is the wholesale price in the store currency (retail for users who may
 * not see wholesale prices), missing prices last; `quantity` and `sales` are descending.
 * `code` walks the code index for an unfiltered table and sorts the filtered rows otherwise
 * (`code || ''` orders the same but is not the indexed expression).
 */
export function sortParts(
  sort: ProductSort,
  scope: StoreScope,
  filter: ViewerFilter,
): { joins: SQL; orderBy: SQL } {
  // The buyer's price of their price type (docs/rules.md#buyer-price), or the list's retail price.
  const priceColumn = scope.seesWholesale
    ? buyerWholesaleSql({ product: sql`p.id`, currency: scope.currency, priceTypeId: scope.priceTypeId })
    : sql`pr.retail`;
  const priceJoin = scope.seesWholesale
    ? sql``
    : sql`left join product_prices pr on pr.product_id = p.id and pr.currency = ${scope.currency}`;
  switch (sort) {
    case 'code':
      return { joins: sql``, orderBy: isNarrowing(filter) ? sql`p.code || ''` : sql`p.code` };
    case 'name':
      return {
        joins: sql``,
        orderBy: scope.lang === 'en' ? sql`p.name_en, p.code` : sql`p.name_ru, p.code`,
      };
    case 'price':
      return { joins: priceJoin, orderBy: sql`${listedPriceSql(priceColumn)} asc nulls last, p.code` };
    case '-price':
      return { joins: priceJoin, orderBy: sql`${listedPriceSql(priceColumn)} desc nulls last, p.code` };
    case 'quantity':
      return {
        joins: sql`left join ${warehouseStockJoin('ws', sql`p.id`, scope.mainStoreId)}`,
        orderBy: sql`coalesce(ws.quantity, 0) desc, p.code`,
      };
    case 'sales':
      // One range scan of sales_daily's primary key for the current store, hashed by product.
      return {
        joins: sql`left join (
          select s.product_id, sum(s.units) as n from sales_daily s
          where s.store_id = ${scope.storeId}::int
            and s.sold_on > current_date - ${scope.reportPeriodDays}::int and s.sold_on <= current_date
          group by s.product_id) sa on sa.product_id = p.id`,
        orderBy: sql`coalesce(sa.n, 0) desc, p.code`,
      };
  }
}
