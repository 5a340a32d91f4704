import { type RequestContext, storeCurrency, storeScope, viewScope } from '../../context/request-context';
import { type Executor, queryRows } from '../../db/client';
import { findPageIds } from './catalog.repository';
import type { ProductFilter, ProductSort, ViewerFilter } from './product-filters.sql';
import { type RequestRevisions, requestRevisions } from './request-revisions';
import { type ProductText, productText } from './snapshot/product-json';
import { type SharedSort, sharedList, sharedMatches } from './snapshot/selection';
import {
  type CatalogSnapshot,
  categoryTrees,
  createInterner,
  type SharedProduct,
  type SnapshotCategoryRow,
  type SnapshotProductRow,
  toSharedProduct,
} from './snapshot/snapshot';
import { categoriesQuery, productsQuery } from './snapshot/snapshot.sql';
import { currentSnapshot, readingFirstSnapshot, refreshSnapshot } from './snapshot/snapshot-cache';
import { type ViewerData, viewerDataOf, viewerFieldsOf } from './viewer-data';

/** One page to read: the normalised filters, the sort and the rows wanted. */
export type PageRequest = { filter: ProductFilter; sort: ProductSort; limit: number; offset: number };

/**
 * A page as Product JSON texts in order, the count of all matching products, whether the category
 * slug was unknown, and whether the shared data was as new as the viewer's (false only when writes
 * kept moving the revision and the page was answered from an older snapshot).
 */
export type ProductPage = { items: ProductText[]; total: number; unknownCategory: boolean; fresh: boolean };

type Choice = { products: readonly SharedProduct[]; total: number; unknownCategory: boolean };

/** Attempts before answering from the newest snapshot even if writes keep moving the revision. */
const MAX_ATTEMPTS = 4;

const viewerFilter = (f: ProductFilter): ViewerFilter => ({
  inStock: f.inStock,
  recommendation: f.recommendation,
  favourites: f.favourites,
});

const needsSql = (f: ProductFilter, sort: ProductSort) =>
  !!(f.inStock || f.recommendation || f.favourites || sort === 'quantity' || sort === 'sales');

/** The viewer-dependent page in SQL over the snapshot's candidate ids (all products when none). */
async function chooseInSql(
  ctx: RequestContext,
  db: Executor,
  options: { snapshot: CatalogSnapshot; candidates?: ReadonlySet<number>; request: PageRequest },
): Promise<Choice> {
  const { snapshot, candidates, request } = options;
  const filter = { ...viewerFilter(request.filter), ids: candidates && [...candidates] };
  const scope = await storeScope(ctx, db);
  const { ids, total } = await findPageIds(db, {
    filter,
    scope,
    sort: request.sort,
    limit: request.limit,
    offset: request.offset,
  });
  // A product committed after the request began (newer than its snapshot) is left out.
  return { products: ids.flatMap((id) => snapshot.byId.get(id) ?? []), total, unknownCategory: false };
}

/**
 * The page in SQL, for a process still reading its first snapshot (docs/rules.md#catalogue-read-path):
 * the ids and count by the viewer's filters and sort with the category's subtree, then those
 * products' rows made shared products — the same bytes the snapshot will answer, without waiting
 * for all of it (at 100,000 products the read takes seconds). Only for a page `readableInSql`.
 */
async function chooseWhileReading(ctx: RequestContext, db: Executor, request: PageRequest): Promise<Choice> {
  const { filter } = request;
  let categories: number[] | undefined;
  if (filter.category) {
    const tree = categoryTrees(await queryRows<SnapshotCategoryRow>(db, categoriesQuery)).get(
      filter.category,
    );
    if (!tree) return { products: [], total: 0, unknownCategory: true };
    categories = [...tree];
  }
  const scope = await storeScope(ctx, db);
  const { ids, total } = await findPageIds(db, {
    filter: { ...viewerFilter(filter), ids: filter.ids, categories },
    scope,
    sort: request.sort,
    limit: request.limit,
    offset: request.offset,
  });
  const rows = ids.length > 0 ? await queryRows<SnapshotProductRow>(db, productsQuery(ids)) : [];
  const intern = createInterner();
  const byId = new Map(rows.map((row) => [row.id, toSharedProduct(row, { intern })]));
  return { products: ids.flatMap((id) => byId.get(id) ?? []), total, unknownCategory: false };
}

/** Whether SQL answers this page as the snapshot would: not a text search, a hashtag or a code. */
const readableInSql = (f: ProductFilter) => !f.q && !f.hashtag && f.code === undefined;

/**
 * Pages read in SQL at once while the first snapshot is read (decision 0045): a page beyond waits
 * for the snapshot, so a crowd of requests at a start does not slow that read down.
 */
