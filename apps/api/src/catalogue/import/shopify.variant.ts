import { toSlug } from './category-slugs';
import type { ImportEvent, ImportItem, ImportParam, ImportProblem } from './import.types';
import { gramsToKg, moneyAbove, parseMoney, parseQuantity, uniqueValues } from './import.values';
import type { ShopifyColumns, ShopifyField } from './shopify.columns';

/** Product-level data from the first row of a handle, shared by its variants. */
export interface ShopifyProduct {
  handle: string;
  line: number;
  name: string;
  description: string | null;
  vendor: string | null;
  categoryKey: string;
  tags: string[];
  optionNames: string[];
  /** Images of every row of the handle, in Image Position order (then file order). */
  images: { src: string; position: number; order: number }[];
}

/** What variants of one file share: the currency and the keys and codes already taken. */
export interface VariantContext {
  columns: ShopifyColumns;
  currency: string;
  keys: Set<string>;
  codes: Set<string>;
}

/** Shopify's placeholder option of a product without variants. */
const DEFAULT_OPTION = 'Default Title';

/**
 * One variant row as an item, or an `error` problem instead: a repeated handle + options, a missing
 * or non-positive price, a SKU (or generated code) already taken by an earlier variant.
 */
export function variantEvents(
  product: ShopifyProduct,
  fields: string[],
  line: number,
  ctx: VariantContext,
): ImportEvent[] {
  const get = (field: ShopifyField) => ctx.columns.get(fields, field);
  const { handle } = product;
  const values = [get('option1Value'), get('option2Value'), get('option3Value')];
  const params: ImportParam[] = values.flatMap((value, i) =>
    value && value !== DEFAULT_OPTION
      ? [{ name: product.optionNames[i] || `Option${i + 1}`, value, unit: null }]
      : [],
  );
  const key = params.length ? [handle, ...params.map((p) => p.value)].join('/') : handle;
  const fail = (code: ImportProblem['code'], reason: string): ImportEvent[] => [
    { type: 'problem', problem: { level: 'error', code, key, line, reason } },
  ];

  if (ctx.keys.has(key)) {
    return fail(
      'duplicate_key',
      `variant ${key} is repeated (same handle and options); the first row is kept`,
    );
  }
  ctx.keys.add(key);
  const rawPrice = get('price');
  const price = parseMoney(rawPrice);
  if (!price) {
    return fail(
      'invalid_price',
      rawPrice
        ? `variant ${key}: price "${rawPrice}" is not a positive number`
        : `variant ${key} has no price`,
    );
  }
  const sku = get('sku');
  const code = sku || [handle, ...params.map((p) => toSlug(p.value) || p.value)].join('-');
  if (ctx.codes.has(code)) {
    const what = sku ? `SKU ${sku}` : `code ${code}`;
    return fail(
      'duplicate_code',
      `variant ${key}: ${what} is already used by an earlier variant; row skipped`,
    );
  }
  ctx.codes.add(code);

  const oldPrice = parseMoney(get('compareAtPrice'));
  const quantity = parseQuantity(get('quantity'));
  const policy = get('inventoryPolicy').toLowerCase();
  const item: ImportItem = {
    key,
    line,
    offerId: handle,
    groupKey: handle,
    code,
    name: product.name,
    description: product.description,
    categoryKey: product.categoryKey,
    price,
    oldPrice: oldPrice && moneyAbove(oldPrice, price) ? oldPrice : null,
    cost: parseMoney(get('cost')),
    currency: ctx.currency,
    quantity,
    available: quantity === null || quantity > 0 || policy === 'continue' || policy === 'true',
    vendor: product.vendor,
    barcode: get('barcode').replace(/^'/, '') || null,
    weight: gramsToKg(get('grams')),
    url: null,
    pictures: uniqueValues([get('variantImage'), ...product.images.map((image) => image.src)]),
    params,
    tags: product.tags,
  };
  return [{ type: 'item', item }];
}
