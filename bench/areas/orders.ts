import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { queryRows } from '../../apps/api/src/db/client';
import { basketLines } from '../../apps/api/src/db/schema';
import { type InvoiceDocument, renderInvoicePdf, supplierOf } from '../../apps/api/src/ordering/invoices';
import { startApp } from '../lib/app-process';
import { type BenchDb, benchUsers, openBenchDb, settle, stockUp } from '../lib/bench-users';
import { loadBenchData } from '../lib/database';
import { type DriveResult, drive, quantile } from '../lib/drive';
import { request } from '../lib/http';
import { machineLine, today } from '../lib/machine';
import { type BenchOptions, reproduce, scaleData } from '../lib/options';
import { table } from '../lib/report';

/**
 * Basket, order send and invoice PDF on the bench scale (or `--scale big`) in PostgreSQL (docs/rules.md#decisions-6), written to
 * three sections of docs/benchmarks.md (`npm run bench -- basket order-send invoice-pdf`).
 * Bench users `bench_order_NNNN` (group warehouse, current store a RUB outlet) are created in the
 * bench database on first use; each order send needs a user whose basket holds 10 lines, so the
 * run prepares `connections × USERS_PER_CONNECTION` of them and every worker takes the next one. The products used
 * (the first 1,000 with a RUB price, sold by the unit) get a warehouse stock of 1,000,000 so no send fails on stock.
 */

const HOT_PRODUCTS = 1000;
const LINES_PER_ORDER = 10;
/**
 * Orders sent before measuring, per connection: V8 optimises the app's hot code over its first
 * couple of thousand requests (the app's CPU per order falls by a third), and every pool
 * connection prepares its named statements.
 */
const WARMUP_PER_CONNECTION = 100;
/** Enough prepared baskets for the warm-up and ~10 s at a few hundred orders per second. */
const USERS_PER_CONNECTION = WARMUP_PER_CONNECTION + 200;
/** Requests of the one-at-a-time row: the cost of one request without queueing behind others. */
const SEQUENTIAL = 50;

type Bench = BenchDb & { base: string; host: string; products: number[]; data: string };

async function withBench<T>(options: BenchOptions, work: (bench: Bench) => Promise<T>): Promise<T> {
  const { databaseUrl, summary } = await loadBenchData(options);
  const app = await startApp(databaseUrl);
  const benchDb = await openBenchDb(databaseUrl).catch(async (err) => {
    await app.stop();
    throw err;
  });
  try {
    const { db } = benchDb;
    const products = (
      await queryRows<{ id: number }>(
        db,
        // Sold by the unit: a line of a product sold in packs (docs/rules.md#pack-multiple) would be refused.
        sql`select p.id from products p join product_prices pr on pr.product_id = p.id and pr.currency = 'RUB'
          where p.pack_multiple = 1 order by p.id limit ${HOT_PRODUCTS}`,
      )
    ).map((r) => r.id);
    await stockUp(db, products);
    return await work({
      ...benchDb,
      base: `http://127.0.0.1:${app.port}`,
      host: `localhost:${app.port}`,
      products,
      data: summary,
    });
  } finally {
    await benchDb.close();
    await app.stop();
  }
}

/** Fills each user's basket with `lines` products (spread over the hot products), 1-3 units each. */
async function fillBaskets(bench: Bench, userIds: number[], lines: number) {
  const baskets = await queryRows<{ id: number; user_id: number }>(
    bench.db,
    sql`select id, user_id from baskets where store_id = ${bench.outlet}::int
      and user_id = any(${`{${userIds.join(',')}}`}::int[])`,
  );
  const rows = baskets.flatMap((b, i) =>
    Array.from({ length: lines }, (_, k) => ({
      basketId: b.id,
      productId: bench.products[(i * 7 + k * 97) % bench.products.length]!,
      basketCount: 1 + (k % 3),
    })),
  );
  for (let i = 0; i < rows.length; i += 1000)
    await bench.db
      .insert(basketLines)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
}

const headersFor = (bench: Bench, token: string) => ({
  host: bench.host,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  accept: 'application/json',
});

const header = (options: BenchOptions, bench: Bench) =>
  [
    `Measured ${today()} on ${machineLine()}; PostgreSQL on the same machine; load average ${os.loadavg()[0]!.toFixed(1)} when the run started.`,
    '',
    `Data: ${scaleData(options.scale)} (${bench.data}); bench users \`bench_*\` in group warehouse, current store outlet ${bench.outlet} (RUB), Russian version; the ${HOT_PRODUCTS} products used hold warehouse stock 1,000,000. The app runs in its own process; ${options.connections} connections in a closed loop (each sends its next request when the previous one answered), p50/p99 in ms.`,
  ].join('\n');