const PAGES_IN_SQL_AT_ONCE = 2;
let pagesInSql = 0;

/**
 * The page read in SQL (`chooseWhileReading`) with the viewer's fields — what `readProductPage`
 * answers while the process reads its first snapshot; undefined for a page that waits for it.
 */
export async function pageWhileReading(
  ctx: RequestContext,
  db: Executor,
  request: PageRequest,
): Promise<ProductPage | undefined> {
  if (!readableInSql(request.filter)) return undefined;
  const at = await requestRevisions(ctx, db);
  return assemble(ctx, db, at, chooseWhileReading(ctx, db, request), true);
}

/**
 * The page of `choosing` with the viewer's fields as new as `at` (both read at once): Product JSON
 * texts in order, the count, and `fresh` as the caller judged it.
 */
async function assemble(
  ctx: RequestContext,
  db: Executor,
  at: RequestRevisions,
  choosing: Promise<Choice>,
  fresh: boolean,
): Promise<ProductPage> {
  const [choice, viewer] = await Promise.all([choosing, viewerDataOf(db, viewScope(ctx), at)]);
  const { total, unknownCategory } = choice;
  return { items: toItems(ctx, choice, viewer), total, unknownCategory, fresh };
}

/** The page's products from the snapshot (shared filters and sorts), or through SQL for the viewer's own. */
async function choose(
  ctx: RequestContext,
  db: Executor,
  snapshot: CatalogSnapshot,
  request: PageRequest,
): Promise<Choice> {
  const { filter, sort, limit, offset } = request;
  if (needsSql(filter, sort)) {
    const matches = sharedMatches(snapshot, filter, ctx.lang);
    if (matches === 'unknown-category') return { products: [], total: 0, unknownCategory: true };
    return chooseInSql(ctx, db, { snapshot, candidates: matches, request });
  }
  const isPrice = sort === 'price' || sort === '-price';
  const price = {
    currency: isPrice ? (await ctx.storeSettings(db)).currency : ctx.defaultCurrency,
    seesWholesale: ctx.seesWholesale,
    priceTypeId: ctx.priceTypeId,
  };
  const list = sharedList(snapshot, { filter, sort: sort as SharedSort, lang: ctx.lang, price });
  if (list === 'unknown-category') return { products: [], total: 0, unknownCategory: true };
  return { products: list.slice(offset, offset + limit), total: list.length, unknownCategory: false };
}

/** The chosen products as Product JSON texts for the asker, with the viewer's fields. */
function toItems(ctx: RequestContext, choice: Choice, viewer: ViewerData): ProductText[] {
  const view = {
    currency: storeCurrency(viewer.figures.currency, ctx.version),
    seesWholesale: ctx.seesWholesale,
    discount: ctx.discount,
    priceTypeId: ctx.priceTypeId,
  };
  const fields = viewerFieldsOf(viewer, choice.products);
  return choice.products.flatMap((p) => {
    const own = fields.get(p.id);
    return own ? [productText(p, ctx.lang, own, view)] : [];
  });
}

/**
 * One page of the product table for the asker (docs/rules.md#catalogue-read-path): ids chosen from
 * the process's snapshot of the shared catalogue (SQL for the viewer's own filters and sorts), with
 * the viewer's fields from the viewer data kept in the process (viewer-data.ts,
 * docs/rules.md#viewer-data) — both as new as the revisions the request began at: a snapshot older
 * than the request's catalogue revision is patched or read again first (one read in flight per
 * process), so a commit anywhere is visible on the very next request. While the process reads its
 * first snapshot, a page it can read in SQL does not wait for it (`pageWhileReading`, at most
 * PAGES_IN_SQL_AT_ONCE at a time). Answers the
 * Product JSON texts in order and the count; `unknownCategory` only when a current snapshot has no such slug; `fresh`
 * false only when writes kept moving the catalogue revision past MAX_ATTEMPTS reads.
 */
export async function readProductPage(
  ctx: RequestContext,
  db: Executor,
  request: PageRequest,
): Promise<ProductPage> {
  if (readingFirstSnapshot(db) && readableInSql(request.filter) && pagesInSql < PAGES_IN_SQL_AT_ONCE) {
    pagesInSql += 1;
    try {
      const page = await pageWhileReading(ctx, db, request);
      if (page) return page;
    } finally {
      pagesInSql -= 1;
    }
  }
  const at = await requestRevisions(ctx, db);
  let snapshot = await currentSnapshot(db);
  for (let attempt = 1; snapshot.revision < at.catalog && attempt < MAX_ATTEMPTS; attempt++)
    snapshot = await refreshSnapshot(db, snapshot);
  return assemble(ctx, db, at, choose(ctx, db, snapshot, request), snapshot.revision >= at.catalog);
}
