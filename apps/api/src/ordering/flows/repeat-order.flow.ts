import type { RepeatOrderResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { addBasketUnits, basketKey, openBasket, touchBasket } from '../basket';
import { findVisibleOrder, readRepeatPlan } from '../orders';

/**
 * POST /orders/{uuid}/repeat ("order again"): the old order's lines go back into the caller's
 * basket of the current store, capped to today's warehouse stock minus what the basket holds.
 *
 *   findVisibleOrder → [transaction] openBasket → readRepeatPlan → addBasketUnits (exact)
 *     → touchBasket (when something was added)
 *
 * Order `uuid` is the caller's own, or any for staff (NOT_FOUND 404 otherwise). ONE transaction
 * holds the basket row's lock (decision 0006), so concurrent basket writes never push a line past
 * the stock: the plan is read under the lock and its units are added as planned. Records
 * `basketUuid` on the basket when something was added. Answers the plan (`added`, `skipped`).
 */
export async function repeatOrder(
  ctx: RequestContext,
  options: { db: Db; uuid: string; basketUuid: string | null },
): Promise<RepeatOrderResponse> {
  const { db, uuid, basketUuid } = options;
  const order = await findVisibleOrder(ctx, { db, uuid });
  return db.transaction(async (tx) => {
    const basket = await openBasket(tx, basketKey(ctx));
    const plan = await readRepeatPlan(tx, {
      orderId: order.id,
      basketId: basket.id,
      stockStoreId: ctx.mainStoreId,
    });
    if (plan.added.length === 0) return plan;
    const units = plan.added.map((line) => ({ id: line.id, count: line.count }));
    await addBasketUnits(tx, { basketId: basket.id, mainStoreId: ctx.mainStoreId, units, mode: 'exact' });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return plan;
  });
}
