import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL of the discounted price of docs/rules.md#spec-9 — the twin of `priceWithDiscount` (packages/contract
 * rules/price.ts), proven equal by price.sql.api.test.ts: `round(price × (1 − discount / 100), 2)`,
 * numeric, halves away from zero. `price` is a numeric expression (product_prices.wholesale, money
 * in the currency's units; null gives null); `discount` a percent (users.discount, numeric(5,2)) —
 * a number is sent as a parameter, cast to numeric so the division is exact.
 */
export const priceWithDiscountSql = (price: SQL, discount: SQL | number): SQL =>
  sql`round(${price} * (1 - ${discount}::numeric / 100), 2)`;

/**
 * SQL of "has a price" (docs/rules.md#no-price), the twin of the contract's `hasPrice`: the price
 * when it is above 0, else null — so `listedPriceSql(p) is not null` is the rule, and a sort on it
 * with `nulls last` puts every product without a price after the priced ones in either direction.
 */
export const listedPriceSql = (price: SQL): SQL => sql`nullif(greatest(${price}, 0), 0)`;
