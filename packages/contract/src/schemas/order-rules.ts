import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { Money } from './common';
import { StaffMoneyInput } from './product-service';
import { Etag } from './record-version';

/**
 * Wire shapes of the order rules (docs/rules.md#order-rules): the minimum order sum per currency,
 * which staff set on /services/order-rules and every buyer's basket shows.
 */

/** One currency's minimum: `min_sum` in major units, null = no minimum in that currency. */
export const OrderMinimum = z.object({
  currency: z.enum(CURRENCIES),
  /** The version selling in the currency (RUB: ru; EUR, PLN, RSD: en). */
  version: z.enum(['ru', 'en']),
  min_sum: z.nullable(Money),
});
export type OrderMinimum = z.infer<typeof OrderMinimum>;

/** GET/PUT services/order-rules: every currency's minimum, with the record's version (docs/rules.md#record-versions). */
export const OrderRules = z.object({ minimums: z.array(OrderMinimum), etag: Etag });
export type OrderRules = z.infer<typeof OrderRules>;
export const OrderRulesResponse = z.object({ data: OrderRules });

/**
 * PUT services/order-rules body: the minimums to set, each currency at most once; `min_sum` null
 * (or 0) removes that currency's minimum. Currencies left out keep theirs.
 */
export const OrderRulesPut = z.strictObject({
  minimums: z
    .array(
      z.strictObject({
        currency: z.enum(CURRENCIES),
        min_sum: z.nullable(StaffMoneyInput),
      }),
    )
    .check(
      z.maxLength(CURRENCIES.length),
      z.refine((rows) => new Set(rows.map((r) => r.currency)).size === rows.length, 'each currency once'),
    ),
});
export type OrderRulesPut = z.infer<typeof OrderRulesPut>;

/** GET order/rules: the minimum order sum of the caller's basket currency (null: none). */
export const BasketRules = z.object({ currency: z.enum(CURRENCIES), min_sum: z.nullable(Money) });
export type BasketRules = z.infer<typeof BasketRules>;
export const BasketRulesResponse = z.object({ data: BasketRules });
