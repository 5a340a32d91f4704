import {
  detectCsvDelimiter,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderInput,
  quickOrderRows,
} from '@kits/contract';
import { parse } from 'csv-parse/sync';
import { readFirstSheet } from '../../lib/xlsx-rows';
import { isZip, ZipLimitError, type ZipLimits } from '../../lib/zip-limits';

/** Why a buyer's file could not be read (the route answers 422 with its message). */
export type QuickOrderFileProblem = 'fileEmpty' | 'fileUnreadable' | 'spreadsheetTooLarge';

/**
 * A buyer's file as read on a parse thread: its first QUICK_ORDER_MAX_LINES lines and how many it
 * has (`count`; null when an XLSX has more and was not read further), or why it can't be read.
 */
export type QuickOrderFileRead =
  | { ok: true; lines: QuickOrderInput[]; count: number | null }
  | { ok: false; problem: QuickOrderFileProblem };

/**
 * Limits of a buyer's XLSX, checked in its zip directory before anything is unpacked
 * (docs/security.md#uploads): 500 lines of code and quantity unpack to well under 1 MB; Excel's
 * styles and themes add a few hundred KB.
 */
export const QUICK_ORDER_XLSX_LIMITS: ZipLimits = { maxEntries: 500, maxUncompressedBytes: 16 * 1024 * 1024 };

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
 * `quickOrderRows` (a header row found by its names, blank rows skipped). An XLSX is refused by its
 * zip directory when too large unpacked (QUICK_ORDER_XLSX_LIMITS) and read no further than one
 * line past QUICK_ORDER_MAX_LINES, a CSV no further than its record past it. Runs on a parse thread (quick-order.worker.ts).
 */
export async function readQuickOrderFile(bytes: Uint8Array): Promise<QuickOrderFileRead> {
  try {
    const { rows, truncated } = isZip(bytes) ? await xlsxRows(bytes) : csvRows(bytes);
    const lines = quickOrderRows(rows);
    if (lines.length === 0) return { ok: false, problem: 'fileEmpty' };
    const count = truncated ? null : lines.length;
    return { ok: true, lines: lines.slice(0, QUICK_ORDER_MAX_LINES), count };
  } catch (error) {
    if (error instanceof ZipLimitError && error.reason !== 'unreadable') {
      return { ok: false, problem: 'spreadsheetTooLarge' };
    }
    if (error instanceof ZipLimitError || error instanceof UnreadableFile) {
      return { ok: false, problem: 'fileUnreadable' };
    }
    throw error;
  }
}

class UnreadableFile extends Error {}

async function xlsxRows(bytes: Uint8Array) {
  try {
    return await readFirstSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      limits: QUICK_ORDER_XLSX_LIMITS,
      // A header row and one line past the limit tell "too many" without reading further.
      maxRows: QUICK_ORDER_MAX_LINES + 2,
      cells: 'shown',
    });
  } catch (error) {
    if (error instanceof ZipLimitError) throw error;
    throw new UnreadableFile((error as Error).message);
  }
}

/** Records a CSV is read to: a header row and one line past the limit tell "too many", as for an XLSX. */
const CSV_MAX_RECORDS = QUICK_ORDER_MAX_LINES + 2;

function csvRows(bytes: Uint8Array) {
  const text = decodeCsv(bytes);
  if (text.includes('\u0000')) throw new UnreadableFile('binary');
  try {
    const records = parse(text, {
      delimiter: detectCsvDelimiter(text),
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      to: CSV_MAX_RECORDS,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return {
      rows: records.map(({ record, info }) => ({ line: info.lines, cells: record })),
      truncated: records.length === CSV_MAX_RECORDS,
    };
  } catch {
    throw new UnreadableFile('csv');
  }
}
