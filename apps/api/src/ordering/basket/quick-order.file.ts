import { detectCsvDelimiter, type QuickOrderInput, quickOrderRows } from '@kits/contract';
import { parse } from 'csv-parse/sync';

/** Why a buyer's file could not be read (the route answers 422 with its message). */
export class QuickOrderFileError extends Error {
  constructor(readonly reason: 'fileEmpty' | 'fileUnreadable') {
    super(reason);
  }
}

/** An XLSX (a zip) starts with the local file header "PK\x03\x04". */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A CSV's text: UTF-8 (with or without BOM, or UTF-16LE with its BOM), else Windows-1251, which
 * Russian Excel writes by default.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/**
 * The input lines of a buyer's file (docs/rules.md#quick-order): an XLSX (its first sheet, cells as
 * shown) or a CSV whose delimiter (";", ",", tab, "|") is detected; rows go through
 * `quickOrderRows` (a header row found by its names, blank rows skipped).
 * @throws QuickOrderFileError fileEmpty (no rows), fileUnreadable (neither XLSX nor readable CSV).
 */
export async function readQuickOrderFile(bytes: Uint8Array): Promise<QuickOrderInput[]> {
  const rows = isZip(bytes) ? await xlsxRows(bytes) : csvRows(bytes);
  const lines = quickOrderRows(rows);
  if (lines.length === 0) throw new QuickOrderFileError('fileEmpty');
  return lines;
}

async function xlsxRows(bytes: Uint8Array) {
  // Loaded on the first XLSX, not at start (docs/rules.md#lazy-libraries).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new QuickOrderFileError('fileUnreadable');
  }
  const sheet = workbook.worksheets[0];
  const rows: { line: number; cells: string[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

function csvRows(bytes: Uint8Array) {
  const text = decodeCsv(bytes);
  if (text.includes('\u0000')) throw new QuickOrderFileError('fileUnreadable');
  try {
    const records = parse(text, {
      delimiter: detectCsvDelimiter(text),
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw new QuickOrderFileError('fileUnreadable');
  }
}
