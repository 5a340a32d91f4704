import {
  type RequestContext,
  storeCurrency,
  storeScope,
  type ViewScope,
  viewScope,
} from '../../context/request-context';
import type { Executor } from '../../db/client';
import { findPageIds, findViewerPage, findViewerShelves, type ViewerPage } from './catalog.repository';
import type { ProductFilter, ProductSort, ViewerFilter } from './product-filters.sql';
import { type ProductText, productText } from './snapshot/product-json';
import { type SharedSort, sharedList, sharedMatches } from './snapshot/selection';
import type { CatalogSnapshot, SharedProduct } from './snapshot/snapshot';
import { currentSnapshot, refreshSnapshot } from './snapshot/snapshot-cache';
import { viewerFields } from './viewer-fields';

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
  // A product newer than the snapshot is skipped here; the revision check then rebuilds and retries.
  return { products: ids.flatMap((id) => snapshot.byId.get(id) ?? []), total, unknownCategory: false };
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

/**
 * The viewer statement over `ids`. When the store's kept units per shelf are marked dirty (a write
 * the shelf-stock job has not stored yet, decision 0023), its shelves are read again with their
 * units computed by the shelf rule — read-only, so a page never answers older units than the last
 * committed write and never writes.
 */
async function readViewer(
  db: Executor,
  products: readonly SharedProduct[],
  scope: ViewScope,
): Promise<ViewerPage> {
  const ids = products.map((p) => p.id);
  const shelfCategories = shelfCategoriesOf(products);
  const page = await findViewerPage(db, { ids, shelfCategories, scope });
  if (!page.shelves_dirty) return page;
  return { ...page, shelves: await findViewerShelves(db, { storeId: scope.storeId, shelfCategories }) };
}

/**
 * The categories whose shelves may hold `products` (docs/rules.md#capacity-relation: a shelf of the
 * product's own category or its parent), each once: the only shelves the viewer statement reads.
 */
export function shelfCategoriesOf(products: readonly SharedProduct[]): number[] {
  const categories = new Set<number>();
  for (const { shelf } of products) {
    categories.add(shelf.category_id);
    if (shelf.parent_id !== null) categories.add(shelf.parent_id);
  }
  return [...categories];
}

/** The chosen products as Product JSON texts for the asker, with the viewer statement's fields. */
function toItems(ctx: RequestContext, choice: Choice, viewer: ViewerPage): ProductText[] {
  const view = {
    currency: storeCurrency(viewer.currency, ctx.version),
    seesWholesale: ctx.seesWholesale,
    discount: ctx.discount,
    priceTypeId: ctx.priceTypeId,
  };
  const fields = viewerFields(viewer, choice.products);
  return choice.products.flatMap((p) => {
    const own = fields.get(p.id);
    return own ? [productText(p, ctx.lang, own, view)] : [];
  });
}

/**
 * One page of the product table for the asker (docs/rules.md#catalogue-read-path): ids chosen from
 * the process's snapshot of the shared catalogue (SQL for the viewer's own filters and sorts), then
 * ONE viewer statement over those ids, which also reads the committed `catalog_revision`. When that
 * differs from the snapshot's, the snapshot is rebuilt (one rebuild in flight per process) and the
 * page read again — so a commit anywhere is visible on the very next request. Answers the Product
 * JSON texts in order and the count; `unknownCategory` only when a current snapshot has no such slug.
 */
export async function readProductPage(
  ctx: RequestContext,
  db: Executor,
  request: PageRequest,
): Promise<ProductPage> {
  const scope = viewScope(ctx);
  let snapshot = await currentSnapshot(db);
  for (let attempt = 1; ; attempt++) {
    const choice = await choose(ctx, db, snapshot, request);
    const viewer = await readViewer(db, choice.products, scope);
    if (viewer.revision === snapshot.revision || attempt === MAX_ATTEMPTS) {
      return {
        items: toItems(ctx, choice, viewer),
        total: choice.total,
        unknownCategory: choice.unknownCategory,
        fresh: viewer.revision === snapshot.revision,
      };
    }
    snapshot = await refreshSnapshot(db, snapshot);
  }
}
