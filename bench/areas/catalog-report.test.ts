import { describe, expect, it } from 'vitest';
import type { DriveResult } from '../lib/drive';
import type { LoadResult } from '../lib/load';
import type { MixResult } from './catalog-mix';
import {
  bigTargetsTable,
  type CaseRow,
  comparisonTable,
  computedTargetsTable,
  targetsTable,
} from './catalog-report';

const load = (rps: number, p99: number): LoadResult => ({
  p50: p99 / 2,
  p99,
  rps,
  requests: rps * 10,
  body: Buffer.from('{}'),
  failures: 0,
});
const row = (name: string, rps: number, p99: number, connections = 20): CaseRow => ({
  name,
  path: `/api/v0/catalog/products?${name}`,
  connections,
  route: load(rps, p99),
  ceiling: load(1000, 5),
});
/** `count` requests of `ms` each over one second. */
const driven = (count: number, ms: number): DriveResult => ({
  latencies: Array.from({ length: count }, () => ms),
  failures: 0,
  statuses: new Map([[200, count]]),
  seconds: 1,
});
const mix = (routeRps: number, stale: number): MixResult => ({
  route: driven(routeRps, 20),
  ceiling: driven(1000, 5),
  tally: { writes: 10, orders: 2, checks: 10, stale, missing: 0, examples: [] },
});
const lineOf = (text: string, name: string) => text.split('\n').find((l) => l.startsWith(`| ${name} |`));

describe('targetsTable (issue 14 Done-when)', () => {
  it('marks a case met only when both its ratio and its p99 meet the target, at the run connection count', () => {
    const rows = [
      row('no filter', 400, 40),
      row('a category', 399, 10),
      row('page 100', 500, 41),
      row('text search', 250, 60),
      row('no filter', 10, 900, 50),
    ];
    const text = targetsTable(rows, mix(300, 0), 20);
    expect(lineOf(text, 'no filter')).toContain('| met |');
    expect(lineOf(text, 'a category')).toContain('**not met**');
    expect(lineOf(text, 'page 100')).toContain('**not met**');
    expect(lineOf(text, 'text search')).toContain('| met |');
    expect(lineOf(text, 'mixed')).toContain('| 30.0 %, p99 20 ms | met |');
    expect(lineOf(text, 'mixed: stale reads')).toContain('| met |');
  });

  it('fails the mixed run below 30 % and any stale read', () => {
    const text = targetsTable([], mix(299, 1), 20);
    expect(lineOf(text, 'no filter')).toContain('| not measured | **not met** |');
    expect(lineOf(text, 'mixed')).toContain('| 29.9 %, p99 20 ms | **not met** |');
    expect(lineOf(text, 'mixed: stale reads')).toContain('| 1 | **not met** |');
  });
});

describe('comparisonTable', () => {
  it('sets each case beside the baseline (7cba777) with now ÷ before, and dashes where there was none', () => {
    const text = comparisonTable([row('no filter', 248, 30), row('product page', 500, 9)], mix(300, 0));
    expect(lineOf(text, 'no filter')).toBe('| no filter | 124 | 261 | 4 % | 248 | 30 | 25 % | × 2.0 |');
    expect(lineOf(text, 'product page')).toBe('| product page | — | — | — | 500 | 9 | 50 % | — |');
  });
});

describe('computedTargetsTable', () => {
  it('holds every computed case at the run connection count to ≥ 40 % and p99 ≤ 40 ms', () => {
    const text = computedTargetsTable(
      [
        row('no filter', 400, 40),
        row('a category', 399, 10),
        row('page 100', 500, 41),
        row('text search', 10, 900, 50),
      ],
      20,
    );
    expect(lineOf(text, 'no filter')).toContain('| 40.0 %, p99 40 ms | met |');
    expect(lineOf(text, 'a category')).toContain('**not met**');
    expect(lineOf(text, 'page 100')).toContain('**not met**');
    expect(text).not.toContain('text search');
  });
});

describe('bigTargetsTable (issue 27 Done-when at --scale big)', () => {
  it('marks kept ≥ 50 %, computed ≥ 25 %, search p99 ≤ 60 ms and peak RSS ≤ 1 GB', () => {
    const text = bigTargetsTable({
      rows: [row('no filter', 500, 20), row('text search', 499, 61), row('page 100', 1, 900, 50)],
      uncached: [row('no filter', 250, 30), row('text search', 249, 60)],
      connections: 20,
      memory: { peak: 1024 },
    });
    expect(lineOf(text, 'no filter, kept')).toContain('| 50.0 %, p99 20 ms | met |');
    expect(lineOf(text, 'text search, kept')).toContain('**not met**');
    expect(text).not.toContain('page 100');
    expect(lineOf(text, 'no filter, computed')).toContain('| met |');
    expect(lineOf(text, 'text search, computed')).toContain('| 24.9 %, p99 60 ms | **not met** |');
    expect(lineOf(text, 'text search p99, kept')).toContain('| 61 ms | **not met** |');
    expect(lineOf(text, 'text search p99, computed')).toContain('| 60 ms | met |');
    expect(text).not.toContain('idle RSS');
    expect(lineOf(text, 'peak RSS')).toContain('| 1024 MB | met |');
  });
});
