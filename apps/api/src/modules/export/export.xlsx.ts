import { PassThrough, type Readable } from 'node:stream';
import { EXPORT_COLUMNS, type ExportColumn, type TextLanguage } from '@kits/contract';
import ExcelJS from 'exceljs';
import { exportMessage } from './export.messages';
import { columnTitle, type PriceList, type PriceListRow } from './export.rows';
import { type ExportLog, whenWritable } from './export.stream';

/** Column widths (characters) and number formats of the sheet. */
const LAYOUT: Record<ExportColumn, { width: number; numFmt?: string }> = {
  code: { width: 16 },
  name: { width: 48 },
  category: { width: 26 },
  size: { width: 10 },
  premium: { width: 10 },
  properties: { width: 28 },
  price_wholesale: { width: 14, numFmt: '#,##0.00' },
  price_with_discount: { width: 14, numFmt: '#,##0.00' },
  price_retail: { width: 14, numFmt: '#,##0.00' },
  currency: { width: 9 },
  quantity: { width: 12, numFmt: '0' },
  user_order_count: { width: 12, numFmt: '0' },
  hashtags: { width: 28 },
  image_url: { width: 40 },
  product_url: { width: 40 },
};
const MONEY: ExportColumn[] = ['price_wholesale', 'price_with_discount', 'price_retail'];
const LINKS: ExportColumn[] = ['image_url', 'product_url'];

/**
 * The price list as an XLSX workbook, written while the pages are read (exceljs's streaming
 * WorkbookWriter: each row is committed and leaves through the zip stream, no workbook in memory):
 * one sheet, a bold frozen header row in `lang` with an auto-filter, column widths, money as
 * numbers with two decimals (`#,##0.00`), links as clickable hyperlinks. A failure after the first
 * byte destroys the stream.
 */
export function priceListXlsx(options: { list: PriceList; lang: TextLanguage; log: ExportLog }): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(exportMessage(options.lang, 'sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((key) => ({
    key,
    header: columnTitle(options.lang, key),
    width: LAYOUT[key].width,
    style: LAYOUT[key].numFmt ? { numFmt: LAYOUT[key].numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  sheet.getRow(1).commit();
  (async () => {
    for await (const page of options.list.pages) {
      if (out.destroyed) return;
      for (const row of page) sheet.addRow(cells(row)).commit();
      await whenWritable(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    options.log.error({ err }, 'price list XLSX could not be completed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** A row's cell values: money as numbers, links as hyperlinks, empty cells for null and ''. */
function cells(row: PriceListRow): Record<string, ExcelJS.CellValue> {
  const values: Record<string, ExcelJS.CellValue> = {};
  for (const key of EXPORT_COLUMNS) {
    const value = row[key];
    if (value === null || value === '') values[key] = null;
    else if (MONEY.includes(key)) values[key] = Number(value);
    else if (LINKS.includes(key)) values[key] = { text: String(value), hyperlink: String(value) };
    else values[key] = value;
  }
  return values;
}
