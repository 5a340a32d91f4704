import { nextPackCount, previousPackCount } from './order-rules';

/**
 * Client-side basket transitions of docs/rules.md#basket-logic. They apply to both lists the client
 * keeps — the server list (id, basket_count) and the presented lines — and always return a new
 * array, leaving the input unchanged.
 */

/** Anything with a product id and a basket count. */
export type CountedLine = { id: number; basket_count: number };

/**
 * docs/rules.md#basket-logic Adding: a product already in the basket goes up by one; otherwise it is put at the top
 * with count 1 (`product` carries the line's other fields; its own basket_count is ignored). A
 * product sold in packs of `pack` goes up to its next whole pack (docs/rules.md#pack-multiple).
 */
export function applyIncrease<T extends CountedLine>(
  lines: readonly T[],
  product: Omit<T, 'basket_count'> & { basket_count?: number },
  pack = 1,
): T[] {
  if (lines.some((line) => line.id === product.id)) {
    return lines.map((line) =>
      line.id === product.id ? { ...line, basket_count: nextPackCount(line.basket_count, pack) } : line,
    );
  }
  return [{ ...product, basket_count: nextPackCount(0, pack) } as T, ...lines];
}

/**
 * docs/rules.md#basket-logic Decreasing: a count above 1 goes down by one; at 1 the line is removed. An id that is
 * not in the basket changes nothing. A product sold in packs of `pack` goes down a whole pack
 * (docs/rules.md#pack-multiple), and at one pack the line is removed.
 */
export function applyDecrease<T extends CountedLine>(lines: readonly T[], id: number, pack = 1): T[] {
  const line = lines.find((l) => l.id === id);
  if (!line) return [...lines];
  const next = previousPackCount(line.basket_count, pack);
  if (next <= 0) return applyRemove(lines, id);
  return lines.map((l) => (l.id === id ? { ...l, basket_count: next } : l));
}

/** docs/rules.md#basket-logic Removing: deletes the line of product `id`. */
export const applyRemove = <T extends CountedLine>(lines: readonly T[], id: number): T[] =>
  lines.filter((line) => line.id !== id);

/** docs/rules.md#basket-logic Clearing: empties the list (call it for both lists). */
export const applyClear = <T extends CountedLine>(): T[] => [];

/**
 * docs/rules.md#basket-set-count: the line of `product` gets `count` units in place; a product not in the basket
 * goes on top; count 0 removes the line (`product` carries the line's other fields, its own
 * basket_count is ignored).
 */
export function applySet<T extends CountedLine>(
  lines: readonly T[],
  product: Omit<T, 'basket_count'> & { basket_count?: number },
  count: number,
): T[] {
  if (count <= 0) return applyRemove(lines, product.id);
  if (lines.some((line) => line.id === product.id))
    return lines.map((line) => (line.id === product.id ? { ...line, basket_count: count } : line));
  return [{ ...product, basket_count: count } as T, ...lines];
}
