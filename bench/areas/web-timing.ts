import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { CHROMIUM_ARGS, findBrowser, NO_BROWSER_MESSAGE } from '../../scripts/find-browser.mjs';
import { startApp } from '../lib/app-process';
import { benchDatabaseUrl, dataSize, ensureDatabase, redact, seedScale } from '../lib/database';
import { loadLine } from '../lib/machine';
import { root, table } from '../lib/report';
import { median } from '../lib/stats';

const LOGIN = 'shop'; // docs/demo-data.md: a warehouse-level buyer with one outlet

/** The title of the timing subsection of docs/benchmarks.md's web section. */
export const TIMING_TITLE = '### Time from sign-in to the first product row';
/** A real product row of the catalogue table (the skeleton's rows have no data-col cells). */
const PRODUCT_ROW = 'table tbody tr td[data-col="name"]';

/** One signed-in first catalogue load, in ms from the click on "sign in" (page clock). */
export type SignInRun = {
  form: number; // cold /catalog → redirected login form ready (ms from navigation start)
  table: number; // click → first product row visible
  login: number; // click → POST auth/login answered
  me: number; // click → POST auth/me answered
  products: number; // click → GET catalog/products answered
  js: number; // click → last JS chunk fetched between the click and the first row (0: none)
  jsAfter: number; // JS files fetched between the click and the first row
  render: number; // the later of products and JS → first product row visible
};

/**
 * Arms a MutationObserver that stamps when the first product row shows, and stamps the click. A
 * string, like READ_CLOCK: the page's globals are not in the API project's types (no DOM lib).
 */
async function armClock(page: Page) {
  await page.evaluate(`(() => {
    const selector = ${JSON.stringify(PRODUCT_ROW)};
    document.querySelector('#login-password').form.addEventListener(
      'submit',
      () => (window.__clicked = performance.now()),
      { capture: true },
    );
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__rows = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
}

/**
 * Reads the stamps and the resource timings of one run (all on the page's clock). A string, not a
 * function: tsx would wrap a function's inner arrows in its `__name` helper, unknown in the page.
 */
const READ_CLOCK = `(() => {
  const t0 = window.__clicked;
  const entries = performance.getEntriesByType('resource');
  const end = (part) =>
    Math.max(0, ...entries.filter((e) => e.name.includes(part)).map((e) => e.responseEnd - t0));
  const js = entries.filter((e) => e.name.endsWith('.js') && e.startTime >= t0 && e.responseEnd <= window.__rows);
  const products = end('/catalog/products');
  const jsDone = Math.max(0, ...js.map((e) => e.responseEnd - t0));
  const table = window.__rows - t0;
  return {
    table,
    login: end('/auth/login'),
    me: end('/auth/me'),
    products,
    js: jsDone,
    jsAfter: js.length,
    render: table - Math.max(products, jsDone),
  };
})()`;

const readClock = (page: Page) => page.evaluate<Omit<SignInRun, 'form'>>(READ_CLOCK);

/** One cold run: a new browser context (empty cache and storage), /catalog, sign in, wait for rows. */
async function signInOnce(browser: Browser, base: string): Promise<SignInRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/catalog`);
    await page.locator('#login-name').waitFor();
    const form = await page.evaluate(() => performance.now());
    await page.fill('#login-name', LOGIN);
    await page.fill('#login-password', DEMO_PASSWORD);
    await armClock(page);
    await page.click('form:has(#login-password) button[type="submit"]');
    await page.locator(PRODUCT_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
    return { form, ...(await readClock(page)) };
  } finally {
    await context.close();
  }
}

/**
 * Signs in `runs` times (after one warm-up run that is not counted: the server's first queries) on
 * the built app served by the bench server from `webDist`, on `databaseUrl` (undefined: PGlite in
 * `dataDir`). Answers the medians.
 */
