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
 * The Product JSON of docs/rules.md#spec-3 for one viewer (docs/rules.md#catalogue-read-path): the
 * product's pre-serialised shared fragments in `lang` with the viewer's fields serialised and spliced
 * in, keys in the contract's order — the bytes JSON.stringify of the parsed Product would give.
 * The store's own recommendations come before the network-wide ones.
 */
export function productJson(
  product: SharedProduct,
  lang: TextLanguage,
  viewer: ViewerFields,
  view: PriceView,
): string {
  const before = JSON.stringify({
    ...viewerPrices(product, view),
    store_currency: view.currency,
    basket_count: viewer.basket_count,
    quantity: viewer.quantity,
    stores: viewer.stores,
  });
  const after = JSON.stringify({
    user_order_count: viewer.user_order_count,
    sales_for_report_period: viewer.sales_for_report_period,
    from_auto_order: viewer.from_auto_order,
    is_favourite: viewer.is_favourite,
    capacity: viewer.capacity,
  });
  const own = recommendationItems(viewer.recommendations);
  const recommendations = own && product.network ? `${own},${product.network}` : own || product.network;
  return `${inLanguage(product.head, lang)}${before.slice(1, -1)},${product.middle}${recommendations}],${after.slice(1)}`;
}

/** `{"data":[…],"meta":{…}}` of GET catalog/products from product JSON texts. */
export const pageJson = (items: readonly string[], meta: PageMeta): string =>
  `{"data":[${items.join(',')}],"meta":${JSON.stringify(meta)}}`;
