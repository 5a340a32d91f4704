import { z } from 'zod/mini';
import { CURRENCIES } from '../constants';
import { QUICK_ORDER_MAX_COUNT, QUICK_ORDER_MAX_LINES } from '../rules/quick-order';
import { Money } from './common';

/**
 * Wire shapes of the quick order (docs/rules.md#quick-order): POST /basket/quick-order/check
 * matches typed lines with the catalogue, POST /basket/quick-order/file reads a buyer's CSV/XLSX
 * into such lines, POST /basket/quick-order puts the chosen lines into the caller's basket.
 */

/** A line as the buyer gave it: line number (1-based), code and quantity as typed. */
export const QuickOrderInputLine = z.object({
  line: z.int().check(z.positive()),
  code: z.string().check(z.maxLength(200)),
  quantity: z.string().check(z.maxLength(50)),
});
export type QuickOrderInputLine = z.infer<typeof QuickOrderInputLine>;

/** POST /basket/quick-order/check body: 1…500 typed lines. */
export const QuickOrderCheckBody = z.object({
  lines: z.array(QuickOrderInputLine).check(z.minLength(1), z.maxLength(QUICK_ORDER_MAX_LINES)),
});
export type QuickOrderCheckBody = z.infer<typeof QuickOrderCheckBody>;

/**
 * What keeps a line out of the basket: `unknown_code` (no product has the code), `no_price` (the
 * product has no price: "price on request", docs/rules.md#no-price), `not_a_number`
 * (the quantity is not a whole number 1…99 999, or missing), `out_of_stock` (nothing left beyond
 * the basket), `over_stock` (more than `available`: the page offers `available`).
 */
export const QUICK_ORDER_PROBLEMS = [
  'unknown_code',
  'no_price',
  'not_a_number',
  'out_of_stock',
  'over_stock',
] as const;
export const QuickOrderProblem = z.enum(QUICK_ORDER_PROBLEMS);
export type QuickOrderProblem = z.infer<typeof QuickOrderProblem>;

/**
 * The matched product: prices as the catalogue shows them (decimal strings in `currency`, the
 * discounted one with the caller's discount; null for a user who may not see wholesale prices),
 * `stock` the warehouse stock, `basket_count` the units already in the caller's basket.
 */
export const QuickOrderProduct = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  /** The product page's category (its link: /catalog/{category_slug}/{code}). */
  category_slug: z.string(),
  url_small: z.nullable(z.string()),
  price_wholesale: z.nullable(Money),
  price_with_discount: z.nullable(Money),
  currency: z.enum(CURRENCIES),
  stock: z.int(),
  basket_count: z.int().check(z.nonnegative()),
});
export type QuickOrderProduct = z.infer<typeof QuickOrderProduct>;

/**
 * One checked line. Lines naming the same product are summed into one (`lines` lists every input
 * line number, `merged` true); `code` is the first as typed; `count` the sum (null when a quantity
 * is not a number); `available` the units that can still be added (stock − basket), null without a
 * product; `problem` null when the line can go into the basket as it is.
 */
export const QuickOrderCheckedLine = z.object({
  lines: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  code: z.string(),
  quantity: z.string(),
  count: z.nullable(z.int()),
  merged: z.boolean(),
  product: z.nullable(QuickOrderProduct),
  available: z.nullable(z.int().check(z.nonnegative())),
  problem: z.nullable(QuickOrderProblem),
});
export type QuickOrderCheckedLine = z.infer<typeof QuickOrderCheckedLine>;

/** POST /basket/quick-order/check → `{ value: { lines } }`, in the order of the first input line. */
export const QuickOrderCheckResponse = z.object({
  value: z.object({ lines: z.array(QuickOrderCheckedLine) }),
});
export type QuickOrderCheckResponse = z.infer<typeof QuickOrderCheckResponse>;

/** POST /basket/quick-order/file → `{ value: { lines } }`: the file's rows as typed lines. */
export const QuickOrderFileResponse = z.object({
  value: z.object({ lines: z.array(QuickOrderInputLine) }),
});
export type QuickOrderFileResponse = z.infer<typeof QuickOrderFileResponse>;

/** POST /basket/quick-order body: 1…500 lines to add, each a code and a count 1…99 999. */
export const QuickOrderAddBody = z.object({
  lines: z
    .array(
      z.object({
        code: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        count: z.int().check(z.minimum(1), z.maximum(QUICK_ORDER_MAX_COUNT)),
      }),
    )
    .check(z.minLength(1), z.maxLength(QUICK_ORDER_MAX_LINES)),
});
export type QuickOrderAddBody = z.infer<typeof QuickOrderAddBody>;

/** A product line the quick order added: `count` units added, `basket_count` the line now. */
export const QuickOrderAddedLine = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  count: z.int().check(z.positive()),
  basket_count: z.int().check(z.positive()),
});
export type QuickOrderAddedLine = z.infer<typeof QuickOrderAddedLine>;

/** POST /basket/quick-order → `{ value: { added, lines, units } }`: what went into the basket. */
export const QuickOrderAddResponse = z.object({
  value: z.object({
    added: z.array(QuickOrderAddedLine),
    lines: z.int(),
    units: z.int(),
  }),
});
export type QuickOrderAddResponse = z.infer<typeof QuickOrderAddResponse>;
