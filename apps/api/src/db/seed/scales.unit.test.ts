import { describe, expect, it } from 'vitest';
import type { Executor } from '../client';
import { buildPeople } from './people';
import { buildCategories, buildProducts } from './products';
import { writeSales } from './sales';
import { SCALES } from './scales';
import { buildAssortments, largestKeys } from './stock';

/**
 * Counts the statements instead of running them: the seed's plan is generated in memory (the sales
 * writer's transactions run on the same fake; its look-ups find every outlet and product).
 */
const noDatabase = {
  execute: async () => ({ rows: [] }),
  transaction: async (run: (tx: unknown) => Promise<unknown>) => run(noDatabase),
} as unknown as Executor;

describe('bench scale (docs/rules.md#bench-data)', () => {
  const scale = SCALES.bench;
  const { childIds } = buildCategories();
  const products = buildProducts(scale.products, childIds);
  const outlets = buildPeople(scale).stores.filter((s) => s.is_retail);

  it('has 10,000 products and 200 Russian retail outlets', () => {
    expect(products).toHaveLength(10_000);
    expect(outlets.filter((o) => o.version === 'ru')).toHaveLength(200);
  });

  it('generates at least 1,000,000 sales lines', { timeout: 120_000 }, async () => {
    const lines = await writeSales({
      db: noDatabase,
      assortments: buildAssortments(scale, outlets, products),
      days: scale.salesDays,
      today: new Date('2026-01-15T00:00:00Z'),
      log: () => {},
    });
    expect(lines).toBeGreaterThanOrEqual(1_000_000);
  });
});

describe('big scale (docs/rules.md#big-data)', () => {
  const scale = SCALES.big;
  const { childIds } = buildCategories();
  const products = buildProducts(scale.products, childIds);
  const people = buildPeople(scale);
  const outlets = people.stores.filter((s) => s.is_retail);
  const franchise = people.users.find((u) => u.username === 'franchise')!;

  it("has 100,000 products and 2,000 outlets, 200 of them the franchise user's, every store id once", () => {
    expect(products).toHaveLength(100_000);
    const generated = outlets.filter((o) => o.currency === 'RUB' || o.currency === 'EUR');
    expect(generated).toHaveLength(2000);
    const own = people.userStores.filter(
      (s) => s.user_id === franchise.id && s.store_id !== 1 && s.store_id !== 56,
    );
    expect(own).toHaveLength(200);
    expect(new Set(people.stores.map((s) => s.id)).size).toBe(people.stores.length);
    expect(people.stores.filter((s) => s.id >= 501 && s.id <= 600 && s.version === 'ru')).toEqual([]);
  });

  it('generates about 20,000,000 sales lines over a year (every tenth outlet generated, times ten)', {
    timeout: 120_000,
  }, async () => {
    const lines = await writeSales({
      db: noDatabase,
      assortments: buildAssortments(
        scale,
        outlets.filter((_, i) => i % 10 === 0),
        products,
      ),
      days: scale.salesDays,
      today: new Date('2026-01-15T00:00:00Z'),
      log: () => {},
    });
    expect(lines * 10).toBeGreaterThanOrEqual(18_000_000);
    expect(lines * 10).toBeLessThanOrEqual(22_000_000);
  });
});

describe('largestKeys', () => {
  it('answers the indexes of the largest keys in ascending order, as a full sort would, the earlier of a tie first', () => {
    const keys = Float64Array.from([0.5, -1, 3, 3, 2, -Infinity, 0.5, 7]);
    expect(largestKeys(keys, 3)).toEqual([2, 3, 7]);
    expect(largestKeys(keys, 5)).toEqual([0, 2, 3, 4, 7]);
    expect(largestKeys(keys, 20)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(largestKeys(keys, 0)).toEqual([]);
    const random = Float64Array.from({ length: 5000 }, (_, i) => Math.sin(i * 12.9898) * 43758.5453);
    const sorted = [...random.keys()].sort((a, b) => random[b]! - random[a]!);
    expect(largestKeys(random, 300)).toEqual(sorted.slice(0, 300).sort((a, b) => a - b));
  });
});
