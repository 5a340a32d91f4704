import {
  CURRENCIES,
  type Currency,
  SERVICE_STOCK_STORES,
  type ServiceProduct,
  ServiceProductPatch,
} from '@kits/contract';
import { type FieldMessages, mapFieldErrors, schemaErrors } from '@/lib/field-errors';

type StockStore = (typeof SERVICE_STOCK_STORES)[number];

/** The edit form's values: text as typed, so a half-typed price is never lost. */
export type ProductFormValues = {
  name_ru: string;
  name_en: string;
  description_ru: string;
  description_en: string;
  category_id: string;
  /** Units the product is sold in (docs/rules.md#pack-multiple), as typed. */
  pack_multiple: string;
  prices: Record<Currency, { wholesale: string; retail: string }>;
  stock: Record<StockStore, string>;
  /** `value_en`: the English version's text, '' = none (the value shows there too). */
  properties: { slug: string; value: string; value_en: string }[];
  /** Comma-separated, as typed. */
  hashtags: string;
  /** English names as typed, by hashtag name ('' = none); only the listed hashtags' are sent. */
  hashtags_en: Record<string, string>;
  statuses: string[];
};

/** Field errors of the form, keyed like the server's (`name_ru`, `prices.RUB.wholesale`, `stock.1`…). */
export type FieldErrors = FieldMessages;

/** Field errors as the form shows them: `localize` puts a hint in the interface language in place of a schema's (English) message. */
export type ShownErrors = { fields: FieldErrors; localize: boolean };

export function toFormValues(product: ServiceProduct): ProductFormValues {
  const stockOf = (id: number) => product.stock.find((s) => s.store_id === id)?.quantity ?? 0;
  return {
    name_ru: product.name_ru,
    name_en: product.name_en,
    description_ru: product.description_ru ?? '',
    description_en: product.description_en ?? '',
    category_id: String(product.category.id),
    pack_multiple: String(product.pack_multiple),
    prices: Object.fromEntries(
      CURRENCIES.map((c) => [
        c,
        { wholesale: product.prices[c]?.wholesale ?? '', retail: product.prices[c]?.retail ?? '' },
      ]),
    ) as ProductFormValues['prices'],
    stock: Object.fromEntries(
      SERVICE_STOCK_STORES.map((id) => [id, String(stockOf(id))]),
    ) as ProductFormValues['stock'],
    properties: product.properties.map((p) => ({ ...p, value_en: p.value_en ?? '' })),
    hashtags: product.hashtags.join(', '),
    hashtags_en: { ...product.hashtags_en },
    statuses: [...product.statuses].sort(),
  };
}

