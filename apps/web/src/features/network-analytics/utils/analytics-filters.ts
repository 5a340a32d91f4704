import type { NetworkAnalyticsQuery } from '@kits/contract';
import {
  DEFAULT_PERIOD_FILTERS,
  type PeriodFilters,
  periodFiltersFromSearch,
  periodFiltersToParams,
  toPeriodQuery,
} from '@/lib/period-filters';

/**
 * The analytics page's filters as its URL holds them (docs/rules.md#network-analytics): the sales
 * period (lib/period-filters) and `&version=&category=&store=`, defaults left out (the report
 * period, the request's version, every category and outlet).
 */
export type AnalyticsFilters = PeriodFilters & {
  version: 'ru' | 'en' | null;
  category: number | null;
  store: number | null;
};

export const DEFAULT_ANALYTICS_FILTERS: AnalyticsFilters = {
  ...DEFAULT_PERIOD_FILTERS,
  version: null,
  category: null,
  store: null,
};

const positive = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n >= 1 && n < 2 ** 31 ? n : null;
};

/** Reads the filters from the URL; anything malformed falls back to its default, so old links still open. */
export function analyticsFiltersFromSearch(search: URLSearchParams): AnalyticsFilters {
  const version = search.get('version');
  return {
    ...periodFiltersFromSearch(search),
    version: version === 'ru' || version === 'en' ? version : null,
    category: positive(search.get('category')),
    store: positive(search.get('store')),
  };
}

/** The filters as URL parameters for `useQueryState().update` (null deletes a parameter). */
export function analyticsFiltersToParams(filters: AnalyticsFilters): Record<string, string | null> {
  return {
    ...periodFiltersToParams(filters),
    version: filters.version,
    category: filters.category === null ? null : String(filters.category),
    store: filters.store === null ? null : String(filters.store),
  };
}

/**
 * The query of the analytics calls, or null while a custom period lacks a day (nothing is asked
 * then). Custom days given the wrong way round are swapped.
 */
export function toAnalyticsQuery(filters: AnalyticsFilters): Partial<NetworkAnalyticsQuery> | null {
  const period = toPeriodQuery(filters);
  if (!period) return null;
  return {
    ...period,
    version: filters.version ?? undefined,
    category: filters.category ?? undefined,
    store: filters.store ?? undefined,
  };
}
