/**
 * Seeded randomness for the demo data: the same seed gives the same numbers on every machine.
 * Each entity gets its own stream (`rng(SALT, index)`), so product 17 is the same product whether
 * 60, 2,000 or 10,000 are generated.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** Uniform float in [min, max). */
  float: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: `weighted([['a', 3], ['b', 1]])`. */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
  /** `count` distinct items in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** Standard normal (Box-Muller). */
  normal: () => number;
  /** Poisson-distributed count with mean `lambda` (inversion; for small means). */
  poisson: (lambda: number) => number;
};

/** Mixes numbers into one 32-bit seed (murmur3 finaliser per part). */
export function hashSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A mulberry32 stream seeded from `parts`. */
export function rng(...parts: number[]): Rng {
  let state = hashSeed(...parts);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let x = next() * total;
      for (const [item, w] of items) {
        x -= w;
        if (x < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    sample: (items, count) => {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    poisson: (lambda) => {
      let k = 0;
      let p = Math.exp(-lambda);
      let cdf = p;
      const u = next();
      while (u > cdf && k < 50) {
        k++;
        p *= lambda / k;
        cdf += p;
      }
      return k;
    },
  };
}

/** Salts that keep the streams of different entity kinds apart. */
export const SALT = {
  product: 11,
  price: 12,
  stock: 13,
  outlet: 14,
  assortment: 15,
  sales: 16,
  people: 17,
  image: 18,
  capacity: 19,
  delivery: 20,
} as const;
