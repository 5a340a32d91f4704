import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema';
import { RECOMMENDATIONS_REFRESH, RECOMMENDATIONS_REFRESH_ALL_KEY } from '../../jobs';
import { recordSales } from '../../outlets/sales';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RECOMMENDATIONS_EVERY_MS, refreshRecommendations } from '.';

/**
 * Live recommendations (docs/rules.md#live-recommendations): a batch of sales queues one refresh
 * of its outlets (a burst of batches merges into it), and once the due jobs run those outlets'
 * recommendations follow the new sales — without reloading the demo data — while other outlets'
 * rows and the network's part stay as they were until the whole-network refresh, queued an hour
 * ahead, or the first refresh of the next day (decision 0046).
 */
let t: TestApp;
let first: number;
let second: number;
let untouched: number;
const products: number[] = [];
let yesterday: string;

type Row = { id: number; kind: string; store_id: number | null; product_id: number; buy_times: number };
const rowsOf = (storeId: number | null) =>
  queryRows<Row>(
    t.db,
    sql`select id, recommendation_value as kind, store_id, product_id, buy_times from smart_recommendations
        where store_id is not distinct from ${storeId} order by kind, product_id`,
  );
const topsOf = async (storeId: number) =>
  (await rowsOf(storeId))
    .filter((r) => r.kind === 'user_tops')
    .map((r) => ({ product: r.product_id, units: r.buy_times }));

const refreshJobs = () =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, RECOMMENDATIONS_REFRESH), eq(jobs.status, 'queued')));

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  first = (await createStore({ db: t.db, isRetail: true })).id;
  second = (await createStore({ db: t.db, isRetail: true })).id;
  untouched = (await createStore({ db: t.db, isRetail: true })).id;
  const category = await createCategory({ db: t.db });
  for (let i = 0; i < 4; i++)
    products.push(
      (await createProduct({ db: t.db, categoryId: category.id, stock: [{ storeId: 1, quantity: 50 }] })).id,
    );
  await addSales({ db: t.db, storeId: first, productId: products[0]!, quantity: 5, daysAgo: 1 });
  await addSales({ db: t.db, storeId: untouched, productId: products[1]!, quantity: 7, daysAgo: 1 });
  await refreshRecommendations(t.db);
  yesterday = (await queryRows<{ d: string }>(t.db, sql`select (current_date - 1)::text as d`))[0]!.d;
});
afterAll(() => t?.close());

describe('recommendations after new sales', () => {
  it('follow a burst of sales batches once its one queued job runs, other outlets left as they were', async () => {
    expect(await topsOf(first)).toEqual([{ product: products[0], units: 5 }]);
    const untouchedBefore = await rowsOf(untouched);
    const showcaseBefore = await rowsOf(null);
    expect(showcaseBefore.map((r) => r.product_id).sort()).toEqual([products[0], products[1]].sort());
    const line = { soldOn: yesterday, amount: '100.00' };
    await recordSales(t.db, {
      lines: [{ ...line, storeId: first, productId: products[2]!, quantity: 9, externalId: 'f-1' }],
    });
    await recordSales(t.db, {
      lines: [
        { ...line, storeId: second, productId: products[3]!, quantity: 4, externalId: 's-1' },
        { ...line, storeId: first, productId: products[0]!, quantity: 1, externalId: 'f-2' },
      ],
    });
    // Nothing recomputed yet: the two batches wait in one job for both outlets.
    expect(await topsOf(first)).toEqual([{ product: products[0], units: 5 }]);
    const queued = await refreshJobs();
    expect(queued.map((job) => job.payload)).toEqual([{ storeIds: [first, second].sort((a, b) => a - b) }]);

    expect(await t.app.jobs.runDue({ periodic: false })).toBe(1);
    expect(await topsOf(first)).toEqual([
      { product: products[0], units: 6 },
      { product: products[2], units: 9 },
    ]);
    expect(await topsOf(second)).toEqual([{ product: products[3], units: 4 }]);
    // The outlet nobody sold at keeps its very rows, and so does the network's part (decision 0046).
    expect(await rowsOf(untouched)).toEqual(untouchedBefore);
    expect(await rowsOf(null)).toEqual(showcaseBefore);
  });

  it("recomputes the network's part with an outlet's refresh once the kept top sellers are of another day", async () => {
    const tomorrow = (await queryRows<{ d: string }>(t.db, sql`select (current_date + 1)::text as d`))[0]!.d;
    await refreshRecommendations(t.db, { storeIds: [second], today: tomorrow });
    expect((await rowsOf(null)).map((r) => r.product_id).sort()).toEqual(
      [products[0], products[1], products[2], products[3]].sort(),
    );
    const tops = await queryRows<{ window_days: number; product_id: number; units: number; ends_on: string }>(
      t.db,
      sql`select window_days, product_id, units, ends_on::text from network_top_sellers
          where window_days = 90 order by units desc, product_id`,
    );
    expect(tops).toEqual(
      [
        { product_id: products[2], units: 9 },
        { product_id: products[1], units: 7 },
        { product_id: products[0], units: 6 },
        { product_id: products[3], units: 4 },
      ].map((top) => ({ window_days: 90, ends_on: tomorrow, ...top })),
    );
  });

  it('queues nothing for a batch that changes nothing, and keeps a whole-network refresh an hour ahead', async () => {
    await recordSales(t.db, {
      lines: [
        {
          storeId: first,
          productId: products[2]!,
          soldOn: yesterday,
          quantity: 9,
          amount: '100.00',
          externalId: 'f-1',
        },
      ],
    });
    expect(await refreshJobs()).toEqual([]);
    const started = Date.now();
    // The periodic jobs are queued: only the cleanup is due now.
    expect(await t.app.jobs.runDue()).toBe(1);
    const [all] = await refreshJobs();
    expect(all).toMatchObject({ key: RECOMMENDATIONS_REFRESH_ALL_KEY, payload: { all: true } });
    expect(all!.runAt.getTime()).toBeGreaterThanOrEqual(started + RECOMMENDATIONS_EVERY_MS - 5000);
  });
});
