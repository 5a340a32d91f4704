import {
  ORDER_STATUSES,
  type OrderStatusName,
  PERIOD_KINDS,
  type PeriodKind,
  REPORT_BUCKETS,
  REPORT_KINDS,
  type ReportBucket,
  type ReportKind,
  type ReportQuery,
} from '@kits/contract';

/**
 * The reports page's filters as the URL holds them (docs/rules.md#reports):
 * `?report=&period=&days=&anchor=&from=&to=&bucket=&status=`. `page` is always 1 (the view shows
 * the first rows; the download has all).
 */
export type ReportFilters = {
  page: number;
  report: ReportKind;
  period: PeriodKind;
  /** Report period in days (period=report), or null for the default. */
  days: number | null;
  /** A day inside the calendar period (month/quarter/year), or '' for today. */
  anchor: string;
  /** Custom range, YYYY-MM-DD. */
  from: string;
  to: string;
  bucket: ReportBucket;
  /** Orders report: one status, or null for all. */
  status: OrderStatusName | null;
};

export const DEFAULT_REPORT_FILTERS: ReportFilters = {
  page: 1,
  report: 'sales-by-outlet',
  period: 'report',
  days: null,
  anchor: '',
  from: '',
  to: '',
  bucket: 'month',
  status: null,
};

/** Reports whose rows are buckets of days (they take `bucket` and show a chart). */
export const BUCKETED_REPORTS: readonly ReportKind[] = [
  'sales-by-outlet',
  'sales-by-category',
  'auto-orders',
];

/** A calendar day that exists ('2026-02-30' does not). */
const isDay = (v: string | null): v is string => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const parsed = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === v;
};
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : null;
const days = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 1 && n <= 365 ? n : null;
};

/** Reads the filters from the URL; anything malformed falls back to the default, so old links still open. */
export function reportFiltersFromSearch(search: URLSearchParams): ReportFilters {
  const d = DEFAULT_REPORT_FILTERS;
  return {
    page: 1,
    report: oneOf(REPORT_KINDS, search.get('report')) ?? d.report,
    period: oneOf(PERIOD_KINDS, search.get('period')) ?? d.period,
    days: days(search.get('days')),
    anchor: isDay(search.get('anchor')) ? search.get('anchor')! : '',
    from: isDay(search.get('from')) ? search.get('from')! : '',
    to: isDay(search.get('to')) ? search.get('to')! : '',
    bucket: oneOf(REPORT_BUCKETS, search.get('bucket')) ?? d.bucket,
    status: oneOf(ORDER_STATUSES, search.get('status')),
  };
}

/** The filters as a query string, defaults left out. */
export function reportFiltersToSearch(f: ReportFilters): URLSearchParams {
  const d = DEFAULT_REPORT_FILTERS;
  const search = new URLSearchParams();
  if (f.report !== d.report) search.set('report', f.report);
  if (f.period !== d.period) search.set('period', f.period);
  if (f.days !== null) search.set('days', String(f.days));
  if (f.anchor) search.set('anchor', f.anchor);
  if (f.from) search.set('from', f.from);
  if (f.to) search.set('to', f.to);
  if (f.bucket !== d.bucket) search.set('bucket', f.bucket);
  if (f.status) search.set('status', f.status);
  return search;
}

/**
 * The GET services/reports/{report} query of the filters: only what the period kind and the
 * report use (days for report, anchor for a calendar period, from/to for custom — swapped when
 * given the wrong way round; bucket for the bucketed reports; status for orders). A custom period
 * without both days is asked as the default period until both are set.
 */
export function toReportQuery(f: ReportFilters): Partial<ReportQuery> {
  const query: Partial<ReportQuery> = {};
  if (f.period === 'custom') {
    if (f.from && f.to) {
      const [from, to] = f.from > f.to ? [f.to, f.from] : [f.from, f.to];
      Object.assign(query, { period: 'custom', from, to });
    }
  } else {
    query.period = f.period;
    if (f.period === 'report' && f.days !== null) query.days = f.days;
    if (f.period !== 'report' && f.anchor) query.anchor = f.anchor;
  }
  if (BUCKETED_REPORTS.includes(f.report)) query.bucket = f.bucket;
  if (f.report === 'orders' && f.status) query.status = f.status;
  return query;
}
