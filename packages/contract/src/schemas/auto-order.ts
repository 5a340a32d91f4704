import { z } from 'zod/mini';
import { dbId, Money } from './common';

/**
 * Wire shapes of the auto-order calls (docs/rules.md#auto-order-check, docs/rules.md#auto-order-flow, docs/rules.md#spec-5, docs/rules.md#spec-7; docs/rules.md#decisions-3;
 * docs/auto-order.md). Sums are in major units of the outlet's currency; times are ISO 8601 strings.
 * The auto order is always computed for the caller's current store (an outlet of theirs, never the
 * version's main store).
 */

/** GET order/auto-order/recommended-sum → a JSON number: whole major units, never below the minimum. */
export const RecommendedSumResponse = z.int().check(z.nonnegative());

/**
 * A sum typed into the auto-order input: a number, or a numeric string with at most 2 decimals
 * ("35000", "35000.50"); above 0 and at most 1,000,000,000.
 */
const SumInput = z.pipe(
  z.union([
    z.number(),
    z.pipe(z.string().check(z.trim(), z.regex(/^\d+(\.\d{1,2})?$/)), z.transform(Number)),
  ]),
  z.number().check(z.positive(), z.maximum(1_000_000_000)),
);

/**
 * POST order/auto-order body (docs/rules.md#spec-7). Below the version's minimum (35000 ru / 500 en, docs/rules.md#spec-5)
 * the call answers 422 with `errors.max_order_sum`. `replace` (default false): the outlet's basket
 * is emptied first, in the same transaction, so the new auto order takes the place of what is there
 * (an earlier auto order included) instead of adding to it (docs/rules.md#auto-order-flow).
 */
export const AutoOrderBody = z.object({ max_order_sum: SumInput, replace: z.optional(z.boolean()) });
export type AutoOrderBody = z.infer<typeof AutoOrderBody>;

/** An auto order as the check answers it (docs/rules.md#auto-order-check `ao_data`). */
export const AutoOrderData = z.object({
  id: z.int(),
  uuid: z.uuid(),
  store_id: z.int(),
  /** ISO 8601. */
  created_at: z.string(),
  /** The basket's sum (discounted prices) right before the auto order was computed. */
  sum_before: Money,
  /** What the auto order itself holds: the sum of its lines (discounted prices) and their number. */
  sum: Money,
  lines_count: z.int().check(z.nonnegative()),
});
export type AutoOrderData = z.infer<typeof AutoOrderData>;

/**
 * POST order/auto-order → 200 `{ message, auto_order }`: `message` is the toast text ("Автозаказ на
 * сумму 34 850,00 ₽ добавлен в корзину: 12 позиций"); `auto_order` the stored auto order with its
 * `sum` (what was added) and `lines_count`, or null when nothing was needed (no row is stored then).
 */
export const AutoOrderCreatedResponse = z.object({
  message: z.string(),
  auto_order: z.nullable(AutoOrderData),
});
export type AutoOrderCreatedResponse = z.infer<typeof AutoOrderCreatedResponse>;

/** GET auto-order-frontend/check query: one of the caller's own stores. */
export const AutoOrderCheckQuery = z.object({ store_id: dbId() });

/**
 * GET auto-order-frontend/check → `{ has_fresh_ao, ao_data }`: the caller's newest auto order for the
 * store that is fresh — created within the last 24 hours, not in the basket yet (one made with POST
 * order/auto-order is put into the basket at once, so it is never offered) and not superseded.
 */
export const AutoOrderCheckResponse = z.object({
  has_fresh_ao: z.boolean(),
  ao_data: z.nullable(AutoOrderData),
});
export type AutoOrderCheckResponse = z.infer<typeof AutoOrderCheckResponse>;

/** The two ways to apply an auto order to the basket (POST auto-order-frontend/{action}-basket). */
export const AUTO_ORDER_ACTIONS = ['union', 'replace'] as const;
export type AutoOrderAction = (typeof AUTO_ORDER_ACTIONS)[number];

/** POST auto-order-frontend/{union|replace}-basket body (docs/rules.md#spec-7): the auto order and its outlet. */
export const AutoOrderApplyBody = z.object({
  ao_id: dbId(),
  ao_uuid: z.uuid(),
  outlet_id: dbId(),
});
export type AutoOrderApplyBody = z.infer<typeof AutoOrderApplyBody>;

/** POST auto-order-frontend/{action}-basket → `{ message, lines_count }` (lines the auto order wrote). */
export const AutoOrderApplyResponse = z.object({ message: z.string(), lines_count: z.int() });
export type AutoOrderApplyResponse = z.infer<typeof AutoOrderApplyResponse>;