const row = (name: string, r: DriveResult) => [
  name,
  r.latencies.length,
  quantile(r.latencies, 0.5),
  quantile(r.latencies, 0.99),
  Math.round(r.latencies.length / r.seconds),
  r.failures,
];
const HEAD = ['case', 'requests', 'p50', 'p99', 'req/s', 'failed'];

/** PATCH basket/increase/{id}: one user per connection, a random hot product each time. */
export async function benchBasket(options: BenchOptions): Promise<string> {
  return withBench(options, async (bench) => {
    const users = await benchUsers(bench, 'bench_basket_', options.connections);
    await settle(bench.db);
    const tokens = await Promise.all(users.map((id) => bench.sign(id)));
    let n = 0;
    const next = (worker: number) => ({
      url: `${bench.base}/api/v0/basket/increase/${bench.products[(n++ * 7919) % bench.products.length]}`,
      method: 'PATCH',
      headers: {
        ...headersFor(bench, tokens[worker]!),
        'x-basket-uuid': '00000000-0000-4000-8000-000000000001',
      },
    });
    await drive({ connections: options.connections, seconds: options.warmup, next });
    const result = await drive({ connections: options.connections, seconds: options.duration, next });
    let left = SEQUENTIAL;
    const single = await drive({
      connections: 1,
      seconds: options.duration,
      next: () => (left-- > 0 ? next(0) : null),
    });
    console.log(
      `[bench] basket increase: ${row('', result).join(' ')} | one at a time ${row('', single).join(' ')}`,
    );
    return [
      header(options, bench),
      '',
      table(HEAD, [
        row(`PATCH basket/increase/{id}, ${options.connections} connections`, result),
        row('PATCH basket/increase/{id}, one at a time', single),
      ]),
      '',
      `Reproduce: ${reproduce('basket', options.scale)}.`,
    ].join('\n');
  });
}

/** POST order/send with 10-line baskets, every request a different user with an Idempotency-Key. */
export async function benchOrderSend(options: BenchOptions): Promise<string> {
  return withBench(options, async (bench) => {
    const count = options.connections * USERS_PER_CONNECTION + SEQUENTIAL;
    const users = await benchUsers(bench, 'bench_order_', count);
    await fillBaskets(bench, users, LINES_PER_ORDER);
    await settle(bench.db);
    const tokens = await Promise.all(users.map((id) => bench.sign(id)));
    // The one-at-a-time run gets its own users, so the loaded run can never use them up.
    const sequentialTokens = tokens.splice(0, SEQUENTIAL);
    let n = 0;
    const next = () => {
      const token = tokens[n++];
      if (!token) return null;
      return {
        url: `${bench.base}/api/v0/order/send`,
        method: 'POST',
        headers: { ...headersFor(bench, token), 'idempotency-key': randomUUID() },
        body: '{"order_comment":{}}',
      };
    };
    const warm = options.connections * WARMUP_PER_CONNECTION;
    let warmed = 0;
    await drive({
      connections: options.connections,
      seconds: Math.max(options.warmup, 60),
      next: () => (warmed++ < warm ? next() : null),
    });
    const result = await drive({ connections: options.connections, seconds: options.duration, next });
    const single = await drive({
      connections: 1,
      seconds: options.duration,
      next: () => {
        const token = sequentialTokens.shift();
        return token
          ? {
              url: `${bench.base}/api/v0/order/send`,
              method: 'POST',
              headers: { ...headersFor(bench, token), 'idempotency-key': randomUUID() },
              body: '{"order_comment":{}}',
            }
          : null;
      },
    });
    const [negative] = await queryRows<{ n: number }>(
      bench.db,
      sql`select count(*)::int as n from stock where quantity < 0`,
    );
    console.log(`[bench] order send: ${row('', result).join(' ')}; ${[...result.statuses]}`);
    return [
      header(options, bench),
      '',
      table(HEAD, [
        row(`POST order/send, ${LINES_PER_ORDER} lines, ${options.connections} connections`, result),
        row(`POST order/send, ${LINES_PER_ORDER} lines, one at a time`, single),
      ]),
      '',
      `Each request: verify the token and load the user (one query); read the basket's 10 lines with their prices and the caller's order of this Idempotency-Key, if any (one query, no lock); then ONE statement, its own transaction: lock the basket row and its lines, check they are still the lines read, lock the 10 stock rows in product order, insert the order and its lines, lower the stock, clear the basket — the locks end with that statement (decision 0018). The three are named prepared statements (planned once per connection); the answer is built from what the statement returned. Before measuring, the bench runs VACUUM ANALYZE on the tables it rewrote (autovacuum is off on this server) and warms the app up with ${Math.min(warm, count)} orders, not counted (V8 optimises the hot code over the first couple of thousand requests; every pool connection prepares its statements). ${result.latencies.length + single.latencies.length} orders placed; stock rows below zero afterwards: ${negative?.n ?? 0}. Target (issue 3): p99 ≤ 100 ms.`,
      '',
      'Drive it by hand: create users in group warehouse with a current store, put 10 lines in each basket (`basket_lines`), sign a token per user, then POST `/api/v0/order/send` with `{"order_comment":{}}`, `Host: localhost:<port>` and a fresh `Idempotency-Key`, one user per request, 20 at a time.',
      '',
      `Reproduce: ${reproduce('order-send', options.scale)} (the bench users and their orders stay in the bench database).`,
    ].join('\n');
  });
}

