import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { ref, stampedNow, timestamptz } from './columns';
import { stores } from './stores';
import { users } from './users';

/**
 * "Send once while a condition holds" per user, store and product (docs/home.md#alerts): a
 * back-in-stock watch (`back_in_stock`, store = the version's main store, kept until the user
 * cancels it) or a reorder reminder already e-mailed (`reorder`, store = the outlet, deleted when
 * the product's cover is back). `notified_at` set: the e-mail for the current spell of the
 * condition was queued; cleared (back in stock) or deleted (reorder) when the condition ends.
 * Written by catalogue/product-alerts only (scripts/table-owners.json).
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    userId: ref('user_id', () => users.id),
    kind: text('kind').notNull(),
    storeId: ref('store_id', () => stores.id),
    productId: ref('product_id', () => products.id),
    createdAt: stampedNow('created_at'),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.storeId, t.productId] }),
    index('product_alerts_product').on(t.productId),
  ],
);

/** The kinds of `product_alerts.kind`. */
export const PRODUCT_ALERT_KINDS = ['back_in_stock', 'reorder'] as const;
export type ProductAlertKind = (typeof PRODUCT_ALERT_KINDS)[number];
