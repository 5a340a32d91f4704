import type { AutoOrderAction, AutoOrderApplyResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { appliedAutoOrder, findApplicableAutoOrder, findAutoOrderUnits, markApplied } from '../auto-orders';
import { addBasketUnits, emptyBasket, openBasket, touchBasket } from '../basket';

/**
 * POST auto-order-frontend/{union|replace}-basket (docs/rules.md#auto-order-flow, docs/rules.md#spec-7): one of the caller's
 * auto orders goes into their basket of its outlet.
 *
 *   findApplicableAutoOrder → [transaction] openBasket → emptyBasket (replace only)
 *     → findAutoOrderUnits → addBasketUnits (raise, from_auto_order) → markApplied → touchBasket
 *     → appliedAutoOrder
 *
 * ONE transaction holds the basket row's lock (decision 0006). `union` keeps the basket and raises
 * each auto-order product to the larger of its basket count and the auto order's; `replace`
 * empties the basket first, then puts the auto order's lines. Every count is capped to today's
 * warehouse stock (products with none are skipped); written lines are marked `from_auto_order`
 * with their reason. The auto order is then 'applied' (the check stops offering it). Only a fresh
 * auto order may be applied: CONFLICT (409) for one already in the basket or superseded, so an
 * offer left open in another tab never orders the same need twice. Records `basketUuid`. Throws
 * FORBIDDEN (403) without ordering rights or when the outlet is no longer the caller's; NOT_FOUND
 * (404) when no auto order of the caller has this id and uuid, or it belongs to another outlet
 * than `outletId`.
 */
export async function applyAutoOrder(
  ctx: RequestContext,
  options: {
    db: Db;
    action: AutoOrderAction;
    autoOrder: { id: number; uuid: string; outletId: number };
    basketUuid: string | null;
  },
): Promise<AutoOrderApplyResponse> {
  const { db, action, basketUuid } = options;
  const autoOrder = await findApplicableAutoOrder(ctx, { db, autoOrder: options.autoOrder });
  const key = { userId: ctx.requireUser().id, storeId: autoOrder.storeId, mainStoreId: ctx.mainStoreId };
  const count = await db.transaction(async (tx) => {
    const basket = await openBasket(tx, key);
    if (action === 'replace') await emptyBasket(tx, basket.id);
    const added = await addBasketUnits(tx, {
      basketId: basket.id,
      mainStoreId: key.mainStoreId,
      units: await findAutoOrderUnits(tx, autoOrder.id),
      mode: 'raise',
      fromAutoOrder: true,
    });
    await markApplied(tx, autoOrder.id);
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    return added.filter((line) => line.added > 0).length;
  });
  return appliedAutoOrder(ctx, { action, count });
}
