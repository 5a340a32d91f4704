import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { id, money, publicUuid, ref, stampedNow } from './columns';
import { stores } from './stores';
import { users } from './users';

/** One basket per customer and current store (docs/rules.md#basket-logic). */
export const baskets = pgTable(
  'baskets',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    storeId: ref('store_id', () => stores.id),
    /** The client's temporary basket uuid (X-Basket-Uuid) that changed it last. */
    lastBasketUuid: uuid('last_basket_uuid'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [unique('baskets_user_store').on(t.userId, t.storeId)],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    basketId: ref('basket_id', () => baskets.id),
    productId: ref('product_id', () => products.id),
    basketCount: integer('basket_count').notNull(),
    fromAutoOrder: boolean('from_auto_order').notNull().default(false),
    /** Why the auto order proposed this count (sales pace, free shelf, stock): shown in the basket. */
    autoOrderReason: jsonb('auto_order_reason'),
    addedAt: stampedNow('added_at'),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.productId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: ref('user_id', () => users.id),
    productId: ref('product_id', () => products.id),
    createdAt: stampedNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Auto orders computed for an outlet (docs/rules.md#auto-order-check, docs/rules.md#auto-order-flow). */
export const autoOrders = pgTable(
  'auto_orders',
  {
    id: id(),
    uuid: publicUuid(),
    userId: ref('user_id', () => users.id),
    storeId: ref('store_id', () => stores.id),
    maxOrderSum: money('max_order_sum').notNull(),
    sumBefore: money('sum_before').notNull().default('0'),
    /** Proposed lines: [{ product_id, count, reason }]. */
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('fresh'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('auto_orders_store').on(t.storeId, t.createdAt)],
);
