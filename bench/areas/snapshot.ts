import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { signIn } from '../../apps/api/src/test/http-client';
import { startApp } from '../lib/app-process';
import { loadBenchData } from '../lib/database';
import { request } from '../lib/http';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { table } from '../lib/report';
import { median } from '../lib/stats';

/** Edits of each kind, timed one by one. */
const EDITS = 9;
/** Restarts timed for the first catalogue read. */
const RESTARTS = 5;
const LIST = '/api/v0/catalog/products?per_page=50';

type Headers = Record<string, string>;
type Edit = { kind: string; body: (product: ServiceProduct, n: number) => object };
type ServiceProduct = { id: number; code: string; name_ru: string; description_ru: string | null };

/** The kinds of single-product staff edits (PATCH services/products/{id}), each a change customers see. */
const KINDS: Edit[] = [
  { kind: 'name', body: (p, n) => ({ name_ru: `${p.name_ru.replace(/ ·\d+$/, '')} ·${n}` }) },
  {
    kind: 'price',
    body: (_p, n) => ({ prices: { RUB: { wholesale: `${1000 + n}.00`, retail: `${2000 + n}.00` } } }),
  },
  { kind: 'description', body: (_p, n) => ({ description_ru: `Описание, правка ${n}` }) },
];

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const f = (value: number) => `${value.toFixed(1)} ms`;

async function call(url: string, method: string, headers: Headers, body?: object) {
  const res = await request(url, { method, headers, body: body && JSON.stringify(body) });
  if (res.status >= 300)
    throw new Error(`${method} ${url}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  return res;
}

/**
 * A staff member's single-product edits and the next catalogue request (docs/rules.md#snapshot-patch):
 * for each kind, EDITS times, the edit through the product service, then the product's page (which
 * must show it: the name, the price or the description) and the first list page, timed; beside, the
 * same two requests with nothing changed. Answers the rows of the table.
 */
async function edits(base: string, host: string): Promise<string[][]> {
  const shop = {
    host,
    authorization: `Bearer ${await signIn(base, 'shop', DEMO_PASSWORD)}`,
    accept: 'application/json',
  };
  const manager = {
    ...shop,
    authorization: `Bearer ${await signIn(base, 'manager', DEMO_PASSWORD)}`,
    'content-type': 'application/json',
  };
  const first = JSON.parse((await call(`${base}${LIST}`, 'GET', shop)).body.toString()) as {
    data: { id: number; code: string }[];
  };
  // A product page waits for the process's first snapshot (a list page meanwhile is read in SQL:
  // decision 0045): read one first, so the rows measure edits, not that read.
  await call(`${base}/api/v0/catalog/products/${encodeURIComponent(first.data[0]!.code)}`, 'GET', shop);
  const rows: string[][] = [];
  const still: { page: number[]; list: number[] } = { page: [], list: [] };
  for (let n = 0; n < EDITS; n++) {
    const code = first.data[n % first.data.length]!.code;
    let start = process.hrtime.bigint();
    await call(`${base}/api/v0/catalog/products/${encodeURIComponent(code)}`, 'GET', shop);
    still.page.push(ms(start));
    start = process.hrtime.bigint();
    await call(`${base}${LIST}`, 'GET', shop);
    still.list.push(ms(start));
  }
  rows.push([
    'nothing changed',
    f(median(still.page)),
    f(Math.max(...still.page)),
    f(median(still.list)),
    f(Math.max(...still.list)),
    '–',
  ]);
  for (const edit of KINDS) {
    const page: number[] = [];
    const list: number[] = [];
    let visible = 0;
    for (let n = 0; n < EDITS; n++) {
      const { id, code } = first.data[(n * 7 + 3) % first.data.length]!;
      const current = await call(`${base}/api/v0/services/products/${id}`, 'GET', manager);
      const product = (JSON.parse(current.body.toString()) as { data: ServiceProduct }).data;
      const body = edit.body(product, Date.now() % 100_000);
      await call(
        `${base}/api/v0/services/products/${id}`,
        'PATCH',
        { ...manager, 'if-match': String(current.headers.etag) },
        body,
      );
      let start = process.hrtime.bigint();
      const shown = (
        await call(`${base}/api/v0/catalog/products/${encodeURIComponent(code)}`, 'GET', shop)
      ).body.toString();
      page.push(ms(start));
      const expected =
        edit.kind === 'name'
          ? (body as { name_ru: string }).name_ru
          : edit.kind === 'description'
            ? (body as { description_ru: string }).description_ru
            : (body as { prices: { RUB: { retail: string } } }).prices.RUB.retail.replace(/\.00$/, '');
      if (shown.includes(JSON.stringify(expected).slice(1, -1))) visible++;
      start = process.hrtime.bigint();
      await call(`${base}${LIST}`, 'GET', shop);
      list.push(ms(start));
      // Back to a quiet catalogue before the next edit: the next read measures one change.
    }
    rows.push([
      `one product's ${edit.kind}`,
      f(median(page)),
      f(Math.max(...page)),
      f(median(list)),
      f(Math.max(...list)),
      `${visible} of ${EDITS}`,
    ]);
  }
  return rows;
}

