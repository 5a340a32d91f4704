import { sql } from 'drizzle-orm';
import type { StoreScope } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import type { CategoryRow } from '../../db/schema';
import { hiddenCategoryIds, type ProductSort, type ViewerFilter } from './product-filters.sql';
import { productPageQuery } from './product-page.sql';

export type { CategoryRow } from '../../db/schema';

/**
 * Every category customers may see (a hidden one and its subtree left out, docs/rules.md#category-editor),
 * ordered by position then name in `lang` (the tree is built by the mapper).
 */
export function findCategories(db: Executor, options: { lang: 'ru' | 'en' }): Promise<CategoryRow[]> {
  const name = options.lang === 'en' ? sql`name_en` : sql`name_ru`;
  return queryRows<CategoryRow>(
    db,
    sql`select id, parent_id, slug, name_ru, name_en, moysklad_name, position, external_key
        from categories where id not in ${hiddenCategoryIds} order by position, ${name}, id`,
  );
}

/**
 * Ids of one page for the viewer's filters and sorts, in sort order, and the count of all products
 * matching — one SQL statement (product-page.sql.ts `productPageQuery`).
 */
export async function findPageIds(
  db: Executor,
  options: { filter: ViewerFilter; sort: ProductSort; scope: StoreScope; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [row] = await queryRows<{ ids: number[]; total: number }>(db, productPageQuery(options));
  return { ids: (row?.ids ?? []).map(Number), total: row?.total ?? 0 };
}
