import { CATALOG_BASELINE } from '../baselines/catalog';
import { type DriveResult, quantile } from '../lib/drive';
import type { LoadResult } from '../lib/load';
import { table } from '../lib/report';
import type { MixResult } from './catalog-mix';

/** One measured read case: route and ceiling (same bytes) at one connection count. */
export type CaseRow = {
  name: string;
  path: string;
  connections: number;
  route: LoadResult;
  ceiling: LoadResult;
};

/** The mixed run's name in the comparison and target tables. */
export const MIXED = 'mixed';

/** Issue 14's Done-when at the base connection count: ratio to the ceiling ≥ `ratio` %, p99 ≤ `p99` ms. */
const TARGETS: { name: string; ratio: number; p99?: number }[] = [
  { name: 'no filter', ratio: 40, p99: 40 },
  { name: 'a category', ratio: 40, p99: 40 },
  { name: 'page 100', ratio: 40, p99: 40 },
  { name: 'text search', ratio: 25, p99: 60 },
  { name: MIXED, ratio: 30 },
];

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** p50, p99 (ms) and req/s of a drive. */
export const driveFigures = (r: DriveResult) => ({
  p50: quantile(r.latencies, 0.5),
  p99: quantile(r.latencies, 0.99),
  rps: r.latencies.length / r.seconds,
});
type Figures = { p50: number; p99: number; rps: number };

/** The figures of every row of this run by case name at `connections`, the mixed run included. */
function nowByName(rows: CaseRow[], mix: MixResult, connections: number) {
  const now = new Map<string, { route: Figures; ceiling: Figures }>();
  for (const r of rows) if (r.connections === connections) now.set(r.name, r);
  now.set(MIXED, { route: driveFigures(mix.route), ceiling: driveFigures(mix.ceiling) });
  return now;
}

/** Headers of a route beside its ceiling, and the cells of `beside`. */
const BESIDE = ['p50', 'p99', 'req/s', 'ceiling p50', 'ceiling p99', 'ceiling req/s', 'ratio'];
const beside = (route: Figures, ceiling: Figures) => [
  route.p50,
  route.p99,
  Math.round(route.rps),
  ceiling.p50,
  ceiling.p99,
  Math.round(ceiling.rps),
  `${percent(route.rps, ceiling.rps)} %`,
];

/** The read cases: one row per case and connection count, route beside its ceiling. */
export function readTable(rows: CaseRow[]): string {
  return table(
    ['case', 'request', 'conn.', 'body', ...BESIDE, 'failed'],
    rows.map((r) => [
      r.name,
      `\`${r.path.replace('/api/v0/', '')}\``,
      r.connections,
      kb(r.route.body.length),
      ...beside(r.route, r.ceiling),
      r.route.failures + r.ceiling.failures,
    ]),
  );
}

/** The mixed run beside the ceiling mix; failed = route + ceiling mix. */
export function mixTable(mix: MixResult, connections: number): string {
  const row = [
    '90 % page reads, 10 % basket changes and orders',
    connections,
    mix.route.latencies.length,
    ...beside(driveFigures(mix.route), driveFigures(mix.ceiling)),
    `${mix.route.failures} + ${mix.ceiling.failures}`,
  ];
  return table(['run', 'conn.', 'requests', ...BESIDE, 'failed'], [row]);
}

/** Before (CATALOG_BASELINE) and now at the baseline's connection count, with now ÷ before. */
export function comparisonTable(rows: CaseRow[], mix: MixResult): string {
  const now = nowByName(rows, mix, CATALOG_BASELINE.connections);
  const body = [...now].map(([name, n]) => {
    const before = CATALOG_BASELINE.rows[name];
    const was = before
      ? [Math.round(before.rps), before.p99, `${percent(before.rps, before.ceilingRps)} %`]
      : ['—', '—', '—'];
    const gain = before ? `× ${(n.route.rps / before.rps).toFixed(1)}` : '—';
    return [
      name,
      ...was,
      Math.round(n.route.rps),
      n.route.p99,
      `${percent(n.route.rps, n.ceiling.rps)} %`,
      gain,
    ];
  });
  return table(
    [
      'case',
      'before req/s',
      'before p99',
      'before ratio',
      'now req/s',
      'now p99',
      'now ratio',
      'req/s now ÷ before',
    ],
    body,
  );
}

