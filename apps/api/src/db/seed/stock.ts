import type { ShelfSettings } from '@kits/contract';
import { CATEGORIES } from './data/categories';
import { EUROPEAN_SHELF_ALIASES, SHELF_ALIASES } from './data/lookups';
import type { StoreRow } from './people';
import type { Currency, ProductPlan } from './products';
import { rng, SALT } from './random';
import type { Scale } from './scales';

/** What an outlet carries: products and their average units sold per day, in its currency. */
export type Assortment = {
  storeId: number;
  currency: Currency;
  products: ProductPlan[];
  rates: number[];
};

export type StockColumns = {
  store_id: number[];
  product_id: number[];
  quantity: number[];
  supplies: number[];
};
/** A capacities row the seed writes: a shelf of the outlet `store_id`. */
export type CapacityRow = ShelfSettings & { store_id: number; category_type_id: number };

/** Average units a typical outlet sells of an average product per day. */
const BASE_RATE = 0.035;

/**
 * Each outlet carries a popularity-weighted sample of the catalogue (weighted sampling without
 * replacement: the largest u^(1/w) keys win). Bigger outlets carry more and sell faster.
 */
export function buildAssortments(scale: Scale, outlets: StoreRow[], products: ProductPlan[]): Assortment[] {
  const sellable = products.filter((p) => p.status !== 'discontinued' || p.daysAgo < 200);
  const weights = Float64Array.from(sellable, (p) => Math.max(0.05, p.popularity));
  const keys = new Float64Array(sellable.length);
  return outlets.map((outlet) => {
    const r = rng(SALT.assortment, outlet.id);
    const size = r.float(0.6, 1.6);
    const [min, max] = scale.assortment;
    const count = Math.round(min + ((max - min) * (size - 0.6)) / 1.0);
    for (let i = 0; i < keys.length; i++) keys[i] = Math.log(1 - r.next()) / weights[i]!;
    const chosen = largestKeys(keys, count).map((i) => sellable[i]!);
    return {
      storeId: outlet.id,
      currency: outlet.currency as Currency,
      products: chosen,
      rates: chosen.map((p) => BASE_RATE * p.popularity * size * r.float(0.6, 1.4)),
    };
  });
}

/**
 * Indexes of the `count` largest keys, ascending — what sorting every key and taking the first
 * `count` gives (an earlier index wins a tie), in one pass with a min-heap of `count` entries:
 * at 100,000 products a full sort per outlet would dominate the big scale's plan.
 */
export function largestKeys(keys: Float64Array, count: number): number[] {
  const n = Math.min(count, keys.length);
  const heap = new Int32Array(n);
  // The heap's root is its smallest key; of equal keys the later index counts as smaller (goes first).
  const below = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && a > b);
  const siftDown = (at: number) => {
    for (let i = at; ; ) {
      const l = 2 * i + 1;
      const rr = l + 1;
      let m = i;
      if (l < n && below(heap[l]!, heap[m]!)) m = l;
      if (rr < n && below(heap[rr]!, heap[m]!)) m = rr;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = 0; i < n; i++) heap[i] = i;
  for (let i = (n >> 1) - 1; i >= 0; i--) siftDown(i);
  for (let i = n; i < keys.length; i++) {
    if (n > 0 && keys[i]! > keys[heap[0]!]!) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return Array.from(heap).sort((a, b) => a - b);
}

/** Warehouse stock in stores 1 and 56 (0-300, ~10% none), shelf stock and supplies in outlets. */
export function buildStock(products: ProductPlan[], assortments: Assortment[]): StockColumns {
  const out: StockColumns = { store_id: [], product_id: [], quantity: [], supplies: [] };
  const push = (storeId: number, productId: number, quantity: number, supplies: number) => {
    out.store_id.push(storeId);
    out.product_id.push(productId);
    out.quantity.push(quantity);
    out.supplies.push(supplies);
  };
  for (const storeId of [1, 56]) {
    for (const p of products) {
      const r = rng(SALT.stock, storeId, p.id);
      const none = p.status === 'discontinued' ? r.chance(0.8) : r.chance(storeId === 1 ? 0.1 : 0.14);
      const quantity = none ? 0 : Math.min(300, Math.round(r.float(3, 60) * (0.4 + p.popularity)));
      push(storeId, p.id, quantity, 0);
    }
  }
  for (const a of assortments) {
    const r = rng(SALT.stock, a.storeId);
    a.products.forEach((p, i) => {
      const target = a.rates[i]! * 14 * r.float(0.2, 1.4) + (p.status === 'discontinued' ? 0 : 0.6);
      const quantity = r.poisson(Math.min(target, 25));
      const supplies = r.chance(0.1) ? r.int(1, 6) : 0;
      push(a.storeId, p.id, quantity, supplies);
    });
  }
  return out;
}

/**
 * Shelf capacities per outlet and (top category, size, premium) of what it carries, mostly
 * 60-95% full, a few overfull. product_category_id is the TOP category id; `cost` is the group's
 * average wholesale price in the outlet's currency.
 */
export function buildCapacities(assortments: Assortment[], stock: StockColumns): CapacityRow[] {
  const held = new Map<string, number>();
  stock.store_id.forEach((s, i) => {
    held.set(`${s}:${stock.product_id[i]}`, stock.quantity[i]! + stock.supplies[i]!);
  });
  const rows: CapacityRow[] = [];
  for (const a of assortments) {
    const r = rng(SALT.capacity, a.storeId);
    const groups = new Map<string, { p: ProductPlan; count: number; cost: number; n: number }>();
    for (const p of a.products) {
      const key = `${p.topCategoryId}|${p.size ?? ''}|${p.isPremium}`;
      const g = groups.get(key) ?? { p, count: 0, cost: 0, n: 0 };
      g.count += held.get(`${a.storeId}:${p.id}`) ?? 0;
      g.cost += p.prices[a.currency].wholesale / 100;
      g.n += 1;
      groups.set(key, g);
    }
    for (const g of [...groups.values()].sort((x, y) => x.p.id - y.p.id)) {
      const fill = r.chance(0.08) ? r.float(1.05, 1.4) : r.float(0.6, 0.95);
      rows.push({
        store_id: a.storeId,
        product_category_id: g.p.topCategoryId,
        size: g.p.size,
        is_premium: g.p.isPremium,
        capacity: Math.max(3, Math.round(Math.max(g.count, 2) / fill)),
        cost: (g.cost / g.n).toFixed(2),
        alias_name: r.chance(0.3)
          ? r.pick(a.currency === 'RUB' ? SHELF_ALIASES : EUROPEAN_SHELF_ALIASES)
          : null,
        category_type_id: CATEGORIES[g.p.top]!.shelfType,
      });
    }
  }
  return rows;
}
