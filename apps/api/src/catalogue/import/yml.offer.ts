import { htmlToText } from './html-text';
import {
  type ImportEvent,
  type ImportItem,
  type ImportParam,
  type ImportProblem,
  UNCATEGORISED,
} from './import.types';
import {
  cleanText,
  moneyAbove,
  normalizeCurrency,
  parseDecimal,
  parseMoney,
  parseQuantity,
  uniqueValues,
} from './import.values';

/** An `<offer>` as read: attributes, first text of each simple child, repeatable children. */
export interface RawOffer {
  line: number;
  attributes: Record<string, string>;
  fields: Map<string, string>;
  pictures: string[];
  barcodes: string[];
  params: ImportParam[];
}

/** What offers of one feed share: known categories, the default currency, keys and codes seen. */
export interface OfferContext {
  categoryKeys: Set<string>;
  defaultCurrency: string;
  keys: Set<string>;
  codes: Set<string>;
  uncategorisedAnnounced: boolean;
}

/**
 * The events of one offer: the item, preceded by warnings (unknown category, repeated vendorCode),
 * or a single `error` problem instead of it (no id, no name, no valid price, repeated id).
 * A repeated vendorCode does not reject the offer (variants of a `group_id` often share one): its
 * code becomes `vendorCode-offerId`.
 */
export function offerEvents(raw: RawOffer, ctx: OfferContext): ImportEvent[] {
  const field = (name: string) => cleanText(raw.fields.get(name));
  const id = cleanText(raw.attributes.id);
  const fail = (code: ImportProblem['code'], reason: string): ImportEvent[] => [
    { type: 'problem', problem: { level: 'error', code, key: id, line: raw.line, reason } },
  ];
  if (!id) return fail('missing_id', 'offer without an id attribute');
  if (ctx.keys.has(id)) return fail('duplicate_key', `offer id ${id} is repeated; the first offer is kept`);
  ctx.keys.add(id);
  const name = offerName(raw.attributes.type, field);
  if (!name) return fail('missing_name', `offer ${id} has no name`);
  const price = parseMoney(raw.fields.get('price'));
  if (!price)
    return fail('invalid_price', `offer ${id}: price "${field('price') ?? ''}" is not a positive number`);

  const events: ImportEvent[] = [];
  const warn = (code: ImportProblem['code'], reason: string) =>
    events.push({ type: 'problem', problem: { level: 'warning', code, key: id, line: raw.line, reason } });

  let code = field('vendorCode') ?? id;
  if (ctx.codes.has(code)) {
    warn('duplicate_code', `offer ${id}: vendorCode ${code} is already used; code ${code}-${id} given`);
    code = `${code}-${id}`;
  }
  ctx.codes.add(code);

  const categoryId = field('categoryId');
  let categoryKey = UNCATEGORISED.key;
  if (categoryId && ctx.categoryKeys.has(categoryId)) categoryKey = categoryId;
  else {
    const what = categoryId ? `category ${categoryId} is not in the feed` : 'no categoryId';
    warn('unknown_category', `offer ${id}: ${what}; imported under "${UNCATEGORISED.name}"`);
    if (!ctx.uncategorisedAnnounced) events.push({ type: 'category', category: UNCATEGORISED });
    ctx.uncategorisedAnnounced = true;
  }

  const oldPrice = parseMoney(raw.fields.get('oldprice'));
  const item: ImportItem = {
    key: id,
    line: raw.line,
    offerId: id,
    groupKey: cleanText(raw.attributes.group_id),
    code,
    name,
    description: htmlToText(raw.fields.get('description')),
    categoryKey,
    price,
    oldPrice: oldPrice && moneyAbove(oldPrice, price) ? oldPrice : null,
    cost: parseMoney(raw.fields.get('purchase_price')),
    currency: normalizeCurrency(field('currencyId')) ?? ctx.defaultCurrency,
    quantity: parseQuantity(field('count') ?? field('quantity') ?? field('stock_quantity')),
    available: raw.attributes.available?.trim().toLowerCase() !== 'false',
    vendor: field('vendor'),
    barcode: uniqueValues(raw.barcodes)[0] ?? null,
    weight: parseDecimal(field('weight')),
    url: field('url'),
    pictures: uniqueValues(raw.pictures),
    params: raw.params.filter((p) => p.name && p.value),
    tags: [],
  };
  events.push({ type: 'item', item });
  return events;
}

/**
 * `vendor.model` offers: typePrefix + vendor + model (the name element when there is no model);
 * simplified and other types: `name`, else `title` (books, audiobooks, tickets).
 */
function offerName(type: string | undefined, field: (name: string) => string | null): string | null {
  if (type === 'vendor.model' && field('model')) {
    return [field('typePrefix'), field('vendor'), field('model')].filter(Boolean).join(' ');
  }
  return field('name') ?? field('title');
}
