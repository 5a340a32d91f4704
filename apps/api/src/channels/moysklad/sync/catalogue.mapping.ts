import type { MoyskladMapping } from '@kits/contract';
import {
  type ImportCategory,
  type ImportItem,
  type ImportParam,
  toSlug,
  UNCATEGORISED,
} from '../../../catalogue/import';
import type { ExternalTypePrice } from '../../../catalogue/price-types';
import { moyskladDocumentHref } from '../../../lib/moysklad-links';
import { idOf, kopecksToMoney, type MsFolder, type MsProduct, type MsVariant } from '../moysklad.shapes';

/**
 * МойСклад's catalogue in our import's terms (docs/moysklad.md §Catalogue): a product folder is a
 * category (its key the folder's id, `moysklad_name` its path), a product is an item keyed by its
 * id, with the mapped price types, product key and attributes.
 */

/** Folders as categories, parents first (by depth of their path), keyed by folder id. */
/** The catalogue import's key prefix of МойСклад's products (`<source>:<id>`, catalogue.sync.ts MOYSKLAD_SOURCE). */
const MOYSKLAD_KEY_PREFIX = 'moysklad:';

export function foldersToCategories(folders: readonly MsFolder[]): ImportCategory[] {
  const depth = (f: MsFolder) => (f.pathName ? f.pathName.split('/').length : 0);
  const known = new Set(folders.map((f) => f.id));
  return [...folders]
    .sort((a, b) => depth(a) - depth(b) || a.name.localeCompare(b.name))
    .map((folder) => {
      const parent = idOf(folder.productFolder);
      return {
        key: folder.id,
        parentKey: parent && known.has(parent) ? parent : null,
        name: folder.name,
        slug: toSlug(folder.name) || `folder-${folder.id.slice(0, 8)}`,
        moyskladName: folder.pathName ? `${folder.pathName}/${folder.name}` : folder.name,
      };
    });
}

/** Why a product cannot become an item: it has no wholesale price of the mapped type. */
export type ProductRejection = { key: string; reason: string };

const YES = new Set(['да', 'yes', 'true', '1']);

function attributeValue(product: MsProduct, id: string | null | undefined): string | null {
  if (!id) return null;
  const attribute = product.attributes?.find((a) => a.id === id);
  const value = attribute?.value;
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'object') return (value as { name?: string }).name ?? null;
  const text = String(value).trim();
  return text || null;
}

function priceOf(product: MsProduct, priceTypeId: string | null | undefined): string | null {
  if (!priceTypeId) return null;
  const price = product.salePrices?.find((p) => p.priceType.id === priceTypeId);
  return price && price.value > 0 ? kopecksToMoney(price.value) : null;
}

/**
 * A product's (or a modification's: `salePrices` its own, else its product's) prices of the price
 * types in `types` — МойСклад ids of price types we keep as ours (docs/rules.md#buyer-price) — as
 * rows for `setTypePrices`, keyed by the catalogue import's key; a price of 0 is none.
 */
export function typePricesOf(
  item: { id: string; salePrices?: MsProduct['salePrices'] },
  types: ReadonlySet<string>,
): ExternalTypePrice[] {
  return (item.salePrices ?? [])
    .filter((p) => types.has(p.priceType.id))
    .map((p) => ({
      productKey: `${MOYSKLAD_KEY_PREFIX}${item.id}`,
      typeExternalId: p.priceType.id,
      wholesale: p.value > 0 ? kopecksToMoney(p.value) : null,
    }));
}

/** The product's params: the mapped size and premium attributes, then every other attribute by its name. */
function paramsOf(product: MsProduct, mapping: MoyskladMapping): ImportParam[] {
  const mapped = new Set(Object.values(mapping.attributes).filter(Boolean));
  const params: ImportParam[] = [];
  const size = attributeValue(product, mapping.attributes.size);
  if (size) params.push({ name: 'Размер', value: size, unit: null });
  const premium = attributeValue(product, mapping.attributes.premium);
  if (premium)
    params.push({ name: 'Премиум', value: YES.has(premium.toLowerCase()) ? 'да' : 'нет', unit: null });
  for (const attribute of product.attributes ?? []) {
    if (mapped.has(attribute.id)) continue;
    const value = attributeValue(product, attribute.id);
    if (value) params.push({ name: attribute.name, value, unit: null });
  }
  return params;
}

