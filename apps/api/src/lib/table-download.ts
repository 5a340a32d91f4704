import { PassThrough, type Readable, type Writable } from 'node:stream';
import { EXPORT_CSV_DELIMITER, type ExportFormat } from '@kits/contract';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';
import { lazyRequire } from './lazy-require';

/** exceljs, loaded on the first XLSX download, not at start (docs/rules.md#lazy-libraries). */
const excel = lazyRequire<typeof ExcelJS>('exceljs');

/**
 * Table downloads (docs/rules.md#report-streaming): a table read page by page from an async row
 * source and written as CSV or XLSX while later pages are still being read, with backpressure, so
 * the server holds about one page whatever the file's size. The price list export and the reports
 * both write through here.
 */

/** Content types of the two download formats. */
export const DOWNLOAD_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell value of a download row: decimal strings for money, null for an empty cell. */
export type DownloadCell = string | number | boolean | null;

/**
 * A column of a download: `key` of the row, `title` of the header row (already in the reader's
 * language); in the XLSX `width` (characters), `numFmt`, and `kind` money (decimal string → number),
 * link (a clickable hyperlink) or plain.
 */
export type DownloadColumn<K extends string = string> = {
  key: K;
  title: string;
  width?: number;
  numFmt?: string;
  kind?: 'money' | 'link';
};

/** Logger of a failure after the first byte (the status can't change any more). */
export type DownloadLog = { error: (obj: object, msg: string) => void };

/** What a download writes: columns, the rows one page at a time, a name for the failure log. */
export type TableSource<K extends string = string> = {
  columns: readonly DownloadColumn<K>[];
  pages: AsyncIterable<readonly Record<K, DownloadCell>[]>;
  log: DownloadLog;
  /** e.g. 'price list' or 'report sales-by-outlet' (the log line). */
  what: string;
  /**
   * CSV only: write money cells with a decimal comma ("1234,50"), as Russian Excel reads numbers (a
   * dot makes them text there). The reader's language decides: true for Russian.
   */
  decimalComma?: boolean;
};

/** A row's CSV cells: money with a decimal comma when asked (the XLSX has real numbers instead). */
function csvRow<K extends string>(
  row: Readonly<Record<K, DownloadCell>>,
  moneyKeys: readonly K[],
): Record<K, DownloadCell> {
  const out: Record<K, DownloadCell> = { ...row };
  for (const key of moneyKeys) {
    const value = out[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value).replace('.', ',');
  }
  return out;
}

/**
 * Resolves when `stream` wants more data ('drain'), or when it is gone (closed, destroyed, failed):
 * the caller then sees `stream.destroyed` and stops. Used between pages, so the reading of the
 * next page waits for a slow client and memory holds about one page. Also takes readable-stream 2
 * streams (archiver's, inside exceljs), which have no `writableNeedDrain`: their state says it.
 */
export function whenWritable(stream: Writable & { _writableState?: { needDrain?: boolean } }): Promise<void> {
  if (stream.destroyed || !(stream.writableNeedDrain ?? stream._writableState?.needDrain))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}

/** Runs `write`; a failure is logged and destroys `out` (the client sees a cut download, not a wrong one). */
function pump(out: Writable, source: { log: DownloadLog; what: string }, write: () => Promise<void>) {
  write().catch((err: unknown) => {
    source.log.error({ err }, `${source.what} could not be completed`);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
}

/**
 * The table as CSV in the Russian Excel convention: UTF-8 with a BOM (so Excel reads the Cyrillic),
 * `;` between fields (Excel's list separator in Russian and most European locales), CRLF line
 * ends, a header row of the column titles, money as decimal strings — with a comma for a Russian
 * reader (`decimalComma`: "1234,50", which Russian Excel reads as a number), else with a dot as
 * the API answers them ("1234.50") —, empty cells for null. A text cell starting with `=`, `+`, `-`, `@`, tab or CR
 * gets a leading `'` so a spreadsheet never runs it as a formula (OWASP CSV injection).
 */
export function csvDownload<K extends string>(source: TableSource<K>): Readable {
  const csv = stringify({
    bom: true,
    delimiter: EXPORT_CSV_DELIMITER,
    record_delimiter: 'windows',
    escape_formulas: true,
    header: true,
    columns: source.columns.map((c) => ({ key: c.key, header: c.title })),
  });
  const moneyKeys = source.decimalComma
    ? source.columns.filter((c) => c.kind === 'money').map((c) => c.key)
    : [];
  pump(csv, source, async () => {
    for await (const page of source.pages) {
      if (csv.destroyed) return;
      for (const row of page) csv.write(moneyKeys.length > 0 ? csvRow(row, moneyKeys) : row);
      await whenWritable(csv);
    }
    csv.end();
  });
  return csv;
}

/**
 * The table as an XLSX workbook (exceljs's streaming WorkbookWriter: each row is committed and
 * leaves through the zip stream, no workbook in memory): one sheet `sheetName`, a bold frozen
 * header row with an auto-filter, column widths and number formats, money as numbers, links as
 * hyperlinks, empty cells for null and ''.
 */
export function xlsxDownload<K extends string>(source: TableSource<K> & { sheetName: string }): Readable {
  const out = new PassThrough();
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(source.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = source.columns.map((c) => ({
    key: c.key,
    header: c.title,
    width: c.width ?? 16,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: source.columns.length } };
  sheet.getRow(1).commit();
  pump(out, source, async () => {
    for await (const page of source.pages) {
      if (out.destroyed) return;
      for (const row of page) sheet.addRow(xlsxCells(source.columns, row)).commit();
      await whenWritable(out);
      await whenSheetCompressed(sheet);
    }
    sheet.commit();
    await workbook.commit();
  });
  return out;
}

/**
 * Resolves when the zip has taken in the sheet's XML written so far. exceljs's sheet stream hands
 * its buffers to the zip's deflate stream without waiting for it (its `write` ignores
 * backpressure), so without this wait a fast database read queues the whole uncompressed sheet in
 * memory ahead of the compressor. The sheet stream's `pipes` are exceljs internals (4.4): when
 * they are missing there is nothing to wait for.
 */
async function whenSheetCompressed(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  await Promise.all(pipes.map(whenWritable));
}

/** A row's XLSX cell values: money as numbers, links as hyperlinks, empty cells for null and ''. */
function xlsxCells<K extends string>(
  columns: readonly DownloadColumn<K>[],
  row: Record<K, DownloadCell>,
): Record<string, ExcelJS.CellValue> {
  const values: Record<string, ExcelJS.CellValue> = {};
  for (const { key, kind } of columns) {
    const value = row[key];
    if (value === null || value === undefined || value === '') values[key] = null;
    else if (kind === 'money') values[key] = Number(value);
    else if (kind === 'link') values[key] = { text: String(value), hyperlink: String(value) };
    else values[key] = value;
  }
  return values;
}

/** `csvDownload` or `xlsxDownload` by format. */
export function tableDownload<K extends string>(
  format: ExportFormat,
  source: TableSource<K> & { sheetName: string },
): Readable {
  return format === 'csv' ? csvDownload(source) : xlsxDownload(source);
}
