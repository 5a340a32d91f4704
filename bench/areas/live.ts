import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { signIn } from '../../apps/api/src/test/http-client';
import { type AppProcess, startApp } from '../lib/app-process';
import { loadBenchData, seedScale } from '../lib/database';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { root } from '../lib/report';
import { type Case, measureCase, PRODUCT_PAGE } from './catalog-cases';
import type { CaseRow } from './catalog-report';
import { PRICE_EVERY_S, SALES_EVERY_S, SALES_LINES, STOCK_PER_SECOND } from './live-feed';
import { casesTable, type DatabaseFigures, liveLine, liveTable } from './live-report';
import { type LiveRun, liveRun, READERS } from './live-run';

/** The PGlite data folder of the bench scale (seeded on first use, kept for the next runs). */
const PGLITE_DIR = path.join(root, '.tmp/bench-pglite');
/** The app's environment in the live run: the feed's key sends far more than a minute's default limit. */
const FEED_ENV = { INTEGRATION_RATE_LIMIT: '100000' };

/**
 * `npm run bench -- live`: the catalogue while data flows in (issue 27), on PostgreSQL (the bench
 * database) and on PGlite (the embedded default, a data folder with the same bench scale): the live
 * run of live-run.ts, then the catalogue's read cases with answers kept and, in a second app
 * process with CATALOG_CACHE_MB=0, computed. The section ends with the line
 * `live: ratio R %, p99 P ms, stale S, kept K %` of PostgreSQL.
 */
