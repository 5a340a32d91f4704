import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { whenWritable } from '../../lib/table-download';
import type { PublishProduct } from './shopify.selection';

/**
 * The Shopify product CSV of a selection (docs/rules.md#shopify-account; the offline alternative
 * to publishing): Shopify's classic header set, which our own importer reads too
 * (import/shopify.columns.ts, docs/rules.md#import-shopify). One row per product with its one
 * variant (Option1 "Title" = "Default Title", as Shopify exports a product without options) and
 * its first picture; a continuation row (handle, image, position) for each further picture.
 * UTF-8, comma-separated, CRLF, as Shopify imports it.
 */

export const SHOPIFY_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Status',
] as const;
export type ShopifyCsvColumn = (typeof SHOPIFY_CSV_COLUMNS)[number];
export type ShopifyCsvRow = Partial<Record<ShopifyCsvColumn, string>>;

/** A product's handle: its code in lower case, anything but letters and digits as `-`. */
export const handleOf = (code: string) =>
  code
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'product';

/** The CSV rows of one product: the product row, then one row per further picture. */
export function shopifyCsvRows(product: PublishProduct): ShopifyCsvRow[] {
  const handle = handleOf(product.code);
  const [first, ...more] = product.pictureUrls;
  const main: ShopifyCsvRow = {
    Handle: handle,
    Title: product.title,
    'Body (HTML)': product.descriptionHtml,
    Vendor: '',
    Type: product.productType,
    Tags: product.tags.join(', '),
    Published: 'TRUE',
    'Option1 Name': 'Title',
    'Option1 Value': 'Default Title',
    'Variant SKU': product.code,
    'Variant Inventory Tracker': 'shopify',
    'Variant Inventory Qty': String(product.stock),
    'Variant Inventory Policy': 'deny',
    'Variant Fulfillment Service': 'manual',
    'Variant Price': product.retailPrice,
    'Variant Requires Shipping': 'TRUE',
    'Variant Taxable': 'TRUE',
    'Image Src': first ?? '',
    'Image Position': first ? '1' : '',
    'Image Alt Text': first ? product.title : '',
    Status: 'active',
  };
  const pictures = more.map(
    (url, i): ShopifyCsvRow => ({ Handle: handle, 'Image Src': url, 'Image Position': String(i + 2) }),
  );
  return [main, ...pictures];
}

/**
 * The CSV of the products `pages` yield, written while later pages are read (backpressure: about
 * one page in memory). A failure after the first byte is logged and cuts the download.
 */
export function shopifyCsvStream(
  pages: AsyncIterable<PublishProduct[]>,
  log: { error: (obj: object, msg: string) => void },
): Readable {
  const csv = stringify({
    header: true,
    columns: SHOPIFY_CSV_COLUMNS.map((c) => ({ key: c, header: c })),
    record_delimiter: 'windows',
  });
  (async () => {
    for await (const page of pages) {
      if (csv.destroyed) return;
      for (const product of page) for (const row of shopifyCsvRows(product)) csv.write(row);
      await whenWritable(csv);
    }
    csv.end();
  })().catch((err: unknown) => {
    log.error({ err }, 'Shopify CSV could not be completed');
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return csv;
}