/** Issue 14's Done-when rows at `connections`, each marked met / not met; plus stale reads must be 0. */
export function targetsTable(rows: CaseRow[], mix: MixResult, connections: number): string {
  const now = nowByName(rows, mix, connections);
  const body = TARGETS.map((t) => {
    const target = `≥ ${t.ratio} %${t.p99 === undefined ? '' : `, p99 ≤ ${t.p99} ms`}`;
    const n = now.get(t.name);
    if (!n) return [t.name, target, 'not measured', '**not met**'];
    // Compared unrounded: 39.9 % is below 40 % though the tables print it as 40 %.
    const ratio = (n.route.rps / n.ceiling.rps) * 100;
    const met = ratio >= t.ratio && (t.p99 === undefined || n.route.p99 <= t.p99);
    return [t.name, target, `${ratio.toFixed(1)} %, p99 ${n.route.p99} ms`, met ? 'met' : '**not met**'];
  });
  const stale = mix.tally.stale;
  body.push(['mixed: stale reads', '0', String(stale), stale === 0 ? 'met' : '**not met**']);
  return table(['case', 'target', 'now', ''], body);
}

/** Issue 27's Done-when for the computed path (nothing kept): every list case ≥ 40 % of its ceiling, p99 ≤ 40 ms. */
const COMPUTED_TARGET = { ratio: 40, p99: 40 };

/** The computed rows (CATALOG_CACHE_MB=0) at `connections` against issue 27's target, each marked met / not met. */
export function computedTargetsTable(rows: CaseRow[], connections: number): string {
  const target = `≥ ${COMPUTED_TARGET.ratio} %, p99 ≤ ${COMPUTED_TARGET.p99} ms`;
  const body = rows
    .filter((r) => r.connections === connections)
    .map((r) => {
      // Compared unrounded, as in targetsTable.
      const ratio = (r.route.rps / r.ceiling.rps) * 100;
      const met = ratio >= COMPUTED_TARGET.ratio && r.route.p99 <= COMPUTED_TARGET.p99;
      return [r.name, target, `${ratio.toFixed(1)} %, p99 ${r.route.p99} ms`, met ? 'met' : '**not met**'];
    });
  return table(['computed case', 'target', 'now', ''], body);
}

/** Issue 27's Done-when at --scale big that the catalog area measures (restart: the server area). */
export const BIG_TARGETS = { kept: 50, computed: 25, searchP99: 60, peakRssMb: 1024 };

/**
 * Issue 27's targets at --scale big, each marked met / not met: every read case kept (`rows` at
 * `connections`) ≥ BIG_TARGETS.kept % of its ceiling, every case computed (`uncached`) ≥
 * BIG_TARGETS.computed %, the text search's p99 (kept and computed) ≤ BIG_TARGETS.searchP99 ms,
 * the app's peak RSS (MB). Its idle RSS is measured 1 s after it listens, while it still reads its
 * snapshot: the target for idle RSS with the snapshot held is the server area's (server-big.ts).
 */
export function bigTargetsTable(r: {
  rows: CaseRow[];
  uncached: CaseRow[];
  connections: number;
  memory: { peak: number };
}): string {
  const mark = (met: boolean) => (met ? 'met' : '**not met**');
  const ratio = (c: CaseRow) => (c.route.rps / c.ceiling.rps) * 100;
  const share = (label: string, cases: CaseRow[], target: number) =>
    cases.map((c) => [
      `${c.name}, ${label}`,
      `≥ ${target} %`,
      `${ratio(c).toFixed(1)} %, p99 ${c.route.p99} ms`,
      mark(ratio(c) >= target),
    ]);
  const kept = r.rows.filter((c) => c.connections === r.connections);
  const search = [...kept, ...r.uncached].filter((c) => c.name === 'text search');
  const body = [
    ...share('kept', kept, BIG_TARGETS.kept),
    ...share('computed', r.uncached, BIG_TARGETS.computed),
    ...search.map((c) => [
      `text search p99, ${r.uncached.includes(c) ? 'computed' : 'kept'}`,
      `≤ ${BIG_TARGETS.searchP99} ms`,
      `${c.route.p99} ms`,
      mark(c.route.p99 <= BIG_TARGETS.searchP99),
    ]),
    [
      'peak RSS',
      `≤ ${BIG_TARGETS.peakRssMb} MB`,
      `${Math.round(r.memory.peak)} MB`,
      mark(r.memory.peak <= BIG_TARGETS.peakRssMb),
    ],
  ];
  return table(['case', 'target', 'now', ''], body);
}
