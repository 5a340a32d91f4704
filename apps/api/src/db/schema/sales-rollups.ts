import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from './columns';

/*
 * Sales rollups (docs/rules.md#sales-rollups, decision 0022): derived from `sales` by the
 * statement triggers of migration 0007 (every insert, update and delete of sales lines, in the
 * same transaction) and rebuilt from scratch by `npm run db:rollups`. Readers sum days × stores
 * (or months × products) here instead of raw sales lines. No foreign keys: they are derived data,
 * and a cascade delete of sales lines must be able to subtract from them.
 * Revenue is in the outlet's currency (stores.currency) at the time the line was rolled up.
 */

/** Units and revenue per outlet, product and day: outlet and product views, the catalogue column. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    storeId: integer('store_id').notNull(),
    productId: integer('product_id').notNull(),
    soldOn: date('sold_on').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue', { wide: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.soldOn] }),
    index('sales_daily_product_day').on(t.productId, t.soldOn, t.storeId, t.units),
    index('sales_daily_day').on(t.soldOn),
  ],
);

/** Units and revenue per outlet and day: network totals, trends, outlet rankings. */
export const salesStoreDaily = pgTable(
  'sales_store_daily',
  {
    storeId: integer('store_id').notNull(),
    soldOn: date('sold_on').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue', { wide: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.soldOn] }),
    index('sales_store_daily_day').on(t.soldOn, t.storeId, t.units, t.revenue),
  ],
);

/** Units and revenue per top-level category, outlet and day: category filters and breakdowns. */
export const salesCategoryDaily = pgTable(
  'sales_category_daily',
  {
    categoryId: integer('category_id').notNull(),
    soldOn: date('sold_on').notNull(),
    storeId: integer('store_id').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue', { wide: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.soldOn, t.storeId] }),
    index('sales_category_daily_day').on(t.soldOn),
  ],
);

/**
 * Units and revenue per product and calendar month (`month` = its first day), per version and
 * currency of the outlets that sold it: network-wide product rankings over long periods.
 */
export const salesProductMonthly = pgTable(
  'sales_product_monthly',
  {
    version: text('version').notNull(),
    month: date('month').notNull(),
    productId: integer('product_id').notNull(),
    currency: text('currency').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue', { wide: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.month, t.productId, t.currency] })],
);
