import {
  type Currency,
  type PageMeta,
  type Product,
  priceWithDiscount,
  type TextLanguage,
} from '@kits/contract';
import { inLanguage, type RecommendationRow, recommendationItems, type SharedProduct } from './snapshot';

/** The viewer's scalar fields of one product, as the viewer statement answers them per item. */
export type ViewerCounts = {
  quantity: number;
  basket_count: number;
  from_auto_order: boolean;
  user_order_count: number;
  sales_for_report_period: number;
  is_favourite: boolean;
};

/** The viewer's own fields of one product (docs/rules.md#catalogue-read-path), ready to serialise. */
export type ViewerFields = ViewerCounts & {
  stores: Product['stores'];
  capacity: Product['capacity'];
  /** The store's own smart recommendations (store_id = the store), any kind. */
  recommendations: RecommendationRow[];
};

/** Who sees the prices: the store's currency, whether wholesale prices show, the discount in percent. */
export type PriceView = { currency: Currency; seesWholesale: boolean; discount: number };

/**
 * The prices of docs/rules.md#spec-9 from the list price in the store's currency: wholesale and
 * discounted (priceWithDiscount, the rule's one JS home) null for a user with no group
 * (docs/rules.md#who-may-order), "0.00" when the product has no price in the currency; retail null
 * without a price row.
 */
export function viewerPrices(product: SharedProduct, view: PriceView) {
  const row = product.prices.get(view.currency);
  return {
    price_wholesale: view.seesWholesale ? (row?.wholesale ?? '0.00') : null,
    price_retail: row?.retail ?? null,
    price_with_discount: view.seesWholesale
      ? row
        ? priceWithDiscount(row.wholesale, view.discount)
        : '0.00'
      : null,
  };
}

/**
 * A product's Product JSON around its warehouse stock: `before + quantity + after` is the JSON, so
 * a kept answer can be sent again with the stock read live (docs/rules.md#catalogue-answers).
 */
export type ProductText = { id: number; before: string; quantity: number; after: string };

/**
 * The Product JSON of docs/rules.md#spec-3 for one viewer (docs/rules.md#catalogue-read-path): the
 * product's pre-serialised shared fragments in `lang` with the viewer's fields serialised and spliced
 * in, keys in the contract's order — the bytes JSON.stringify of the parsed Product would give — cut
 * at the warehouse stock. The store's own recommendations come before the network-wide ones.
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
  return {
    id: product.id,
    before:
      `${inLanguage(product.head, lang)}"price_wholesale":${text(prices.price_wholesale)},` +
      `"price_retail":${text(prices.price_retail)},"price_with_discount":${text(prices.price_with_discount)},` +
      `"store_currency":"${view.currency}","basket_count":${viewer.basket_count},"quantity":`,
    quantity: viewer.quantity,
    after:
      `,"stores":${storesJson(viewer.stores)},${product.middle}${recommendations}],` +
      `"user_order_count":${viewer.user_order_count},"sales_for_report_period":${viewer.sales_for_report_period},` +
      `"from_auto_order":${viewer.from_auto_order},"is_favourite":${viewer.is_favourite},` +
      `"capacity":${capacityJson(viewer.capacity)}}`,
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

/** The Product JSON of a product text. */
export const productJson = (text: ProductText): string => `${text.before}${text.quantity}${text.after}`;

/**
 * An answer with a hole for each product's warehouse stock: `parts[0] q(ids[0]) parts[1] …
 * parts[n]` (one more part than ids).
 */
export type AnswerText = { parts: string[]; ids: number[] };

/** The products between `open` and `close`, comma-separated, as an answer text. */
function answerText(items: readonly ProductText[], open: string, close: string): AnswerText {
  if (items.length === 0) return { parts: [`${open}${close}`], ids: [] };
  const parts = [`${open}${items[0]!.before}`];
  for (let i = 1; i < items.length; i++) parts.push(`${items[i - 1]!.after},${items[i]!.before}`);
  parts.push(`${items[items.length - 1]!.after}${close}`);
  return { parts, ids: items.map((item) => item.id) };
}

/** `{"data":[…],"meta":{…}}` of GET catalog/products. */
export const pageText = (items: readonly ProductText[], meta: PageMeta): AnswerText =>
  answerText(items, '{"data":[', `],"meta":${JSON.stringify(meta)}}`);

/** `{"data":Product}` of GET catalog/products/{code}. */
export const productAnswerText = (item: ProductText): AnswerText => answerText([item], '{"data":', '}');

/** The answer's bytes with `quantities[i]` in the hole of `ids[i]`. */
export function renderAnswer(text: AnswerText, quantities: readonly number[]): string {
  let out = text.parts[0]!;
  for (let i = 0; i < text.ids.length; i++) out += `${quantities[i]}${text.parts[i + 1]}`;
  return out;
}
