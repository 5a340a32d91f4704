import type { BasketAddedLine, BasketAddLinesBody, BasketAddLinesResponse } from '@kits/contract';
import { type RequestContext, viewScope } from '../../context/request-context';
import type { Db } from '../../db/client';
import { touchBasket } from './basket.repository';
import { basketKey, openBasket, statusAfter } from './basket.service';
import { addBasketUnits } from './basket-lines.repository';
import { findProductsByIds } from './quick-order.repository';
import { lineProblem } from './quick-order.service';

/** Problems that keep a product out of the basket whatever its count (over_stock only caps it). */
const REFUSING = new Set(['unknown_code', 'no_price', 'out_of_stock']);

/**
 * POST basket/lines (docs/rules.md#basket-batch-add): the products a buyer ticked, each with its
 * typed count, into the caller's basket of the current store in ONE transaction holding the
 * basket row's lock (decision 0006), with the quick order's stock rule (`lineProblem`,
 * docs/rules.md#quick-order) read under that lock:
 *
 *   [transaction] openBasket → findProductsByIds (basket counts under the lock) → lineProblem per
 *     product → addBasketUnits (within-stock: whole packs, capped at stock − basket) → touchBasket
 *
 * Unlike the quick order it is not all or nothing: a product over stock gets what is available
 * (`capped`, the quick order's "take what is available"), one unknown, without a price or without
 * stock gets nothing (`refused` with its problem), and the others go in. Lines of one product are
 * summed. Answers per product (order of the first line of each) with `status` 201 when the basket
 * was last changed from another X-Basket-Uuid (docs/rules.md#decisions-3), else 200.
 */
export async function addBasketLines(
  ctx: RequestContext,
  options: { db: Db; lines: BasketAddLinesBody['lines']; basketUuid: string | null },
): Promise<{ status: 200 | 201; value: BasketAddLinesResponse['value'] }> {
  const { db, basketUuid } = options;
  const wanted = new Map<number, number>();
  for (const line of options.lines) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.count);
  const scope = viewScope(ctx);
  return db.transaction(async (tx) => {
    const basket = await openBasket(tx, basketKey(ctx));
    const rows = await findProductsByIds(tx, { scope, ids: [...wanted.keys()] });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const checked = [...wanted].map(([id, count]) => {
      const product = byId.get(id) ?? null;
      return { id, count, product, ...lineProblem({ product, count }) };
    });
    const going = checked.filter((line) => !line.problem || !REFUSING.has(line.problem));
    const written = await addBasketUnits(tx, {
      basketId: basket.id,
      mainStoreId: ctx.mainStoreId,
      units: going.map(({ id, count }) => ({ id, count })),
      mode: 'within-stock',
    });
    // A call that added nothing changed nothing: the basket keeps its last uuid.
    if (written.some((row) => row.added > 0)) await touchBasket(tx, { basketId: basket.id, basketUuid });
    const outcome = new Map(written.map((row) => [row.id, row]));
    const lines = checked.map(({ id, count, product, problem, available }): BasketAddedLine => {
      const row = outcome.get(id);
      const added = row?.added ?? 0;
      const refused = added === 0;
      return {
        id,
        code: product?.code ?? null,
        name: product?.name ?? null,
        wanted: count,
        added,
        basket_count: row?.basketCount ?? product?.basket_count ?? 0,
        available,
        outcome: refused ? 'refused' : added < count ? 'capped' : 'added',
        // Whole packs may leave nothing (or less) within the stock although some units are there.
        problem: refused
          ? problem && problem !== 'over_stock'
            ? problem
            : 'out_of_stock'
          : added < count
            ? 'over_stock'
            : null,
      };
    });
    const gotUnits = lines.filter((line) => line.added > 0);
    return {
      status: statusAfter(basket.last_basket_uuid, basketUuid),
      value: {
        lines,
        added_lines: gotUnits.length,
        units: gotUnits.reduce((sum, line) => sum + line.added, 0),
      },
    };
  });
}
