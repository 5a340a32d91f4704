import { startApp } from '../lib/app-process';
import { loadBenchData } from '../lib/database';
import { getJson, request } from '../lib/http';
import { type LoadResult, measure } from '../lib/load';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { table } from '../lib/report';

const LOGIN = 'shop';
const PASSWORD = 'demo12345';

type Case = { name: string; path: string };

/**
 * GET catalog/products at 20 connections on the bench scale in PostgreSQL: no filter, a category,
 * a text search and page 100, each next to the ceiling route answering the same bytes.
 */
export async function benchCatalog(options: BenchOptions): Promise<string> {
  const load = loadLine();
  const { databaseUrl, size, seeded } = await loadBenchData(options);
  console.log(
    `[bench] data: ${size.products} products, ${size.outlets} outlets, ${size.salesLines} sales lines`,
  );

  const app = await startApp(databaseUrl);
  try {
    const base = `http://127.0.0.1:${app.port}`;
    // Host localhost = the Russian version (docs/rules.md#decisions-4), the main one.
    const host = `localhost:${app.port}`;
    const token = await login(base, host);
    const headers = { host, authorization: `Bearer ${token}`, accept: 'application/json' };
    const cases = await pickCases(base, headers);
    const rows: (string | number)[][] = [];
    for (const c of cases) {
      const ceilingPath = `/bench/ceiling?u=${encodeURIComponent(c.path)}`;
      const run = {
        headers,
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
      };
      console.log(`[bench] ${c.name}: GET ${c.path}`);
      const route = await measure({ ...run, url: base + c.path });
      const ceiling = await measure({ ...run, url: base + ceilingPath });
      if (!route.body.equals(ceiling.body))
        throw new Error(`the ceiling answered other bytes than ${c.path}`);
      console.log(`[bench]   route ${fmt(route)} | ceiling ${fmt(ceiling)}`);
      rows.push([
        c.name,
        `\`${c.path.replace('/api/v0/', '')}\``,
        kb(route.body.length),
        route.p50,
        route.p99,
        Math.round(route.rps),
        ceiling.p50,
        ceiling.p99,
        Math.round(ceiling.rps),
        `${Math.round((route.rps / ceiling.rps) * 100)} %`,
        route.failures + ceiling.failures,
      ]);
    }
    return [
      `Measured ${today()} on ${machineLine()}; PostgreSQL 15 on the same machine; ${load}.`,
      '',
      `Data (bench scale, docs/rules.md#bench-data): ${size.products.toLocaleString('en')} products, ${size.outlets} outlets, ${size.salesLines.toLocaleString('en')} sales lines, ${size.users} users; ${seeded}.`,
      '',
      `Method: the app as \`npm start\` builds it (logging off) in its own process on the bench database; logged in as \`${LOGIN}\` (Russian version, store 1); autocannon, ${options.connections} connections, ${options.warmup} s warm-up then ${options.duration} s per row. The ceiling is \`GET /bench/ceiling\`, registered only in the bench process: the same auth preHandler, then the bytes the route answered, precomputed, with the same content type. The ratio (route req/s ÷ ceiling req/s) is the share left after the query, mapping and serialisation; p50/p99 in milliseconds.`,
      '',
      table(
        [
          'case',
          'request',
          'body',
          'p50',
          'p99',
          'req/s',
          'ceiling p50',
          'ceiling p99',
          'ceiling req/s',
          'ratio',
          'failed',
        ],
        rows,
      ),
      '',
      'Reproduce: `npm run bench -- catalog` (add `--reseed` to reload the data; `BENCH_DATABASE_URL` to use another database).',
    ].join('\n');
  } finally {
    await app.stop();
  }
}

async function login(base: string, host: string): Promise<string> {
  const res = await request(`${base}/api/v0/auth/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login as ${LOGIN} failed: ${res.status} ${res.body.toString()}`);
  return (JSON.parse(res.body.toString()) as { access_token: string }).access_token;
}

type Page = { data: { name: string }[] };

/** The four cases; the category is the first top-level one, the search word the commonest in page 1's names. */
async function pickCases(base: string, headers: Record<string, string>): Promise<Case[]> {
  const get = <T>(path: string) => getJson<T>(base + path, headers);
  const categories = await get<{ data: { slug: string }[] }>('/api/v0/catalog/categories');
  const category = categories.data[0]?.slug;
  if (!category) throw new Error('no categories: is the bench data loaded?');
  const first = await get<Page>('/api/v0/catalog/products?per_page=50');
  const word = commonestWord(first.data.map((p) => p.name));
  const list = '/api/v0/catalog/products';
  return [
    { name: 'no filter', path: `${list}?per_page=50` },
    { name: 'a category', path: `${list}?category=${category}&per_page=50` },
    { name: 'text search', path: `${list}?q=${encodeURIComponent(word)}&per_page=50` },
    { name: 'page 100', path: `${list}?page=100&per_page=50` },
  ];
}

function commonestWord(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names)
    for (const w of name.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  const [word] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['набор'];
  return word;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const fmt = (r: LoadResult) =>
  `p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s, ${r.failures} failed`;
