import {
  type AutoOrderCreatedResponse,
  type AutoOrderProposal,
  autoOrderMinSum,
  formatMoney,
  fromMinor,
  recommendedAutoOrderSum,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openBasket, touchBasket } from '../basket';
import {
  type AutoOrderInputs,
  loadAutoOrderInputs,
  orderingOutlet,
  planAutoOrder,
} from './auto-order-inputs';
import { toAutoOrderData } from './auto-orders.mappers';
import { autoOrdersMessage, linesWord } from './auto-orders.messages';
import {
  addAutoOrderLines,
  findBasketId,
  insertAutoOrder,
  type StoredLine,
  supersedeFresh,
} from './auto-orders.repository';

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
    fill: false,
  });
  return recommendedAutoOrderSum({
    products: inputs.products,
    shelves: inputs.shelves,
    version: ctx.version,
  });
}

/** The stored and written lines: the proposal's, each reason with the basket units it counted. */
function storedLines(proposal: AutoOrderProposal, inputs: AutoOrderInputs): StoredLine[] {
  return proposal.lines.map((line) => {
    const row = inputs.rows.get(line.product_id)!;
    return { ...line, reason: { ...line.reason, supplies: row.supplies, in_basket: row.in_basket } };
  });
}

/**
 * POST order/auto-order (spec §4 Auto order, §5; decisions §3; docs/auto-order.md): computes the
 * current outlet's auto order within `maxOrderSum` (major units) and puts it into the caller's
 * basket of the outlet, in ONE transaction holding the basket row's lock (decision 0006): the
 * inputs are read under the lock, older fresh auto orders of the outlet are superseded, the
 * auto_orders row is stored (lines with reasons, `sum_before` = the basket's sum before), and the
 * lines are added to the basket (`from_auto_order`, `auto_order_reason`; counts add to existing
 * lines, never above the warehouse stock). Records `basketUuid` on the basket.
 * Throws FORBIDDEN (403) as `orderingOutlet` does, then UNPROCESSABLE (422, `errors.max_order_sum`)
 * below the version's minimum (35000 ru / 500 en). When nothing is needed, stores nothing and
 * answers `auto_order: null` with a message saying so.
 */
export async function createAutoOrder(
  ctx: RequestContext,
  options: { db: Db; maxOrderSum: number; basketUuid: string | null },
): Promise<AutoOrderCreatedResponse> {
  const { db, maxOrderSum, basketUuid } = options;
  const { lang, locale } = ctx;
  const outlet = await orderingOutlet(ctx, db);
  const min = autoOrderMinSum(ctx.version);
  if (maxOrderSum < min) {
    const text = autoOrdersMessage(lang, 'belowMinimum', { min: formatMoney(min, outlet.currency, locale) });
    throw new AppError('UNPROCESSABLE', { message: text, errors: { max_order_sum: [text] } });
  }
  const maxSum = maxOrderSum.toFixed(2);
  return db.transaction(async (tx) => {
    const basket = await openBasket(tx, outlet.key);
    const { inputs, proposal } = await planAutoOrder(tx, {
      outlet,
      basketId: basket.id,
      discount: ctx.discount,
      maxOrderSum: maxSum,
    });
    if (proposal.lines.length === 0)
      return { message: autoOrdersMessage(lang, 'nothingNeeded'), auto_order: null };
    const lines = storedLines(proposal, inputs);
    await supersedeFresh(tx, { userId: outlet.key.userId, storeId: outlet.id });
    const row = await insertAutoOrder(tx, {
      userId: outlet.key.userId,
      storeId: outlet.id,
      maxOrderSum: maxSum,
      sumBefore: fromMinor(inputs.basketSumMinor),
      lines,
    });
    await addAutoOrderLines(tx, { basketId: basket.id, mainStoreId: outlet.key.mainStoreId, lines });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    const count = lines.length;
    return {
      message: autoOrdersMessage(lang, 'created', {
        sum: formatMoney(proposal.sum, outlet.currency, locale),
        count,
        lines: linesWord(count, lang),
      }),
      auto_order: { ...toAutoOrderData(row), sum: proposal.sum, lines_count: count },
    };
  });
}