/** Our product code from the mapped field, falling back to the code, then the id. */
export function productCode(product: MsProduct, key: MoyskladMapping['product_key']): string {
  return (product[key] ?? '').trim() || (product.code ?? '').trim() || product.id;
}

/**
 * One product as an import item (prices in every mapped currency, RUB required), or why not.
 * `pictures` are the images' download links (fetched with the token by the picture source).
 */
export function productToItem(
  product: MsProduct,
  options: { mapping: MoyskladMapping; folders: ReadonlySet<string> },
): ImportItem | ProductRejection {
  const { mapping } = options;
  const prices: ImportItem['prices'] = {};
  for (const [currency, pair] of Object.entries(mapping.prices)) {
    if (!pair) continue;
    const wholesale = priceOf(product, pair.wholesale);
    if (wholesale) prices[currency as 'RUB'] = { wholesale, retail: priceOf(product, pair.retail) };
  }
  const rub = prices.RUB;
  if (!rub) return { key: product.id, reason: `${product.name}: no price of the wholesale price type` };
  const folder = idOf(product.productFolder);
  const hashtags = attributeValue(product, mapping.attributes.hashtags);
  const barcode = product.barcodes?.map((b) => Object.values(b)[0]).find(Boolean) ?? null;
  return {
    key: product.id,
    line: null,
    offerId: product.id,
    groupKey: null,
    code: productCode(product, mapping.product_key),
    name: product.name,
    description: product.description?.trim() || null,
    nameEn: attributeValue(product, mapping.attributes.name_en),
    descriptionEn: attributeValue(product, mapping.attributes.description_en),
    categoryKey: folder && options.folders.has(folder) ? folder : UNCATEGORISED.key,
    price: rub.wholesale,
    oldPrice: rub.retail,
    cost: null,
    currency: 'RUB',
    quantity: null,
    available: true,
    vendor: null,
    barcode,
    weight: product.weight ? String(product.weight) : null,
    url: null,
    pictures: (product.images?.rows ?? []).map((image) => image.meta.downloadHref ?? image.meta.href),
    params: paramsOf(product, mapping),
    tags: hashtags
      ? hashtags
          .split(/[,;]/)
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
    prices,
    archived: product.archived ?? false,
    sourceHref: product.meta.uuidHref ?? moyskladDocumentHref('good', product.id),
  };
}

/**
 * A modification as its own product (our Product has no variants): the modification's name, code,
 * prices (the product's when it has none), barcodes and pictures (else the product's), the
 * product's folder, description and attributes, and its characteristics as properties.
 */
export function variantToItem(
  variant: MsVariant,
  options: { parent: MsProduct; mapping: MoyskladMapping; folders: ReadonlySet<string> },
): ImportItem | ProductRejection {
  const { parent } = options;
  const ownPrices = variant.salePrices?.some((p) => p.value > 0);
  const merged: MsProduct = {
    ...parent,
    id: variant.id,
    meta: variant.meta,
    name: variant.name,
    code: variant.code,
    article: undefined,
    externalCode: variant.externalCode,
    archived: (variant.archived ?? false) || (parent.archived ?? false),
    salePrices: ownPrices ? variant.salePrices : parent.salePrices,
    barcodes: variant.barcodes ?? [],
    images: variant.images?.rows?.length ? variant.images : parent.images,
    variantsCount: 0,
  };
  const item = productToItem(merged, options);
  if ('reason' in item) return item;
  item.sourceHref = variant.meta.uuidHref ?? moyskladDocumentHref('feature', variant.id);
  const characteristics = (variant.characteristics ?? []).map((c) => ({
    name: c.name,
    value: c.value,
    unit: null,
  }));
  return { ...item, groupKey: parent.id, params: [...item.params, ...characteristics] };
}
