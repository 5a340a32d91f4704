import { isIsoDay, PERIOD_KINDS, type PeriodKind, type SalesPeriodQuery } from '@kits/contract';

/**
 * The sales period of a back-office page as its URL holds it (docs/rules.md#sales-period):
 * `?period=&days=&anchor=&from=&to=`, shared by the analytics and the reports pages.
 */
export type PeriodFilters = {
  period: PeriodKind;
  /** report: the report period in days (1–365), null for the default. */
  days: number | null;
  /** month/quarter/year: a day inside the wanted period ('' = the current one). */
  anchor: string;
  /** custom: first and last day ('YYYY-MM-DD' or ''). */
  from: string;
  to: string;
};

export const DEFAULT_PERIOD_FILTERS: PeriodFilters = {
  period: 'report',
  days: null,
  anchor: '',
  from: '',
  to: '',
};

const isCalendar = (period: PeriodKind) => period === 'month' || period === 'quarter' || period === 'year';

const reportDays = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n >= 1 && n <= 365 ? n : null;
};

/** Reads the period from the URL; anything malformed falls back to its default, so old links still open. */
export function periodFiltersFromSearch(search: URLSearchParams): PeriodFilters {
  const period = search.get('period');
  const day = (name: string) => {
    const value = search.get(name);
    return isIsoDay(value) ? value : '';
  };
  return {
    period: (PERIOD_KINDS as readonly string[]).includes(period ?? '') ? (period as PeriodKind) : 'report',
    days: reportDays(search.get('days')),
    anchor: day('anchor'),
    from: day('from'),
    to: day('to'),
  };
}

/** The period as URL parameters, only what its kind uses and defaults left out (null deletes one). */
export function periodFiltersToParams(f: PeriodFilters): Record<keyof PeriodFilters, string | null> {
  return {
    period: f.period === 'report' ? null : f.period,
    days: f.period === 'report' && f.days !== null ? String(f.days) : null,
    anchor: isCalendar(f.period) && f.anchor ? f.anchor : null,
    from: f.period === 'custom' && f.from ? f.from : null,
    to: f.period === 'custom' && f.to ? f.to : null,
  };
}

/**
 * The period part of a query (SalesPeriodQuery), or null while a custom period lacks a day (the
 * page asks nothing, or its default, then). Custom days given the wrong way round are swapped.
 */
export function toPeriodQuery(f: PeriodFilters): Partial<SalesPeriodQuery> | null {
  if (f.period === 'custom') {
    if (!f.from || !f.to) return null;
    const [from, to] = f.from > f.to ? [f.to, f.from] : [f.from, f.to];
    return { period: 'custom', from, to };
  }
  if (f.period === 'report')
    return f.days === null ? { period: 'report' } : { period: 'report', days: f.days };
  return f.anchor ? { period: f.period, anchor: f.anchor } : { period: f.period };
}
