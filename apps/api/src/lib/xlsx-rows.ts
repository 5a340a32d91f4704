import { createRequire } from 'node:module';
import path from 'node:path/posix';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { type CheckedZip, openCheckedZip, type ZipLimits } from './zip-limits';

const require = createRequire(import.meta.url);

/** A sheet row with values: its row number in the sheet (1-based) and its cells as text (A = 0). */
export type SheetRow = { line: number; cells: string[] };

/**
 * How a cell becomes text: `shown` — as Excel shows it (exceljs's `cell.text`); `data` — dates as
 * YYYY-MM-DD (the UTC day), numbers as written, anything else as shown.
 */
export type CellText = 'shown' | 'data';

/** The parts of exceljs's streaming WorkbookReader (4.4) driven here, one zip entry at a time. */
type StreamingWorkbook = {
  sharedStrings?: unknown[];
  model?: { sheets?: { id: number; rId: string; name: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
};

/**
 * The rows with text (blank rows skipped) of an XLSX's first sheet (in the workbook's order), at most `maxRows`,
 * read as a stream (docs/security.md#uploads):
 * 1. the zip's central directory is checked against `limits` before anything is inflated;
 * 2. the workbook, its relations, shared strings and styles are read, then the first sheet row by
 *    row with exceljs's streaming reader, and reading STOPS at `maxRows` rows (`truncated`).
 * exceljs's own `WorkbookReader.read()` is not used: it unzips in file order, so a sheet stored
 * before its shared strings (as Excel writes them) is first inflated whole into a temporary file;
 * here the zip's directory gives each part in the order needed, and every entry inflates at most
 * to the size the directory declares (yauzl), so the limits hold.
 * @throws ZipLimitError (too many entries, too large unpacked, not a zip), Error (not a workbook,
 * broken XML).
 */
export async function readFirstSheet(
  bytes: Buffer,
  options: { limits: ZipLimits; maxRows: number; cells: CellText },
): Promise<{ rows: SheetRow[]; truncated: boolean }> {
  const zip = await openCheckedZip(bytes, options.limits);
  try {
    const excel = require('exceljs') as typeof ExcelJS;
    const workbook = new excel.stream.xlsx.WorkbookReader(undefined as never, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as StreamingWorkbook;
    const part = (name: string) => {
      const entry = zip.entries.get(name);
      return entry ? zip.open(entry).then(asText) : null;
    };
    const workbookXml = await part('xl/workbook.xml');
    if (!workbookXml) throw new Error('not a workbook: no xl/workbook.xml');
    const rels = await part('xl/_rels/workbook.xml.rels');
    if (rels) await workbook._parseRels(rels);
    await workbook._parseWorkbook(workbookXml);
    const strings = await part('xl/sharedStrings.xml');
    if (strings) for await (const _ of workbook._parseSharedStrings(strings));
    const styles = await part('xl/styles.xml');
    if (styles) await workbook._parseStyles(styles);
    return await readSheet(zip, workbook, options);
  } finally {
    zip.close();
  }
}

async function readSheet(
  zip: CheckedZip,
  workbook: StreamingWorkbook,
  options: { maxRows: number; cells: CellText },
): Promise<{ rows: SheetRow[]; truncated: boolean }> {
  const sheetPath = firstSheetPath(zip, workbook);
  const rows: SheetRow[] = [];
  const entry = sheetPath ? zip.entries.get(sheetPath) : undefined;
  if (!sheetPath || !entry) return { rows, truncated: false };
  const sheetNo = /sheet(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
  const stream = asText(await zip.open(entry));
  try {
    for (const { value: sheet } of workbook._parseWorksheet(stream, sheetNo)) {
      for await (const row of sheet) {
        if (!row.hasValues) continue;
        const cells = rowCells(row, options.cells);
        if (cells.every((cell) => cell.trim() === '')) continue;
        if (rows.length === options.maxRows) return { rows, truncated: true };
        rows.push({ line: row.number, cells });
      }
    }
    return { rows, truncated: false };
  } finally {
    // Stops the inflating: the rest of the sheet is never read.
    stream.destroy();
  }
}

/** `xl/worksheets/sheetN.xml` of the workbook's first sheet, else the lowest-numbered sheet part. */
function firstSheetPath(zip: CheckedZip, workbook: StreamingWorkbook): string | undefined {
  const first = workbook.model?.sheets?.[0];
  const target = first && workbook.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  if (target) {
    const resolved = target.startsWith('/') ? target.slice(1) : path.join('xl', target);
    if (zip.entries.has(resolved) && /^xl\/worksheets\/sheet\d+\.xml$/.test(resolved)) return resolved;
  }
  const sheets = [...zip.entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  const number = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1]);
  return sheets.sort((a, b) => number(a) - number(b))[0];
}

/** Text chunks, never a UTF-8 character split between two (exceljs decodes each chunk alone). */
function asText(stream: Readable): Readable {
  stream.setEncoding('utf8');
  return stream;
}

function rowCells(row: ExcelJS.Row, format: CellText): string[] {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cells[column - 1] = format === 'data' ? dataText(cell) : (cell.text ?? '');
  });
  return Array.from(cells, (cell) => cell ?? '');
}

/** A cell as data: dates as YYYY-MM-DD (the UTC day exceljs gives), numbers as written, else as shown. */
function dataText(cell: ExcelJS.Cell): string {
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
  if (typeof cell.value === 'number') return String(cell.value);
  return cell.text ?? '';
}
