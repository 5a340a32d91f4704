import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { id, money, ref, stampedNow, timestamptz } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * Connected online-shop (Shopify) accounts (docs/rules.md#shopify-account): one per user and shop
 * domain; only its user may see or use it. `token_sealed` is the Admin API access token sealed with
 * AES-256-GCM (lib/secret-box.ts, key SHOPIFY_TOKEN_KEY) and is never answered or logged.
 *
 * - `status`: connected | token_refused | unreachable (the last check or call).
 * - `location_id`: the shop's location (GID) whose inventory we set.
 * - `currency`: the shop's currency code from the `shop` query.
 * - `price_rule`: the last publish's retail price rule (ShopifyPriceRule of the contract).
 */
export const shopifyAccounts = pgTable(
  'shopify_accounts',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    shopDomain: text('shop_domain').notNull(),
    name: text('name').notNull(),
    tokenSealed: text('token_sealed').notNull().default(''),
    status: text('status').notNull().default('connected'),
    currency: text('currency'),
    locationId: text('location_id'),
    priceRule: jsonb('price_rule'),
    lastError: text('last_error'),
    lastSyncAt: timestamptz('last_sync_at'),
    ordersFetchedAt: timestamptz('orders_fetched_at'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [unique('shopify_accounts_user_shop').on(t.userId, t.shopDomain)],
);

/**
 * Our product ↔ their product and variant, per account (re-publishing updates in place, never
 * duplicates). `price`: the retail price last pushed, in the account's currency; `quantity`: the
 * inventory last pushed (null: never); the stock sync pushes where it differs from our warehouse
 * stock (0 for a product gone or hidden).
 */
export const shopifyProducts = pgTable(
  'shopify_products',
  {
    accountId: ref('account_id', () => shopifyAccounts.id),
    productId: ref('product_id', () => products.id),
    shopifyProductId: text('shopify_product_id').notNull(),
    shopifyVariantId: text('shopify_variant_id').notNull(),
    inventoryItemId: text('inventory_item_id').notNull(),
    price: money('price'),
    quantity: integer('quantity'),
    publishedAt: stampedNow('published_at'),
    quantityPushedAt: timestamptz('quantity_pushed_at'),
  },
  (t) => [
    unique('shopify_products_account_product').on(t.accountId, t.productId),
    index('shopify_products_product').on(t.productId),
  ],
);

/**
 * Paid orders fetched from a connected shop that hold at least one of our SKUs; unique per account
 * and Shopify order id, so an order is brought in once.
 *
 * - `state`: new | in_basket | ordered.
 * - `lines`: [{ sku, title, quantity, price, productId | null }].
 * - `shipping`: the buyer's shipping address as Shopify answered it.
 * - `order_id`: our order made from it (state ordered).
 */
export const shopifyOrders = pgTable(
  'shopify_orders',
  {
    id: id(),
    accountId: ref('account_id', () => shopifyAccounts.id),
    shopifyOrderId: text('shopify_order_id').notNull(),
    name: text('name').notNull(),
    shopifyCreatedAt: timestamptz('shopify_created_at').notNull(),
    currency: text('currency').notNull(),
    total: money('total', { wide: true }).notNull(),
    buyer: text('buyer').notNull().default(''),
    shipping: jsonb('shipping'),
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    state: text('state').notNull().default('new'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    fetchedAt: stampedNow('fetched_at'),
    broughtInAt: timestamptz('brought_in_at'),
  },
  (t) => [
    unique('shopify_orders_account_order').on(t.accountId, t.shopifyOrderId),
    index('shopify_orders_account_created').on(t.accountId, t.shopifyCreatedAt),
  ],
);
