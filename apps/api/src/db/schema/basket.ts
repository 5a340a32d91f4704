import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { stores } from './stores';
import { users } from './users';

/** One basket per customer and current store (spec §4 Basket logic). */
export const baskets = pgTable(
  'baskets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The client's temporary basket uuid (X-Basket-Uuid) that changed it last. */
    lastBasketUuid: uuid('last_basket_uuid'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('baskets_user_store').on(t.userId, t.storeId)],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    basketCount: integer('basket_count').notNull(),
    fromAutoOrder: boolean('from_auto_order').notNull().default(false),
    /** Why the auto order proposed this count (sales pace, free shelf, stock): shown in the basket. */
    autoOrderReason: jsonb('auto_order_reason'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.productId] })],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Auto orders computed for an outlet (spec §3 Auto-order check, §4 Auto order). */
export const autoOrders = pgTable(
  'auto_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    maxOrderSum: numeric('max_order_sum', { precision: 12, scale: 2 }).notNull(),
    sumBefore: numeric('sum_before', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Proposed lines: [{ product_id, count, reason }]. */
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('fresh'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auto_orders_store').on(t.storeId, t.createdAt)],
);
