import {
  hasPrice,
  parseQuickOrderCount,
  productCodeKey,
  type QuickOrderAddBody,
  type QuickOrderAddResponse,
  type QuickOrderCheckedLine,
  type QuickOrderInputLine,
  type QuickOrderProblem,
  unitsAvailable,
} from '@kits/contract';
import { type RequestContext, viewScope } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { defineMessages } from '../../lib/messages';
import { touchBasket } from './basket.repository';
import { basketKey, openBasket } from './basket.service';
import { addBasketUnits } from './basket-lines.repository';
import { toQuickOrderProduct } from './quick-order.mappers';
import { findProductsByCodeKeys, type QuickOrderProductRow } from './quick-order.repository';

/** Server messages of the quick order (locales/<ru|en>/quick-order.json). */
export const quickOrderMessage = defineMessages('quick-order');

/**
 * The problem of a line (docs/rules.md#quick-order), the first that applies: no product → unknown_code;
 * no price above 0 → no_price (docs/rules.md#no-price); `available` is docs/rules.md#stock-offer's;
 * a quantity that is not a whole number 1…99 999 → not_a_number; nothing left beyond the basket →
 * out_of_stock; more than `available` → over_stock; else null.
 */
export function lineProblem(options: {
  product: { stock: number; basket_count: number; price_wholesale: string | null } | null;
  count: number | null;
}): { problem: QuickOrderProblem | null; available: number | null } {
  const { product, count } = options;
  if (!product) return { problem: 'unknown_code', available: null };
  const available = unitsAvailable({ stock: product.stock, held: product.basket_count });
  if (!hasPrice(product.price_wholesale)) return { problem: 'no_price', available };
  if (count === null) return { problem: 'not_a_number', available };
  if (available === 0) return { problem: 'out_of_stock', available };
  return { problem: count > available ? 'over_stock' : null, available };
}

/** Input lines grouped by product (unknown codes by their key; a line without a key alone). */
function groupLines<L extends { code: string }>(
  lines: readonly L[],
  byKey: Map<string, QuickOrderProductRow>,
) {
  const groups = new Map<string, { product: QuickOrderProductRow | null; lines: L[] }>();
  lines.forEach((line, index) => {
    const key = productCodeKey(line.code);
    const product = key ? (byKey.get(key) ?? null) : null;
    const id = product ? `p${product.id}` : key ? `k${key}` : `i${index}`;
    const group = groups.get(id) ?? { product, lines: [] };
    group.lines.push(line);
    groups.set(id, group);
  });
  return [...groups.values()];
}

const keysOf = (lines: readonly { code: string }[]) =>
  [...new Set(lines.map((line) => productCodeKey(line.code)))].filter((key) => key !== '');

/**
 * POST basket/quick-order/check: each typed line matched with its product by code key (case and
 * separators ignored), with the catalogue's prices, the warehouse stock, the caller's basket count
 * and the problem (docs/rules.md#quick-order). Lines of one product are summed into one (`merged`).
 * Reads only; order of the first line of each product.
 */
export async function checkQuickOrder(
  ctx: RequestContext,
  options: { db: Db; lines: readonly QuickOrderInputLine[] },
): Promise<QuickOrderCheckedLine[]> {
  const { db, lines } = options;
  const scope = viewScope(ctx);
  const rows = await findProductsByCodeKeys(db, { scope, keys: keysOf(lines) });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return groupLines(lines, byKey).map(({ product, lines: group }) => {
    const counts = group.map((line) => parseQuickOrderCount(line.quantity));
    const count = counts.includes(null) ? null : counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
    return {
      lines: group.map((line) => line.line),
      code: group[0]!.code,
      quantity: group.map((line) => line.quantity).join(' + '),
      count,
      merged: group.length > 1,
      product: product ? toQuickOrderProduct(product, scope) : null,
      ...lineProblem({ product, count }),
    };
  });
}

/**
 * POST basket/quick-order: the chosen lines into the caller's basket (docs/rules.md#quick-order,
 * docs/rules.md#basket-logic), all or nothing, in ONE transaction holding the basket row's lock
 * (decision 0006):
 *
 *   [transaction] openBasket → findProductsByCodeKeys (basket counts under the lock)
 *     → every line known and within stock, else 422 → addBasketUnits (exact) → touchBasket
 *
 * Lines of one product are summed. Throws UNPROCESSABLE (422) with `errors["lines.<i>"]` (i the
 * index in the body) for an unknown code, no price, no stock, or more than stock − basket; nothing is
 * written then (the basket row made by openBasket is rolled back too). Records `basketUuid`.
 */
export async function addQuickOrder(
  ctx: RequestContext,
  options: { db: Db; lines: QuickOrderAddBody['lines']; basketUuid: string | null },
): Promise<QuickOrderAddResponse['value']> {
  const { db, basketUuid } = options;
  const lines = options.lines.map((line, index) => ({ ...line, line: index + 1, index }));
  const scope = viewScope(ctx);
  const { lang } = ctx;
  return db.transaction(async (tx) => {
    const basket = await openBasket(tx, basketKey(ctx));
    const rows = await findProductsByCodeKeys(tx, { scope, keys: keysOf(lines) });
    const groups = groupLines(lines, new Map(rows.map((row) => [row.key, row])));
    const errors: Record<string, string[]> = {};
    for (const { product, lines: group } of groups) {
      const count = group.reduce((sum, line) => sum + line.count, 0);
      const { problem, available } = lineProblem({ product, count });
      if (!problem) continue;
      const first = group[0]!;
      const params = {
        line: first.line,
        code: first.code,
        name: product?.name ?? '',
        available: available ?? 0,
        wanted: count,
      };
      const key = (
        {
          unknown_code: 'unknownCode',
          no_price: 'noPrice',
          out_of_stock: 'outOfStock',
          over_stock: 'overStock',
          not_a_number: 'overStock',
        } as const
      )[problem];
      for (const line of group) errors[`lines.${line.index}`] = [quickOrderMessage(lang, key, params)];
    }
    if (Object.keys(errors).length > 0) {
      const texts = [...new Set(Object.values(errors).flat())];
      throw new AppError('UNPROCESSABLE', { message: texts.join('; '), errors });
    }
    const wanted = groups.map(({ product, lines: group }) => ({
      product: product!,
      count: group.reduce((sum, line) => sum + line.count, 0),
    }));
    // Every count was checked against stock − basket under the lock just above: add them as they are.
    const written = await addBasketUnits(tx, {
      basketId: basket.id,
      mainStoreId: ctx.mainStoreId,
      units: wanted.map(({ product, count }) => ({ id: product.id, count })),
      mode: 'exact',
    });
    await touchBasket(tx, { basketId: basket.id, basketUuid });
    const after = new Map(written.map((row) => [row.id, row.basketCount]));
    const added = wanted.map(({ product, count }) => ({
      id: product.id,
      code: product.code,
      name: product.name,
      count,
      basket_count: after.get(product.id) ?? count,
    }));
    return { added, lines: added.length, units: added.reduce((sum, line) => sum + line.count, 0) };
  });
}
