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
