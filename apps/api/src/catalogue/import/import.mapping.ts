import { createHash } from 'node:crypto';
import { toSlug } from './category-slugs';
import { isStoreCurrency, markUp, type PriceSet, priceSet } from './import.currency';
import type { ImportItem, ImportParam } from './import.types';

/**
 * What the import writes for one feed item (docs/import.md §Mapping): the product row, its prices
 * in every store currency, properties, hashtags, the stock of the target store and picture URLs.
 */
export type ProductDraft = {
  /** `${source}:${item.key}`: products.external_key. */
  externalKey: string;
  /** The feed's own key and line, for messages. */
  key: string;
  line: number | null;
  code: string;
  name: string;
  description: string | null;
  nameEn: string;
  descriptionEn: string | null;
  archived: boolean;
  sourceHref: string | null;
  /** The feed's category key (unprefixed). */
  categoryKey: string;
  prices: PriceSet;
  /** Ordered; slugs unique. */
  properties: { slug: string; value: string }[];
  /** `40x50` when a size param looks like one, else null (products.size, occupancy shelves). */
  size: string | null;
  isPremium: boolean;
  hashtags: string[];
  /** Stock of the target store; null = leave as it is (no count in the feed, offer available). */
  quantity: number | null;
  pictures: string[];
};

/** Param names (lower case) that mean the kit's size, premium flag or special feature. */
const SIZE_NAMES = new Set(['размер', 'size', 'формат', 'размер холста', 'размер картины', 'размеры']);
const PREMIUM_NAMES = new Set(['премиум', 'premium', 'премиум-серия']);
const SPECIAL_NAMES = new Set(['особенность', 'special', 'особенности']);
const PREMIUM_TAGS = new Set(['premium', 'премиум']);
const YES = new Set(['да', 'yes', 'true', '1', 'есть']);
/** `40×50`, `40 x 50 см`, `40х50` (Cyrillic х), `40*50` → `40x50`. */
const DIMENSIONS = /^(\d+(?:[.,]\d+)?)\s*[x×хX*]\s*(\d+(?:[.,]\d+)?)/;
const HASHTAG_MAX = 100;

/** Why an item the parser accepted cannot be written. */
export type DraftRejection = { code: 'unsupported_currency'; reason: string };

/**
 * Maps a parsed item to what the writer stores. Names and descriptions go into both languages
 * (a feed has one). Rejected when its currency is not one of the store currencies
 * (RUB, EUR, PLN, RSD): there would be no rate to price it in the others.
 */
export function toDraft(item: ImportItem, source: string): ProductDraft | DraftRejection {
  if (!isStoreCurrency(item.currency)) {
    return {
      code: 'unsupported_currency',
      reason: `item ${item.key}: currency ${item.currency} is not one of RUB, EUR, PLN, RSD`,
    };
  }
  const { properties, size, isPremium } = mapParams(item);
  return {
    externalKey: `${source}:${item.key}`,
    key: item.key,
    line: item.line,
    code: item.code,
    name: item.name,
    description: item.description,
    nameEn: item.nameEn || item.name,
    descriptionEn: item.descriptionEn ?? item.description,
    archived: item.archived ?? false,
    sourceHref: item.sourceHref ?? null,
    categoryKey: item.categoryKey,
    prices: withSourcePrices(
      priceSet({ price: item.price, oldPrice: item.oldPrice, currency: item.currency }),
      item,
    ),
    properties,
    size,
    isPremium,
    hashtags: hashtagsOf(item),
    quantity: item.quantity ?? (item.available ? null : 0),
    pictures: item.pictures,
  };
}

/** The converted prices, with the currencies the source priced itself put in their place. */
function withSourcePrices(converted: PriceSet, item: ImportItem): PriceSet {
  for (const [currency, price] of Object.entries(item.prices ?? {})) {
    if (!price) continue;
    converted[currency as keyof PriceSet] = {
      wholesale: price.wholesale,
      retail: price.retail ?? markUp(price.wholesale),
    };
  }
  return converted;
}

