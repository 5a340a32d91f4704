import type { MoneyInput } from './basket';
import { fromMinor, toMinor } from './money';
import { storeOccupancyKey } from './stores';

/**
 * Auto-order content (docs/rules.md#auto-order, docs/rules.md#auto-order-flow, docs/rules.md#spec-9): a deterministic replenishment of one
 * outlet from its sales over the report period, its shelf stock and supplies, its occupancy
 * capacities and the warehouse stock, within a maximum sum. docs/auto-order.md has the formula and
 * a worked example. Money inputs are decimal amounts ("350.00" or 350) and are summed in minor units.
 */

export type AutoOrderProduct = {
  product_id: number;
  /** Ranking tie-break (code-point order). */
  code: string;
  category_id: number;
  size: string | null;
  is_premium: boolean;
  /** Wholesale price with the customer's discount, a decimal amount; ≤ 0 is never auto-ordered. */
  price: MoneyInput;
  /** Units the warehouse (the version's main store) has. */
  warehouse_quantity: number;
  /** Units on the outlet's shelf. */
  shelf_quantity: number;
  /** Units already on their way to the outlet. */
  supplies: number;
  /** Units the outlet sold over its report period. */
  sold_in_period: number;
  /** Length of that period in days (the outlet's report_period_days, docs/rules.md#report-period default 14). */
  period_days: number;
};

/**
 * A shelf of the outlet (docs/rules.md#occupancy-entry). Without `count`/`supplies` the shelf's use is
 * summed from the products given on it (so give every product the outlet holds, not only candidates).
 */
export type AutoOrderShelf = {
  product_category_id: number;
  size: string | null;
  is_premium: boolean;
  capacity: number;
  count?: number;
  supplies?: number;
};

export type AutoOrderLimit = 'need' | 'shelf' | 'warehouse' | 'sum';

export type AutoOrderReason = {
  /** 'replenish': a seller topped up to its target; 'fill': one unit of a product new to the outlet. */
  kind: 'replenish' | 'fill';
  /** sold_in_period / period_days, rounded to 2 decimals (display only; ranking uses exact ratios). */
  daily_pace: number;
  /** ceil(sold_in_period × cover days / period_days) units (1 for a fill). */
  target: number;
  /** max(0, target − stock − supplies). */
  need: number;
  /** Free places on the product's shelf before this line; null when the product has no shelf. */
  shelf_free: number | null;
  stock: number;
  supplies: number;
  warehouse: number;
  /** The smallest of the four limits; ties name the first in the order need, shelf, warehouse, sum. */
  limited_by: AutoOrderLimit;
};

export type AutoOrderLine = {
  product_id: number;
  count: number;
  price: string;
  sum: string;
  reason: AutoOrderReason;
};
export type AutoOrderProposal = { lines: AutoOrderLine[]; sum: string; sum_minor: number };

const units = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

type Candidate = {
  p: AutoOrderProduct;
  key: string;
  priceMinor: number;
  sold: number;
  period: number;
  stock: number;
  supplies: number;
  warehouse: number;
};

function candidate(p: AutoOrderProduct): Candidate {
  const priceMinor = toMinor(p.price);
  return {
    p,
    key: storeOccupancyKey({ product_category_id: p.category_id, size: p.size, is_premium: p.is_premium }),
    priceMinor: Number.isFinite(priceMinor) ? priceMinor : 0,
    sold: units(p.sold_in_period),
    period: units(p.period_days),
    stock: units(p.shelf_quantity),
    supplies: units(p.supplies),
    warehouse: units(p.warehouse_quantity),
  };
}

/** Free places per shelf key: capacity − (count + supplies), never below 0 (duplicate keys add up). */
function shelfRoom(shelves: readonly AutoOrderShelf[], all: readonly Candidate[]): Map<string, number> {
  const capacity = new Map<string, number>();
  const used = new Map<string, number>();
  for (const s of shelves) {
    const key = storeOccupancyKey(s);
    capacity.set(key, (capacity.get(key) ?? 0) + units(s.capacity));
    if (s.count !== undefined || s.supplies !== undefined) {
      used.set(key, (used.get(key) ?? 0) + units(s.count) + units(s.supplies));
    }
  }
  const summed = new Map<string, number>();
  for (const c of all) summed.set(c.key, (summed.get(c.key) ?? 0) + c.stock + c.supplies);
  const room = new Map<string, number>();
  for (const [key, cap] of capacity)
    room.set(key, Math.max(0, cap - (used.get(key) ?? summed.get(key) ?? 0)));
  return room;
}

