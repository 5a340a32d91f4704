import {
  type Currency,
  type PageMeta,
  type Product,
  priceWithDiscount,
  type TextLanguage,
} from '@kits/contract';
import {
  buyerListPrice,
  listPrice,
  type RecommendationRow,
  recommendationItems,
  type SharedProduct,
  sharedBytes,
} from './snapshot';

/**
 * The viewer's fields of one product that change most often — the warehouse stock and the user's
 * own basket line, orders and favourite — filled into a kept answer per request
 * (docs/rules.md#catalogue-answers).
 */
export type LiveFields = {
  basket_count: number;
  quantity: number;
  user_order_count: number;
  from_auto_order: boolean;
  is_favourite: boolean;
};

/** The viewer's scalar fields of one product (from the viewer data, viewer-data.ts). */
export type ViewerCounts = LiveFields & { sales_for_report_period: number };

/** The viewer's own fields of one product (docs/rules.md#catalogue-read-path), ready to serialise. */
export type ViewerFields = ViewerCounts & {
  stores: Product['stores'];
  capacity: Product['capacity'];
  /** The store's own smart recommendations (store_id = the store), any kind. */
  recommendations: RecommendationRow[];
};

/**
 * Who sees the prices: the store's currency, whether wholesale prices show, the discount in percent
 * and the counterparty's price type (null: list prices).
 */
export type PriceView = {
  currency: Currency;
  seesWholesale: boolean;
  discount: number;
  priceTypeId: number | null;
};

/**
 * The prices of docs/rules.md#spec-9 for the viewer (docs/rules.md#buyer-price): wholesale is the
 * buyer's price — their price type's in the store's currency, else the list price (buyerListPrice,
 * the contract's buyerWholesale) — and the discounted one takes the user's discount off it
 * (priceWithDiscount, the rule's one JS home); both null for a user with no group
 * (docs/rules.md#who-may-order), "0.00" when the product has no price in the currency; retail (the
 * list's) null without a list price row.
 */
export function viewerPrices(product: SharedProduct, view: PriceView) {
  const wholesale = buyerListPrice(product, view.currency, view.priceTypeId);
  return {
    price_wholesale: view.seesWholesale ? (wholesale ?? '0.00') : null,
    price_retail: listPrice(product, view.currency)?.retail ?? null,
    price_with_discount: view.seesWholesale
      ? wholesale !== null
        ? priceWithDiscount(wholesale, view.discount)
        : '0.00'
      : null,
  };
}

/**
 * A product's Product JSON with a hole for each live field (LiveFields): `shared parts[0]
 * basket_count parts[1] quantity parts[2] user_order_count parts[3] from_auto_order parts[4]
 * is_favourite parts[5]` is the JSON, so a kept answer can be sent again with them read afresh
 * (docs/rules.md#catalogue-answers). `shared` are the product's texts as the arena holds them
 * (UTF-8 bytes: sharedBytes), `parts` the viewer's fields serialised.
 */
export type ProductText = {
  id: number;
  shared: readonly Buffer[];
  parts: readonly string[];
  live: LiveFields;
};

/**
 * The Product JSON of docs/rules.md#spec-3 for one viewer (docs/rules.md#catalogue-read-path): the
 * product's pre-serialised shared fragments in `lang` with the viewer's fields serialised and spliced
 * in, keys in the contract's order — the bytes JSON.stringify of the parsed Product would give — cut
 * at the live fields. The store's own recommendations come before the network-wide ones.
 */
export function productText(
  product: SharedProduct,
  lang: TextLanguage,
  viewer: ViewerFields,
  view: PriceView,
): ProductText {
  const prices = viewerPrices(product, view);
  const own = recommendationItems(viewer.recommendations);
  const recommendations = own && product.network ? `${own},${product.network}` : own || product.network;
  const { basket_count, quantity, user_order_count, from_auto_order, is_favourite } = viewer;
  return {
    id: product.id,
    shared: sharedBytes(product, lang),
    parts: [
      `"price_wholesale":${text(prices.price_wholesale)},` +
        `"price_retail":${text(prices.price_retail)},"price_with_discount":${text(prices.price_with_discount)},` +
        `"store_currency":"${view.currency}","basket_count":`,
      ',"quantity":',
      `,"stores":${storesJson(viewer.stores)},${product.middle}${recommendations}],"user_order_count":`,
      `,"sales_for_report_period":${viewer.sales_for_report_period},"from_auto_order":`,
      ',"is_favourite":',
      `,"capacity":${capacityJson(viewer.capacity)}}`,
    ],
    live: { basket_count, quantity, user_order_count, from_auto_order, is_favourite },
  };
}

