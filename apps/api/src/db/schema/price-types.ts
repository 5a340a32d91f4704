import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { id, money, ref, stampedNow } from './columns';

/**
 * Price types (docs/rules.md#buyer-price): named price lists staff keep — wholesale, large
 * wholesale, franchise… A counterparty may have one (counterparties.price_type_id); its buyers then
 * pay the type's price of a product where it has one, the list price (product_prices) elsewhere.
 * Written only by catalogue/price-types.
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

/**
 * A product's wholesale price of one price type in one currency (money in the currency's units,
 * above 0). No row: the buyer of that type pays the list price (docs/rules.md#buyer-price).
 */
export const priceTypePrices = pgTable(
  'price_type_prices',
  {
    priceTypeId: ref('price_type_id', () => priceTypes.id),
    productId: ref('product_id', () => products.id),
    currency: text('currency').notNull(),
    wholesale: money('wholesale').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceTypeId, t.productId, t.currency] }),
    index('price_type_prices_product').on(t.productId),
    check('price_type_prices_positive', sql`${t.wholesale} > 0`),
  ],
);

/** The price type column of counterparties, kept here so both tables' docs sit together. */
export const priceTypeIdColumn = () => integer('price_type_id').references(() => priceTypes.id);
