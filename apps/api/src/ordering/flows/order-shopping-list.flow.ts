import { listOrderReport, orderableLines, type ShoppingListOrderResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { addBasketUnits, basketKey, openBasket, touchBasket } from '../basket';
import { linesToOrder } from '../shopping-lists';

/**
 * POST /shopping-lists/{id}/order: the list's lines into the caller's basket of the current store
 * (docs/rules.md#shopping-lists), each capped by the basket's rule — at most the warehouse stock
 * minus what the basket already holds (docs/rules.md#basket-logic) — and archived lines skipped:
 *
 *   [transaction] openBasket → linesToOrder (own or shared with the caller, else 404)
 *     → addBasketUnits (within-stock) for the orderable lines → touchBasket (when something was added)
 *     → listOrderReport
 *
 * ONE transaction holds the basket row's lock (decision 0006), so the basket counts the writer
 * reads stay true while it adds. Answers `{ added, skipped, lines, units }`: what went in, and what
 * was capped (`partial`), got nothing (`out_of_stock`) or was skipped (`archived`). Records
 * `basketUuid` on the basket when something was added.
 */
export async function orderShoppingList(
  ctx: RequestContext,
  options: { db: Db; listId: number; basketUuid: string | null },
): Promise<ShoppingListOrderResponse['value']> {
  const { db, listId, basketUuid } = options;
  return db.transaction(async (tx) => {
    const basket = await openBasket(tx, basketKey(ctx));
    const lines = await linesToOrder(ctx, { db: tx, listId });
    const units = orderableLines(lines).map((line) => ({ id: line.id, count: line.quantity }));
    const written = await addBasketUnits(tx, {
      basketId: basket.id,
      mainStoreId: ctx.mainStoreId,
      units,
      mode: 'within-stock',
    });
    const report = listOrderReport(lines, written);
    if (report.lines > 0) await touchBasket(tx, { basketId: basket.id, basketUuid });
    return report;
  });
}
