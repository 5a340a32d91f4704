import { packsWithinStock, snapToPack } from './order-rules';

/**
 * docs/rules.md#stock-offer: the units of a product that can still go into a basket line holding
 * `held` units when the warehouse stock is `stock` — stock − held, never below 0. The quick order's
 * `available` (docs/rules.md#quick-order) and the batch add's cap are this number.
 */
export const unitsAvailable = ({ stock, held }: { stock: number; held: number }): number =>
  Math.max(0, stock - held);

/**
 * What a typed quantity over stock meets instead of a refusal (docs/rules.md#stock-offer): the
 * quick order's "only 3 available — take 3", everywhere a quantity is typed.
 * - `ok`: the line may hold `count` units (whole packs: `count` snapped up) — lowering a line, or
 *   at most the stock;
 * - `offer`: the stock allows only `take` units on the line (whole packs within stock, above
 *   `held`); `available` = stock − held, as the quick order shows it;
 * - `none`: nothing more can go in (stock ≤ held, or not one whole pack more).
 * `count` is the line's count after the change (for an add: held + the typed units).
 */
export type StockOffer =
  | { kind: 'ok'; count: number }
  | { kind: 'offer'; take: number; available: number }
  | { kind: 'none'; available: number };

export function stockOffer({
  count,
  held,
  stock,
  pack,
}: {
  count: number;
  held: number;
  stock: number;
  pack?: number | null;
}): StockOffer {
  const wanted = snapToPack(count, pack, 'up');
  if (wanted <= held || wanted <= stock) return { kind: 'ok', count: wanted };
  const available = unitsAvailable({ stock, held });
  const take = packsWithinStock(stock, pack);
  return take > held ? { kind: 'offer', take, available } : { kind: 'none', available };
}
