import type { Category, ExportProductsQuery, PageMeta, Product, ProductsQuery } from '@kits/contract';
import { type RequestContext, viewScope } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Computed } from './answer-cache';
import { toCategoryTree } from './catalog.mappers';
import { catalogMessage } from './catalog.messages';
import { findCategories } from './catalog.repository';
import type { ProductFilter } from './product-filters.sql';
import { type PageRequest, type ProductPage, readProductPage } from './product-page';
import { requestRevisions } from './request-revisions';
import { pageText, productAnswerText, productJson } from './snapshot/product-json';
import { liveFieldsFor } from './viewer-data';

/**
 * The live fields (warehouse stock, the user's basket line, orders and favourite) of products `ids`
 * for the asker, in their order, as new as the request's revisions: what a kept catalogue answer
 * is sent with (docs/rules.md#catalogue-answers), from the viewer data (viewer-data.ts).
 */
export async function liveFieldsOf(ctx: RequestContext, options: { db: Executor; ids: readonly number[] }) {
  const { db, ids } = options;
  return liveFieldsFor(db, { scope: viewScope(ctx), at: await requestRevisions(ctx, db), ids });
}

/** GET catalog/categories (docs/rules.md#category, docs/rules.md#spec-7): the whole tree, names in the request's language. */
export async function listCategories(ctx: RequestContext, options: { db: Executor }): Promise<Category[]> {
  return toCategoryTree(await findCategories(options.db, { lang: ctx.lang }), ctx.lang);
}

/** The query's filters, with `all` and empty strings meaning "no filter". */
export function toFilter(query: Omit<ProductsQuery, 'page' | 'per_page'>): ProductFilter {
  return {
    category: query.category && query.category !== 'all' ? query.category : undefined,
    q: query.q || undefined,
    hashtag: query.hashtag || undefined,
    inStock: query.in_stock || undefined,
    recommendation: query.recommendation,
    favourites: query.favourites || undefined,
  };
}

/** A page read for `ctx`; NOT_FOUND (404) when the filter names a category slug that does not exist. */
async function readKnownPage(ctx: RequestContext, db: Executor, request: PageRequest): Promise<ProductPage> {
  const page = await readProductPage(ctx, db, request);
  if (page.unknownCategory) {
    throw new AppError('NOT_FOUND', {
      message: catalogMessage(ctx.lang, 'categoryNotFound', { slug: request.filter.category ?? '' }),
    });
  }
  return page;
}

/**
 * GET catalog/products (docs/rules.md#decisions-3, docs/rules.md#catalogue-read-path): one page of the
 * product table for the asker as the response body `{ data: Product[], meta }`, already serialised
 * (meta: page, per_page, total, last_page ≥ 1; a page past it answers `data: []`), and whether it
 * may be kept (answer-cache.ts). Throws NOT_FOUND (404) for an unknown category slug.
 */
export async function listProductsJson(
  ctx: RequestContext,
  options: { db: Executor; query: ProductsQuery },
): Promise<Computed> {
  const { db, query } = options;
  const filter = toFilter(query);
  const offset = (query.page - 1) * query.per_page;
  const page = await readKnownPage(ctx, db, { filter, sort: query.sort, limit: query.per_page, offset });
  const meta: PageMeta = {
    page: query.page,
    per_page: query.per_page,
    total: page.total,
    last_page: Math.max(1, Math.ceil(page.total / query.per_page)),
  };
  return {
    text: pageText(page.items, meta),
    live: page.items.map((item) => item.live),
    fresh: page.fresh,
    byStock: !!filter.inStock || query.sort === 'quantity',
    byUser: !!filter.favourites,
  };
}

/**
 * GET catalog/products/{code}: `{"data":Product}` serialised, and whether it may be kept
 * (answer-cache.ts). Throws NOT_FOUND (404) for an unknown code.
 */
export async function getProductJson(
  ctx: RequestContext,
  options: { db: Executor; code: string },
): Promise<Computed> {
  const { db, code } = options;
  const page = await readProductPage(ctx, db, { filter: { code }, sort: 'code', limit: 1, offset: 0 });
  const [item] = page.items;
  if (!item)
    throw new AppError('NOT_FOUND', { message: catalogMessage(ctx.lang, 'productNotFound', { code }) });
  return {
    text: productAnswerText(item),
    live: [item.live],
    fresh: page.fresh,
    byStock: false,
    byUser: false,
  };
}

/**
 * Products `ids` as the catalogue shows them to the asker, in the order of `ids` (ids of products
 * that no longer exist are left out), 100 at a time.
 */
export async function listProductsByIds(
  ctx: RequestContext,
  options: { db: Executor; ids: readonly number[] },
): Promise<Product[]> {
  const { db, ids } = options;
  const products: Product[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const part = ids.slice(i, i + 100);
    const page = await readProductPage(ctx, db, {
      filter: { ids: part },
      sort: 'code',
      limit: part.length,
      offset: 0,
    });
    const byId = new Map(
      page.items.map((item) => JSON.parse(productJson(item)) as Product).map((p) => [p.id, p]),
    );
    products.push(...part.flatMap((id) => byId.get(id) ?? []));
  }
  return products;
}

/** Every product of a filtered catalogue, read a page at a time (see openProductPages). */
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
 * catalogue's filter, page read and Product shape, `pageSize` (≤ 100) rows at a time so the caller
 * writes rows while later pages are still being read. Checked before anything is written: an
 * unknown category throws NOT_FOUND (404), as GET catalog/products does. Each page is fresh on its
 * own (docs/rules.md#catalogue-read-path): a product moving between pages meanwhile appears once
 * (ids are de-duplicated) or, rarely, not at all.
 */
export async function openProductPages(
  ctx: RequestContext,
  options: { db: Executor; query: ExportProductsQuery; pageSize: number },
): Promise<ProductPages> {
  const { db, query, pageSize } = options;
  const filter = toFilter(query);
  const read = (offset: number) =>
    readKnownPage(ctx, db, { filter, sort: query.sort, limit: pageSize, offset });
  const [first, categories] = await Promise.all([read(0), findCategories(db, { lang: ctx.lang })]);
  async function* pages(): AsyncGenerator<Product[]> {
    const seen = new Set<number>();
    let page = first;
    for (let offset = 0; ; offset += pageSize) {
      if (offset > 0) page = await read(offset);
      const fresh = page.items
        .map((item) => JSON.parse(productJson(item)) as Product)
        .filter((p) => !seen.has(p.id));
      for (const p of fresh) seen.add(p.id);
      if (fresh.length > 0) yield fresh;
      if (page.items.length < pageSize) return;
    }
  }
  return {
    total: first.total,
    categoryNames: new Map(categories.map((c) => [c.id, ctx.lang === 'en' ? c.name_en : c.name_ru])),
    pages: pages(),
  };
}