/** The PDF alone (10 and 200 lines) and GET order/invoice/{id} over HTTP. */
export async function benchInvoicePdf(options: BenchOptions): Promise<string> {
  return withBench(options, async (bench) => {
    const supplier = supplierOf(loadConfig({ ...process.env, DATABASE_URL: undefined }));
    const rows: (string | number)[][] = [];
    const cpu: string[] = [];
    for (const lines of [10, 200]) {
      const times: number[] = [];
      const cpuTimes: number[] = [];
      for (let i = 0; i < 23; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await renderInvoicePdf(invoiceDocument(lines, supplier));
        const used = process.cpuUsage(c0);
        if (i >= 3) {
          times.push(performance.now() - t0);
          cpuTimes.push((used.user + used.system) / 1000);
        }
      }
      rows.push([
        `renderInvoicePdf, ${lines} lines (in process)`,
        times.length,
        quantile(times, 0.5),
        quantile(times, 0.99),
        '',
        0,
      ]);
      cpu.push(`${lines} lines ${quantile(cpuTimes, 0.5)} ms`);
    }
    for (const lines of [10, 200]) {
      const [userId] = await benchUsers(bench, `bench_invoice_${lines}_`, 1);
      await fillBaskets(bench, [userId!], lines);
      const token = await bench.sign(userId!);
      const headers = headersFor(bench, token);
      const sent = await request(`${bench.base}/api/v0/order/send`, {
        method: 'POST',
        headers,
        body: '{"order_comment":{}}',
      });
      if (sent.status !== 201) throw new Error(`order send: ${sent.status} ${sent.body}`);
      const uuid = JSON.parse(sent.body.toString()).uuid as string;
      const made = await request(`${bench.base}/api/v0/order/invoice`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ order_uuid: uuid }),
      });
      const id = JSON.parse(made.body.toString()).id as number;
      const url = `${bench.base}/api/v0/order/invoice/${id}`;
      const get = { url, method: 'GET', headers: { host: bench.host, authorization: `Bearer ${token}` } };
      let left = 23;
      const seq = await drive({ connections: 1, seconds: 60, next: () => (left-- > 0 ? get : null) });
      seq.latencies.splice(0, 3);
      rows.push(row(`GET order/invoice/{id}, ${lines} lines, one at a time`, seq));
      if (lines === 10) {
        const loaded = await drive({
          connections: options.connections,
          seconds: options.duration,
          next: () => get,
        });
        rows.push(row(`GET order/invoice/{id}, ${lines} lines, ${options.connections} connections`, loaded));
      }
    }
    return [
      header(options, bench),
      '',
      table(HEAD, rows),
      '',
      `CPU time of one render (process.cpuUsage, median of 20) — the figure a busy machine distorts least: ${cpu.join(', ')}. The PDF is rendered on every download from the order’s frozen lines (pdfkit, DejaVu Sans subset embedded); the renders of one process share its event loop, so ${options.connections} concurrent downloads queue behind each other. Target (issue 3): an invoice ready in ≤ 300 ms.`,
      '',
      `Reproduce: ${reproduce('invoice-pdf', options.scale)}.`,
    ].join('\n');
  });
}

function invoiceDocument(lines: number, supplier: InvoiceDocument['supplier']): InvoiceDocument {
  return {
    number: '2026-000001',
    date: new Date(),
    currency: 'RUB',
    supplier,
    buyer: { name: 'ИП Иванова Мария Петровна', inn: '500100732259', address: 'г. Тверь, ул. Ленина, 5' },
    orderName: 'З-000001',
    lines: Array.from({ length: lines }, (_, i) => ({
      code: `KN-40-${String(i).padStart(4, '0')}`,
      name: `Картина по номерам «Закат в горах» №${i} 40×50`,
      quantity: 2,
      price: '450.50',
      sum: '901.00',
    })),
    total: (901 * lines).toFixed(2),
    vatRate: 20,
  };
}
