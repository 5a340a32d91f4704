/**
 * What our documents send to a shop and what it answers (shopify.operations.ts), in Shopify's
 * own shapes (docs/rules.md#shopify-account): the client (shopify.client.ts) passes them through.
 */

/** The shop as the `shop` query answers it, with its first location. */
export type ShopInfo = {
  name: string;
  currencyCode: string;
  myshopifyDomain: string;
  locationId: string | null;
};

/** What publishing one product sends (productSet); `productId`/`variantId` update in place. */
export type ProductSetFields = {
  productId?: string | null;
  variantId?: string | null;
  title: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Absolute picture URLs; sent when the product is created (an update keeps the shop's files). */
  pictureUrls: string[];
  /** Our product code. */
  sku: string;
  /** "1234.50" in the shop's currency. */
  price: string;
  /** Units available at `locationId`. */
  quantity: number;
  locationId: string;
};

/** The ids a productSet answers: ours to keep in shopify_products. */
export type ProductSetResult = { productId: string; variantId: string; inventoryItemId: string };

/** One order of the `orders` query, as Shopify answers it. */
export type ShopifyOrderNode = {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  displayFinancialStatus: string | null;
  currencyCode: string;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  customer: { displayName: string } | null;
  shippingAddress: {
    name: string | null;
    phone: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    province: string | null;
    countryCodeV2: string | null;
  } | null;
  lineItems: {
    nodes: {
      sku: string | null;
      name: string;
      quantity: number;
      originalUnitPriceSet: { shopMoney: { amount: string; currencyCode: string } };
    }[];
  };
};

export type OrdersPage = { orders: ShopifyOrderNode[]; endCursor: string | null; hasNextPage: boolean };

/** The productSet input of one product with one variant (docs/rules.md#shopify-account). */
export function productSetInput(fields: ProductSetFields): Record<string, unknown> {
  const create = !fields.productId;
  return {
    ...(fields.productId ? { id: fields.productId } : {}),
    title: fields.title,
    descriptionHtml: fields.descriptionHtml,
    vendor: fields.vendor,
    productType: fields.productType,
    tags: fields.tags,
    status: 'ACTIVE',
    productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
    ...(create && fields.pictureUrls.length > 0
      ? { files: fields.pictureUrls.map((url) => ({ originalSource: url, contentType: 'IMAGE' })) }
      : {}),
    variants: [
      {
        ...(fields.variantId ? { id: fields.variantId } : {}),
        optionValues: [{ optionName: 'Title', name: 'Default Title' }],
        sku: fields.sku,
        price: fields.price,
        inventoryPolicy: 'DENY',
        inventoryQuantities: [
          { locationId: fields.locationId, name: 'available', quantity: fields.quantity },
        ],
      },
    ],
  };
}
