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

/** Whose price a statement reads: a product, a currency and the buyer's price type (null: none). */
export type BuyerPriceOf = { product: SQL; currency: SQL | string; priceTypeId: number | null | SQL };

const currencySql = (currency: SQL | string) =>
  typeof currency === 'string' ? sql`${currency}::text` : currency;
const typeSql = (id: number | null | SQL) => (id === null || typeof id === 'number' ? sql`${id}::int` : id);

/**
 * SQL of the buyer's wholesale price (docs/rules.md#buyer-price), the twin of the contract's
 * `buyerWholesale` (proven equal by price.sql.api.test.ts): the price of the buyer's price type
 * for the product and currency (price_type_prices), else the list price (product_prices), else
 * null. One scalar expression; both reads are primary-key lookups.
 */
export const buyerWholesaleSql = ({ product, currency, priceTypeId }: BuyerPriceOf): SQL =>
  sql`coalesce(
    (select bt.wholesale from price_type_prices bt where bt.price_type_id = ${typeSql(priceTypeId)}
      and bt.product_id = ${product} and bt.currency = ${currencySql(currency)}),
    (select bl.wholesale from product_prices bl where bl.product_id = ${product} and bl.currency = ${currencySql(currency)}))`;

/**
 * `lateral (…) <alias> on true` with the buyer's wholesale price as `<alias>.wholesale`, for a
 * `left join` where statements used to join the list price row: `left join ${buyerPriceJoin('pr', …)}`.
 */
export const buyerPriceJoin = (alias: string, of: BuyerPriceOf): SQL =>
  sql`lateral (select ${buyerWholesaleSql(of)} as wholesale) ${sql.raw(alias)} on true`;
