import type { Category, PageMeta, Product, ProductsQuery } from '@kits/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toCategoryTree, toProduct } from './catalog.mappers';
import { catalogMessage } from './catalog.messages';
import { countProducts, findCategories, findProductPage } from './catalog.repository';
import { type CatalogCaller, catalogViewer, loadViewer } from './catalog.viewer';
import type { ProductFilter } from './product-filters.sql';

/** GET catalog/categories (spec §3 Category, §7): the whole tree, names in `lang`. */
export async function listCategories(options: { db: Executor; lang: 'ru' | 'en' }): Promise<Category[]> {
  return toCategoryTree(await findCategories(options.db, { lang: options.lang }), options.lang);
}

/** The query's filters, with `all` and empty strings meaning "no filter". */
export function toFilter(query: ProductsQuery): ProductFilter {
  return {
    category: query.category && query.category !== 'all' ? query.category : undefined,
    q: query.q || undefined,
    hashtag: query.hashtag || undefined,
    inStock: query.in_stock || undefined,
    recommendation: query.recommendation,
    favourites: query.favourites || undefined,
  };
}

/**
 * GET catalog/products (decisions §3): one page of the product table for the viewer, with
 * `meta { page, per_page, total, last_page }` (last_page ≥ 1; a page past it answers `data: []`).
 * Statements: the count, alongside the current store's settings followed by the page (one SQL
 * statement for all fields of all rows). Throws NOT_FOUND (404) for an unknown category slug.
 */
export async function listProducts(options: {
  db: Executor;
  caller: CatalogCaller;
  query: ProductsQuery;
}): Promise<{ data: Product[]; meta: PageMeta }> {
  const { db, caller, query } = options;
  const filter = toFilter(query);
  const base = catalogViewer(caller);
  const [count, { viewer, rows }] = await Promise.all([
    countProducts(db, { filter, viewer: base }),
    loadViewer(db, base).then(async (viewer) => ({
      viewer,
      rows: await findProductPage(db, {
        filter,
        viewer,
        sort: query.sort,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      }),
    })),
  ]);
  if (filter.category && count.categories === 0) {
    throw new AppError('NOT_FOUND', {
      message: catalogMessage(base.lang, 'categoryNotFound', { slug: filter.category }),
    });
  }
  return {
    data: rows.map((row) => toProduct(row, viewer)),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: count.total,
      last_page: Math.max(1, Math.ceil(count.total / query.per_page)),
    },
  };
}

/** GET catalog/products/{code}: one product for the viewer. Throws NOT_FOUND (404) for an unknown code. */
export async function getProduct(options: {
  db: Executor;
  caller: CatalogCaller;
  code: string;
}): Promise<Product> {
  const { db, caller, code } = options;
  const viewer = await loadViewer(db, catalogViewer(caller));
  const [row] = await findProductPage(db, { filter: { code }, viewer, sort: 'code', limit: 1, offset: 0 });
  if (!row) {
    throw new AppError('NOT_FOUND', { message: catalogMessage(viewer.lang, 'productNotFound', { code }) });
  }
  return toProduct(row, viewer);
}