/** A nullable string as JSON. */
const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/** Product['stores'] as JSON, keys in the contract's order. */
const storesJson = (stores: Product['stores']) =>
  `[${stores.map((s) => `{"id":${s.id},"name":${JSON.stringify(s.name)},"quantity":${s.quantity},"supplies":${s.supplies}}`).join(',')}]`;

/** Product['capacity'] as JSON, keys in the contract's order. */
const capacityJson = (c: Product['capacity']) =>
  c === null
    ? 'null'
    : `{"capacity":${c.capacity},"count":${c.count},"supplies":${c.supplies},"alias_name":${text(c.alias_name)},"is_premium":${c.is_premium},"size":${text(c.size)}}`;

/** The live fields in the order of their holes. */
const holes = (live: LiveFields) =>
  [live.basket_count, live.quantity, live.user_order_count, live.from_auto_order, live.is_favourite] as const;

/** The Product JSON of a product text. */
export function productJson(item: ProductText): string {
  return renderAnswer(answerText([item], '', ''), [item.live]).toString();
}

/**
 * An answer with the live fields of each product as holes, as UTF-8 bytes: `parts` has five holes
 * per product of `ids` (LiveFields' order), so `parts.length = 5 × ids.length + 1`. The parts are
 * views of one buffer: the products' texts are copied from the arena as they are, never decoded
 * and encoded again.
 */
export type AnswerText = { parts: Buffer[]; ids: number[] };

/** The products between `open` and `close`, comma-separated, as an answer text. */
function answerText(items: readonly ProductText[], open: string, close: string): AnswerText {
  // Each part as its pieces; a part ends where a live field goes.
  const pieces: (string | Buffer)[][] = [];
  let pending: (string | Buffer)[] = [open];
  for (const [i, item] of items.entries()) {
    const { shared, parts } = item;
    pending.push(i > 0 ? ',' : '', ...shared, parts[0]!);
    pieces.push(pending);
    for (let k = 1; k < parts.length - 1; k++) pieces.push([parts[k]!]);
    pending = [parts[parts.length - 1]!];
  }
  pending.push(close);
  pieces.push(pending);
  return { parts: bytesOf(pieces), ids: items.map((item) => item.id) };
}

/** Each part of `pieces` as UTF-8 bytes: views of one buffer written in one pass. */
function bytesOf(pieces: readonly (readonly (string | Buffer)[])[]): Buffer[] {
  let total = 0;
  for (const part of pieces)
    for (const piece of part) total += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
  const out = Buffer.allocUnsafeSlow(total);
  const parts: Buffer[] = [];
  let at = 0;
  for (const part of pieces) {
    const start = at;
    for (const piece of part) at += typeof piece === 'string' ? out.write(piece, at) : piece.copy(out, at);
    parts.push(out.subarray(start, at));
  }
  return parts;
}

/** The answer's bytes with `live[i]` in the holes of product `ids[i]`. */
export function renderAnswer(text: AnswerText, live: readonly LiveFields[]): Buffer {
  const values = live.flatMap(holes).map(String);
  let total = 0;
  for (const part of text.parts) total += part.length;
  for (const value of values) total += value.length;
  const out = Buffer.allocUnsafeSlow(total);
  let at = text.parts[0]!.copy(out, 0);
  for (let i = 0; i < values.length; i++) {
    at += out.write(values[i]!, at, 'latin1');
    at += text.parts[i + 1]!.copy(out, at);
  }
  return out;
}

/** `{"data":[…],"meta":{…}}` of GET catalog/products. */
export const pageText = (items: readonly ProductText[], meta: PageMeta): AnswerText =>
  answerText(items, '{"data":[', `],"meta":${JSON.stringify(meta)}}`);

/** `{"data":Product}` of GET catalog/products/{code}. */
export const productAnswerText = (item: ProductText): AnswerText => answerText([item], '{"data":', '}');
