import {
  type AutoOrderCreatedResponse,
  type AutoOrderProposal,
  formatMoney,
  fromMinor,
} from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import type { BasketUnit } from '../basket';
import type { AutoOrderInputs, Outlet } from './auto-order-inputs';
import { toAutoOrderData } from './auto-orders.mappers';
import { autoOrdersMessage, linesWord } from './auto-orders.messages';
import {
  type AutoOrderRow,
  insertAutoOrder,
  type StoredLine,
  supersedeFresh,
} from './auto-orders.repository';

/** A computed auto order as stored (`auto_orders`), the basket units it brings, and the answer. */

/** The stored and written lines: the proposal's, each reason with the basket units it counted. */
function storedLines(proposal: AutoOrderProposal, inputs: AutoOrderInputs): StoredLine[] {
  return proposal.lines.map((line) => {
    const row = inputs.rows.get(line.product_id)!;
    return { ...line, reason: { ...line.reason, supplies: row.supplies, in_basket: row.in_basket } };
  });
}

/** Stored lines as the basket's units: product, count and the reason the basket line keeps. */
const basketUnits = (lines: readonly StoredLine[]): BasketUnit[] =>
  lines.map((line) => ({ id: line.product_id, count: line.count, reason: line.reason }));

/**
 * Stores the planned auto order of the outlet (docs/rules.md#auto-order-flow, docs/auto-order.md): older
 * fresh auto orders of the outlet are superseded, the auto_orders row is stored as `applied` (the
 * caller puts its lines into the basket in the same transaction) with its lines
 * and reasons (each with the basket units it counted) and `sum_before` = the basket's sum before.
 * Answers the row and its lines as basket units (`addBasketUnits`, marked `fromAutoOrder`). Run
 * inside the transaction holding the basket.
 */
export async function storeAutoOrder(
  tx: Executor,
  options: { outlet: Outlet; maxOrderSum: string; inputs: AutoOrderInputs; proposal: AutoOrderProposal },
): Promise<{ row: AutoOrderRow; units: BasketUnit[] }> {
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
  return { row, units: basketUnits(lines) };
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
