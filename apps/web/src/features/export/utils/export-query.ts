import type { ExportFormat, ExportProductsQuery } from '@kits/contract';
import {
  type CatalogFilters,
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  toProductsQuery,
} from '@/lib/catalog-filters';

/** The price list's filters: the catalogue's (search, hashtag, in stock, recommendation, favourites, sort) and its category. */
export type ExportFilters = CatalogFilters & { category: string };

const CATEGORY_MAX = 200;

/**
 * Reads the filters from the /export URL: the catalogue's own query names (catalog/utils/filters)
 * plus `category` (a slug, `all` by default), so a catalogue link carries its filters over.
 */
export function exportFiltersFromSearch(search: URLSearchParams): ExportFilters {
  const category = (search.get('category') ?? '').trim().slice(0, CATEGORY_MAX);
  return { ...filtersFromSearch(search), page: 1, category: category || 'all' };
}

/** The filters as the /export query string (defaults left out). */
export function exportFiltersToSearch(filters: ExportFilters): URLSearchParams {
  const search = filtersToSearch({ ...filters, page: 1 });
  if (filters.category && filters.category !== 'all') search.set('category', filters.category);
  return search;
}

/** `/export?…` for a catalogue category and its filters (the catalogue's "price list" link). */
export const exportHref = (category: string, filters: CatalogFilters) => {
  const search = exportFiltersToSearch({ ...filters, category }).toString();
  return search ? `/export?${search}` : '/export';
};

/** The query of GET export/products.csv|xlsx: GET catalog/products's, every page (no page, per_page). */
export function priceListQuery(filters: ExportFilters): Partial<ExportProductsQuery> {
  const { page: _page, per_page: _perPage, ...query } = toProductsQuery(filters.category, filters);
  return query;
}

/** The API path of a price list download. */
export const priceListPath = (format: ExportFormat) => `export/products.${format}`;

/** The address a download goes to (for links and tests): `/api/v0/export/products.csv?…`. */
export function priceListUrl(format: ExportFormat, filters: ExportFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(priceListQuery(filters)))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `/api/v0/${priceListPath(format)}${qs ? `?${qs}` : ''}`;
}

export const DEFAULT_EXPORT_FILTERS: ExportFilters = { ...DEFAULT_FILTERS, category: 'all' };
