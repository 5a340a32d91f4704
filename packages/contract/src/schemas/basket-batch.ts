import { z } from 'zod/mini';
import { QUICK_ORDER_MAX_COUNT, QUICK_ORDER_MAX_LINES } from '../rules/quick-order';
import { dbId } from './common';
import { QuickOrderProblem } from './quick-order';

/**
 * Wire shapes of the batch add (docs/rules.md#basket-batch-add): POST /basket/lines puts the
 * products a buyer ticked in the catalogue, each with its typed quantity, into their basket in one
 * call, and answers per line what was added, capped to the stock or refused.
 */

/** POST /basket/lines body: 1…500 lines, each a product id and a count of 1…99 999 units. */
export const BasketAddLinesBody = z.object({
  lines: z
    .array(
      z.object({
        id: dbId(),
        count: z.int().check(z.minimum(1), z.maximum(QUICK_ORDER_MAX_COUNT)),
      }),
    )
    .check(z.minLength(1), z.maxLength(QUICK_ORDER_MAX_LINES)),
});
export type BasketAddLinesBody = z.infer<typeof BasketAddLinesBody>;

/**
 * What happened to a line: `added` (all the units wanted, rounded up to whole packs), `capped` (the
 * stock allowed fewer: `added` < `wanted`, the quick order's "take what is available"), `refused`
 * (nothing added: `problem` says why).
 */
export const BASKET_LINE_OUTCOMES = ['added', 'capped', 'refused'] as const;
export const BasketLineOutcome = z.enum(BASKET_LINE_OUTCOMES);
export type BasketLineOutcome = z.infer<typeof BasketLineOutcome>;

/**
 * One product's result: `wanted` the units asked (lines of one product summed), `added` the units
 * that went in, `basket_count` the line afterwards (0: no line), `available` the units that could
 * still be added before (stock − basket, null for an unknown product); `code` and `name` null for
 * an unknown product. `problem` is the quick order's (docs/rules.md#quick-order): null when added
 * as asked, `over_stock` when capped, `unknown_code`, `no_price` or `out_of_stock` when refused.
 */
export const BasketAddedLine = z.object({
  id: z.int(),
  code: z.nullable(z.string()),
  name: z.nullable(z.string()),
  wanted: z.int().check(z.positive()),
  added: z.int().check(z.nonnegative()),
  basket_count: z.int().check(z.nonnegative()),
  available: z.nullable(z.int().check(z.nonnegative())),
  outcome: BasketLineOutcome,
  problem: z.nullable(QuickOrderProblem),
});
export type BasketAddedLine = z.infer<typeof BasketAddedLine>;

/** POST /basket/lines → `{ value: { lines, added_lines, units } }` in the order of the body's first line of each product. */
export const BasketAddLinesResponse = z.object({
  value: z.object({
    lines: z.array(BasketAddedLine),
    /** Products that got units. */
    added_lines: z.int(),
    /** Units added in all. */
    units: z.int(),
  }),
});
export type BasketAddLinesResponse = z.infer<typeof BasketAddLinesResponse>;
