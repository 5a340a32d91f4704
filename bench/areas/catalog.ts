import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { signIn } from '../../apps/api/src/test/http-client';
import { CATALOG_BASELINE } from '../baselines/catalog';
import { startApp } from '../lib/app-process';
import { givePriceTypes, openBenchDb } from '../lib/bench-users';
import { type DataSize, loadBenchData } from '../lib/database';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { watchRss } from '../lib/proc';
import { type Case, measureCase, PRODUCT_PAGE, pickCases } from './catalog-cases';
import { measureSnapshotMemory, type SnapshotMemory, snapshotMemoryLine } from './catalog-memory';
import { benchMix, type MixResult } from './catalog-mix';
import { WRITE_SHARE } from './catalog-mix-requests';
import {
  bigTargetsTable,
  type CaseRow,
  comparisonTable,
  computedTargetsTable,
  mixTable,
  readTable,
  targetsTable,
} from './catalog-report';

const LOGIN = 'shop';

/** Connection counts of every read case: the run's (default 20) and 50. */
const LOADS = [20, 50];
/** How often the app's RSS is sampled (ms). */
const RSS_EVERY_MS = 100;
/** Wait between the app listening and the idle RSS sample (ms). */
const IDLE_SETTLE_MS = 1000;

/**
 * GET catalog/products on the bench scale (or `--scale big`) in PostgreSQL — no filter, a category,
 * a text search, page 100 — and GET catalog/products/{code}, each at `--connections` and 50 beside
 * the ceiling route answering the same bytes in the same run; then the mixed run of catalog-mix.ts
 * (reads, basket changes and orders, stale reads counted) beside its ceiling mix; the app's RSS idle
 * and at peak; the snapshot's memory per product (catalog-memory.ts); at the bench scale before/now
 * against bench/baselines/catalog.ts and issue 14's targets, at the big scale issue 27's, marked
 * met / not met.
 */
export async function benchCatalog(options: BenchOptions): Promise<string> {
  if (options.only === 'computed') return benchComputed(options);
  if (options.only !== undefined) throw new Error(`catalog: unknown --only=${options.only}; known: computed`);
  const load = loadLine();
  const { databaseUrl, size, seeded } = await loadBenchData(options);
  console.log(
    `[bench] data: ${size.products} products, ${size.outlets} outlets, ${size.salesLines} sales lines`,
  );
  const app = await startApp(databaseUrl);
  await sleep(IDLE_SETTLE_MS);
  const rss = watchRss(app.pid, RSS_EVERY_MS);
  const idleRss = rss.base;
  const bench = await openBenchDb(databaseUrl).catch(async (error) => {
    rss.stop();
    await app.stop();
    throw error;
  });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    // Host localhost = the Russian version (docs/rules.md#decisions-4), the main one.
    const host = `localhost:${app.port}`;
    // Prices per customer (docs/rules.md#buyer-price): the asker pays a price type of its own.
    const [shop] = await queryRows<{ id: number }>(
      bench.db,
      sql`select id from users where username = ${LOGIN}`,
    );
    await givePriceTypes(bench.db, [shop!.id]);
    const token = await signIn(base, LOGIN, DEMO_PASSWORD);
    const headers = { host, authorization: `Bearer ${token}`, accept: 'application/json' };
    const cases = await pickCases(base, headers);
    const rows: CaseRow[] = [];
    for (const connections of new Set([options.connections, ...LOADS]))
      for (const c of cases) rows.push(await measureCase(base, headers, c, { ...options, connections }));
    console.log('[bench] mixed run');
    const mix = await benchMix({
      base,
      host,
      bench,
      pages: cases.filter((c) => c.name !== PRODUCT_PAGE),
      connections: options.connections,
      seconds: options.duration,
      warmup: options.warmup,
    });
    const peakRss = rss.stop();
    console.log(`[bench]   ${mixTable(mix, options.connections)}\n[bench]   ${JSON.stringify(mix.tally)}`);
    await app.stop();
    const uncached = await measureUncached(databaseUrl, cases, options);
    const searchWord = new URL(casePath(cases, 'text search'), base).searchParams.get('q') ?? 'набор';
    const snapshot = await measureSnapshotMemory({ databaseUrl, searchWord });
    const endLoad = os.loadavg()[0]!.toFixed(1);
    const memory = { idle: idleRss, peak: peakRss };
    return report({
      options,
      load: `${load}, ${endLoad} when it ended`,
      size,
      seeded,
      rows,
      uncached,
      mix,
      memory,
      snapshot,
    });
  } finally {
    rss.stop();
    await bench.close();
    await app.stop();
  }
}

