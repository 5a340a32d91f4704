// The requests of the mixed catalogue run (catalog-mix.ts): what each worker sends next, and the
// checks that the read after a write shows it.
import { randomInt, randomUUID } from 'node:crypto';
import { MAIN_STORE_ID, missingForMinimum } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client';
import type { BenchDb } from '../lib/bench-users';
import type { DriveRequest } from '../lib/drive';

/** Share of the mixed run's requests that write; the rest read list pages. */
export const WRITE_SHARE = 0.1;
/** Share of the writes that send the order (when the worker's basket meets the order rules). */
const ORDER_SHARE = 0.2;
/** A list page of the mix: its name and its path with query. */
export type MixPage = { name: string; path: string };
/** A product as a list page shows it (the fields the checks and the basket's sum read). */
export type Shown = {
  id: number;
  code: string;
  basket_count: number;
  quantity: number;
  pack_multiple: number;
  price_with_discount: string | null;
};
/** A product the writes use, the index of the page that lists it and its pack (docs/rules.md#pack-multiple). */
export type Target = { id: number; page: number; pack: number };
/** What one worker's next read must show: the page, the products, a test per product (a message when stale). */
type Check = { page: number; products: number[]; verify: (shown: Shown) => string | null };
/**
 * One connection of the mix: its user's headers, its basket (units by product, as the writes
 * answered), what its user pays for each target (minor units, the price with discount its pages
 * show) and its pending check.
 */
export type Worker = {
  headers: Record<string, string>;
  basket: Map<number, number>;
  prices: Map<number, number>;
  check: Check | null;
};

/** Counts of one measured mixed run: writes sent, orders placed, reads checked, stale and unverifiable ones. */
export type MixTally = {
  writes: number;
  orders: number;
  checks: number;
  stale: number;
  missing: number;
  examples: string[];
};

/**
 * The state of a mixed run the workers share (`ceiling`: reads go to the ceiling, nothing checked;
 * `minimum`: the minimum order sum of the workers' currency, docs/rules.md#order-minimum, null none).
 */
export type Mix = {
  base: string;
  bench: BenchDb;
  pages: MixPage[];
  targets: Target[];
  minimum: string | null;
  ceiling: boolean;
  tally: MixTally;
};

export const newTally = (): MixTally => ({
  writes: 0,
  orders: 0,
  checks: 0,
  stale: 0,
  missing: 0,
  examples: [],
});

/**
 * Whether the worker's basket may be sent (docs/rules.md#order-rules): it holds lines and what its
 * user pays for them reaches the minimum order sum (lines are whole packs: the writes keep them so).
 */
export function meetsMinimum(mix: Pick<Mix, 'minimum'>, worker: Pick<Worker, 'basket' | 'prices'>): boolean {
  if (worker.basket.size === 0) return false;
  let sum = 0;
  for (const [id, count] of worker.basket) sum += count * (worker.prices.get(id) ?? 0);
  return missingForMinimum({ sum: sum / 100, minimum: mix.minimum }) === 0;
}

/**
 * The worker's next request: the read its last write asked for, else a page read (90 %) or a write
 * (10 %: an order of one in five when the basket meets the order rules, else a basket change of a target).
 */
export function nextRequest(mix: Mix, worker: Worker): DriveRequest {
  const check = worker.check;
  worker.check = null;
  if (check) return read(mix, worker, check.page, check);
  if (Math.random() >= WRITE_SHARE) return read(mix, worker, randomInt(mix.pages.length), null);
  mix.tally.writes += 1;
  if (meetsMinimum(mix, worker) && Math.random() < ORDER_SHARE) return orderSend(mix, worker);
  return basketWrite(mix, worker, mix.targets[randomInt(mix.targets.length)]!);
}

/** GET a page (the ceiling's copy in the ceiling mix); with `check`, its products are verified. */
function read(mix: Mix, worker: Worker, page: number, check: Check | null): DriveRequest {
  const path = mix.pages[page]!.path;
  const url = mix.ceiling ? `${mix.base}/bench/ceiling?u=${encodeURIComponent(path)}` : mix.base + path;
  if (!check || mix.ceiling) return { url, method: 'GET', headers: worker.headers };
  const { tally } = mix;
  const answer = (status: number, body: Buffer) => {
    if (status !== 200) return;
    const shown = new Map((JSON.parse(body.toString()) as { data: Shown[] }).data.map((s) => [s.id, s]));
    tally.checks += 1;
    const problems = check.products.map((id) => {
      const product = shown.get(id);
      return product ? check.verify(product) : 'missing';
    });
    if (problems.includes('missing')) tally.missing += 1;
    const stale = problems.find((p) => p && p !== 'missing');
    if (!stale) return;
    tally.stale += 1;
    if (tally.examples.length < 3) tally.examples.push(`${path}: ${stale}`);
  };
  return { url, method: 'GET', headers: worker.headers, answer };
}

/** PUT basket/{id} `{ count: 1–5 packs }` or PATCH basket/increase/{id}; the next read must show the count answered. */
function basketWrite(mix: Mix, worker: Worker, target: Target): DriveRequest {
  const put = Math.random() < 0.5;
  const answer = (status: number, body: Buffer) => {
    if (status < 200 || status > 299) return;
    const count = (JSON.parse(body.toString()) as { value: { basket_count: number } }).value.basket_count;
    if (count > 0) worker.basket.set(target.id, count);
    else worker.basket.delete(target.id);
    const what = put ? 'PUT basket' : 'PATCH basket/increase';
    const verify = (s: Shown) =>
      s.basket_count === count ? null : `basket_count ${s.basket_count} after ${what} answered ${count}`;
    worker.check = { page: target.page, products: [target.id], verify };
  };
  if (!put)
    return {
      url: `${mix.base}/api/v0/basket/increase/${target.id}`,
      method: 'PATCH',
      headers: worker.headers,
      answer,
    };
  return {
    url: `${mix.base}/api/v0/basket/${target.id}`,
    method: 'PUT',
    headers: { ...worker.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ count: target.pack * (1 + randomInt(5)) }),
    answer,
  };
}

/** POST order/send of the worker's basket; the next read must show those lines at 0 and the stock lowered. */
function orderSend(mix: Mix, worker: Worker): DriveRequest {
  const products = [...worker.basket.keys()];
  const answer = async (status: number) => {
    if (status !== 201) return;
    mix.tally.orders += 1;
    worker.basket.clear();
    const rows = await queryRows<{ id: number; quantity: number }>(
      mix.bench.db,
      sql`select product_id as id, quantity from stock where store_id = ${MAIN_STORE_ID.ru}::int and product_id = any(${`{${products}}`}::int[])`,
    );
    const stock = new Map(rows.map((r) => [r.id, r.quantity]));
    const verify = (s: Shown) =>
      s.basket_count !== 0
        ? `basket_count ${s.basket_count} after the order was sent`
        : s.quantity > stock.get(s.id)!
          ? `quantity ${s.quantity} after the order, the database already had ${stock.get(s.id)}`
          : null;
    const page = pageOf(mix, products[0]!);
    worker.check = { page, products: products.filter((id) => pageOf(mix, id) === page), verify };
  };
  return {
    url: `${mix.base}/api/v0/order/send`,
    method: 'POST',
    headers: { ...worker.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: '{"order_comment":{}}',
    answer,
  };
}

/** The page of a basket product (every one came from `mix.targets`). */
const pageOf = (mix: Mix, id: number) => mix.targets.find((t) => t.id === id)!.page;
