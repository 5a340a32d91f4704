import {
  APPROVED_STATUS,
  MAIN_STORE_ID,
  type Product,
  RECOMMENDATION_KINDS,
  type RecommendationKind,
  type User,
} from '@kits/contract';

/** The product page exists for the buyer only once content managers approved the card (docs/rules.md#spec-2). */
export const isApproved = (product: Pick<Product, 'statuses'>) =>
  product.statuses.some((s) => s.slug === APPROVED_STATUS);

/**
 * Stock badges of docs/rules.md#spec-2: in store (the warehouse quantity), in basket (when basket_count > 0) and
 * overdose (basket_count above stock, by how many).
 */
export function stockState(product: Pick<Product, 'quantity' | 'basket_count'>) {
  return {
    inStore: product.quantity,
    inBasket: product.basket_count > 0 ? product.basket_count : null,
    overdose: product.basket_count > product.quantity ? product.basket_count - product.quantity : null,
  };
}

/** The distinct recommendation kinds of a product, in the fixed order of RECOMMENDATION_KINDS. */
export const recommendationKinds = (product: Pick<Product, 'smart_recommendations'>): RecommendationKind[] =>
  RECOMMENDATION_KINDS.filter((kind) =>
    product.smart_recommendations.some((r) => r.recommendation_value === kind),
  );

/**
 * Non-main retail outlets see their sales for the report period instead of their own order count
 * (docs/rules.md#spec-6).
 */
export const showsPeriodSales = (user: Pick<User, 'current_store'> | null, mainStoreId: number) =>
  !!user && user.current_store.is_retail && user.current_store.id !== mainStoreId;

const WAREHOUSES: readonly number[] = Object.values(MAIN_STORE_ID);
/**
 * The user's outlets' stock of a product: `stores` without the main stores (docs/rules.md#main-stores: 1 and 56).
 * Those are warehouses, not shelves; this version's one is the product's `quantity` already.
 */
export const outletStores = (product: Pick<Product, 'stores'>) =>
  product.stores.filter((s) => !WAREHOUSES.includes(s.id));

/** A property value by slug (size, premium, special). */
export const propertyValue = (product: Pick<Product, 'properties'>, slug: string) =>
  product.properties.find((p) => p.slug === slug)?.value;

/**
 * Description as plain text: imported descriptions may hold HTML (docs/rules.md#import-yml YML CDATA). Tags become
 * line breaks or nothing, entities are decoded by the browser's inert parser; nothing is executed.
 */
export function plainText(html: string): string {
  const withBreaks = html.replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*/g, '\n\n')
    .trim();
}
