import type { Shelf } from '@kits/contract';
import { sql } from 'drizzle-orm';
import type { StoreScope, ViewScope } from '../../context/request-context';
import { type Executor, queryPrepared, queryRows } from '../../db/client';
import type { CategoryRow } from '../../db/schema';
import { hiddenCategoryIds, type ProductSort, type ViewerFilter } from './product-filters.sql';
import { productPageQuery } from './product-page.sql';
import type { LiveFields } from './snapshot/product-json';
import type { RecommendationRow } from './snapshot/snapshot';
import { liveQuery, type ViewerItem, viewerShelvesQuery, viewerStatement, viewerValues } from './viewer.sql';

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

/** The viewer statement's answer (viewer.sql.ts). */
export type ViewerPage = {
  /** The committed catalog_revision. */
  revision: number;
  /** stores.currency / report_period_days of the basket store; null when the row is missing. */
  currency: string | null;
  report_period_days: number | null;
  /** The store's kept units per shelf are marked for recomputation (decision 0023): read `findViewerShelves`. */
  shelves_dirty: boolean;
  /** The user's stores of the version, by id. */
  mine: { id: number; name: string }[];
  /** Their stock rows of the page's products. */
  own_stock: { store_id: number; product_id: number; quantity: number; supplies: number }[];
  /** The store's own smart recommendations of the page's products. */
  recommendations: RecommendationRow[];
  /** The store's shelves of the asked categories with their units (0 when shelf_stock has no row). */
  shelves: (Shelf & { capacity: number; alias_name: string | null; count: number; supplies: number })[];
  /** Per product of the page, in its order. */
  items: ViewerItem[];
};

/**
 * The viewer's fields of products `ids` (≤ 100) in their order, with the store's shelves of
 * `shelfCategories`, in one named prepared statement.
 */
export async function findViewerPage(
  db: Executor,
  options: { ids: readonly number[]; shelfCategories: readonly number[]; scope: ViewScope },
): Promise<ViewerPage> {
  const [row] = await queryPrepared<ViewerPage>(db, {
    name: 'catalog:viewer',
    build: viewerStatement,
    values: viewerValues(options),
  });
  return row as ViewerPage;
}

/**
 * The store's shelves of `shelfCategories` with their units computed now (viewer.sql.ts
 * viewerShelvesQuery), one named prepared statement.
 */
export async function findViewerShelves(
  db: Executor,
  options: { storeId: number; shelfCategories: readonly number[] },
): Promise<ViewerPage['shelves']> {
  const [row] = await queryRows<{ shelves: ViewerPage['shelves'] }>(db, viewerShelvesQuery(options), {
    name: 'catalog:viewer-shelves',
  });
  return row?.shelves ?? [];
}

/** The live fields of products `ids` in their order (viewer.sql.ts liveQuery), one named prepared statement. */
export async function findLiveFields(
  db: Executor,
  options: { ids: readonly number[]; scope: ViewScope },
): Promise<LiveFields[]> {
  const [row] = await queryRows<{ items: LiveFields[] }>(db, liveQuery(options), { name: 'catalog:live' });
  return row?.items ?? [];
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