/**
 * `--only=computed`: the second table of the full run alone — the list cases with nothing kept
 * beside the ceiling, with issue 27's target — as a quick check of the computed path; the caller
 * prints it (docs/benchmarks.md keeps the last full run).
 */
async function benchComputed(options: BenchOptions): Promise<string> {
  const load = loadLine();
  const { databaseUrl, size } = await loadBenchData(options);
  const bench = await openBenchDb(databaseUrl);
  try {
    const [shop] = await queryRows<{ id: number }>(
      bench.db,
      sql`select id from users where username = ${LOGIN}`,
    );
    await givePriceTypes(bench.db, [shop!.id]);
  } finally {
    await bench.close();
  }
  const rows = await measureUncached(databaseUrl, undefined, options);
  return [
    `Measured ${today()} on ${machineLine()}; ${load}, ${os.loadavg()[0]!.toFixed(1)} when it ended; ${size.products.toLocaleString('en')} products, ${size.outlets} outlets, ${size.salesLines.toLocaleString('en')} sales lines. Every answer computed (\`CATALOG_CACHE_MB=0\`), logged in as \`${LOGIN}\`, ${options.warmup} s warm-up then ${options.duration} s per row:`,
    '',
    readTable(rows),
    '',
    computedTargetsTable(rows, options.connections),
  ].join('\n');
}

/**
 * The list cases at `options.connections` on an app that keeps no answer (CATALOG_CACHE_MB=0):
 * every request computes its page, as the first visit of a page or the first read after a change does.
 * `cases` undefined: picked on this app as the full run picks them.
 */
async function measureUncached(
  databaseUrl: string,
  cases: Case[] | undefined,
  options: BenchOptions,
): Promise<CaseRow[]> {
  console.log('[bench] every answer computed (CATALOG_CACHE_MB=0)');
  const app = await startApp(databaseUrl, { CATALOG_CACHE_MB: '0' });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const host = `localhost:${app.port}`;
    const headers = {
      host,
      authorization: `Bearer ${await signIn(base, LOGIN, DEMO_PASSWORD)}`,
      accept: 'application/json',
    };
    const rows: CaseRow[] = [];
    for (const c of (cases ?? (await pickCases(base, headers))).filter((c) => c.name !== PRODUCT_PAGE))
      rows.push(await measureCase(base, headers, c, options));
    return rows;
  } finally {
    await app.stop();
  }
}

/** The path of the case named `name`. */
const casePath = (cases: Case[], name: string) => cases.find((c) => c.name === name)!.path;

/** The scale's name in the report, with the rule that defines it. */
const SCALE_DATA = {
  bench: 'bench scale, docs/rules.md#bench-data',
  big: '`--scale big`, ten times the bench scale, docs/rules.md#big-data',
} as const;

/** The last part of the report: before/now and issue 14's targets at the bench scale, issue 27's at big. */
function targets(r: Parameters<typeof report>[0]): string[] {
  const { options, mix } = r;
  if (options.scale === 'big')
    return [
      `Issue 27's targets at --scale big (PostgreSQL, ${options.connections} connections, one run beside the ceiling; restart ≤ 2 s and idle RSS with the snapshot held ≤ 300 MB: the server area at --scale big):`,
      '',
      bigTargetsTable({
        rows: r.rows,
        uncached: r.uncached,
        connections: options.connections,
        memory: r.memory,
      }),
    ];
  return [
    `Before and now at ${CATALOG_BASELINE.connections} connections: before = ${CATALOG_BASELINE.date}, commit ${CATALOG_BASELINE.commit} (bench/baselines/catalog.ts), now = this run.`,
    '',
    comparisonTable(r.rows, mix),
    '',
    `Issue 14's targets (PostgreSQL, bench scale, ${options.connections} connections, one run beside the ceiling):`,
    '',
    targetsTable(r.rows, mix, options.connections),
  ];
}

