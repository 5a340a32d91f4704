import { z } from 'zod/mini';
import { ORDER_STATUSES } from '../rules/order-status';
import { REPORT_BUCKETS, REPORT_KINDS } from '../rules/reports';
import { EXPORT_FORMATS } from './export';
import { IsoDay, SalesPeriodQuery } from './sales-period';

/** The report a call asks for (docs/rules.md#reports). */
export const ReportParam = z.object({ report: z.enum(REPORT_KINDS) });
export type ReportParam = z.infer<typeof ReportParam>;

/**
 * The filters of every report (docs/rules.md#reports): the period (SalesPeriodQuery), the version
 * whose outlets and orders are read (default: the request's), the bucket of the sales and
 * auto-order reports (week or month, default month), the order status of the orders report, and
 * `format` csv|xlsx for a download of all rows (without it: the JSON view).
 */
export const ReportQuery = z.safeExtend(SalesPeriodQuery, {
  version: z.optional(z.enum(['ru', 'en'])),
  bucket: z._default(z.enum(REPORT_BUCKETS), 'month'),
  status: z.optional(z.enum(ORDER_STATUSES)),
  format: z.optional(z.enum(EXPORT_FORMATS)),
});
export type ReportQuery = z.infer<typeof ReportQuery>;

/**
 * A column of a report: `key` of its rows, `title` in the request's language, `kind` how to show
 * it — text, day ('YYYY-MM-DD', a bucket's first day), int (units, counts), money (decimal string
 * in the row's `currency`), percent (whole percent or null), flag (boolean).
 */
export const ReportColumn = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['text', 'day', 'int', 'money', 'percent', 'flag']),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

/** A report row (or a totals row), by column key. */
export const ReportRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ReportRow = z.infer<typeof ReportRow>;

/**
 * GET services/reports/{report} (JSON): the columns, the first REPORT_VIEW_ROWS rows, `total_rows`
 * over all, and the totals over ALL rows — one totals row per currency where money is summed
 * (never RUB + EUR), else one.
 */
export const ReportResponse = z.object({
  data: z.object({
    report: z.enum(REPORT_KINDS),
    from: IsoDay,
    to: IsoDay,
    bucket: z.enum(REPORT_BUCKETS),
    columns: z.array(ReportColumn),
    rows: z.array(ReportRow),
    total_rows: z.int(),
    totals: z.array(ReportRow),
  }),
});
export type ReportResponse = z.infer<typeof ReportResponse>;
