// The live area's tables (bench/areas/live.ts): the live run per database beside its ceiling, the
// catalogue's read cases per database, and the area's last line.
import { table } from '../lib/report';
import type { CaseRow } from './catalog-report';
import { driveFigures } from './catalog-report';
import type { AnswerCounts, LiveRun } from './live-run';

/** One database's figures: the live run, the read cases with answers kept and with every answer computed. */
export type DatabaseFigures = { label: string; live: LiveRun; kept: CaseRow[]; computed: CaseRow[] };

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
/** The share of answers served from kept ones (%). */
export const keptShare = (a: AnswerCounts) => percent(a.kept, a.kept + a.computed);
const ratio = (route: { rps: number }, ceiling: { rps: number }) => percent(route.rps, ceiling.rps);

/** The live run of each database: reads beside the ceiling, kept share, verdicts and the feed's writes. */
export function liveTable(figures: readonly DatabaseFigures[]): string {
  const rows = figures.map(({ label, live }) => {
    const { route, ceiling } = live;
    const r = driveFigures(route.drive);
    const c = driveFigures(ceiling.drive);
    const feed = route.feed;
    return [
      label,
      route.drive.latencies.length,
      r.p50,
      r.p99,
      Math.round(r.rps),
      c.p50,
      c.p99,
      Math.round(c.rps),
      `${ratio(r, c)} %`,
      `${keptShare(route.answers)} % (${route.answers.kept} of ${route.answers.kept + route.answers.computed}; ${route.answers.renewed} renewed)`,
      `${route.tally.checked} of ${route.tally.reads}`,
      `**${route.tally.stale}**`,
      `${feed.stock} / ${feed.prices} / ${feed.salesBatches} (${feed.salesLines} lines) / ${route.jobs}`,
      `${route.drive.failures + feed.failed} + ${ceiling.drive.failures + ceiling.feed.failed}`,
    ];
  });
  return table(
    [
      'database',
      'reads',
      'p50',
      'p99',
      'req/s',
      'ceiling p50',
      'ceiling p99',
      'ceiling req/s',
      'ratio',
      'kept answers',
      'reads checked',
      'stale',
      'writes: stock / prices / sales batches / recommendation jobs',
      'failed',
    ],
    rows,
  );
}

/** The read cases, one row per case and answer path, each database's req/s, p99 and ratio side by side. */
export function casesTable(figures: readonly DatabaseFigures[]): string {
  const paths = [
    { name: 'kept', pick: (f: DatabaseFigures) => f.kept },
    { name: 'computed', pick: (f: DatabaseFigures) => f.computed },
  ];
  const rows = paths.flatMap(({ name, pick }) =>
    pick(figures[0]!).map((first) => [
      first.name,
      name,
      ...figures.flatMap((f) => {
        const row = pick(f).find((r) => r.name === first.name);
        if (!row) return ['—', '—', '—'];
        return [Math.round(row.route.rps), row.route.p99, `${ratio(row.route, row.ceiling)} %`];
      }),
    ]),
  );
  const head = figures.flatMap((f) => [`${f.label} req/s`, `${f.label} p99`, `${f.label} ratio`]);
  return table(['case', 'answer', ...head], rows);
}

/** The area's last line: the live run of `figures` beside its ceiling. */
export function liveLine({ live }: DatabaseFigures): string {
  const r = driveFigures(live.route.drive);
  const c = driveFigures(live.ceiling.drive);
  return `live: ratio ${ratio(r, c)} %, p99 ${r.p99} ms, stale ${live.route.tally.stale}, kept ${keptShare(live.route.answers)} %`;
}
