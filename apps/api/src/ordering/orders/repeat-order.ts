import type { RepeatOrderResponse } from '@kits/contract';
import type { Executor } from '../../db/client';
import { addBasketUnits, findRepeatLines, type RepeatLine } from './repeat-order.repository';

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
 * "Order again" into a basket: order `orderId`'s lines go into basket `basketId` (locked by the
 * caller's transaction `tx`, decision 0006) as `planRepeat` caps them against the stock of store
 * `stockStoreId` minus what the basket holds. Answers the plan (`added`, `skipped`).
 */
export async function addOrderToBasket(
  tx: Executor,
  options: { orderId: number; basketId: number; stockStoreId: number },
): Promise<RepeatOrderResponse> {
  const plan = planRepeat(await findRepeatLines(tx, options));
  if (plan.added.length > 0) await addBasketUnits(tx, { basketId: options.basketId, units: plan.added });
  return plan;
}
