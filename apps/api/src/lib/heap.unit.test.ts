import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { COLLECT_AFTER_PRODUCTS, collectAfterBulkBuild } from './heap';

/** The full (mark-compact) collections V8 reports while `run` runs and the next turns of the event loop. */
async function fullCollectionsDuring(run: () => void): Promise<number> {
  const seen: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  run();
  await nextTurn();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return seen.filter(
    (entry) => (entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR,
  ).length;
}

describe('collectAfterBulkBuild (docs/rules.md#snapshot-memory)', () => {
  it('runs a full collection on the next turn after a build over COLLECT_AFTER_PRODUCTS products', async () => {
    expect(await fullCollectionsDuring(() => collectAfterBulkBuild(COLLECT_AFTER_PRODUCTS))).toBeGreaterThan(
      0,
    );
  });

  it('compacts the old space, so the pages the temporaries took are given back', async () => {
    let garbage: { i: number; text: string }[] | undefined = Array.from({ length: 400_000 }, (_, i) => ({
      i,
      text: `row ${i}`,
    }));
    const kept = garbage.filter((_, i) => i % 64 === 0);
    garbage = undefined;
    await fullCollectionsDuring(() => collectAfterBulkBuild(COLLECT_AFTER_PRODUCTS));
    const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!;
    const { space_size, space_used_size } = oldSpace();
    expect(space_size - space_used_size).toBeLessThan(8 * 2 ** 20);
    expect(kept.length).toBe(6250);
  });

  it('leaves V8 alone after a smaller build', async () => {
    expect(await fullCollectionsDuring(() => collectAfterBulkBuild(COLLECT_AFTER_PRODUCTS - 1))).toBe(0);
  });
});
