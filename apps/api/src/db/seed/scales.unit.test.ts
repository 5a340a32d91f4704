import { describe, expect, it } from 'vitest';
import type { Executor } from '../client';
import { buildPeople } from './people';
import { buildCategories, buildProducts } from './products';
import { writeSales } from './sales';
import { SCALES } from './scales';
import { buildAssortments } from './stock';

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
