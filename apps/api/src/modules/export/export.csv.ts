import type { Readable } from 'node:stream';
import { EXPORT_COLUMNS, EXPORT_CSV_DELIMITER, type TextLanguage } from '@kits/contract';
import { stringify } from 'csv-stringify';
import { columnTitle, type PriceList } from './export.rows';
import { type ExportLog, whenWritable } from './export.stream';

/**
 * The price list as CSV, written while the pages are read: UTF-8 with a BOM (so Excel reads the
 * Cyrillic), `;` between fields (Excel's list separator in Russian and most European locales),
 * CRLF line ends, a header row in `lang`, money as decimal strings with a dot ("1234.50", as the
 * API answers them), empty cells for null. A text cell starting with `=`, `+`, `-`, `@`, tab or CR
 * gets a leading `'` so a spreadsheet never runs it as a formula (OWASP CSV injection; a product name
 * comes from staff or any imported feed). A failure after the first byte destroys the stream.
 */
export function priceListCsv(options: { list: PriceList; lang: TextLanguage; log: ExportLog }): Readable {
  const csv = stringify({
    bom: true,
    delimiter: EXPORT_CSV_DELIMITER,
    record_delimiter: 'windows',
    escape_formulas: true,
    header: true,
    columns: EXPORT_COLUMNS.map((key) => ({ key, header: columnTitle(options.lang, key) })),
  });
  (async () => {
    for await (const page of options.list.pages) {
      if (csv.destroyed) return;
      for (const row of page) csv.write(row);
      await whenWritable(csv);
    }
    csv.end();
  })().catch((err: unknown) => {
    options.log.error({ err }, 'price list CSV could not be completed');
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return csv;
}