export async function timeSignIn(target: {
  webDist: string;
  databaseUrl?: string;
  dataDir: string;
  runs: number;
}): Promise<SignInRun> {
  const found = await findBrowser({ download: null });
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  const app = await startApp(target.databaseUrl, { WEB_DIST: target.webDist, DATA_DIR: target.dataDir });
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
  try {
    const base = `http://localhost:${app.port}`; // host localhost: the Russian version
    await signInOnce(browser, base);
    const runs: SignInRun[] = [];
    for (let i = 0; i < target.runs; i++) runs.push(await signInOnce(browser, base));
    const keys = Object.keys(runs[0]!) as (keyof SignInRun)[];
    return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as SignInRun;
  } finally {
    await browser.close();
    await app.stop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The timing table: one row per database. */
function signInTable(results: { database: string; run: SignInRun }[]): string {
  return table(
    [
      'database',
      '**click → first row**',
      'auth/login answered',
      'auth/me answered',
      'catalog/products answered',
      'JS after click (files, done at)',
      'render after data',
      'cold /catalog → login form',
    ],
    results.map(({ database, run }) => [
      database,
      `**${ms(run.table)}**`,
      ms(run.login),
      ms(run.me),
      ms(run.products),
      `${run.jsAfter}, ${ms(run.js)}`,
      ms(run.render),
      ms(run.form),
    ]),
  );
}

/** Signed-in first loads per database (the medians of these, each in a cold browser context). */
const RUNS = 9;

/** The demo data set (docs/demo-data.md, no pictures) in PGlite under .tmp, seeded once. */
export function pgliteDemo(): { dataDir: string; databaseUrl?: string } {
  const dataDir = path.join(root, '.tmp/bench-web-pglite');
  if (!existsSync(dataDir)) seedScale('demo', undefined, dataDir, ['--no-images']);
  return { dataDir };
}

/** The same demo data set in PostgreSQL: the bench server's database `kits_bench_web`, seeded once. */
async function postgresDemo(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const url = new URL(benchDatabaseUrl());
  url.pathname = '/kits_bench_web';
  const databaseUrl = url.toString();
  const dataDir = path.join(root, '.tmp/bench-web-pg-data');
  await ensureDatabase(databaseUrl);
  if ((await dataSize(databaseUrl)).products === 0) seedScale('demo', databaseUrl, dataDir, ['--no-images']);
  console.log(`[bench] web sign-in on ${redact(databaseUrl)}`);
  return { dataDir, databaseUrl };
}

/**
 * The signed-in first catalogue load of the built app in `webDist` (docs/rules.md#first-load): on
 * the PGlite demo database and on PostgreSQL, RUNS cold sign-ins each. Answers the report's lines.
 */
export async function benchSignIn(webDist: string): Promise<string[]> {
  const load = loadLine();
  const results: { database: string; run: SignInRun }[] = [];
  for (const [database, prepare] of [
    ['PGlite (demo data)', async () => pgliteDemo()],
    ['PostgreSQL (demo data)', postgresDemo],
  ] as const) {
    console.log(`[bench] web sign-in: ${database}, ${RUNS} runs…`);
    const run = await timeSignIn({ webDist, runs: RUNS, ...(await prepare()) });
    console.log(
      `[bench]   click → first row ${Math.round(run.table)} ms (products ${Math.round(run.products)} ms)`,
    );
    results.push({ database, run });
  }
  return [
    TIMING_TITLE,
    '',
    `Method: the built app above, served by the bench server (\`bench/lib/bench-server.ts\`, NODE_ENV=production, precompressed files) on localhost; Chromium (the one the browser suite finds: \`CHROMIUM_PATH\`, else a system Chromium; headless, via Playwright) opens \`/catalog\` in a new browser context (cold cache), is sent to the login form, signs in as the buyer \`shop\` (docs/demo-data.md), and the clock runs from the form's submit to the first product row of the table in the DOM (a MutationObserver; resource timings for the split). One uncounted warm-up run, then the median of ${RUNS} runs per column; ${load}. The goal (issue 16) is ≤ 1 s.`,
    '',
    signInTable(results),
    '',
    '"JS after click": chunks fetched between the click and the first row (the catalogue chunk is preloaded while the form is filled in). "render after data": from the later of the products answer and the last chunk to the first row.',
  ];
}
