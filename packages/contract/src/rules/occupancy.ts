import { toMinor } from './money';
import { storeOccupancyKey } from './stores';

/**
 * Occupancy rules of docs/rules.md#occupancy (table bar, store level, category), on the docs/rules.md#occupancy-entry
 * and Capacity relation. Counts are whole units; negative inputs are read as 0. A capacity of 0
 * (or less) has no percent: functions answer `null` there, never Infinity or NaN.
 */

/** Occupancy entry of docs/rules.md#occupancy-entry (the contract's OccupancyEntry fits); `cost` is the entry's weight. */
export type OccupancyEntryLike = {
  product_category_id: number;
  size: string | null;
  is_premium: boolean;
  capacity: number;
  count: number;
  supplies: number;
  cost: number | string;
};

const units = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Bar segments in percent of capacity (two decimals, rounded down), summing to exactly 100. */
export type OccupancySegments = { inStore: number; supplies: number; inBasket: number; remainder: number };

/** What the table bar reads: a shelf's capacity, units on it (count) and on the way (supplies), the product's units in the basket. */
export type ProductOccupancyInput = { capacity: number; count: number; supplies: number; inBasket: number };

export type ProductOccupancy = {
  /** docs/rules.md#spec-9: floor((count + inBasket) / capacity × 100); may exceed 100; null when capacity ≤ 0. */
  percentBefore: number | null;
  /** docs/rules.md#spec-9: floor((count + supplies + inBasket) / capacity × 100); null when capacity ≤ 0. */
  percentAfter: number | null;
  /** docs/rules.md#occupancy-bar bar: in store, supplies, in basket, remainder; null when capacity ≤ 0. */
  segments: OccupancySegments | null;
  /** The remainder is drawn red: filled (count + supplies + inBasket) is under the capacity. */
  remainderRed: boolean;
  /** Units above capacity: max(0, count + supplies + inBasket − capacity). */
  overflow: number;
};

/**
 * Table occupancy bar of docs/rules.md#occupancy-bar for a product's Capacity relation (docs/rules.md#capacity-relation) plus its basket count.
 * Segments are cumulative: each boundary is floor(min(running total, capacity) / capacity × 10000)
 * hundredths of a percent, in the order in store → supplies → in basket, so the three filled
 * segments never pass 100 and the remainder is 0 exactly when the shelf is full.
 */
export function productOccupancy({
  capacity,
  count,
  supplies,
  inBasket,
}: ProductOccupancyInput): ProductOccupancy {
  const [c, s, k] = [units(count), units(supplies), units(inBasket)];
  const cap = units(capacity);
  const total = c + s + k;
  const overflow = Math.max(0, total - cap);
  if (cap === 0)
    return { percentBefore: null, percentAfter: null, segments: null, remainderRed: false, overflow };
  const edge = (n: number) => Math.floor((Math.min(n, cap) * 10_000) / cap);
  const [b1, b2, b3] = [edge(c), edge(c + s), edge(total)];
  return {
    percentBefore: Math.floor(((c + k) * 100) / cap),
    percentAfter: Math.floor((total * 100) / cap),
    segments: {
      inStore: b1 / 100,
      supplies: (b2 - b1) / 100,
      inBasket: (b3 - b2) / 100,
      remainder: (10_000 - b3) / 100,
    },
    remainderRed: total < cap,
    overflow,
  };
}

const SHELF_WORDS = {
  ru: { premium: 'премиум', standard: 'стандарт' },
  en: { premium: 'premium', standard: 'standard' },
};

/**
 * docs/rules.md#shelf-naming: the alias when set (trimmed, non-empty), otherwise the premium type and size,
 * e.g. "премиум 40x50" / "стандарт 40x50" in Russian, "premium 40x50" / "standard 40x50" otherwise
 * (pl and rs use English, docs/rules.md#text-language). Without a size only the premium type.
 */
export function occupancyName(
  { alias_name, is_premium, size }: { alias_name: string | null; is_premium: boolean; size: string | null },
  lang: string,
): string {
  const alias = alias_name?.trim();
  if (alias) return alias;
  const words = lang === 'ru' ? SHELF_WORDS.ru : SHELF_WORDS.en;
  const kind = is_premium ? words.premium : words.standard;
  return size?.trim() ? `${kind} ${size.trim()}` : kind;
}