/** Best sellers first: exact pace sold/period compared by cross-multiplication, then code, then id. */
const byPace = (a: Candidate, b: Candidate) =>
  b.sold * a.period - a.sold * b.period || compareText(a.p.code, b.p.code) || a.p.product_id - b.p.product_id;
const byCode = (a: Candidate, b: Candidate) =>
  compareText(a.p.code, b.p.code) || a.p.product_id - b.p.product_id;

/** What is left while lines are planned: free places per shelf, money in minor units, the lines. */
type PlanState = { room: Map<string, number>; remaining: number; lines: AutoOrderLine[] };

/** Plans one product: count = the smallest limit; takes its money and shelf places; no line at 0. */
function plan(state: PlanState, c: Candidate, kind: AutoOrderReason['kind'], target: number, pace: number) {
  const need = Math.max(0, target - c.stock - c.supplies);
  const free = state.room.get(c.key);
  const limits: [AutoOrderLimit, number][] = [
    ['need', need],
    ['shelf', free ?? Number.POSITIVE_INFINITY],
    ['warehouse', c.warehouse],
    ['sum', Math.floor(state.remaining / c.priceMinor)],
  ];
  const count = Math.min(...limits.map(([, n]) => n));
  if (count <= 0) return;
  const sum = count * c.priceMinor;
  state.remaining -= sum;
  if (free !== undefined) state.room.set(c.key, free - count);
  const reason: AutoOrderReason = {
    kind,
    daily_pace: Math.round(pace * 100) / 100,
    target,
    need,
    shelf_free: free ?? null,
    stock: c.stock,
    supplies: c.supplies,
    warehouse: c.warehouse,
    limited_by: limits.find(([, n]) => n === count)![0],
  };
  state.lines.push({
    product_id: c.p.product_id,
    count,
    price: fromMinor(c.priceMinor),
    sum: fromMinor(sum),
    reason,
  });
}

/**
 * Proposes the auto order of one outlet (docs/rules.md#decisions-3). Sellers (sold > 0) in pace order each get
 * count = min(need, shelf free, warehouse, floor(remaining sum / price)); then, with
 * `fillEmptyShelves` (default true), products the outlet neither holds nor awaits nor sold get one
 * unit each, in code order, while their shelf has room and the sum allows. `maxOrderSum` is a decimal
 * amount, null for no limit; `coverDays` overrides each product's period_days as the days to cover.
 * Guarantees: count ≤ warehouse, Σ ≤ maxOrderSum, no shelf filled past its capacity by the order,
 * the same result for the same products in any input order. Lines with count 0 are left out.
 * Each product_id once in `products`; lines come in planning order (sellers by pace, then fills).
 */
export function proposeAutoOrder({
  products,
  shelves,
  maxOrderSum,
  coverDays,
  fillEmptyShelves = true,
}: {
  products: readonly AutoOrderProduct[];
  shelves: readonly AutoOrderShelf[];
  maxOrderSum: MoneyInput | null;
  coverDays?: number;
  fillEmptyShelves?: boolean;
}): AutoOrderProposal {
  const all = products.map(candidate);
  const room = shelfRoom(shelves, all);
  const remaining = maxOrderSum === null ? Number.POSITIVE_INFINITY : Math.max(0, toMinor(maxOrderSum) || 0);
  const state: PlanState = { room, remaining, lines: [] };

  const priced = all.filter((c) => c.priceMinor > 0);
  for (const c of priced.filter((x) => x.sold > 0 && x.period > 0).sort(byPace)) {
    const cover = coverDays === undefined ? c.period : units(coverDays);
    plan(state, c, 'replenish', ceilDiv(c.sold * cover, c.period), c.sold / c.period);
  }
  if (fillEmptyShelves) {
    const fresh = priced.filter((c) => c.sold === 0 && c.stock + c.supplies === 0 && room.has(c.key));
    for (const c of fresh.sort(byCode)) plan(state, c, 'fill', 1, 0);
  }
  const total = state.lines.reduce((acc, l) => acc + l.count * toMinor(l.price), 0);
  return { lines: state.lines, sum: fromMinor(total), sum_minor: total };
}
