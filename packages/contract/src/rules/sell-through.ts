/**
 * Sell-through of the network analytics (docs/rules.md#sell-through): the share of the goods an
 * outlet had that it sold over a period — sold ÷ (sold + stock now), from 0 to 1, rounded to three
 * decimals; null when nothing was sold and nothing is in stock. Negative inputs count as 0.
 */
export function sellThrough(sold: number, stock: number): number | null {
  const s = Math.max(0, sold);
  const k = Math.max(0, stock);
  if (s + k === 0) return null;
  return Math.round((s / (s + k)) * 1000) / 1000;
}

/**
 * Shelf flags of the network analytics (docs/rules.md#shelf-flags): an outlet is "nearly empty" when
 * its shelves hold (stock + incoming) less than this share of their capacity.
 */
export const NEARLY_EMPTY_SHARE = 0.25;

/** How an outlet's shelves stand: over capacity (some shelf overflows), nearly empty, or neither. */
export type ShelfFlag = 'over' | 'nearly_empty' | null;

/**
 * The flag of an outlet from its shelves' filled units and capacities (docs/rules.md#shelf-flags):
 * 'over' when any shelf overflows (filled > capacity, storeOccupancy's overflow), else
 * 'nearly_empty' when Σ filled < NEARLY_EMPTY_SHARE × Σ capacity, else null; null without capacity.
 */
export function shelfFlag(
  shelves: readonly { filled: number; capacity: number; overflow: number }[],
): ShelfFlag {
  const capacity = shelves.reduce((sum, s) => sum + Math.max(0, s.capacity), 0);
  if (capacity === 0) return null;
  if (shelves.some((s) => s.overflow > 0)) return 'over';
  const filled = shelves.reduce((sum, s) => sum + s.filled, 0);
  return filled < NEARLY_EMPTY_SHARE * capacity ? 'nearly_empty' : null;
}