export async function benchLive(options: BenchOptions): Promise<string> {
  const load = loadLine();
  const { databaseUrl, summary, seeded } = await loadBenchData(options);
  console.log(`[bench] data: ${summary}`);
  const postgres = await measureDatabase('PostgreSQL', (env) => startApp(databaseUrl, env), options);
  const pgliteSeeded = ensurePglite();
  const pglite = await measureDatabase(
    'PGlite',
    (env) => startApp(undefined, { DATA_DIR: PGLITE_DIR, ...env }),
    options,
  );
  const figures = [postgres, pglite];
  const ended = `${os.loadavg()[0]!.toFixed(1)} when it ended`;
  const { cases, outlets } = postgres.live;
  return [
    `Measured ${today()} on ${machineLine()}; PostgreSQL 15 on the same machine; ${load}, ${ended}.`,
    '',
    `Data (bench scale, docs/rules.md#bench-data): ${summary} in both databases; PostgreSQL ${seeded}; PGlite: a data folder (\`.tmp/bench-pglite\`, \`npm run db:seed -- --scale bench --no-images\`) ${pgliteSeeded}.`,
    '',
    `Method: the app (\`buildApp\` under tsx, NODE_ENV=production, its job runner on) in its own process, on PostgreSQL and then on PGlite (started without DATABASE_URL). While a feed writes through the app's own routes — ${STOCK_PER_SECOND} outlet stock rows a second, one a request, by the machine API (\`POST integration/feeds/outlet-stock\`, a key with stock and sales scopes: the outlet feeds' core and the stock writer \`setStoreStock\`), one product's RUB prices one rouble up every ${PRICE_EVERY_S} s by the product service (\`PATCH services/products/{id}\` as the manager, behind \`If-Match\`), and ${SALES_LINES} sales lines every ${SALES_EVERY_S} s by the machine API (\`POST integration/feeds/sales\`: \`recordSales\`, whose batch queues the \`recommendations.refresh\` job the app's runner then does) — ${options.connections} connections in a closed loop (bench/lib/drive.ts: undici, one keep-alive connection each) read the catalogue as ${READERS.join(' and ')} in turn: the four list pages and the product page of the catalog area, uniformly. The feed writes ${outlets.seen} outlets the readers see and ${outlets.other} others, and the products of those pages. ${options.warmup} s warm-up in the same loop (the same connections, the feed already writing; its writes are counted from it on), then ${options.duration} s measured; then the same with every read answered by \`GET /bench/ceiling\` (the same bytes, precomputed) while the same feed writes: ratio = reads/s ÷ the ceiling's.`,
    '',
    "Staleness: every read is judged against the writes answered before it was sent (bench/areas/live-freshness.ts; its body is kept with its send and answer times and judged after the phase, so that parsing pages in the bench process does not take the cores from the app and the database while they are measured — each distinct body of a reader and page once (bench/lib/body-store.ts: a body equal to the last one kept there is a reference to it), since tens of thousands of kept buffers made the bench process pause and those pauses were measured as the app's; the ceiling's bodies are kept alike and not parsed): each outlet of the reader that the page shows in `stores` must show its stock as last written, `price_retail` the price as last written, and `sales_for_report_period` of the reader's current store its units as before the feed plus those of the batches answered — or the value of a later write sent before the read answered, which may have committed first. Writes to outlets a reader does not see are on none of its pages. Kept answers: the answers of the measured reads that the answer cache served from kept bytes (`answerCounts`, GET /bench/answers in the bench process; renewed = live fields read again), the rest computed. Recommendation jobs: the `recommendations.refresh` jobs the app's runner finished between the start of the measured seconds and the feed's stop (GET /bench/jobs). Failed = reads and feed writes that did not answer 2xx, route run + ceiling run.",
    '',
    liveTable(figures),
    '',
    `The catalogue's read cases with nothing writing (the catalog area's method: autocannon, ${options.connections} connections, ${options.warmup} s warm-up then ${options.duration} s, beside the ceiling; logged in as shop, its own prices), with answers kept and, in a second app process with CATALOG_CACHE_MB=0, every answer computed (the first visit of a page or the first read after a change):`,
    '',
    casesTable(figures),
    '',
    `Pages read: ${cases.map((c) => `\`${c.path.replace('/api/v0/', '')}\``).join(', ')}.`,
    '',
    'Reproduce: `npm run bench -- live` (the feed changes stock, prices and sales of the bench outlets in both databases; `.tmp/bench-pglite` is seeded when missing, about 4 minutes).',
    '',
    liveLine(postgres),
  ].join('\n');
}

/** Seeds the PGlite folder with the bench scale when missing; says how it got its data. */
function ensurePglite(): string {
  if (existsSync(path.join(PGLITE_DIR, 'pglite'))) return 'already loaded';
  console.log(`[bench] loading the bench scale into PGlite at ${PGLITE_DIR}…`);
  return `loaded in ${Math.round(seedScale('bench', undefined, PGLITE_DIR, ['--no-images']))} s`;
}

/** The live run and the read cases (kept, then computed in a second process) on the database `start` opens. */
async function measureDatabase(
  label: string,
  start: (env: NodeJS.ProcessEnv) => Promise<AppProcess>,
  options: BenchOptions,
): Promise<DatabaseFigures> {
  console.log(`[bench] ${label}: live run`);
  const origin = (app: AppProcess) => ({
    base: `http://127.0.0.1:${app.port}`,
    host: `localhost:${app.port}`,
  });
  const app = await start(FEED_ENV);
  let live: LiveRun;
  try {
    const { base, host } = origin(app);
    live = await liveRun({ base, host, ...options, seconds: options.duration });
    console.log(`[bench]   ${liveLine({ label, live, kept: [], computed: [] })}`);
  } finally {
    await app.stop();
  }
  // A new process each: the ceiling keeps the bytes it first answered, the live run's among them.
  console.log(`[bench] ${label}: the read cases, answers kept`);
  const kept = await measureCases(start({}), live.cases, options);
  console.log(`[bench] ${label}: every answer computed (CATALOG_CACHE_MB=0)`);
  const lists = live.cases.filter((c) => c.name !== PRODUCT_PAGE);
  const computed = await measureCases(start({ CATALOG_CACHE_MB: '0' }), lists, options);
  return { label, live, kept, computed };
}

/** Each of `cases` as the shop beside the ceiling (measureCase) on the app `started`, stopped after. */
async function measureCases(started: Promise<AppProcess>, cases: Case[], options: BenchOptions) {
  const app = await started;
  try {
    const { base, host } = origin(app);
    const headers = await shopHeaders(base, host);
    const rows: CaseRow[] = [];
    for (const c of cases) rows.push(await measureCase(base, headers, c, options));
    return rows;
  } finally {
    await app.stop();
  }
}

const origin = (app: AppProcess) => ({ base: `http://127.0.0.1:${app.port}`, host: `localhost:${app.port}` });

/** Request headers of the shop (the catalog area's asker) on `host`. */
async function shopHeaders(base: string, host: string) {
  return {
    host,
    accept: 'application/json',
    authorization: `Bearer ${await signIn(base, 'shop', DEMO_PASSWORD)}`,
  };
}