function report(r: {
  options: BenchOptions;
  load: string;
  size: DataSize;
  seeded: string;
  rows: CaseRow[];
  uncached: CaseRow[];
  mix: MixResult;
  memory: { idle: number; peak: number };
  snapshot: SnapshotMemory;
}): string {
  const { options, size, mix } = r;
  const { tally } = mix;
  const mb = (n: number) => `${Math.round(n)} MB`;
  return [
    `Measured ${today()} on ${machineLine()}; PostgreSQL 15 on the same machine; ${r.load}.`,
    '',
    `Data (${SCALE_DATA[options.scale]}): ${size.products.toLocaleString('en')} products, ${size.outlets.toLocaleString('en')} outlets, ${size.salesLines.toLocaleString('en')} sales lines, ${size.users.toLocaleString('en')} users; ${r.seeded}.`,
    '',
    `Method: the app (\`buildApp\` from the sources under tsx, NODE_ENV=production, logging off) in its own process on the bench database; logged in as \`${LOGIN}\` (Russian version, store 1), whose counterparty pays a price type of its own (a price of every product at 90 % of the list price, docs/rules.md#buyer-price; the mixed run's users alternate between two types: \`givePriceTypes\`, bench/lib/bench-users.ts); autocannon, ${[...new Set([options.connections, ...LOADS])].join(' and ')} connections, one request alone (what a process builds once — the snapshot, the search index — is the server area's), then ${options.warmup} s warm-up, then ${options.duration} s per row. The ceiling is \`GET /bench/ceiling\`, registered only in the bench process: the same auth preHandler, then the bytes the route answered, precomputed, with the same content type. The ratio (route req/s ÷ ceiling req/s) is the share left after the query, mapping and serialisation; p50/p99 in milliseconds.`,
    '',
    readTable(r.rows),
    '',
    `A request whose asker, URL and data revision match a kept answer is answered from memory (docs/rules.md#catalogue-answers); its live fields — warehouse stock, basket count, ordered units, favourite — are taken again from the viewer data kept in the process (docs/rules.md#viewer-data) only when the user's or the warehouse revision moved, which nothing does in these read-only rows, so the rows above repeat one URL, so after the first request they measure that path. The same list cases with nothing kept (\`CATALOG_CACHE_MB=0\`, a second app process, same method), i.e. what the first visit of a page or the first read after a change costs (the shared part from the snapshot, the viewer's from the viewer data: no statement of the page's own beyond the auth statement):`,
    '',
    readTable(r.uncached),
    '',
    // At --scale big the computed cases have their own target (≥ 25 %, in the big targets below).
    ...(options.scale === 'big' ? [] : [computedTargetsTable(r.uncached, options.connections), '']),
    `Mixed run (bench/areas/catalog-mix.ts): ${options.connections} bench users \`bench_mix_*\` (group warehouse, a RUB outlet), one per connection, in a closed loop of requests (bench/lib/drive.ts, undici; each sends its next request when the previous one answered, ${options.warmup} s warm-up then ${options.duration} s). ${Math.round(WRITE_SHARE * 100)} % writes — PUT basket/{id} \`{count: 1–5 packs}\` or PATCH basket/increase/{id} on the first products of the four list pages above (warehouse stock 1,000,000), and one write in five, once the basket reaches the minimum order sum (what each user pays is read from its pages first: docs/rules.md#order-rules), POST order/send — and the rest GET one of the four list pages at random. After each write the connection's next read is the page holding the product and must show it: basket_count as the write answered, after an order basket_count 0 and a quantity no higher than the database held after the send. The ceiling mix sends the same mix with every page read answered by the ceiling (nothing checked) and the writes real, so the ratio is the share the read path leaves when pages are invalidated by writes; failed = route + ceiling mix.`,
    '',
    mixTable(mix, options.connections),
    '',
    `Staleness: ${tally.writes} writes (${tally.orders} orders placed), ${tally.checks} reads checked after them, **${tally.stale} stale**${tally.examples.length > 0 ? ` (e.g. ${tally.examples.join('; ')})` : ''}; ${tally.missing} checked reads did not list the product (not counted as stale).`,
    '',
    `Memory of the app process (VmRSS of /proc/<pid>/status): ${mb(r.memory.idle)} idle, ${IDLE_SETTLE_MS / 1000} s after it listens and before the first request; ${mb(r.memory.peak)} at peak over the whole run (sampled every ${RSS_EVERY_MS} ms). Cold start and restart: the server area.`,
    '',
    snapshotMemoryLine(r.snapshot),
    '',
    ...targets(r),
    '',
    `Reproduce: \`npm run bench -- catalog${options.scale === 'big' ? ' --scale big' : ''}\` (add \`--reseed\` to reload the data; \`BENCH_DATABASE_URL\` to use another database; \`--only=computed\` runs the computed rows alone and prints them; the bench users \`bench_mix_*\` and their orders stay in the bench database).`,
  ].join('\n');
}
