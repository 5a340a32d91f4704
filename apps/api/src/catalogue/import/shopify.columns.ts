import { ImportFileError } from './import.types';

/**
 * Shopify product CSV columns we read, by both header sets (matched ignoring case and spaces at
 * the ends): the classic export (Handle, Body (HTML), Variant SKU, Variant Price, Image Src…) and
 * the current template (URL handle, Description, SKU, Price, Product image URL…). Columns not
 * listed (SEO, Google Shopping, Price / International, metafields…) are ignored.
 */
const ALIASES = {
  handle: ['handle', 'url handle'],
  title: ['title'],
  description: ['body (html)', 'description'],
  vendor: ['vendor'],
  type: ['type'],
  productCategory: ['product category'],
  tags: ['tags'],
  option1Name: ['option1 name'],
  option1Value: ['option1 value'],
  option2Name: ['option2 name'],
  option2Value: ['option2 value'],
  option3Name: ['option3 name'],
  option3Value: ['option3 value'],
  sku: ['variant sku', 'sku'],
  grams: ['variant grams', 'weight value (grams)'],
  quantity: ['variant inventory qty', 'inventory quantity'],
  inventoryPolicy: ['variant inventory policy', 'continue selling when out of stock'],
  price: ['variant price', 'price'],
  compareAtPrice: ['variant compare at price', 'compare-at price'],
  barcode: ['variant barcode', 'barcode'],
  imageSrc: ['image src', 'product image url'],
  imagePosition: ['image position'],
  variantImage: ['variant image', 'variant image url'],
  cost: ['cost per item'],
} as const;

export type ShopifyField = keyof typeof ALIASES;

export interface ShopifyColumns {
  width: number;
  /** The trimmed cell of `field` in `fields`, '' when the column is absent or the row short. */
  get(fields: string[], field: ShopifyField): string;
}

export const normalizeHeader = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Maps a header row to our fields.
 * @throws ImportFileError IMPORT_FILE_BROKEN when it has neither Handle/URL handle nor Title, or no price.
 */
export function mapColumns(header: string[], line: number): ShopifyColumns {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = normalizeHeader(name);
    if (!index.has(key)) index.set(key, i);
  });
  const position = {} as Record<ShopifyField, number | undefined>;
  for (const [field, names] of Object.entries(ALIASES) as [ShopifyField, readonly string[]][]) {
    position[field] = names.map((name) => index.get(name)).find((i) => i !== undefined);
  }
  if (position.handle === undefined && position.title === undefined) {
    throw new ImportFileError(
      'IMPORT_FILE_BROKEN',
      'Not a Shopify product CSV: the first line has no "Handle", "URL handle" or "Title" column',
      line,
    );
  }
  if (position.price === undefined) {
    throw new ImportFileError(
      'IMPORT_FILE_BROKEN',
      'Not a Shopify product CSV: the first line has no "Variant Price" or "Price" column',
      line,
    );
  }
  return {
    width: header.length,
    get: (fields, field) => {
      const i = position[field];
      return i === undefined ? '' : (fields[i] ?? '').trim();
    },
  };
}
