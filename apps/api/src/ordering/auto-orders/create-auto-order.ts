import {
  type AutoOrderCreatedResponse,
  type AutoOrderProposal,
  autoOrderMinSum,
  formatMoney,
  fromMinor,
  recommendedAutoOrderSum,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AutoOrderInputs, loadAutoOrderInputs, type Outlet, orderingOutlet } from './auto-order-inputs';
import { toAutoOrderData } from './auto-orders.mappers';
import { autoOrdersMessage, linesWord } from './auto-orders.messages';
import {
  type AutoOrderRow,
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

/**
 * Stores the planned auto order of the outlet (docs/rules.md#auto-order-flow, docs/auto-order.md): older
 * fresh auto orders of the outlet are superseded, the auto_orders row is stored as `applied` (the
 * caller puts its lines into the basket in the same transaction) with its lines
 * and reasons (each with the basket units it counted) and `sum_before` = the basket's sum before.
 * Answers the row and the lines the basket gets. Run inside the transaction holding the basket.
 */
export async function storeAutoOrder(
  tx: Executor,
  options: { outlet: Outlet; maxOrderSum: string; inputs: AutoOrderInputs; proposal: AutoOrderProposal },
): Promise<{ row: AutoOrderRow; lines: StoredLine[] }> {
  const { outlet, inputs, proposal } = options;
  const lines = storedLines(proposal, inputs);
  await supersedeFresh(tx, { userId: outlet.key.userId, storeId: outlet.id });
  const row = await insertAutoOrder(tx, {
    userId: outlet.key.userId,
    storeId: outlet.id,
    maxOrderSum: options.maxOrderSum,
    sumBefore: fromMinor(inputs.basketSumMinor),
    lines,
    // Its lines go into the basket in this transaction: it is applied, and never offered as fresh
    // (the check would offer to join it to the basket that already holds it; docs/auto-order.md).
    status: 'applied',
  });
  return { row, lines };
}

/** The answer of POST order/auto-order: the toast's text and the stored auto order (null: nothing needed). */
export function autoOrderCreated(
  ctx: RequestContext,
  options: { outlet: Outlet; proposal: AutoOrderProposal; row: AutoOrderRow | null },
): AutoOrderCreatedResponse {
  const { outlet, proposal, row } = options;
  if (!row) return { message: autoOrdersMessage(ctx.lang, 'nothingNeeded'), auto_order: null };
  const count = proposal.lines.length;
  return {
    message: autoOrdersMessage(ctx.lang, 'created', {
      sum: formatMoney(proposal.sum, outlet.currency, ctx.locale),
      count,
      lines: linesWord(count, ctx.lang),
    }),
    auto_order: toAutoOrderData(row),
  };
}
