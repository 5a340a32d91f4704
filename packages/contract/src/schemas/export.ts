import { z } from 'zod/mini';
import { ProductsQuery } from './catalog';
import { dateStamp } from './media';

/**
 * The price list export of the /export page (docs/rules.md#spec-2, docs/rules.md#spec-6: warehouse-level users):
 * `GET /export/products.csv` and `GET /export/products.xlsx`. The rows are the catalogue as the
 * user sees it — the same filters and sort as `GET catalog/products`, every page.
 */

/** Query of both export calls: `GET catalog/products`'s without `page` and `per_page`. */
export const ExportProductsQuery = z.omit(ProductsQuery, { page: true, per_page: true });
export type ExportProductsQuery = z.infer<typeof ExportProductsQuery>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Field delimiter of the CSV (Excel in Russian and most European locales splits on `;`). */
export const EXPORT_CSV_DELIMITER = ';';

/**
 * Columns of the price list, in order. Money columns are decimal strings in the CSV, with a decimal
 * comma in the Russian version ("1234,50", which Russian Excel reads as a number) and a dot in the
 * English one ("1234.50"), and numbers with two decimals in the XLSX; `premium` is
 * "да"/"нет" ("yes"/"no"); `properties` lists the other properties as `slug: value` joined by "; ";
 * `hashtags` are joined by ", "; `image_url` is the absolute URL of the main picture (empty without
 * one); `product_url` the absolute link of the product page (empty for products not approved by the
 * content manager, as in the table, docs/rules.md#spec-2). The header row carries the localized titles.
 */
export const EXPORT_COLUMNS = [
  'code',
  'name',
  'category',
  'size',
  'premium',
  'properties',
  'price_wholesale',
  'price_with_discount',
  'price_retail',
  'currency',
  'quantity',
  'user_order_count',
  'hashtags',
  'image_url',
  'product_url',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** File name of a price list download: `price-list-YYYY-MM-DD.csv` / `.xlsx`. */
export const priceListFileName = (format: ExportFormat, date: Date = new Date()) =>
  `price-list-${dateStamp(date)}.${format}`;