/** Hashtags as the server keeps them: trimmed, a leading # dropped, duplicates (any case) once. */
export function parseHashtags(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/^#/, '').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** "12,5" → "12.5": staff type decimals with a comma in Russian. */
const money = (text: string) => text.trim().replace(',', '.');
const sameMoney = (a: string, b: string | undefined) =>
  b !== undefined && a !== '' && Number(a) === Number(b) && /^\d+(\.\d+)?$/.test(a);
const sameList = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/**
 * The PATCH body of an edit: only what differs from `product` (the server treats a missing field
 * as unchanged). A currency is sent when either of its prices changed; a currency the product has
 * no price in is sent only when both were filled. The stock rows are sent in store order, so
 * `stock.N` errors map back through `stockOrder`.
 */
export function buildPatch(values: ProductFormValues, product: ServiceProduct) {
  const patch: Record<string, unknown> = {};
  for (const field of ['name_ru', 'name_en'] as const) {
    if (values[field].trim() !== product[field]) patch[field] = values[field].trim();
  }
  for (const field of ['description_ru', 'description_en'] as const) {
    const text = values[field].trim() === '' ? null : values[field];
    if (text !== product[field]) patch[field] = text;
  }
  if (values.category_id !== String(product.category.id)) patch.category_id = Number(values.category_id);
  if (values.pack_multiple.trim() !== String(product.pack_multiple))
    patch.pack_multiple = toInteger(values.pack_multiple);

  const prices: Record<string, { wholesale: string; retail: string }> = {};
  for (const currency of CURRENCIES) {
    const typed = {
      wholesale: money(values.prices[currency].wholesale),
      retail: money(values.prices[currency].retail),
    };
    const old = product.prices[currency];
    if (!old && typed.wholesale === '' && typed.retail === '') continue;
    if (old && sameMoney(typed.wholesale, old.wholesale) && sameMoney(typed.retail, old.retail)) continue;
    prices[currency] = typed;
  }
  if (Object.keys(prices).length > 0) patch.prices = prices;

  const stock = SERVICE_STOCK_STORES.filter((id) => {
    const old = product.stock.find((s) => s.store_id === id)?.quantity ?? 0;
    return values.stock[id].trim() !== String(old);
  }).map((store_id) => ({ store_id, quantity: toInteger(values.stock[store_id]) }));
  if (stock.length > 0) patch.stock = stock;

  const properties = values.properties
    .map((p) => ({ slug: p.slug.trim(), value: p.value.trim(), value_en: p.value_en.trim() || null }))
    .filter((p) => p.slug !== '' || p.value !== '' || p.value_en !== null);
  if (JSON.stringify(properties) !== JSON.stringify(product.properties)) patch.properties = properties;

  const hashtags = parseHashtags(values.hashtags);
  if (!sameList(hashtags, product.hashtags)) patch.hashtags = hashtags;
  const hashtagsEn: Record<string, string | null> = {};
  for (const name of hashtags) {
    const typed = values.hashtags_en[name]?.trim() || null;
    if (typed !== (product.hashtags_en[name] ?? null)) hashtagsEn[name] = typed;
  }
  if (Object.keys(hashtagsEn).length > 0) patch.hashtags_en = hashtagsEn;
  if (!sameList(values.statuses, product.statuses)) patch.statuses = [...values.statuses].sort();
  return patch as ServiceProductPatch;
}

/** A whole number as typed, or NaN (so validation names the field). */
function toInteger(text: string): number {
  const t = text.trim();
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Checks the patch with the contract's own schema (the server checks the same) and answers the
 * failing fields, keyed as the form shows them. Empty when the patch is valid.
 */
export function validatePatch(patch: ServiceProductPatch): FieldErrors {
  const result = ServiceProductPatch.safeParse(patch);
  if (result.success) return {};
  return mapFieldErrors(schemaErrors(result.error.issues), (key) => formField(key, patch));
}

/**
 * A server or schema error key as a form field: `stock.0.quantity` → `stock.<store id>` (the row
 * sent at that index), `hashtags.3` → `hashtags`, `hashtags_en.хит` → `hashtags_en`, `properties.1.value` → `properties.1`,
 * `prices.RUB` → `prices.RUB.wholesale`; other keys stay.
 */
export function formField(key: string, patch: ServiceProductPatch): string {
  const [head, second, third] = key.split('.');
  if (head === 'stock' && second !== undefined && /^\d+$/.test(second)) {
    const row = patch.stock?.[Number(second)];
    return row ? `stock.${row.store_id}` : 'stock';
  }
  if (head === 'hashtags' || head === 'hashtags_en' || head === 'statuses') return head;
  if (head === 'properties' && second !== undefined) return `properties.${second}`;
  if (head === 'prices' && second && !third) return `prices.${second}.wholesale`;
  return key;
}

/** Server field errors (`ApiError.body.errors`) keyed as the form shows them. */
export function serverFieldErrors(errors: FieldMessages, patch: ServiceProductPatch): FieldErrors {
  return mapFieldErrors(errors, (key) => formField(key, patch));
}

/** The kind of a field, for a localized hint next to the schema's (English) message. */
export function fieldKind(field: string): 'name' | 'money' | 'quantity' | 'property' | 'hashtag' | 'other' {
  if (field === 'name_ru' || field === 'name_en') return 'name';
  if (field.startsWith('prices.')) return 'money';
  if (field.startsWith('stock')) return 'quantity';
  if (field.startsWith('properties')) return 'property';
  if (field === 'hashtags' || field === 'hashtags_en') return 'hashtag';
  return 'other';
}