/** The first catalogue list read after each of RESTARTS restarts of the app (the snapshot built then). */
async function restarts(databaseUrl: string, host: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RESTARTS; run++) {
    const app = await startApp(databaseUrl);
    try {
      const base = `http://127.0.0.1:${app.port}`;
      const headers = {
        host,
        authorization: `Bearer ${await signIn(base, 'shop', DEMO_PASSWORD)}`,
        accept: 'application/json',
      };
      const start = process.hrtime.bigint();
      await call(`${base}${LIST}`, 'GET', headers);
      times.push(ms(start));
    } finally {
      await app.stop();
    }
  }
  return times;
}

/**
 * The catalogue snapshot while shared data changes (issue 27, docs/rules.md#snapshot-patch): the
 * next request after a single-product edit, and the first read after a restart,
 * on the bench scale in PostgreSQL.
 */
export async function benchSnapshot(options: BenchOptions): Promise<string> {
  const load = loadLine();
  const { databaseUrl, summary, seeded } = await loadBenchData(options);
  const app = await startApp(databaseUrl);
  let editRows: string[][];
  try {
    const base = `http://127.0.0.1:${app.port}`;
    editRows = await edits(base, `localhost:${app.port}`);
  } finally {
    await app.stop();
  }
  const restart = await restarts(databaseUrl, 'localhost');
  return [
    `Measured ${today()} on ${machineLine()}; PostgreSQL on the same machine; ${load}; at its end ${loadLine().replace(' when the run started', '')}.`,
    '',
    `Data (bench scale, docs/rules.md#bench-data): ${summary}; ${seeded}.`,
    '',
    `Method: the app in its own process (bench/lib/app-process.ts). A manager edits one product through PATCH services/products/{id} (name, a RUB price, the description), then the shop reads that product's page — which must show the edit ("shown") — and the first list page (\`${LIST}\`), one request at a time, ${EDITS} edits of each kind on the first list page's products; "nothing changed" reads the same pages with no edit between. The first read after an edit finds the catalogue revision moved and patches the process's snapshot for that product (docs/rules.md#snapshot-patch) before answering; the list page after it may also recompute what its kept answer held. Median and slowest in ms.`,
    '',
    table(['the read after', 'product page p50', 'slowest', 'list page p50', 'slowest', 'shown'], editRows),
    '',
    `First catalogue read after a restart (the app started again on the same data, the shop signed in, then GET \`${LIST}\`: the process announces its snapshot when it listens and reads it whole a second later, in the background, and a list page meanwhile is read in SQL, decision 0045): median ${f(median(restart))} of ${RESTARTS} (${restart.map(f).join(', ')}).`,
    '',
    'Memory per product of the snapshot and of the search index: the catalogue section (bench/areas/catalog-memory.ts).',
    '',
    'Reproduce: `npm run bench -- snapshot` (`BENCH_DATABASE_URL` to use another database).',
  ].join('\n');
}