export type StoreOccupancy = {
  /** count + supplies + basket, units. */
  filled: number;
  /** docs/rules.md#spec-9: round(filled / capacity × 100), whole percent (halves up); null when capacity ≤ 0. */
  percent: number | null;
  /** docs/rules.md#store-occupancy overflow N: filled − capacity when above 0, else 0. */
  overflow: number;
};

/**
 * Store-level occupancy of docs/rules.md#store-occupancy for one entry: (count + supplies + basket items of the same
 * category, size and premium type) / capacity, rounded to a whole number, and its overflow.
 */
export function storeOccupancy(
  entry: Pick<OccupancyEntryLike, 'capacity' | 'count' | 'supplies'>,
  basketItemsOfSameShelf = 0,
): StoreOccupancy {
  const filled = units(entry.count) + units(entry.supplies) + units(basketItemsOfSameShelf);
  const cap = units(entry.capacity);
  return {
    filled,
    percent: cap === 0 ? null : Math.round((filled * 100) / cap),
    overflow: Math.max(0, filled - cap),
  };
}

/** docs/rules.md#store-occupancy overflow label: 'Переполнение на N шт.' (ru) / 'Overflow by N pcs' (en, pl, rs). */
export const overflowLabel = (n: number, lang: string) =>
  lang === 'ru' ? `Переполнение на ${n} шт.` : `Overflow by ${n} pcs`;

export type CategoryOccupancyValue = {
  /** Σ min(filled_i × cost_i, capacity_i × cost_i), in cost units. */
  filled_cost: number;
  /** Σ capacity_i × cost_i, in cost units. */
  total_cost: number;
  /** round(filled_cost / total_cost × 100), whole percent; null when total_cost is 0. */
  percent: number | null;
};

type Basket = ReadonlyMap<string, number> | Readonly<Record<string, number>>;
const basketOf = (basket: Basket | undefined, key: string) =>
  (basket instanceof Map ? basket.get(key) : (basket as Record<string, number> | undefined)?.[key]) ?? 0;

/**
 * Cost-weighted category occupancy of docs/rules.md#category-occupancy: for each entry i, filled_i = count + supplies +
 * basket of its shelf (as store level); the filled cost min(filled_i × cost_i, cost_i × capacity_i)
 * summed, divided by Σ cost_i × capacity_i, as a whole percent. Given per product_category_id
 * (ascending) and overall for every entry. Costs are read to 2 decimals and summed in hundredths.
 * `entries` may be a list or User.store_occupancy (a record); `basket` is keyed by shelfKey.
 */
export function categoryOccupancy(
  entries: readonly OccupancyEntryLike[] | Readonly<Record<string, OccupancyEntryLike>>,
  basket?: Basket,
): {
  categories: (CategoryOccupancyValue & { product_category_id: number })[];
  overall: CategoryOccupancyValue;
} {
  const list: readonly OccupancyEntryLike[] = Array.isArray(entries) ? entries : Object.values(entries);
  const sums = new Map<number, { filled: number; total: number }>();
  const overall = { filled: 0, total: 0 };
  for (const entry of list) {
    const cost = Math.max(0, toMinor(entry.cost));
    const { filled } = storeOccupancy(entry, basketOf(basket, storeOccupancyKey(entry)));
    const totalCost = cost * units(entry.capacity);
    const filledCost = Math.min(filled * cost, totalCost);
    const sum = sums.get(entry.product_category_id) ?? { filled: 0, total: 0 };
    sum.filled += filledCost;
    sum.total += totalCost;
    sums.set(entry.product_category_id, sum);
    overall.filled += filledCost;
    overall.total += totalCost;
  }
  const value = ({ filled, total }: { filled: number; total: number }): CategoryOccupancyValue => ({
    filled_cost: filled / 100,
    total_cost: total / 100,
    percent: total === 0 ? null : Math.round((filled * 100) / total),
  });
  const categories = [...sums]
    .sort(([a], [b]) => a - b)
    .map(([product_category_id, sum]) => ({ product_category_id, ...value(sum) }));
  return { categories, overall: value(overall) };
}
