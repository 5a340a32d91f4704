import { type ProductOccupancy, type ProductOccupancyInput, productOccupancy } from '@kits/contract';
import { num } from '@/lib/format';

/** The four coloured parts of the docs/rules.md#occupancy-bar, in drawing order. */
export const BAR_PARTS = ['inStore', 'supplies', 'inBasket', 'remainder'] as const;
export type BarPart = (typeof BAR_PARTS)[number];

/**
 * Background of each part: shelf green, on the way blue, basket yellow, and the empty rest as room
 * still to fill — a light hatch, not an alarm red (docs/decisions/0025-occupancy-free-space.md).
 */
export const BAR_PART_CLASS: Record<BarPart, string> = {
  inStore: 'bg-success',
  supplies: 'bg-info',
  inBasket: 'bg-warning',
  remainder: 'occupancy-free',
};

export type OccupancyBarModel = ProductOccupancy &
  ProductOccupancyInput & {
    /** The parts to draw with their width in percent (parts of 0 width are left out). */
    parts: { part: BarPart; width: number }[];
  };

/**
 * The table bar of docs/rules.md#occupancy-bar for one product: its shelf (Capacity relation: capacity, count and
 * supplies of the whole shelf) plus the product's units in the basket. Percents and segments are
 * the contract's productOccupancy; the remainder is drawn only while the shelf is not full. Other
 * fields of `shelf` (a name, an alias) are ignored.
 */
export function occupancyBarModel(shelf: ProductOccupancyInput): OccupancyBarModel {
  const { capacity, count, supplies, inBasket } = shelf;
  const occupancy = productOccupancy({ capacity, count, supplies, inBasket });
  const segments = occupancy.segments;
  const parts = segments
    ? BAR_PARTS.filter((part) => part !== 'remainder' || occupancy.remainderRed)
        .map((part) => ({ part, width: segments[part] }))
        .filter((p) => p.width > 0)
    : [];
  return { ...occupancy, capacity, count, supplies, inBasket, parts };
}

/** The bar's unit counts formatted for a text ("12 on the shelf, 3 on the way…"): count, supplies, inBasket, capacity. */
export const barUnits = ({ count, supplies, inBasket, capacity }: ProductOccupancyInput) => ({
  count: num(count),
  supplies: num(supplies),
  inBasket: num(inBasket),
  capacity: num(capacity),
});
