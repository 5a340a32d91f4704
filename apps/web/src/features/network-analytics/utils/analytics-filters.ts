import type { NetworkAnalyticsQuery, PeriodKind } from '@kits/contract';
import { PERIOD_KINDS } from '@kits/contract';

/**
 * The analytics page's filters as its URL holds them (docs/rules.md#network-analytics):
 * `?period=&anchor=&from=&to=&version=&category=&store=`, defaults left out (the report period, the
 * request's version, every category and outlet).
 */
export type AnalyticsFilters = {
  period: PeriodKind;
  /** month/quarter/year: a day inside the wanted period ('' = the current one). */
  anchor: string;
  /** custom: first and last day ('YYYY-MM-DD' or ''). */
  from: string;
  to: string;
  version: 'ru' | 'en' | null;
  category: number | null;
  store: number | null;
};

export const DEFAULT_ANALYTICS_FILTERS: AnalyticsFilters = {
  period: 'report',
  anchor: '',
  from: '',
  to: '',
  version: null,
  category: null,
  store: null,
};

const isDay = (v: string | null): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const positive = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n >= 1 && n < 2 ** 31 ? n : null;
};

/** Reads the filters from the URL; anything malformed falls back to its default, so old links still open. */
export function analyticsFiltersFromSearch(search: URLSearchParams): AnalyticsFilters {
  const period = search.get('period');
  const version = search.get('version');
  return {
    period: (PERIOD_KINDS as readonly string[]).includes(period ?? '') ? (period as PeriodKind) : 'report',
    anchor: isDay(search.get('anchor')) ? search.get('anchor')! : '',
    from: isDay(search.get('from')) ? search.get('from')! : '',
    to: isDay(search.get('to')) ? search.get('to')! : '',
    version: version === 'ru' || version === 'en' ? version : null,
    category: positive(search.get('category')),
    store: positive(search.get('store')),
  };
}

/** The filters as URL parameters for `useQueryState().update` (null deletes a parameter). */
export function analyticsFiltersToParams(filters: AnalyticsFilters): Record<string, string | null> {
  const calendar = filters.period === 'month' || filters.period === 'quarter' || filters.period === 'year';
  return {
    period: filters.period === 'report' ? null : filters.period,
    anchor: calendar && filters.anchor ? filters.anchor : null,
    from: filters.period === 'custom' && filters.from ? filters.from : null,
    to: filters.period === 'custom' && filters.to ? filters.to : null,
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
  const common = {
    version: filters.version ?? undefined,
    category: filters.category ?? undefined,
    store: filters.store ?? undefined,
  };
  if (filters.period === 'custom') {
    if (!filters.from || !filters.to) return null;
    const [from, to] = filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
    return { period: 'custom', from, to, ...common };
  }
  if (filters.period === 'report') return { period: 'report', ...common };
  return { period: filters.period, anchor: filters.anchor || undefined, ...common };
}
