import { isUtf8 } from 'node:buffer';
import { detectCsvDelimiter, FEED_MAX_ROWS, type TextLanguage } from '@kits/contract';
import {
  bomEncoding,
  type CsvRecord,
  decodeText,
  ImportFileError,
  readCsvRecords,
} from '../../catalogue/import';
import { AppError } from '../../lib/app-error';
import { readFirstSheet } from '../../lib/xlsx-rows';
import { isZip, ZipLimitError, type ZipLimits } from '../../lib/zip-limits';
import type { FeedRow } from '../../outlets/feeds';
import { detectColumns, type FileField, type FileKind } from './feeds.columns';
import { feedsMessage } from './feeds.messages';

/**
 * A feed file's rows keyed by field, and the line each came from (the header is line 1). A
 * price-type prices file's rows carry its fields (PRICE_TYPE_PRICE_FIELDS) the same way.
 */
export type FeedFileRows = { rows: FeedRow[]; lines: number[] };

/** What a feed file can't be: messages of locales/feeds.json, answered on `errors.file` or `errors.rows`. */
export type FeedFileProblem = {
  field: 'file' | 'rows';
  key: 'fileUnreadable' | 'missingColumns' | 'noRows' | 'spreadsheetTooLarge' | 'tooManyRowsUncounted';
  params: Record<string, string | number>;
};

/** A feed file as read on a parse thread (feeds.worker.ts): its rows, or why it can't be taken. */
export type FeedFileRead = ({ ok: true } & FeedFileRows) | ({ ok: false } & FeedFileProblem);

/**
 * Limits of a feed's XLSX, checked in its zip directory before anything is unpacked
 * (docs/security.md#uploads): FEED_MAX_ROWS rows of a dozen columns unpack to about 60 MB.
 */
export const FEED_XLSX_LIMITS: ZipLimits = { maxEntries: 1000, maxUncompressedBytes: 200 * 1024 * 1024 };
/** Rows with text read at most: the header, FEED_MAX_ROWS rows, and one more that says "too many". */
const MAX_RECORDS = FEED_MAX_ROWS + 2;

/** The 422 of a problem, in the request's language. */
export function feedFileError(lang: TextLanguage, problem: FeedFileProblem) {
  const message = feedsMessage(lang, problem.key, problem.params);
  return new AppError('UNPROCESSABLE', { message, errors: { [problem.field]: [message] } });
}

const problem = (
  key: FeedFileProblem['key'],
  params: FeedFileProblem['params'] = {},
  field: FeedFileProblem['field'] = 'file',
): FeedFileRead => ({ ok: false, field, key, params });

/**
 * Reads a feed file (docs/feeds.md#files): an XLSX (its first sheet, cells as shown, dates as
 * YYYY-MM-DD) or a CSV — UTF-8 with or without BOM (or UTF-16 with its BOM), else Windows-1251;
 * delimiter `;`, `,`, tab or `|` as the header line shows — whose first non-blank row is the header.
 * Columns are found by their headers (feeds.columns.ts); blank rows are skipped. Reading stops one
 * row past FEED_MAX_ROWS; an XLSX is refused by its zip directory when it unpacks past
 * FEED_XLSX_LIMITS (docs/security.md#uploads). Runs on a parse thread (feeds.worker.ts).
 */
export async function readFeedFile(options: {
  bytes: Uint8Array;
  kind: FileKind;
  lang: TextLanguage;
}): Promise<FeedFileRead> {
  const { kind, lang } = options;
  const bytes = Buffer.from(options.bytes.buffer, options.bytes.byteOffset, options.bytes.byteLength);
  let records: CsvRecord[];
  try {
    records = isZip(bytes) ? await xlsxRecords(bytes) : await csvRecords(bytes);
  } catch (error) {
    if (error instanceof ZipLimitError && error.reason !== 'unreadable') {
      return problem('spreadsheetTooLarge', { mb: FEED_XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024 });
    }
    if (error instanceof ZipLimitError || error instanceof ImportFileError || error instanceof Unreadable) {
      return problem('fileUnreadable', { reason: error.message.slice(0, 200) });
    }
    throw error;
  }
  if (records.length === MAX_RECORDS) return problem('tooManyRowsUncounted', { max: FEED_MAX_ROWS }, 'rows');
  const [header, ...data] = records;
  if (!header) return problem('noRows');
  const { columns, missing } = detectColumns({ kind, header: header.fields, lang });
  if (missing.length > 0) return problem('missingColumns', { columns: missing.join(', ') });
  const rows = data.map((record) => {
    const row: Partial<Record<FileField, string>> = {};
    for (const [index, field] of columns) row[field] = record.fields[index] ?? '';
    return row as FeedRow;
  });
  return { ok: true, rows, lines: data.map((r) => r.line) };
}

class Unreadable extends Error {}

/** One value as an async iterable (what the import's streaming readers take). */
async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

const filled = (record: CsvRecord) => record.fields.some((cell) => cell.trim() !== '');

async function csvRecords(bytes: Buffer): Promise<CsvRecord[]> {
  const encoding = bomEncoding(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1251');
  const decoded: string[] = [];
  for await (const chunk of decodeText(once(bytes), () => encoding)) decoded.push(chunk);
  const text = decoded.join('');
  if (text.includes('\u0000')) throw new Unreadable('binary');
  const headerLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const records: CsvRecord[] = [];
  for await (const record of readCsvRecords(once(text), { delimiter: detectCsvDelimiter(headerLine) })) {
    if (!filled(record)) continue;
    records.push(record);
    if (records.length === MAX_RECORDS) break;
  }
  return records;
}

async function xlsxRecords(bytes: Buffer): Promise<CsvRecord[]> {
  try {
    const { rows } = await readFirstSheet(bytes, {
      limits: FEED_XLSX_LIMITS,
      maxRows: MAX_RECORDS,
      cells: 'data',
    });
    return rows.map((row) => ({ line: row.line, fields: row.cells }));
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new Unreadable((error as Error).message);
  }
}
