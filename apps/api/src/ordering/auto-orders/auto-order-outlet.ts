import { autoOrderMinSum, formatMoney, recommendedAutoOrderSum } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadAutoOrderInputs, type Outlet, orderingOutlet } from './auto-order-inputs';
import { autoOrdersMessage } from './auto-orders.messages';
import { findBasketId } from './auto-orders.repository';

/** The outlet an auto order is made for: what its sellers need, and whether one may be made. */

/**
 * GET order/auto-order/recommended-sum (docs/auto-order.md "Sums"): what the current outlet's
 * sellers need — `recommendedAutoOrderSum` over its sales in the report period, shelf stock,
 * supplies, shelves and the warehouse stock, with the basket's units counted as on their way —
 * rounded up to a whole 100 and never below the version's minimum. Throws FORBIDDEN (403) as
 * `orderingOutlet` does. Reads only; no basket row is created.
 */
export async function recommendedSum(ctx: RequestContext, options: { db: Executor }): Promise<number> {
  const { db } = options;
  const outlet = await orderingOutlet(ctx, db);
  const basketId = await findBasketId(db, outlet.key);
  const inputs = await loadAutoOrderInputs(db, {
    outlet,
    basketId,
    discount: ctx.discount,
    priceTypeId: ctx.priceTypeId,
    fill: false,
  });
  return recommendedAutoOrderSum({
    products: inputs.products,
    shelves: inputs.shelves,
    version: ctx.version,
  });
}

/**
 * The outlet of a new auto order within `maxOrderSum` (major units): the caller's ordering outlet
 * (FORBIDDEN 403 as `orderingOutlet`), then UNPROCESSABLE (422, `errors.max_order_sum`) below the
 * version's minimum (35000 ru / 500 en).
 */
export async function autoOrderOutlet(
  ctx: RequestContext,
  options: { db: Executor; maxOrderSum: number },
): Promise<Outlet> {
  const outlet = await orderingOutlet(ctx, options.db);
  const min = autoOrderMinSum(ctx.version);
  if (options.maxOrderSum < min) {
    const text = autoOrdersMessage(ctx.lang, 'belowMinimum', {
      min: formatMoney(min, outlet.currency, ctx.locale),
    });
    throw new AppError('UNPROCESSABLE', { message: text, errors: { max_order_sum: [text] } });
  }
  return outlet;
}
