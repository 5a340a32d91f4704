// The live run's feed (bench/areas/live.ts): what a connected stock system sends while buyers read
// the catalogue, written through the app's own routes so every write runs in the app process as in
// production — outlet stock and sales lines by the machine API (POST integration/feeds/{kind}, the
// outlet feeds' core: setStoreStock, recordSales and the recommendations job it queues), prices by
// the product service (PATCH services/products/{id}: the product_prices writer of staff edits).
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from '../lib/http';
import { type Freshness, priceKey, salesKey, stockKey } from './live-freshness';

/** Outlet stock rows written per second, one a request. */
export const STOCK_PER_SECOND = 10;
/** Seconds between two price changes (one product each). */
export const PRICE_EVERY_S = 5;
/** Seconds between two batches of sales lines, and their lines. */
export const SALES_EVERY_S = 10;
export const SALES_LINES = 100;

/** A product the feed writes: its id and code (the feeds name products by code). */
export type FeedProduct = { id: number; code: string };

/** Where the feed writes: outlets (those the readers see and others) and products (those of the pages read). */
export type FeedTargets = { outlets: readonly number[]; products: readonly FeedProduct[] };

/** What the feed sent: answered writes of each kind, failures (status and a few bodies), latencies (ms). */
export type FeedTally = {
  stock: number;
  prices: number;
  salesBatches: number;
  salesLines: number;
  failed: number;
  failures: string[];
  latencies: number[];
};

/** The app and the credentials the feed writes with: a machine API key (stock, sales) and a manager's token (prices). */
export type FeedOptions = {
  base: string;
  host: string;
  keySecret: string;
  managerToken: string;
  targets: FeedTargets;
  freshness: Freshness;
};

const pick = <T>(list: readonly T[]) => list[randomInt(list.length)]!;
/** Yesterday (YYYY-MM-DD): inside every outlet's report period whatever the database's time zone. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** A feed's tally before its first write. */
export const emptyFeedTally = (): FeedTally => ({
  stock: 0,
  prices: 0,
  salesBatches: 0,
  salesLines: 0,
  failed: 0,
  failures: [],
  latencies: [],
});

/**
 * Starts the feed: STOCK_PER_SECOND outlet stock rows a second (each a request, never two in flight
 * for one outlet and product), a price change every PRICE_EVERY_S s and SALES_LINES sales lines
 * every SALES_EVERY_S s (each waiting for its previous one), every write noted in `freshness` so the
 * readers' pages can be judged. `stop()` ends it once the writes in flight answered.
 */
export function startFeed(options: FeedOptions): { stop: () => Promise<FeedTally> } {
  const tally = emptyFeedTally();
  let running = true;
  const pending = new Set<Promise<unknown>>();
  const track = (write: Promise<unknown>) => {
    pending.add(write);
    void write.finally(() => pending.delete(write));
  };
  const send = async (method: string, path: string, token: string, body?: unknown, ifMatch?: string) => {
    const headers: Record<string, string> = { host: options.host, authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (ifMatch) headers['if-match'] = ifMatch;
    const t0 = performance.now();
    const res = await request(options.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ok = res.status >= 200 && res.status < 300;
    if (method !== 'GET') tally.latencies.push(performance.now() - t0);
    if (!ok) {
      tally.failed += 1;
      if (tally.failures.length < 3) tally.failures.push(`${method} ${path}: ${res.status} ${res.body}`);
    }
    return { ok, body: res.body };
  };
  /** Runs `step` every `ms` until stopped; `wait`: the next step starts only when this one ended. */
  const every = async (ms: number, step: () => Promise<void>, wait: boolean) => {
    let next = performance.now();
    while (running) {
      const done = step();
      track(done);
      if (wait) await done;
      next += ms;
      await sleep(Math.max(0, next - performance.now()));
    }
  };
  const loops = [
    every(1000 / STOCK_PER_SECOND, () => writeStock(options, send, tally), false),
    every(PRICE_EVERY_S * 1000, () => writePrice(options, send, tally), true),
    every(SALES_EVERY_S * 1000, () => writeSales(options, send, tally), true),
  ];
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      await Promise.all(pending);
      return tally;
    },
  };
}

