import { describe, expect, it } from 'vitest';
import { type AutoOrderProduct, type AutoOrderShelf, proposeAutoOrder } from './auto-order';
import { toMinor } from './money';

/** mulberry32: a tiny seeded PRNG, so every run checks the same 500 outlets. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Outlet = {
  products: AutoOrderProduct[];
  shelves: AutoOrderShelf[];
  maxOrderSum: string | null;
  coverDays?: number;
};

function randomOutlet(seed: number): Outlet {
  const r = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1));
  const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!;
  const kinds = [1, 2, 3].flatMap((category) =>
    ['30x40', '40x50', null].flatMap((size) =>
      [true, false].map((is_premium) => ({ category, size, is_premium })),
    ),
  );
  const shelves: AutoOrderShelf[] = kinds
    .filter(() => r() < 0.5)
    .map((k) => ({
      product_category_id: k.category,
      size: k.size,
      is_premium: k.is_premium,
      capacity: int(0, 40),
      ...(r() < 0.3 ? { count: int(0, 30), supplies: int(0, 5) } : {}),
    }));
  const products = Array.from({ length: int(0, 40) }, (_, i): AutoOrderProduct => {
    const k = pick(kinds);
    return {
      product_id: i + 1,
      code: `K-${int(0, 20)}`, // codes repeat on purpose: ties fall back to product_id
      category_id: k.category,
      size: k.size,
      is_premium: k.is_premium,
      price: r() < 0.05 ? '0.00' : (int(1, 500_000) / 100).toFixed(2),
      warehouse_quantity: int(0, 20),
      shelf_quantity: int(0, 10),
      supplies: int(0, 5),
      sold_in_period: r() < 0.3 ? 0 : int(1, 60),
      period_days: pick([7, 14, 30, 0]),
    };
  });
  const maxOrderSum = r() < 0.15 ? null : (int(0, 2_000_000) / 100).toFixed(2);
  return { products, shelves, maxOrderSum, ...(r() < 0.3 ? { coverDays: int(1, 60) } : {}) };
}

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const r = prng(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const key = (x: { size: string | null; is_premium: boolean }, category: number) =>
  `${category}:${x.size}:${x.is_premium}`;

/** Free room per shelf computed independently of the implementation. */
function roomOf({ products, shelves }: Outlet): Map<string, number> {
  const room = new Map<string, number>();
  for (const s of shelves) {
    const k = key(s, s.product_category_id);
    const used =
      s.count !== undefined || s.supplies !== undefined
        ? (s.count ?? 0) + (s.supplies ?? 0)
        : products
            .filter((p) => key(p, p.category_id) === k)
            .reduce((acc, p) => acc + p.shelf_quantity + p.supplies, 0);
    room.set(k, Math.max(0, s.capacity - used));
  }
  return room;
}

const SEEDS = Array.from({ length: 500 }, (_, i) => 1000 + i);

describe('proposeAutoOrder properties over 500 seeded random outlets', () => {
  it('never orders more than the warehouse has, nor a zero, negative or fractional count', () => {
    for (const seed of SEEDS) {
      const outlet = randomOutlet(seed);
      const byId = new Map(outlet.products.map((p) => [p.product_id, p]));
      for (const line of proposeAutoOrder(outlet).lines) {
        expect(Number.isInteger(line.count), `seed ${seed}`).toBe(true);
        expect(line.count, `seed ${seed}`).toBeGreaterThan(0);
        expect(line.count, `seed ${seed}`).toBeLessThanOrEqual(byId.get(line.product_id)!.warehouse_quantity);
      }
    }
  });

  it('keeps the total within the maximum sum and equal to the sum of its lines', () => {
    for (const seed of SEEDS) {
      const outlet = randomOutlet(seed);
      const proposal = proposeAutoOrder(outlet);
      const byId = new Map(outlet.products.map((p) => [p.product_id, p]));
      const total = proposal.lines.reduce(
        (acc, l) => acc + l.count * toMinor(byId.get(l.product_id)!.price),
        0,
      );
      expect(proposal.sum_minor, `seed ${seed}`).toBe(total);
      expect(proposal.sum, `seed ${seed}`).toBe((total / 100).toFixed(2));
      if (outlet.maxOrderSum !== null) {
        expect(total, `seed ${seed}`).toBeLessThanOrEqual(toMinor(outlet.maxOrderSum));
      }
    }
  });

  it('never fills a shelf past its capacity with the order', () => {
    for (const seed of SEEDS) {
      const outlet = randomOutlet(seed);
      const room = roomOf(outlet);
      const byId = new Map(outlet.products.map((p) => [p.product_id, p]));
      const ordered = new Map<string, number>();
      for (const line of proposeAutoOrder(outlet).lines) {
        const p = byId.get(line.product_id)!;
        const k = key(p, p.category_id);
        ordered.set(k, (ordered.get(k) ?? 0) + line.count);
      }
      for (const [k, n] of ordered) {
        if (room.has(k)) expect(n, `seed ${seed} shelf ${k}`).toBeLessThanOrEqual(room.get(k)!);
      }
    }
  });

  it('gives the same order for the same input, whatever the order of the products', () => {
    for (const seed of SEEDS) {
      const outlet = randomOutlet(seed);
      const first = proposeAutoOrder(outlet);
      expect(proposeAutoOrder(outlet), `seed ${seed}`).toEqual(first);
      const reordered = {
        ...outlet,
        products: shuffled(outlet.products, seed),
        shelves: shuffled(outlet.shelves, seed + 1),
      };
      expect(proposeAutoOrder(reordered), `seed ${seed}`).toEqual(first);
    }
  });

  it('orders each product once, never past its need, and never at zero price', () => {
    for (const seed of SEEDS) {
      const outlet = randomOutlet(seed);
      const { lines } = proposeAutoOrder(outlet);
      const byId = new Map(outlet.products.map((p) => [p.product_id, p]));
      expect(new Set(lines.map((l) => l.product_id)).size, `seed ${seed}`).toBe(lines.length);
      for (const line of lines) {
        expect(line.count, `seed ${seed}`).toBeLessThanOrEqual(line.reason.need);
        expect(toMinor(byId.get(line.product_id)!.price), `seed ${seed}`).toBeGreaterThan(0);
      }
    }
  });

  it('orders at least as much with no sum limit as with one', () => {
    for (const seed of SEEDS) {
      const outlet = randomOutlet(seed);
      const limited = proposeAutoOrder(outlet);
      const unlimited = proposeAutoOrder({ ...outlet, maxOrderSum: null });
      expect(unlimited.sum_minor, `seed ${seed}`).toBeGreaterThanOrEqual(limited.sum_minor);
    }
  });
});
