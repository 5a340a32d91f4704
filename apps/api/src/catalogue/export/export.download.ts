import type { Readable } from 'node:stream';
import { EXPORT_COLUMNS, type ExportColumn, type ExportFormat, type TextLanguage } from '@kits/contract';
import { type DownloadColumn, type DownloadLog, tableDownload } from '../../lib/table-download';
import { exportMessage } from './export.messages';
import { columnTitle, type PriceList } from './export.rows';

/** Column widths (characters), number formats and kinds of the price list's XLSX sheet. */
const LAYOUT: Record<ExportColumn, Omit<DownloadColumn, 'key' | 'title'>> = {
  code: { width: 16 },
  name: { width: 48 },
  category: { width: 26 },
  size: { width: 10 },
  premium: { width: 10 },
  properties: { width: 28 },
  price_wholesale: { width: 14, numFmt: '#,##0.00', kind: 'money' },
  price_with_discount: { width: 14, numFmt: '#,##0.00', kind: 'money' },
  price_retail: { width: 14, numFmt: '#,##0.00', kind: 'money' },
  currency: { width: 9 },
  quantity: { width: 12, numFmt: '0' },
  user_order_count: { width: 12, numFmt: '0' },
  hashtags: { width: 28 },
  image_url: { width: 40, kind: 'link' },
  product_url: { width: 40, kind: 'link' },
};

/**
 * The price list as a CSV or XLSX download (lib/table-download.ts: written while the pages are
 * read, with backpressure): a header row in `lang`, every column of EXPORT_COLUMNS; in the XLSX a
 * sheet named in `lang`, money as numbers with two decimals, links as hyperlinks; in a Russian CSV
 * money has a decimal comma (Russian Excel reads "1234.50" as text). A failure after
 * the first byte destroys the stream.
 */
export function priceListDownload(
  format: ExportFormat,
  options: { list: PriceList; lang: TextLanguage; log: DownloadLog },
): Readable {
  return tableDownload(format, {
    columns: EXPORT_COLUMNS.map((key) => ({ key, title: columnTitle(options.lang, key), ...LAYOUT[key] })),
    pages: options.list.pages,
    log: options.log,
    what: `price list ${format.toUpperCase()}`,
    decimalComma: options.lang === 'ru',
    sheetName: exportMessage(options.lang, 'sheet'),
  });
}
