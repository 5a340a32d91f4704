import type { RepeatOrderResponse } from '@kits/contract';
import type { Executor } from '../../db/client';
import { findRepeatLines, type RepeatLine } from './repeat-plan.repository';

/**
 * Pure plan of a repeat: per line `min(wanted, stock − in_basket)` units (never below 0). Lines not
 * put in in full are skipped with the reason: `unknown` (product gone), `out_of_stock` (nothing
 * could be added), `partial` (capped).
 */
export function planRepeat(lines: readonly RepeatLine[]): RepeatOrderResponse {
  const plan: RepeatOrderResponse = { added: [], skipped: [] };
  for (const line of lines) {
    const room = line.known ? Math.max(0, line.stock - line.in_basket) : 0;
    const count = Math.min(line.wanted, room);
    if (count > 0) plan.added.push({ id: line.id, code: line.code, count });
    if (count < line.wanted) {
      const reason = !line.known ? 'unknown' : count === 0 ? 'out_of_stock' : 'partial';
      plan.skipped.push({
        id: line.id,
        code: line.code,
        name: line.name,
        wanted: line.wanted,
        added: count,
        reason,
      });
    }
  }
  return plan;
}

/**
 * The plan of "order again" into a basket (docs/rules.md#basket-logic): order `orderId`'s lines as
 * `planRepeat` caps them against the warehouse stock of store `stockStoreId` minus what basket
 * `basketId` holds. Reads only; call inside the transaction holding the basket row's lock
 * (decision 0006), then add `plan.added` with the basket's `addBasketUnits` (mode `exact`: the plan
 * is already within stock) in the same transaction. Answers the plan (`added`, `skipped`).
 */
export async function readRepeatPlan(
  tx: Executor,
  options: { orderId: number; basketId: number; stockStoreId: number },
): Promise<RepeatOrderResponse> {
  return planRepeat(await findRepeatLines(tx, options));
}
