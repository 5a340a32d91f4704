/**
 * Back-office reports (docs/rules.md#reports): which reports exist, how sales are bucketed, and the
 * stock flags of an outlet (docs/rules.md#stock-flags).
 */

/** The five reports of /services/reports, in the page's order. */
export const REPORT_KINDS = [
  'sales-by-outlet',
  'sales-by-category',
  'orders',
  'stock',
  'auto-orders',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Buckets of the sales and auto-order reports: day, ISO week (from Monday) or calendar month. */
export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** Rows the JSON view of a report shows; a download has all of them. */
export const REPORT_VIEW_ROWS = 500;

/**
 * Low stock (docs/rules.md#stock-flags): an outlet with shelves whose occupancy (units on the
 * shelves and coming, against their capacity) is below this percent.
 */
export const LOW_STOCK_OCCUPANCY_PERCENT = 30;

/**
 * The stock flags of an outlet (docs/rules.md#stock-flags): `low_stock` when it has shelves and its
 * occupancy percent is below LOW_STOCK_OCCUPANCY_PERCENT; `overflow` when any shelf holds more
 * units than its capacity (`overflowUnits` > 0). A store without shelves (percent null) has neither.
 */
export function stockFlags(input: { percent: number | null; overflowUnits: number }): {
  low_stock: boolean;
  overflow: boolean;
} {
  return {
    low_stock: input.percent !== null && input.percent < LOW_STOCK_OCCUPANCY_PERCENT,
    overflow: input.overflowUnits > 0,
  };
}

/** Download file name of a report: `report-<kind>-<from>-<to>.<format>`. */
export const reportFileName = (kind: ReportKind, range: { from: string; to: string }, format: string) =>
  `report-${kind}-${range.from}-${range.to}.${format}`;
