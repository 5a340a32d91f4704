import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { stores } from './stores';
import { users } from './users';

/** Orders (spec §3 Order response). `type` 'store' marks an inner order (no invoice). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    name: text('name').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    version: text('version').notNull().default('ru'),
    type: text('type').notNull().default('customer'),
    status: text('status').notNull().default('new'),
    currency: text('currency').notNull(),
    sum: numeric('sum', { precision: 14, scale: 2 }).notNull(),
    discountSum: numeric('discount_sum', { precision: 14, scale: 2 }).notNull().default('0'),
    delivery: jsonb('delivery'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_created').on(t.userId, t.createdAt),
  ],
);

/** Order lines with prices frozen as they were at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    priceWithDiscount: numeric('price_with_discount', { precision: 12, scale: 2 }).notNull(),
    sum: numeric('sum', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/** Invoices (счёт на оплату), one per order; the PDF is rendered on request. */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
