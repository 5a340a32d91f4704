/**
 * Times the product-table queries on a benchmark-sized PostgreSQL database (10k products,
 * 200 outlets, 1M sales lines; see catalog-bench.sql.ts):
 *
 *   npx tsx apps/api/src/catalogue/catalog/bench/catalog-bench.ts [postgres://postgres@127.0.0.1:5432/kits_catalog_bench]
 *
 * Creates and fills the database when missing, prints EXPLAIN ANALYZE time and backend CPU of the
 * viewer data's statements (viewer.sql.ts, each read whole per store or user and kept in the
 * process: decision 0044), then p50/p95 of listProductsJson per scenario sequentially and with 20
 * concurrent callers.
 */

import { readFileSync } from 'node:fs';
import { ProductsQuery } from '@kits/contract';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createRequestContext, viewScope } from '../../../context/request-context';
import { openDatabase, queryRows } from '../../../db/client';
import { listProductsJson } from '../catalog.service';
import { figuresStatement, stockStatement, userDataStatement } from '../viewer.sql';
import { catalogBenchStatements } from './catalog-bench.sql';

const url = new URL(process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/kits_catalog_bench');

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
}

const scenarios: Record<string, Record<string, unknown>> = {
  'no filter, page 1': {},
  [`a category (${process.env.CATEGORY ?? 'root-3'})`]: { category: process.env.CATEGORY ?? 'root-3' },
  [`text search "${process.env.Q ?? 'закат'}"`]: { q: process.env.Q ?? 'закат' },
  'page 100': { page: 100 },
  'rare text search "kit-0999"': { q: 'kit-0999' },
  'hashtag and favourites': { hashtag: 'tag3', favourites: 'true' },
  'sort by sales': { sort: 'sales' },
  'sort by -price, in stock': { sort: '-price', in_stock: 'true' },
};

/** A value as an SQL literal (numbers as they are, text quoted). */
const pgLiteral = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

async function main() {
  await ensureDatabase();
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  const { db } = database;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  if (count?.n === 0) {
    console.log('filling the benchmark data set…');
    const started = performance.now();
    for (const statement of catalogBenchStatements) await db.execute(statement);
    console.log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // The data set's franchise user (current outlet 1001, 5% discount), or USER=<username> of another
  // data set (e.g. `shop` of the seed's bench scale in kits_bench).
  const username = process.env.USER_NAME ?? 'bench-franchise';
  const [user] = await queryRows<{
    id: number;
    current_store_id: number | null;
    discount: string;
    price_type_id: number | null;
    groups: string[];
  }>(
    db,
    sql`select u.id, u.current_store_id, u.discount,
          (select cp.price_type_id from counterparties cp where cp.id = u.counterparty_id) as price_type_id,
          coalesce(array_agg(g.name) filter (where g.name is not null), '{}') as groups
        from users u left join user_groups ug on ug.user_id = u.id left join groups g on g.id = ug.group_id
        where u.username = ${username} group by u.id`,
  );
  if (!user) throw new Error(`no user ${username}`);
  const ctx = createRequestContext({
    version: 'ru',
    locale: 'ru',
    lang: 'ru',
    signedIn: {
      id: user.id,
      uuid: '',
      groups: user.groups,
      currentStoreId: user.current_store_id,
      discount: Number(user.discount),
      priceTypeId: user.price_type_id,
      jti: '',
      exp: 0,
    },
  });
  const base = viewScope(ctx);
  const explainPool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const dialect = new PgDialect();
  /** EXPLAIN ANALYZE `runs` times: the last plan and the median execution and planning times. */
  const explain = async (statement: ReturnType<typeof sql>, runs = 21) => {
    const q = dialect.sqlToQuery(statement);
    const execution: number[] = [];
    const planning: number[] = [];
    let plan = '';
    for (let i = 0; i < runs; i++) {
      const res = await explainPool.query(`explain (analyze, buffers) ${q.sql}`, q.params);
      plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      execution.push(Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1]));
      planning.push(Number(plan.match(/Planning Time: ([\d.]+) ms/)?.[1]));
    }
    return { plan, execution: percentile(execution, 0.5), planning: percentile(planning, 0.5) };
  };

  /**
   * CPU milliseconds the PostgreSQL backend spends per execution (from /proc/<pid>/stat, so
   * waiting for a busy CPU does not count): a load-independent cost when the server is local.
   */
  const backendPid = Number((await explainPool.query('select pg_backend_pid() as pid')).rows[0].pid);
  const cpuTicks = () => {
    try {
      const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return Number.NaN;
    }
  };
  const backendCpu = async (statement: ReturnType<typeof sql>, runs = 200, name?: string) => {
    const q = dialect.sqlToQuery(statement);
    const before = cpuTicks();
    for (let i = 0; i < runs; i++) await explainPool.query({ name, text: q.sql, values: q.params });
    return ((cpuTicks() - before) * (1000 / 100)) / runs;
  };

  // The viewer data's statements (viewer.sql.ts), each read whole per store or user and kept.
  const statements = {
    'stock of the main store': { build: stockStatement, values: { storeId: base.mainStoreId } },
    'figures of the basket store': { build: figuresStatement, values: { storeId: base.storeId } },
    "the user's data": {
      build: userDataStatement,
      values: { userId: base.userId, basketStoreId: base.basketStoreId, version: base.version },
    },
  };
  for (const [label, { build, values }] of Object.entries(statements)) {
    const built = build();
    const q = dialect.sqlToQuery(built);
    const filled = sql.raw(
      q.sql.replace(/\$(\d+)/g, (_, n: string) =>
        pgLiteral(fillPlaceholders(q.params, values)[Number(n) - 1]),
      ),
    );
    const read = await explain(filled);
    if (process.env.SHOW_PLANS) console.log(read.plan);
    console.log(
      `viewer data, ${label}: EXPLAIN median ${read.execution.toFixed(1)} ms ` +
        `(+${read.planning.toFixed(1)} planning), backend CPU ${(await backendCpu(filled)).toFixed(2)} ms`,
    );
  }
  if (process.env.CPU_ONLY) return;
  for (const [label, raw] of Object.entries(scenarios)) {
    if (process.env.ONLY && !label.includes(process.env.ONLY)) continue;
    const query = ProductsQuery.parse(raw);
    const run = () => listProductsJson(ctx, { db, query });
    for (let i = 0; i < 5; i++) await run();
    const sequential: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await run();
      sequential.push(performance.now() - t0);
    }
    const concurrent: number[] = [];
    const t1 = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 10; i++) {
          const t0 = performance.now();
          await run();
          concurrent.push(performance.now() - t0);
        }
      }),
    );
    const rps = (200 / ((performance.now() - t1) / 1000)).toFixed(0);
    console.log(
      `${label}: listProductsJson p50 ${percentile(sequential, 0.5).toFixed(1)} ms p95 ${percentile(sequential, 0.95).toFixed(1)} ms | ` +
        `20 concurrent p50 ${percentile(concurrent, 0.5).toFixed(1)} ms p95 ${percentile(concurrent, 0.95).toFixed(1)} ms ` +
        `(${rps} calls/s)`,
    );
  }
  await explainPool.end();
  await database.close();
}

await main();
