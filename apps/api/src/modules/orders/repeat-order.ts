import type { RepeatOrderResponse, TextLanguage, Version } from '@kits/contract';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { ensureBasket, lockBasket, touchBasket } from '../basket/basket.repository';
import { basketViewer } from '../basket/basket.viewer';
import { findVisibleOrder } from './orders.service';
import { addBasketUnits, findRepeatLines, type RepeatLine } from './repeat-order.repository';

/**
 * POST /orders/{uuid}/repeat ("order again"): the old order's lines go back into the caller's
 * current basket, capped to today's warehouse stock minus what the basket already holds.
 */

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
 * Repeats order `uuid` (the caller's own, or any for staff; 404 otherwise) into the caller's
 * basket of the current store, in ONE transaction holding the basket row's lock (decision 0006),
 * so concurrent basket writes never push a line past the stock. Records `basketUuid` on the basket
 * when something was added. Answers the plan (`added`, `skipped`).
 */
export async function repeatOrder(options: {
  db: Executor;
  caller: { auth: AuthContext; version: Version; lang: TextLanguage };
  uuid: string;
  basketUuid: string | null;
}): Promise<RepeatOrderResponse> {
  const { db, caller, uuid, basketUuid } = options;
  const order = await findVisibleOrder({ db, auth: caller.auth, uuid, lang: caller.lang });
  const viewer = basketViewer(caller);
  const key = { userId: viewer.userId, storeId: viewer.basketStoreId, mainStoreId: viewer.mainStoreId };
  return db.transaction(async (tx) => {
    await ensureBasket(tx, key);
    const basket = (await lockBasket(tx, key))!;
    const lines = await findRepeatLines(tx, {
      orderId: order.id,
      basketId: basket.id,
      stockStoreId: viewer.mainStoreId,
    });
    const plan = planRepeat(lines);
    if (plan.added.length === 0) return plan;
    await addBasketUnits(tx, { basketId: basket.id, units: plan.added });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return plan;
  });
}
