import {
  APPROVED_STATUS,
  type ExportColumn,
  type ExportProductsQuery,
  type Product,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { openProductPages } from '../catalog';
import { exportMessage } from './export.messages';

/** One price list line (EXPORT_COLUMNS); money as decimal strings, null when not shown. */
export type PriceListRow = {
  code: string;
  name: string;
  category: string;
  size: string;
  premium: string;
  properties: string;
  price_wholesale: string | null;
  price_with_discount: string | null;
  price_retail: string | null;
  currency: string;
  quantity: number;
  user_order_count: number;
  hashtags: string;
  image_url: string;
  product_url: string;
} & Record<ExportColumn, string | number | null>;

export type PriceList = {
  /** Products matching the filters when the export started. */
  total: number;
  /** The rows in the catalogue's sort order, one page at a time. */
  pages: AsyncGenerator<PriceListRow[]>;
};

/** Products read per page statement (the catalogue's page query, 500 rows at a time). */
const EXPORT_PAGE_SIZE = 500;

/**
 * The price list as the user sees the catalogue (GET catalog/products with the same filters and
 * sort, decision 0007): the catalogue's pages (openProductPages), `pageSize` rows at a time so
 * rows are written while later pages are still being read. Throws NOT_FOUND (404) for an unknown
 * category before anything is sent, as the catalogue does. `origin` (`http://host:port`) makes
 * image and product links absolute.
 */
export async function openPriceList(
  ctx: RequestContext,
  options: { db: Executor; query: ExportProductsQuery; origin: string; pageSize?: number },
): Promise<PriceList> {
  const { db, query, origin } = options;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const { total, categoryNames, pages } = await openProductPages(ctx, { db, query, pageSize });
  const context = { categoryNames, origin, version: ctx.version, lang: ctx.lang };
  async function* rows(): AsyncGenerator<PriceListRow[]> {
    for await (const products of pages) yield products.map((product) => toPriceListRow(product, context));
  }
  return { total, pages: rows() };
}

const NO = new Set(['', '0', 'false', 'no', 'нет']);
const YES = new Set(['1', 'true', 'yes', 'да']);

/**
 * The properties other than size and premium as the catalogue shows them, joined by "; ": the
 * special series by its value ("Светится в темноте") or, as a bare flag, by its name
 * ("Спецсерия"), never by the internal slug; a "no" value is left out; any other property as
 * `slug: value`.
 */
function otherProperties(properties: Product['properties'], lang: TextLanguage): string {
  return properties
    .filter((p) => p.slug !== 'size' && p.slug !== 'premium' && !NO.has(p.value.trim().toLowerCase()))
    .map((p) => {
      if (p.slug !== 'special') return `${p.slug}: ${p.value}`;
      return YES.has(p.value.trim().toLowerCase()) ? exportMessage(lang, 'special') : p.value.trim();
    })
    .join('; ');
}

/**
 * A Product as a price list line. Properties `size` and `premium` ("1" → yes) get their own columns,
 * the rest go to one column (`otherProperties`). The product link follows the table (docs/rules.md#spec-2): only
 * approved products link to their page, with the /en prefix in the English version.
 */
export function toPriceListRow(
  product: Product,
  context: { categoryNames: Map<number, string>; origin: string; version: Version; lang: TextLanguage },
): PriceListRow {
  const { origin, lang } = context;
  const property = (slug: string) => product.properties.find((p) => p.slug === slug)?.value;
  const premium = property('premium');
  const main = product.media.find((m) => m.collection_name === 'main') ?? product.media[0];
  const approved = product.statuses.some((s) => s.slug === APPROVED_STATUS);
  const prefix = context.version === 'en' ? '/en' : '';
  return {
    code: product.code,
    name: product.name,
    category: context.categoryNames.get(product.category_id) ?? '',
    size: property('size') ?? '',
    premium: premium === undefined ? '' : exportMessage(lang, premium === '1' ? 'yes' : 'no'),
    properties: otherProperties(product.properties, lang),
    price_wholesale: product.price_wholesale,
    price_with_discount: product.price_with_discount,
    price_retail: product.price_retail,
    currency: product.store_currency,
    quantity: product.quantity,
    user_order_count: product.user_order_count,
    hashtags: product.hash_tags.map((h) => h.name).join(', '),
    image_url: main ? `${origin}${main.url}` : '',
    product_url: approved
      ? `${origin}${prefix}/catalog/${product.category_slug}/${encodeURIComponent(product.code)}`
      : '',
  };
}

/** Column titles of the header row in `lang`. */
export const columnTitle = (lang: TextLanguage, column: ExportColumn) => exportMessage(lang, column);