/**
 * Params to properties: a size param → `size` (`40x50` when it is dimensions), a premium param or
 * tag → `premium` 1 (always written, 0 otherwise, as in the demo data), a special param →
 * `special`; any other param → its transliterated name as slug, the value with its unit. Repeated
 * slugs join their values with ", ". Barcode and weight (kg) become properties too.
 */
export function mapParams(item: ImportItem): Pick<ProductDraft, 'properties' | 'size' | 'isPremium'> {
  const values = new Map<string, string[]>();
  const add = (slug: string, value: string) => {
    if (!slug || !value) return;
    const list = values.get(slug) ?? [];
    if (!list.includes(value)) list.push(value);
    values.set(slug, list);
  };
  let size: string | null = null;
  let isPremium = item.tags.some((tag) => PREMIUM_TAGS.has(tag.toLowerCase()));
  for (const param of item.params) {
    const name = param.name.trim().toLowerCase();
    if (SIZE_NAMES.has(name)) {
      const dimensions = shelfSize(param.value);
      if (dimensions) size ??= dimensions;
      add('size', dimensions ?? param.value);
    } else if (PREMIUM_NAMES.has(name)) {
      isPremium ||= isYes(param.value);
    } else if (SPECIAL_NAMES.has(name)) {
      add('special', param.value);
    } else {
      add(toSlug(param.name), withUnit(param));
    }
  }
  if (item.barcode) add('barcode', item.barcode);
  if (item.weight) add('weight', item.weight);
  values.delete('premium');
  const list = (slug: string) => values.get(slug)?.join(', ');
  const first = [
    { slug: 'size', value: list('size') },
    { slug: 'premium', value: isPremium ? '1' : '0' },
    { slug: 'special', value: list('special') },
  ].filter((p): p is { slug: string; value: string } => !!p.value);
  const rest = [...values]
    .filter(([slug]) => slug !== 'size' && slug !== 'special')
    .map(([slug, parts]) => ({ slug, value: parts.join(', ') }));
  return { properties: [...first, ...rest], size, isPremium };
}

/**
 * A size value as the shelf rule keys it (products.size, docs/rules.md#shelf): `40×50`, `40 x 50 см`,
 * `40х50` (Cyrillic х), `40*50` → `40x50`; null when the value is not dimensions. The import and the
 * product service's create (docs/rules.md#product-create) both take a product's size from it.
 */
export function shelfSize(value: string): string | null {
  const match = DIMENSIONS.exec(value.trim());
  return match ? `${match[1]!.replace(',', '.')}x${match[2]!.replace(',', '.')}` : null;
}

/** Whether a premium param's value says yes (`да`, `yes`, `true`, `1`, `есть`), as the import reads it. */
export const isYes = (value: string) => YES.has(value.trim().toLowerCase());

const withUnit = (param: ImportParam) => (param.unit ? `${param.value} ${param.unit}` : param.value);

/** Tags, then the vendor: trimmed, at most 100 characters, repeated ones (ignoring case) dropped. */
export function hashtagsOf(item: Pick<ImportItem, 'tags' | 'vendor'>): string[] {
  const byLower = new Map<string, string>();
  for (const raw of [...item.tags, item.vendor ?? '']) {
    const tag = raw.replace(/\s+/g, ' ').trim().slice(0, HASHTAG_MAX);
    if (tag && !byLower.has(tag.toLowerCase())) byLower.set(tag.toLowerCase(), tag);
  }
  return [...byLower.values()];
}

/**
 * The draft's content hash (products.import_hash): everything the import writes, plus the target
 * store, so an unchanged offer is recognised without reading its rows (docs/import.md §Re-import).
 */
export function draftHash(draft: ProductDraft, storeId: number): string {
  const { key: _key, line: _line, ...content } = draft;
  return createHash('sha256')
    .update(JSON.stringify([content, storeId]))
    .digest('hex')
    .slice(0, 32);
}

/** A category's hash (categories.import_hash): its feed name, parent and stock-system name. */
export const categoryHash = (name: string, parentKey: string | null, moyskladName?: string) =>
  createHash('sha256')
    .update(JSON.stringify(moyskladName === undefined ? [name, parentKey] : [name, parentKey, moyskladName]))
    .digest('hex')
    .slice(0, 32);
