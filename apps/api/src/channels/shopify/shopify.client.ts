import { runShopifyDocument, type ShopifyClientOptions } from './shopify.admin-api';
import { ShopifyError, type ShopifyUserError, throwUserErrors } from './shopify.errors';
import {
  INVENTORY_SET_MUTATION,
  ORDERS_QUERY,
  PRODUCT_SET_MUTATION,
  SHOP_QUERY,
  VARIANTS_BY_SKU_QUERY,
} from './shopify.operations';
import {
  type OrdersPage,
  type ProductSetFields,
  type ProductSetResult,
  productSetInput,
  type ShopInfo,
  type ShopifyOrderNode,
} from './shopify.shapes';

export type { ShopifyClientOptions } from './shopify.admin-api';

/**
 * A client of one shop (docs/rules.md#shopify-calls): our four documents over Shopify's Admin
 * API client (shopify.admin-api.ts: the library, the SHOPIFY_ADMIN_URL template, timeouts,
 * retries and the cost budget). Making one sends nothing; every method throws ShopifyError
 * (shopify.errors.ts), or the signal's reason when it aborts.
 */
export function createShopifyClient(options: ShopifyClientOptions) {
  const run = <T>(query: string, variables: Record<string, unknown> = {}, once = false) =>
    runShopifyDocument<T>(options, { query, variables, once });

  return {
    /** The shop's name, currency, domain and first location: checks the token at once. */
    async shop(): Promise<ShopInfo> {
      const data = await run<{
        shop: { name: string; currencyCode: string; myshopifyDomain: string };
        locations: { nodes: { id: string }[] };
      }>(SHOP_QUERY);
      return { ...data.shop, locationId: data.locations.nodes[0]?.id ?? null };
    },

    /**
     * Creates the product, or updates it in place (fields.productId); throws `user_errors` when
     * refused. A create cut off on the way is not sent again (the shop may have made it).
     */
    async productSet(fields: ProductSetFields): Promise<ProductSetResult> {
      const data = await run<{
        productSet: {
          product: {
            id: string;
            variants: { nodes: { id: string; inventoryItem: { id: string } }[] };
          } | null;
          userErrors: ShopifyUserError[];
        } | null;
      }>(PRODUCT_SET_MUTATION, { input: productSetInput(fields) }, !fields.productId);
      throwUserErrors(`productSet ${fields.sku}`, data.productSet?.userErrors ?? []);
      const product = data.productSet?.product;
      const variant = product?.variants.nodes[0];
      if (!product || !variant)
        throw new ShopifyError('bad_answer', `productSet ${fields.sku}: no product in the answer`);
      return { productId: product.id, variantId: variant.id, inventoryItemId: variant.inventoryItem.id };
    },

    /**
     * The products in the shop whose variant has exactly this SKU (Shopify's search may also match
     * a prefix: those are left out), oldest first: what a create cut off on the way may have made.
     */
    async productsWithSku(sku: string): Promise<ProductSetResult[]> {
      const quoted = `sku:"${sku.replace(/["\\]/g, (c) => `\\${c}`)}"`;
      const data = await run<{
        productVariants: {
          nodes: { id: string; sku: string | null; product: { id: string }; inventoryItem: { id: string } }[];
        };
      }>(VARIANTS_BY_SKU_QUERY, { query: quoted });
      return data.productVariants.nodes
        .filter((v) => v.sku === sku)
        .map((v) => ({ productId: v.product.id, variantId: v.id, inventoryItemId: v.inventoryItem.id }));
    },

    /** Sets the "available" quantity of each inventory item at `locationId` (one call for many). */
    async setInventory(input: {
      locationId: string;
      quantities: { inventoryItemId: string; quantity: number }[];
    }): Promise<void> {
      if (input.quantities.length === 0) return;
      const data = await run<{ inventorySetQuantities: { userErrors: ShopifyUserError[] } | null }>(
        INVENTORY_SET_MUTATION,
        {
          input: {
            name: 'available',
            reason: 'correction',
            ignoreCompareQuantity: true,
            quantities: input.quantities.map((q) => ({ ...q, locationId: input.locationId })),
          },
        },
      );
      throwUserErrors('inventorySetQuantities', data.inventorySetQuantities?.userErrors ?? []);
    },

    /**
     * A page of paid orders updated since `updatedSince` (ISO time; all when null), oldest update
     * first; pass the answer's `endCursor` as `after` for the next page.
     */
    async orders(input: {
      updatedSince: string | null;
      after?: string | null;
      first?: number;
    }): Promise<OrdersPage> {
      const query = [
        'financial_status:paid',
        ...(input.updatedSince ? [`updated_at:>='${input.updatedSince}'`] : []),
      ].join(' ');
      const data = await run<{
        orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrderNode[] };
      }>(ORDERS_QUERY, { first: input.first ?? 50, after: input.after ?? null, query });
      return {
        orders: data.orders.nodes,
        endCursor: data.orders.pageInfo.endCursor,
        hasNextPage: data.orders.pageInfo.hasNextPage,
      };
    },
  };
}

export type ShopifyClient = ReturnType<typeof createShopifyClient>;
