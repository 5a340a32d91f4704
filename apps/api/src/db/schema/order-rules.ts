import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, stampedNow } from './columns';
import { users } from './users';

/**
 * The minimum order sum per currency (docs/rules.md#order-minimum): staff set one for each currency
 * a version sells in (RUB for the Russian version; EUR, PLN, RSD for the English one). No row: no
 * minimum in that currency. Written only by ordering/order-rules.
 */
export const orderMinimums = pgTable(
  'order_minimums',
  {
    currency: text('currency').primaryKey(),
    /** Major units (roubles, euros), 2 decimals, above 0. */
    minSum: money('min_sum').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [check('order_minimums_positive', sql`${t.minSum} > 0`)],
);
