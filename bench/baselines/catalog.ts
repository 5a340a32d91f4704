/**
 * The catalogue figures of docs/benchmarks.md before issue 14's benchmark: `npm run bench -- catalog`
 * measured 2026-11-24 at commit 7cba777 (PostgreSQL, bench scale, 20 connections, load average 5.6
 * on 2 cores). The catalog area compares every run with them; p50/p99 in ms.
 */
export const CATALOG_BASELINE = {
  date: '2026-11-24',
  commit: '7cba777',
  connections: 20,
  rows: {
    'no filter': { p50: 154, p99: 261, rps: 124, ceilingRps: 3113 },
    'a category': { p50: 170, p99: 277, rps: 116, ceilingRps: 2573 },
    'text search': { p50: 384, p99: 570, rps: 51, ceilingRps: 2729 },
    'page 100': { p50: 175, p99: 267, rps: 112, ceilingRps: 3044 },
  } as Record<string, { p50: number; p99: number; rps: number; ceilingRps: number }>,
};
