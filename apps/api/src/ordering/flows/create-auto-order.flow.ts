import type { AutoOrderCreatedResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { autoOrderCreated, autoOrderOutlet, planAutoOrder, storeAutoOrder } from '../auto-orders';
import { addBasketUnits, emptyBasket, openBasket, touchBasket } from '../basket';

/**
 * POST order/auto-order (docs/rules.md#auto-order-flow, docs/rules.md#spec-5; docs/rules.md#decisions-3; docs/auto-order.md): the current
 * outlet's auto order within `maxOrderSum` (major units) goes into the caller's basket of the
 * outlet.
 *
 *   autoOrderOutlet → [transaction] openBasket → emptyBasket (replace only) → planAutoOrder → storeAutoOrder
 *     → addBasketUnits (within stock, from_auto_order) → touchBasket → autoOrderCreated
 *
 * ONE transaction holds the basket row's lock (decision 0006): the inputs are read under the lock,
 * older fresh auto orders of the outlet are superseded, the auto order is stored, and its lines are
 * added to the basket (`from_auto_order`, `auto_order_reason`; counts add to existing lines, never
 * above the warehouse stock; with `replace` the basket is emptied first, so the plan counts nothing
 * in it as on its way and the basket holds the new auto order alone). Records `basketUuid` on the basket. Throws FORBIDDEN (403) as
 * `orderingOutlet` does, then UNPROCESSABLE (422, `errors.max_order_sum`) below the version's
 * minimum. When nothing is needed, stores nothing and answers `auto_order: null` with a message
 * saying so.
 */
export async function createAutoOrder(
  ctx: RequestContext,
  options: { db: Db; maxOrderSum: number; basketUuid: string | null; replace?: boolean },
): Promise<AutoOrderCreatedResponse> {
  const { db, basketUuid } = options;
  const outlet = await autoOrderOutlet(ctx, options);
  const maxOrderSum = options.maxOrderSum.toFixed(2);
  return db.transaction(async (tx) => {
    const basket = await openBasket(tx, outlet.key);
    if (options.replace) await emptyBasket(tx, basket.id);
    const { inputs, proposal } = await planAutoOrder(tx, {
      outlet,
      basketId: basket.id,
      discount: ctx.discount,
      priceTypeId: ctx.priceTypeId,
      maxOrderSum,
    });
    if (proposal.lines.length === 0) return autoOrderCreated(ctx, { outlet, proposal, row: null });
    const { row, units } = await storeAutoOrder(tx, { outlet, maxOrderSum, inputs, proposal });
    await addBasketUnits(tx, {
      basketId: basket.id,
      mainStoreId: outlet.key.mainStoreId,
      units,
      mode: 'within-stock',
      fromAutoOrder: true,
    });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return autoOrderCreated(ctx, { outlet, proposal, row });
  });
}
