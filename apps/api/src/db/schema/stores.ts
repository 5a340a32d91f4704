import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSequence, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, money, ref } from './columns';
import { counterparties } from './counterparties';
import { users } from './users';

/**
 * Stores (docs/rules.md#store): the provider's main stores (1 Russian, 56 English) hold the warehouse
 * stock; retail outlets belong to customers through user_stores.
 */
/** Ids of stores created in the app; ids below it come from the provider's stock system and the demo data. */
export const storesIdSeq = pgSequence('stores_id_seq', { startWith: 100000 });

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().default(sql`nextval('stores_id_seq')`),
    name: text('name').notNull(),
    isRetail: boolean('is_retail').notNull().default(false),
    /** RUB, EUR, PLN or RSD: the currency of prices shown while this store is current. */
    currency: text('currency').notNull().default('RUB'),
    /** Version the store belongs to: ru or en. */
    version: text('version').notNull().default('ru'),
    reportPeriodDays: integer('report_period_days').notNull().default(14),
    autoOrderSum: money('auto_order_sum'),
    city: text('city'),
    /** The counterparty owning this outlet; null for the provider's main stores (docs/rules.md#counterparty). */
    counterpartyId: integer('counterparty_id').references(() => counterparties.id),
    /** Whether the outlet takes part in the sales ranking (docs/rules.md#counterparty). */
    inRanking: boolean('in_ranking').notNull().default(true),
  },
  (t) => [index('stores_counterparty').on(t.counterpartyId)],
);

export const userStores = pgTable(
  'user_stores',
  {
    userId: ref('user_id', () => users.id),
    storeId: ref('store_id', () => stores.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('user_stores_store').on(t.storeId)],
);

/**
 * Occupancy capacities (docs/rules.md#occupancy-entry, docs/rules.md#spec-9): how many items of a category, size and
 * premium type fit the outlet's shelves; `cost` weighs the category occupancy.
 */
export const capacities = pgTable(
  'capacities',
  {
    id: id(),
    storeId: ref('store_id', () => stores.id),
    productCategoryId: integer('product_category_id').notNull(),
    size: text('size'),
    isPremium: boolean('is_premium').notNull().default(false),
    capacity: integer('capacity').notNull(),
    cost: money('cost').notNull().default('1'),
    aliasName: text('alias_name'),
    categoryTypeId: integer('category_type_id'),
  },
  (t) => [index('capacities_store').on(t.storeId)],
);
