import {
  ORDER_STATUSES,
  type OrderStatusName,
  REPORT_BUCKETS,
  REPORT_KINDS,
  type ReportBucket,
  type ReportKind,
  type ReportQuery,
} from '@kits/contract';
import {
  DEFAULT_PERIOD_FILTERS,
  type PeriodFilters,
  periodFiltersFromSearch,
  periodFiltersToParams,
  toPeriodQuery,
} from '@/lib/period-filters';

/**
 * The reports page's filters as the URL holds them (docs/rules.md#reports): the sales period
 * (lib/period-filters) and `&report=&bucket=&status=`. `page` is always 1 (the view shows the
 * first rows; the download has all).
 */
export type ReportFilters = PeriodFilters & {
  page: number;
  report: ReportKind;
  bucket: ReportBucket;
  /** Orders report: one status, or null for all. */
  status: OrderStatusName | null;
};

export const DEFAULT_REPORT_FILTERS: ReportFilters = {
  ...DEFAULT_PERIOD_FILTERS,
  page: 1,
  report: 'sales-by-outlet',
  bucket: 'month',
  status: null,
};

/** Reports whose rows are buckets of days (they take `bucket` and show a chart). */
export const BUCKETED_REPORTS: readonly ReportKind[] = [
  'sales-by-outlet',
  'sales-by-category',
  'auto-orders',
];

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : null;

/** Reads the filters from the URL; anything malformed falls back to the default, so old links still open. */
export function reportFiltersFromSearch(search: URLSearchParams): ReportFilters {
  const d = DEFAULT_REPORT_FILTERS;
  return {
    ...periodFiltersFromSearch(search),
    page: 1,
    report: oneOf(REPORT_KINDS, search.get('report')) ?? d.report,
    bucket: oneOf(REPORT_BUCKETS, search.get('bucket')) ?? d.bucket,
    status: oneOf(ORDER_STATUSES, search.get('status')),
  };
}

/** The filters as a query string, defaults left out. */
export function reportFiltersToSearch(f: ReportFilters): URLSearchParams {
  const d = DEFAULT_REPORT_FILTERS;
  const search = new URLSearchParams();
  if (f.report !== d.report) search.set('report', f.report);
  for (const [name, value] of Object.entries(periodFiltersToParams(f)))
    if (value !== null) search.set(name, value);
  if (f.bucket !== d.bucket) search.set('bucket', f.bucket);
  if (f.status) search.set('status', f.status);
  return search;
}

/**
 * The GET services/reports/{report} query of the filters: the period as lib/period-filters asks
 * it (a custom period without both days is asked as the default period until both are set);
 * bucket for the bucketed reports; status for orders.
 */
export function toReportQuery(f: ReportFilters): Partial<ReportQuery> {
  const query: Partial<ReportQuery> = { ...toPeriodQuery(f) };
  if (BUCKETED_REPORTS.includes(f.report)) query.bucket = f.bucket;
  if (f.report === 'orders' && f.status) query.status = f.status;
  return query;
}
