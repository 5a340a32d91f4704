import { isUtf8 } from 'node:buffer';
import { detectCsvDelimiter, type FeedField, type FeedKind, type TextLanguage } from '@kits/contract';
import {
  bomEncoding,
  type CsvRecord,
  decodeText,
  ImportFileError,
  readCsvRecords,
} from '../../catalogue/import';
import { AppError } from '../../lib/app-error';
import type { FeedRow } from '../../outlets/feeds';
import { detectColumns } from './feeds.columns';
import { feedsMessage } from './feeds.messages';

/** A feed file's rows keyed by field, and the line each came from (the header is line 1). */
export type FeedFileRows = { rows: FeedRow[]; lines: number[] };

/** An XLSX (a zip) starts with the local file header "PK\x03\x04". */
const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** 422 on the `file` field. */
export function fileError(
  lang: TextLanguage,
  key: 'fileUnreadable' | 'missingColumns' | 'noRows',
  params = {},
) {
  const message = feedsMessage(lang, key, params);
  return new AppError('UNPROCESSABLE', { message, errors: { file: [message] } });
}

/**
 * Reads a feed file (docs/feeds.md#files): an XLSX (its first sheet, cells as shown, dates as
 * YYYY-MM-DD) or a CSV — UTF-8 with or without BOM (or UTF-16 with its BOM), else Windows-1251;
 * delimiter `;`, `,`, tab or `|` as the header line shows — whose first non-blank row is the header.
 * Columns are found by their headers (feeds.columns.ts); blank rows are skipped.
 * @throws AppError UNPROCESSABLE with `errors.file`: unreadable, a required column missing, no rows.
 */
export async function readFeedFile(options: {
  bytes: Buffer;
  kind: FeedKind;
  lang: TextLanguage;
}): Promise<FeedFileRows> {
  const { bytes, kind, lang } = options;
  const records = isZip(bytes) ? await xlsxRecords(bytes, lang) : await csvRecords(bytes, lang);
  const [header, ...data] = records.filter((r) => r.fields.some((cell) => cell.trim() !== ''));
  if (!header) throw fileError(lang, 'noRows');
  const { columns, missing } = detectColumns({ kind, header: header.fields, lang });
  if (missing.length > 0) throw fileError(lang, 'missingColumns', { columns: missing.join(', ') });
  const rows = data.map((record) => {
    const row: Partial<Record<FeedField, string>> = {};
    for (const [index, field] of columns) row[field] = record.fields[index] ?? '';
    return row;
  });
  return { rows, lines: data.map((r) => r.line) };
}

/** One value as an async iterable (what the import's streaming readers take). */
async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

async function csvRecords(bytes: Buffer, lang: TextLanguage): Promise<CsvRecord[]> {
  const encoding = bomEncoding(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1251');
  const decoded: string[] = [];
  try {
    for await (const chunk of decodeText(once(bytes), () => encoding)) decoded.push(chunk);
    const text = decoded.join('');
    if (text.includes('\u0000')) throw fileError(lang, 'fileUnreadable', { reason: 'binary' });
    const headerLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
    const records: CsvRecord[] = [];
    for await (const record of readCsvRecords(once(text), { delimiter: detectCsvDelimiter(headerLine) }))
      records.push(record);
    return records;
  } catch (error) {
    if (error instanceof ImportFileError) throw fileError(lang, 'fileUnreadable', { reason: error.message });
    throw error;
  }
}

/** A cell as text: dates as YYYY-MM-DD (the UTC day exceljs gives), numbers as written, else as shown. */
function cellText(cell: { value: unknown; text: string }): string {
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
  if (typeof cell.value === 'number') return String(cell.value);
  return cell.text ?? '';
}

async function xlsxRecords(bytes: Buffer, lang: TextLanguage): Promise<CsvRecord[]> {
  // Loaded on the first XLSX, not at start (docs/rules.md#lazy-libraries).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw fileError(lang, 'fileUnreadable', { reason: (error as Error).message.slice(0, 200) });
  }
  const records: CsvRecord[] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row, line) => {
    const fields: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      fields[column - 1] = cellText(cell);
    });
    records.push({ line, fields: Array.from(fields, (f) => f ?? '') });
  });
  return records;
}
