/**
 * The GraphQL documents we send to a shop's Admin API, one constant each, so a test can validate
 * every one of them against the copy of Shopify's schema (src/test/shopify-admin.graphql, API
 * version SHOPIFY_API_VERSION). The fake shop (src/test/fake-shopify.ts) executes the same texts.
 */

/** Admin API version of the URL and of the schema copy the documents are checked against. */
export const SHOPIFY_API_VERSION = '2025-01';

/** The shop's name, currency and domain, and its first location (whose inventory we set). */
export const SHOP_QUERY = /* GraphQL */ `
  query ShopInfo {
    shop {
      name
      currencyCode
      myshopifyDomain
    }
    locations(first: 1) {
      nodes {
        id
      }
    }
  }
`;

/**
 * Creates a product, or updates it in place when `input.id` is set, with its one variant; answers
 * the product, variant and inventory item ids.
 */
export const PRODUCT_SET_MUTATION = /* GraphQL */ `
  mutation ProductSet($input: ProductSetInput!) {
    productSet(input: $input, synchronous: true) {
      product {
        id
        variants(first: 1) {
          nodes {
            id
            inventoryItem {
              id
            }
          }
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Sets absolute "available" quantities of many inventory items at their locations. */
export const INVENTORY_SET_MUTATION = /* GraphQL */ `
  mutation InventorySetQuantities($input: InventorySetQuantitiesInput!) {
    inventorySetQuantities(input: $input) {
      inventoryAdjustmentGroup {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** A page of orders matching `query` (search syntax, e.g. `financial_status:paid updated_at:>…`), oldest update first. */
export const ORDERS_QUERY = /* GraphQL */ `
  query PaidOrders($first: Int!, $after: String, $query: String) {
    orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        createdAt
        updatedAt
        displayFinancialStatus
        currencyCode
        totalPriceSet {
          shopMoney {
            amount
            currencyCode
          }
        }
        customer {
          displayName
        }
        shippingAddress {
          name
          phone
          address1
          address2
          city
          zip
          province
          countryCodeV2
        }
        lineItems(first: 100) {
          nodes {
            sku
            name
            quantity
            originalUnitPriceSet {
              shopMoney {
                amount
                currencyCode
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * The variants whose SKU is `$query`'s (`sku:"CODE"`), with their product and inventory item: what a
 * create cut off on the way may have made (docs/rules.md#shopify-publish).
 */
export const VARIANTS_BY_SKU_QUERY = /* GraphQL */ `
  query VariantsBySku($query: String!) {
    productVariants(first: 10, query: $query) {
      nodes {
        id
        sku
        product {
          id
        }
        inventoryItem {
          id
        }
      }
    }
  }
`;

/** Every document the client sends (the schema test validates each). */
export const SHOPIFY_DOCUMENTS = {
  shop: SHOP_QUERY,
  productSet: PRODUCT_SET_MUTATION,
  inventorySetQuantities: INVENTORY_SET_MUTATION,
  orders: ORDERS_QUERY,
  variantsBySku: VARIANTS_BY_SKU_QUERY,
} as const;
