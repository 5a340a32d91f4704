import {
  PRODUCT_SORTS,
  PRODUCTS_PER_PAGE_DEFAULT,
  type ProductsQuery,
  RECOMMENDATION_KINDS,
  type RecommendationKind,
} from '@kits/contract';

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The product-table filters as the page holds them; the URL query string is their only store. */
export type CatalogFilters = {
  q: string;
  hashtag: string;
  inStock: boolean;
  recommendation: RecommendationKind | null;
  favourites: boolean;
  sort: ProductSort;
  page: number;
};

export const DEFAULT_FILTERS: CatalogFilters = {
  q: '',
  hashtag: '',
  inStock: false,
  recommendation: null,
  favourites: false,
  sort: 'code',
  page: 1,
};

const TEXT_MAX = { q: 200, hashtag: 100 } as const;
const isSort = (v: string | null): v is ProductSort => PRODUCT_SORTS.includes(v as ProductSort);
const isKind = (v: string | null): v is RecommendationKind =>
  RECOMMENDATION_KINDS.includes(v as RecommendationKind);
const flag = (v: string | null) => v === '1' || v === 'true';

/**
 * Reads the filters from the URL query string (`?q=&hashtag=&in_stock=1&recommendation=&favourites=1
 * &sort=&page=`, the names of docs/rules.md#decisions-3). Anything unknown or malformed falls back to the default,
 * so a hand-edited or outdated link still opens the table.
 */
export function filtersFromSearch(search: URLSearchParams): CatalogFilters {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const sort = search.get('sort');
  const recommendation = search.get('recommendation');
  return {
    q: (search.get('q') ?? '').trim().slice(0, TEXT_MAX.q),
    hashtag: (search.get('hashtag') ?? '').trim().replace(/^#/, '').slice(0, TEXT_MAX.hashtag),
    inStock: flag(search.get('in_stock')),
    recommendation: isKind(recommendation) ? recommendation : null,
    favourites: flag(search.get('favourites')),
    sort: isSort(sort) ? sort : DEFAULT_FILTERS.sort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The filters as a query string, defaults left out so links stay short and stable. */
export function filtersToSearch(filters: CatalogFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  const hashtag = filters.hashtag.trim();
  if (q) search.set('q', q);
  if (hashtag) search.set('hashtag', hashtag);
  if (filters.inStock) search.set('in_stock', '1');
  if (filters.recommendation) search.set('recommendation', filters.recommendation);
  if (filters.favourites) search.set('favourites', '1');
  if (filters.sort !== DEFAULT_FILTERS.sort) search.set('sort', filters.sort);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Applies a change; any change other than the page itself starts again at page 1. */
export function applyFilterChange(current: CatalogFilters, change: Partial<CatalogFilters>): CatalogFilters {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** True when anything narrows the list (the empty state then offers to reset). */
export const hasNarrowingFilters = (f: CatalogFilters) =>
  !!f.q.trim() || !!f.hashtag.trim() || f.inStock || !!f.recommendation || f.favourites;

/**
 * The GET catalog/products query for a category and the filters. Only set values are included, so
 * equal filters give equal TanStack Query keys.
 */
export function toProductsQuery(category: string, f: CatalogFilters): Partial<ProductsQuery> {
  const query: Partial<ProductsQuery> = {
    category: category || 'all',
    sort: f.sort,
    page: f.page,
    per_page: PRODUCTS_PER_PAGE_DEFAULT,
  };
  if (f.q.trim()) query.q = f.q.trim();
  if (f.hashtag.trim()) query.hashtag = f.hashtag.trim();
  if (f.inStock) query.in_stock = true;
  if (f.recommendation) query.recommendation = f.recommendation;
  if (f.favourites) query.favourites = true;
  return query;
}
