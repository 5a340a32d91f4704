import {
  type AutoOrderProduct,
  type AutoOrderShelf,
  proposeAutoOrder,
  storeOccupancyKey,
  toMinor,
} from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { type FillCandidate, needsAllCandidates } from './fill-candidates';

/** A small deterministic random generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random outlet: 1-4 shelves, 5-60 products of which many are fill candidates. */
function outlet(seed: number) {
  const r = random(seed);
  const int = (n: number) => Math.floor(r() * n);
  const shelves: AutoOrderShelf[] = Array.from({ length: 1 + int(4) }, (_, i) => ({
    product_category_id: i + 1,
    size: null,
    is_premium: false,
    capacity: int(12),
  }));
  const products: AutoOrderProduct[] = Array.from({ length: 5 + int(56) }, (_, i) => {
    const fresh = r() < 0.6;
    return {
      product_id: i + 1,
      code: `C${String(int(1000)).padStart(3, '0')}`,
      category_id: 1 + int(shelves.length + 1),
      size: null,
      is_premium: false,
      price: `${1 + int(90)}.00`,
      warehouse_quantity: int(6),
      shelf_quantity: fresh ? 0 : int(4),
      supplies: fresh ? 0 : int(2),
      sold_in_period: fresh ? 0 : int(10),
      period_days: 14,
    };
  });
  const used = new Map<string, number>();
  for (const p of products) {
    const key = storeOccupancyKey({ product_category_id: p.category_id, size: null, is_premium: false });
    used.set(key, (used.get(key) ?? 0) + p.shelf_quantity + p.supplies);
  }
  for (const s of shelves) {
    s.count = used.get(storeOccupancyKey(s)) ?? 0;
    s.supplies = 0;
  }
  return { products, shelves };
}

const keyOf = (p: AutoOrderProduct) =>
  storeOccupancyKey({ product_category_id: p.category_id, size: p.size, is_premium: p.is_premium });

/** What the SQL reads with `pruned`: per shelf the first `room` candidates in code order, and the rest's lowest price. */
function prune(products: AutoOrderProduct[], shelves: AutoOrderShelf[]) {
  const room = new Map(shelves.map((s) => [storeOccupancyKey(s), Math.max(0, s.capacity - (s.count ?? 0))]));
  const isCandidate = (p: AutoOrderProduct) =>
    p.sold_in_period === 0 &&
    p.shelf_quantity + p.supplies === 0 &&
    (room.get(keyOf(p)) ?? 0) > 0 &&
    p.warehouse_quantity > 0 &&
    toMinor(p.price) > 0;
  const byCode = (a: AutoOrderProduct, b: AutoOrderProduct) =>
    (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) || a.product_id - b.product_id;
  const kept: AutoOrderProduct[] = products.filter((p) => !isCandidate(p) && p.sold_in_period > 0);
  const candidates: FillCandidate[] = [];
  for (const [key, free] of room) {
    const ranked = products.filter((p) => isCandidate(p) && keyOf(p) === key).sort(byCode);
    const rest = ranked.slice(free);
    const restMin =
      rest.length === 0
        ? null
        : rest.reduce((m, p) => (toMinor(p.price) < toMinor(m) ? p.price : m), rest[0]!.price);
    for (const p of ranked.slice(0, free)) {
      kept.push(p);
      candidates.push({
        product_id: p.product_id,
        code: p.code,
        key,
        restMinPrice: restMin === null ? null : String(restMin),
      });
    }
  }
  return { kept, candidates };
}

describe('needsAllCandidates', () => {
  it('is false only when the plan over the pruned candidates equals the plan over all of them', () => {
    let exact = 0;
    let fallbacks = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const { products, shelves } = outlet(seed);
      const maxOrderSum = `${50 + (seed % 40) * 25}.00`;
      const { kept, candidates } = prune(products, shelves);
      const pruned = proposeAutoOrder({ products: kept, shelves, maxOrderSum });
      const full = proposeAutoOrder({ products, shelves, maxOrderSum });
      const keys = new Map(products.map((p) => [p.product_id, keyOf(p)]));
      const again = needsAllCandidates({
        proposal: pruned,
        shelves,
        candidates,
        keyOf: (id) => keys.get(id)!,
        maxOrderSum,
      });
      if (again) fallbacks++;
      else {
        expect(pruned, `seed ${seed}`).toEqual(full);
        exact++;
      }
    }
    // The pruned read suffices most of the time; the check must not fall back on every outlet.
    expect(exact).toBeGreaterThan(fallbacks);
  });
});
