import { type CsvError, type InfoRecord, parse } from 'csv-parse';
import { ImportFileError } from './import.types';

/** One CSV record and the physical line it starts on (1-based; the header is line 1). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

/**
 * Streams CSV records out of text chunks with csv-parse (RFC 4180 quoting, LF or CRLF, quoted
 * line breaks, stray quotes inside unquoted fields tolerated). Blank lines are skipped. The
 * delimiter is `,` unless `options.delimiter` says otherwise (the outlet data feeds detect `;`).
 *
 * Start lines are counted here, not taken from csv-parse's `info.lines`, which counts a CRLF inside
 * a quoted field twice: a record starts after the previous one's end plus any skipped blank lines.
 *
 * @throws ImportFileError IMPORT_FILE_BROKEN naming the line where the bad record starts (an
 * unclosed quote runs to the end of the file, so the end is no help).
 */
export async function* readCsvRecords(
  text: AsyncIterable<string>,
  options: { delimiter?: string } = {},
): AsyncGenerator<CsvRecord> {
  const queue: CsvRecord[] = [];
  let nextLine = 1;
  let emptyLines = 0;
  let failure: CsvError | null = null;
  const parser = parse({
    bom: true,
    delimiter: options.delimiter ?? ',',
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // Records are taken synchronously here, so those read before a syntax error are kept.
    on_record: (record: string[], info: InfoRecord) => {
      const line = nextLine + (info.empty_lines - emptyLines);
      emptyLines = info.empty_lines;
      nextLine = line + 1 + record.reduce((n, field) => n + countLineBreaks(field), 0);
      queue.push({ fields: record, line });
      return null;
    },
  });
  parser.on('error', (error: CsvError) => {
    failure ??= error;
  });
  parser.resume();

  const settle = (run: (done: () => void) => void) => new Promise<void>((resolve) => run(resolve));
  for await (const chunk of text) {
    await settle((done) => parser.write(chunk, () => done()));
    yield* queue.splice(0);
    if (failure) throw brokenCsv(failure, nextLine);
  }
  await settle((done) => {
    parser.once('end', done);
    parser.once('error', () => done());
    parser.end();
  });
  yield* queue.splice(0);
  if (failure) throw brokenCsv(failure, nextLine);
}

function countLineBreaks(field: string): number {
  let count = 0;
  for (let i = field.indexOf('\n'); i !== -1; i = field.indexOf('\n', i + 1)) count++;
  return count;
}

function brokenCsv(error: CsvError, line: number): ImportFileError {
  const what =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted field is never closed (a missing closing quote)'
      : error.code === 'CSV_INVALID_CLOSING_QUOTE'
        ? 'a quote inside a quoted field is not doubled'
        : error.message;
  return new ImportFileError(
    'IMPORT_FILE_BROKEN',
    `Broken CSV in the record starting at line ${line}: ${what}`,
    line,
  );
}
