import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, stampedNow } from './columns';

/**
 * Price types (docs/rules.md#buyer-price): named price lists staff keep — wholesale, large
 * wholesale, franchise… A counterparty may have one (counterparties.price_type_id); its buyers then
 * pay the type's price of a product where it has one, the list price (product_prices) elsewhere.
 * Written only by catalogue/price-types; their prices: price-type-prices.ts.
 */
export const priceTypes = pgTable(
  'price_types',
  {
    id: id(),
    name: text('name').notNull(),
    /** МойСклад's price type id when the type came from there (docs/moysklad.md), else null. */
    externalId: text('external_id'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('price_types_name_lower').using('btree', sql`lower(${t.name})`),
    uniqueIndex('price_types_external_id').on(t.externalId),
  ],
);

/** The price type column of counterparties, kept here so both tables' docs sit together. */
export const priceTypeIdColumn = () => integer('price_type_id').references(() => priceTypes.id);
