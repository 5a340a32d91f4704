import { randomUUID } from 'node:crypto';
import { type BasketRules, toMinor } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client';
import { type BenchDb, benchUsers, givePriceTypes, settle, stockUp } from '../lib/bench-users';
import { type DriveResult, drive } from '../lib/drive';
import { getJson } from '../lib/http';
import {
  type Mix,
  type MixPage,
  type MixTally,
  newTally,
  nextRequest,
  type Shown,
  type Worker,
} from './catalog-mix-requests';

/** Products of each page the writes use (a page read after a write must show them). */
const TARGETS_PER_PAGE = 10;

export type MixResult = { route: DriveResult; ceiling: DriveResult; tally: MixTally };

/**
 * The mixed run at `connections` workers, one bench user `bench_mix_NNNN` each: 90 % reads of the
 * `pages` (uniformly), 10 % writes — PUT basket/{id} or PATCH basket/increase/{id} on a product of
 * those pages (whole packs), or POST order/send of the worker's basket once it reaches the minimum
 * order sum (docs/rules.md#order-rules: what each user pays is read from its pages first, so every
 * send is a valid order and failed counts only real failures). After each write the worker's next read is
 * the page holding the product, and it must show the write (basket_count as the write answered;
 * after an order basket_count 0 and a warehouse quantity no higher than the database's after the
 * send): `tally.stale` counts the reads that did not. Then the same mix with every read served by
 * GET /bench/ceiling (same bytes, nothing checked) and the writes still real: the ceiling mix.
 */
export async function benchMix(options: {
  base: string;
  host: string;
  bench: BenchDb;
  pages: MixPage[];
  connections: number;
  seconds: number;
  warmup: number;
}): Promise<MixResult> {
  const { bench, base } = options;
  const users = await benchUsers(bench, 'bench_mix_', options.connections);
  // Prices per customer: neighbouring users pay different price types (docs/rules.md#buyer-price).
  await givePriceTypes(bench.db, users);
  const workers: Worker[] = await Promise.all(
    users.map(async (id) => ({
      headers: {
        host: options.host,
        authorization: `Bearer ${await bench.sign(id)}`,
        accept: 'application/json',
        'x-basket-uuid': randomUUID(),
      },
      basket: new Map<number, number>(),
      prices: new Map<number, number>(),
      check: null,
    })),
  );
  const targets = await writeTargets(base, options.pages, workers[0]!.headers, bench);
  await readPrices(base, options.pages, workers);
  const rules = await getJson<{ data: BasketRules }>(`${base}/api/v0/order/rules`, workers[0]!.headers);
  await stockUp(
    bench.db,
    targets.map((t) => t.id),
  );
  await settle(bench.db);
  const mix: Mix = {
    base,
    bench,
    pages: options.pages,
    targets,
    minimum: rules.data.min_sum,
    ceiling: false,
    tally: newTally(),
  };
  const run = async (ceiling: boolean, seconds: number) => {
    Object.assign(mix, { ceiling, tally: newTally() });
    const next = (w: number) => nextRequest(mix, workers[w]!);
    return { result: await drive({ connections: options.connections, seconds, next }), tally: mix.tally };
  };
  await run(false, options.warmup);
  const route = await run(false, options.seconds);
  await run(true, options.warmup);
  const ceiling = await run(true, options.seconds);
  return { route: route.result, ceiling: ceiling.result, tally: route.tally };
}

/** What each worker's user pays for the products of the pages (minor units of price_with_discount): its basket's sum. */
async function readPrices(base: string, pages: MixPage[], workers: Worker[]) {
  for (const worker of workers)
    for (const page of pages)
      for (const shown of (await getJson<{ data: Shown[] }>(base + page.path, worker.headers)).data)
        worker.prices.set(shown.id, toMinor(shown.price_with_discount ?? 0));
}

/** The first TARGETS_PER_PAGE products with a RUB price on each page, with the page's index and pack. */
async function writeTargets(base: string, pages: MixPage[], headers: Record<string, string>, bench: BenchDb) {
  const shown = await Promise.all(
    pages.map(async (p, page) =>
      (await getJson<{ data: Shown[] }>(base + p.path, headers)).data.map((s) => ({
        id: s.id,
        page,
        pack: s.pack_multiple,
      })),
    ),
  );
  const ids = `{${shown.flat().map((t) => t.id)}}`;
  const priced = new Set(
    (
      await queryRows<{ id: number }>(
        bench.db,
        sql`select product_id as id from product_prices where currency = 'RUB' and product_id = any(${ids}::int[])`,
      )
    ).map((r) => r.id),
  );
  return shown.flatMap((list) => list.filter((t) => priced.has(t.id)).slice(0, TARGETS_PER_PAGE));
}
