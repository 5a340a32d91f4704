import {
  type DayRange,
  periodRange,
  REPORT_VIEW_ROWS,
  type ReportColumn,
  type ReportKind,
  type ReportQuery,
  type ReportResponse,
  type ReportRow,
  todayIn,
  VERSION_TIME_ZONE,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DownloadCell, DownloadColumn } from '../../lib/table-download';
import { REPORTS } from './reports.definitions';
import { reportsMessage } from './reports.messages';
import type { ReportFilter } from './reports.repository';

/** Rows a download reads per statement (keyset pages): memory holds about one page. */
export const REPORT_PAGE_ROWS = 1000;

/**
 * The filter of a report call: the period's days (docs/rules.md#sales-period, "today" in the
 * version's time zone), the version (the query's, else the request's), bucket and status.
 * @throws AppError UNPROCESSABLE (422, `errors.anchor`) for a calendar period starting after today.
 */
export function reportFilter(ctx: RequestContext, query: ReportQuery, now: Date = new Date()): ReportFilter {
  const version = query.version ?? ctx.version;
  const timeZone = VERSION_TIME_ZONE[version];
  let range: DayRange;
  try {
    range = periodRange(query, todayIn(timeZone, now));
  } catch {
    const text = reportsMessage(ctx.lang, 'period_after_today');
    throw new AppError('UNPROCESSABLE', { message: text, errors: { anchor: [text] } });
  }
  return {
    ...range,
    version,
    timeZone,
    bucket: query.bucket,
    status: query.status,
    lang: ctx.lang,
  };
}

/** The report's columns with their titles in `lang`. */
export function reportColumns(kind: ReportKind, lang: 'ru' | 'en'): ReportColumn[] {
  return REPORTS[kind].columns.map((c) => ({
    key: c.key,
    kind: c.kind,
    title: reportsMessage(lang, `col_${c.key}` as Parameters<typeof reportsMessage>[1]),
  }));
}

/**
 * GET services/reports/{report} as JSON (docs/rules.md#reports): the first REPORT_VIEW_ROWS rows,
 * the number of rows of the whole report, and its totals over all rows (per currency where money
 * is summed), the first column of each totals row labelled "Total".
 */
export async function viewReport(
  ctx: RequestContext,
  options: { db: Executor; kind: ReportKind; query: ReportQuery },
): Promise<ReportResponse['data']> {
  const { db, kind } = options;
  const filter = reportFilter(ctx, options.query);
  const report = REPORTS[kind];
  const firstPage = () => report.page(db, filter, { after: null, limit: REPORT_VIEW_ROWS });
  let page: Awaited<ReturnType<typeof firstPage>>;
  let totals: Awaited<ReturnType<typeof report.totals>>;
  if (report.totalsOf) {
    // Totals of the rows themselves when the first page holds them all (no second read).
    page = await firstPage();
    totals =
      page.rows.length < REPORT_VIEW_ROWS
        ? { rows: page.rows.length, totals: report.totalsOf(page.rows) }
        : await report.totals(db, filter);
  } else {
    [page, totals] = await Promise.all([firstPage(), report.totals(db, filter)]);
  }
  const first = report.columns[0]!.key;
  return {
    report: kind,
    from: filter.from,
    to: filter.to,
    bucket: filter.bucket,
    columns: reportColumns(kind, ctx.lang),
    rows: page.rows,
    total_rows: totals.rows,
    totals: totals.totals.map((row) => ({ [first]: reportsMessage(ctx.lang, 'total'), ...row })),
  };
}

/** XLSX layout of each column kind. */
const XLSX_LAYOUT: Record<ReportColumn['kind'], Omit<DownloadColumn, 'key' | 'title'>> = {
  text: { width: 28 },
  day: { width: 12 },
  int: { width: 12, numFmt: '0' },
  money: { width: 16, numFmt: '#,##0.00', kind: 'money' },
  percent: { width: 12, numFmt: '0' },
  flag: { width: 12 },
};

/** A report row as a download line: flags as the language's yes/no, everything else as is. */
function downloadRow(
  row: ReportRow,
  columns: ReportColumn[],
  lang: 'ru' | 'en',
): Record<string, DownloadCell> {
  const line: Record<string, DownloadCell> = {};
  for (const { key, kind } of columns) {
    const value = row[key] ?? null;
    line[key] = kind === 'flag' && value !== null ? reportsMessage(lang, value ? 'yes' : 'no') : value;
  }
  return line;
}

/**
 * All rows of a report for a download (docs/rules.md#report-streaming): the columns (with XLSX
 * layout), the sheet name, the period and the rows as an async generator of keyset pages of
 * `pageSize` rows — the next page is read only when the writer asks, so memory holds one page.
 */
export function openReportDownload(
  ctx: RequestContext,
  options: { db: Executor; kind: ReportKind; query: ReportQuery; pageSize?: number },
) {
  const { db, kind } = options;
  const pageSize = options.pageSize ?? REPORT_PAGE_ROWS;
  const filter = reportFilter(ctx, options.query);
  const report = REPORTS[kind];
  const columns = reportColumns(kind, ctx.lang);
  async function* pages(): AsyncGenerator<Record<string, DownloadCell>[]> {
    let after: (string | number)[] | null = null;
    for (;;) {
      const page = await report.page(db, filter, { after, limit: pageSize });
      if (page.rows.length > 0) yield page.rows.map((row) => downloadRow(row, columns, ctx.lang));
      if (page.rows.length < pageSize) return;
      after = page.last;
    }
  }
  return {
    range: { from: filter.from, to: filter.to },
    sheetName: reportsMessage(ctx.lang, kind),
    columns: columns.map((c) => ({ key: c.key, title: c.title, ...XLSX_LAYOUT[c.kind] })),
    pages: pages(),
  };
}