type Send = (
  method: string,
  path: string,
  token: string,
  body?: unknown,
  ifMatch?: string,
) => Promise<{ ok: boolean; body: Buffer }>;

/** One outlet stock row: a quantity 0–999 other than the last one, for an outlet and product with no write in flight. */
async function writeStock(options: FeedOptions, send: Send, tally: FeedTally) {
  const { targets, freshness } = options;
  let outlet = pick(targets.outlets);
  let product = pick(targets.products);
  for (let tries = 0; freshness.inFlight(stockKey(outlet, product.id)) && tries < 10; tries++) {
    outlet = pick(targets.outlets);
    product = pick(targets.products);
  }
  const key = stockKey(outlet, product.id);
  if (freshness.inFlight(key)) return;
  const last = Number(freshness.latest(key) ?? -1);
  const quantity = (last + 1 + randomInt(998)) % 1000;
  const answered = freshness.write(key, String(quantity), performance.now());
  const row = { outlet, code: product.code, quantity };
  const { ok } = await send('POST', '/api/v0/integration/feeds/outlet-stock', options.keySecret, {
    rows: [row],
  });
  answered(ok, performance.now());
  if (ok) tally.stock += 1;
}

type ServiceProduct = {
  data: { etag: string; prices: Record<string, { wholesale: string; retail: string } | null> };
};

/** One product's RUB prices one rouble up (wholesale and retail), by the product service's versioned PATCH. */
async function writePrice(options: FeedOptions, send: Send, tally: FeedTally) {
  const product = pick(options.targets.products);
  const path = `/api/v0/services/products/${product.id}`;
  const read = await send('GET', path, options.managerToken);
  if (!read.ok) return;
  const { etag, prices } = (JSON.parse(read.body.toString()) as ServiceProduct).data;
  const rub = prices.RUB;
  if (!rub) return;
  const up = (money: string) => (Number(money) + 1).toFixed(2);
  const retail = up(rub.retail);
  const answered = options.freshness.write(priceKey(product.id), retail, performance.now());
  const body = { prices: { RUB: { wholesale: up(rub.wholesale), retail } } };
  const { ok } = await send('PATCH', path, options.managerToken, body, etag);
  answered(ok, performance.now());
  if (ok) tally.prices += 1;
}

/**
 * SALES_LINES sales lines of yesterday (1–3 units at 100 ₽ each, new line ids) spread over the
 * outlets and products; a watched outlet's units of a product rise by the batch's units of it.
 */
async function writeSales(options: FeedOptions, send: Send, tally: FeedTally) {
  const { targets, freshness } = options;
  const day = yesterday();
  const stamp = `live-${Date.now().toString(36)}`;
  const units = new Map<string, number>();
  const rows = Array.from({ length: SALES_LINES }, (_, i) => {
    const outlet = pick(targets.outlets);
    const product = pick(targets.products);
    const quantity = 1 + randomInt(3);
    const key = salesKey(outlet, product.id);
    units.set(key, (units.get(key) ?? 0) + quantity);
    const amount = (quantity * 100).toFixed(2);
    return { outlet, line_id: `${stamp}-${i}`, day, code: product.code, quantity, amount };
  });
  const now = performance.now();
  const answers = [...units]
    .filter(([key]) => freshness.latest(key) !== undefined)
    .map(([key, n]) => freshness.write(key, String(Number(freshness.latest(key)) + n), now));
  const { ok } = await send('POST', '/api/v0/integration/feeds/sales', options.keySecret, { rows });
  for (const answered of answers) answered(ok, performance.now());
  if (!ok) return;
  tally.salesBatches += 1;
  tally.salesLines += rows.length;
}
