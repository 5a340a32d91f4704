import {
  type Currency,
  type PageMeta,
  type Product,
  priceWithDiscount,
  type TextLanguage,
} from '@kits/contract';
import {
  buyerListPrice,
  inLanguage,
  listPrice,
  type RecommendationRow,
  recommendationItems,
  type SharedProduct,
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
 * A product's Product JSON with a hole for each live field (LiveFields): `parts[0] basket_count
 * parts[1] quantity parts[2] user_order_count parts[3] from_auto_order parts[4] is_favourite
 * parts[5]` is the JSON, so a kept answer can be sent again with them read afresh
 * (docs/rules.md#catalogue-answers).
 */
export type ProductText = { id: number; parts: readonly string[]; live: LiveFields };

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
    parts: [
      `${product.lead}${inLanguage(product.head, lang)}${product.media}"price_wholesale":${text(prices.price_wholesale)},` +
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
  return fill(item.parts, holes(item.live));
}

function fill(parts: readonly string[], values: readonly (number | boolean)[]): string {
  let out = parts[0]!;
  for (let i = 0; i < values.length; i++) out += `${values[i]}${parts[i + 1]}`;
  return out;
}

/**
 * An answer with the live fields of each product as holes: `parts` has five holes per product of
 * `ids` (LiveFields' order), so `parts.length = 5 × ids.length + 1`.
 */
export type AnswerText = { parts: string[]; ids: number[] };

/** The products between `open` and `close`, comma-separated, as an answer text. */
function answerText(items: readonly ProductText[], open: string, close: string): AnswerText {
  const parts: string[] = [];
  let pending = open;
  for (const [i, item] of items.entries()) {
    const [first, ...rest] = item.parts;
    parts.push(`${pending}${i > 0 ? ',' : ''}${first}`, ...rest.slice(0, -1));
    pending = rest[rest.length - 1]!;
  }
  parts.push(`${items.length > 0 ? pending : open}${close}`);
  return { parts, ids: items.map((item) => item.id) };
}

/** `{"data":[…],"meta":{…}}` of GET catalog/products. */
export const pageText = (items: readonly ProductText[], meta: PageMeta): AnswerText =>
  answerText(items, '{"data":[', `],"meta":${JSON.stringify(meta)}}`);

/** `{"data":Product}` of GET catalog/products/{code}. */
export const productAnswerText = (item: ProductText): AnswerText => answerText([item], '{"data":', '}');

/** The answer's bytes with `live[i]` in the holes of product `ids[i]`. */
export function renderAnswer(text: AnswerText, live: readonly LiveFields[]): string {
  return fill(text.parts, live.flatMap(holes));
}
