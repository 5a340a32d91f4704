import type { Category, ExportProductsQuery, PageMeta, Product, ProductsQuery } from '@kits/contract';
import { type RequestContext, storeScope, viewScope } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toCategoryTree, toProduct } from './catalog.mappers';
import { catalogMessage } from './catalog.messages';
import { countProducts, findCategories, findProductPage } from './catalog.repository';
import type { ProductFilter } from './product-filters.sql';

/** GET catalog/categories (docs/rules.md#category, docs/rules.md#spec-7): the whole tree, names in the request's language. */
export async function listCategories(ctx: RequestContext, options: { db: Executor }): Promise<Category[]> {
  return toCategoryTree(await findCategories(options.db, { lang: ctx.lang }), ctx.lang);
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

/** NOT_FOUND (404) when the filter names a category slug the count found no category for. */
function assertCategoryKnown(ctx: RequestContext, filter: ProductFilter, count: { categories: number }) {
  if (filter.category && count.categories === 0) {
    throw new AppError('NOT_FOUND', {
      message: catalogMessage(ctx.lang, 'categoryNotFound', { slug: filter.category }),
    });
  }
}

/**
 * GET catalog/products (docs/rules.md#decisions-3): one page of the product table for the asker, with
 * `meta { page, per_page, total, last_page }` (last_page ≥ 1; a page past it answers `data: []`).
 * Statements: the count, alongside the current store's settings followed by the page (one SQL
 * statement for all fields of all rows). Throws NOT_FOUND (404) for an unknown category slug.
 */
export async function listProducts(
  ctx: RequestContext,
  options: { db: Executor; query: ProductsQuery },
): Promise<{ data: Product[]; meta: PageMeta }> {
  const { db, query } = options;
  const filter = toFilter(query);
  const [count, { scope, rows }] = await Promise.all([
    countProducts(db, { filter, scope: viewScope(ctx) }),
    storeScope(ctx, db).then(async (scope) => ({
      scope,
      rows: await findProductPage(db, {
        filter,
        scope,
        sort: query.sort,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      }),
    })),
  ]);
  assertCategoryKnown(ctx, filter, count);
  return {
    data: rows.map((row) => toProduct(row, scope)),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: count.total,
      last_page: Math.max(1, Math.ceil(count.total / query.per_page)),
    },
  };
}

/** GET catalog/products/{code}: one product for the asker. Throws NOT_FOUND (404) for an unknown code. */
export async function getProduct(
  ctx: RequestContext,
  options: { db: Executor; code: string },
): Promise<Product> {
  const { db, code } = options;
  const scope = await storeScope(ctx, db);
  const [row] = await findProductPage(db, { filter: { code }, scope, sort: 'code', limit: 1, offset: 0 });
  if (!row) {
    throw new AppError('NOT_FOUND', { message: catalogMessage(ctx.lang, 'productNotFound', { code }) });
  }
  return toProduct(row, scope);
}

/**
 * Products `ids` as the catalogue shows them to the asker, in the order of `ids` (ids of products
 * that no longer exist are left out); one page statement.
 */
export async function listProductsByIds(
  ctx: RequestContext,
  options: { db: Executor; ids: readonly number[] },
): Promise<Product[]> {
  const { db, ids } = options;
  if (ids.length === 0) return [];
  const scope = await storeScope(ctx, db);
  const rows = await findProductPage(db, {
    filter: { ids },
    scope,
    sort: 'code',
    limit: ids.length,
    offset: 0,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, scope)] : [];
  });
}

/** Every product of a filtered catalogue, read a page statement at a time (see openProductPages). */
export type ProductPages = {
  /** Products matching the filters when the pages were opened. */
  total: number;
  /** Category names in the request's language, by id. */
  categoryNames: Map<number, string>;
  /** The products in the query's sort order, `pageSize` at a time. */
  pages: AsyncGenerator<Product[]>;
};

/**
 * The whole filtered, sorted product table for the asker (the price list, decision 0007): the
 * catalogue's filter, page query and Product mapping, read `pageSize` rows at a time so the caller
 * writes rows while later pages are still being read. Checked before anything is read: an unknown
 * category throws NOT_FOUND (404), as GET catalog/products does. Pages are offset pages without a
 * snapshot (a long transaction would hold PGlite's only connection): a product moving between
 * pages meanwhile appears once (ids are de-duplicated) or, rarely, not at all.
 */
export async function openProductPages(
  ctx: RequestContext,
  options: { db: Executor; query: ExportProductsQuery; pageSize: number },
): Promise<ProductPages> {
  const { db, query, pageSize } = options;
  const filter = toFilter({ ...query, page: 1, per_page: pageSize });
  const [count, scope, categories] = await Promise.all([
    countProducts(db, { filter, scope: viewScope(ctx) }),
    storeScope(ctx, db),
    findCategories(db, { lang: ctx.lang }),
  ]);
  assertCategoryKnown(ctx, filter, count);
  async function* pages(): AsyncGenerator<Product[]> {
    const seen = new Set<number>();
    for (let offset = 0; ; offset += pageSize) {
      const rows = await findProductPage(db, { filter, scope, sort: query.sort, limit: pageSize, offset });
      const fresh = rows.filter((row) => !seen.has(row.id));
      for (const row of fresh) seen.add(row.id);
      if (fresh.length > 0) yield fresh.map((row) => toProduct(row, scope));
      if (rows.length < pageSize) return;
    }
  }
  return {
    total: count.total,
    categoryNames: new Map(categories.map((c) => [c.id, ctx.lang === 'en' ? c.name_en : c.name_ru])),
    pages: pages(),
  };
}
