import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { id, money, publicUuid, ref, stampedNow } from './columns';
import { integrationKeys } from './integration-keys';
import { stores } from './stores';
import { users } from './users';

/** A PostgreSQL `xid8` (a 64-bit transaction id), read as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Orders (docs/rules.md#order-response). `type` 'store' marks an inner order (no invoice).
 * `change_xid`: the transaction that last inserted or updated the row (the trigger of migration
 * 0020 sets it on every update), the order of the machine API's cursor
 * (docs/rules.md#integration-orders-cursor).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    uuid: publicUuid(),
    name: text('name').notNull().unique(),
    userId: ref('user_id', () => users.id, { cascade: false }),
    storeId: ref('store_id', () => stores.id, { cascade: false }),
    version: text('version').notNull().default('ru'),
    type: text('type').notNull().default('customer'),
    status: text('status').notNull().default('new'),
    currency: text('currency').notNull(),
    sum: money('sum', { wide: true }).notNull(),
    discountSum: money('discount_sum', { wide: true }).notNull().default('0'),
    delivery: jsonb('delivery'),
    /** The buyer's own reference for the order (their purchase order number), ≤ 50 characters (docs/rules.md#order-reference). */
    reference: text('reference'),
    /** The delivery day the buyer asked for, if any (docs/rules.md#order-reference). */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: stampedNow('created_at'),
    /** The customer order this order became in МойСклад (docs/moysklad.md §Orders out), null until delivered. */
    moyskladId: uuid('moysklad_id'),
    changeXid: xid8('change_xid').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    unique('orders_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_created').on(t.userId, t.createdAt),
    unique('orders_moysklad').on(t.moyskladId),
    // The orders still to deliver to МойСклад: the outbox is the orders table itself.
    index('orders_moysklad_pending').on(t.id).where(sql`${t.moyskladId} is null`),
    index('orders_change').on(t.changeXid, t.id),
  ],
);

/**
 * Order lines with prices frozen as they were at checkout. `from_auto_order`: the basket line it was
 * made from came from an auto order (docs/rules.md#reports counts auto orders sent by it).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id),
    productId: ref('product_id', () => products.id, { cascade: false }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    priceWithDiscount: money('price_with_discount').notNull(),
    sum: money('sum', { wide: true }).notNull(),
    fromAutoOrder: boolean('from_auto_order').notNull().default(false),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);

/**
 * An order's status history (docs/rules.md#order-status): one row per move, with who made it and
 * their comment; the first row is the order's creation ('new'). `integration_key_id`: the move
 * came through the machine API with that key (user_id null then).
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id),
    status: text('status').notNull(),
    comment: text('comment'),
    userId: integer('user_id'),
    /** Where the move came from: `staff` (a user here), `moysklad` (a state changed there). */
    source: text('source').notNull().default('staff'),
    integrationKeyId: integer('integration_key_id').references(() => integrationKeys.id),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.createdAt)],
);

/** Invoices (счёт на оплату), one per order; the PDF is rendered on request. */
export const invoices = pgTable('invoices', {
  id: id(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  createdAt: stampedNow('created_at'),
});

/**
 * Units of each product in each user's own orders (the catalogue's `user_order_count`,
 * docs/rules.md#catalogue-read-path): kept by the triggers of migration 0014 on order lines and
 * orders, so a page reads 50 primary-key rows instead of summing every line of the user's orders.
 */
export const userOrderUnits = pgTable(
  'user_order_units',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
