import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { money, ref } from './columns';
import { priceTypes } from './price-types';

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
