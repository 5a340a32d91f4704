import { sql } from 'drizzle-orm';
import type { StoreScope, ViewScope } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import type { CategoryRow } from '../../db/schema';
import type { ProductFilter, ProductSort } from './product-filters.sql';
import { productCountQuery, productPageQuery } from './product-page.sql';

export type { CategoryRow } from '../../db/schema';

/** Every category, ordered by position then name in `lang` (the tree is built by the mapper). */
export function findCategories(db: Executor, options: { lang: 'ru' | 'en' }): Promise<CategoryRow[]> {
  const name = options.lang === 'en' ? sql`name_en` : sql`name_ru`;
  return queryRows<CategoryRow>(
    db,
    sql`select id, parent_id, slug, name_ru, name_en, moysklad_name, position
        from categories order by position, ${name}, id`,
  );
}

/** A product row of the page query: scalars plus JSON collections (see productPageQuery). */
export type ProductRow = {
  id: number;
  category_id: number;
  category_slug: string;
  code: string;
  name: string;
  description: string | null;
  /** The price row in the asker's currency (numeric(12,2) as text), null without one. */
  price: { wholesale: string; retail: string; with_discount: string } | null;
  quantity: number;
  /** The basket line of the current store's basket, null when the product is not in it. */
  basket: { count: number; from_auto_order: boolean } | null;
  user_order_count: number;
  sales_for_report_period: number;
  is_favourite: boolean;
  properties: { slug: string; value: string }[];
  hash_tags: { name: string }[];
  media: { id: number; collection_name: string; file_name: string; thumb_file_name: string }[];
  statuses: { slug: string }[];
  smart_recommendations: {
    recommendation_value: string;
    store_id: number | null;
    product_id: number;
    buy_times: number;
  }[];
  stores: { id: number; name: string; quantity: number; supplies: number }[];
  capacity: {
    capacity: number;
    count: number;
    supplies: number;
    alias_name: string | null;
    is_premium: boolean;
    size: string | null;
  } | null;
};

/** One page of products for the scope, in sort order (one SQL statement). */
export function findProductPage(
  db: Executor,
  options: { filter: ProductFilter; sort: ProductSort; scope: StoreScope; limit: number; offset: number },
): Promise<ProductRow[]> {
  return queryRows<ProductRow>(db, productPageQuery(options));
}

/** `{ categories, total }`: categories is 0 when the filter's category slug is unknown. */
export async function countProducts(
  db: Executor,
  options: { filter: ProductFilter; scope: ViewScope },
): Promise<{ categories: number; total: number }> {
  const rows = await queryRows<{ categories: number; total: number }>(db, productCountQuery(options));
  return rows[0] ?? { categories: 0, total: 0 };
}
