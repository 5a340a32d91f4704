/** A seeded PRNG (mulberry32) and what the fake account draws from it: deterministic per seed. */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A МойСклад-like id: `xxxxxxxx-xxxx-11ee-xxxx-xxxxxxxxxxxx`. */
  uuid(): string;
  /** A МойСклад-like externalCode: 22 characters of [A-Za-z0-9-_]. */
  externalCode(): string;
};

const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A PRNG seeded with `seed`: the same seed draws the same sequence. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const word = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    uuid: () => {
      const [a, b, c, d] = [word(), word(), word(), word()];
      return `${a}-${b.slice(0, 4)}-11ee-${b.slice(4)}-${c}${d.slice(0, 4)}`;
    },
    externalCode: () => {
      let out = '';
      for (let i = 0; i < 22; i++) out += CODE_CHARS[Math.floor(next() * CODE_CHARS.length)];
      return out;
    },
  };
}

/** A valid EAN-13 for the 12 digits `body` (the check digit appended). */
export function ean13(body: string): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

/** Up to `count` distinct items of `all`, drawn at random (for a few items of a long list). */
export function pickDistinct<T>(random: Random, all: readonly T[], count: number): T[] {
  const picked = new Set<T>();
  for (let tries = 0; picked.size < Math.min(count, all.length) && tries < count * 10; tries++) {
    picked.add(random.pick(all));
  }
  return [...picked];
}
