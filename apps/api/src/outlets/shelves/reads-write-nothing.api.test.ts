import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { jobs } from '../../db/schema';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SHELF_STOCK_KIND } from '.';

/**
 * Reads never write units per shelf (docs/rules.md#shelf-stock): after a stock write marks an
 * outlet, the catalogue (list and product page), the occupancy modal and /auth/me answer the new
 * units at once while `shelf_stock` and `shelf_stock_dirty` stay as the write left them; the due
 * `shelf-stock.refresh` job stores the units and clears the mark, and is queued only while a mark exists.
 */
let t: TestApp;
let outlet: number;
let token: string;
let code: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db, isRetail: true })).id;
  const categoryId = (await createCategory({ db })).id;
  const prices = [{ currency: 'RUB' as const, wholesale: '10.00', retail: '20.00' }];
  const first = await createProduct({
    db,
    categoryId,
    prices,
    stock: [
      { storeId: 1, quantity: 30 },
      { storeId: outlet, quantity: 3, supplies: 1 },
    ],
  });
  await createProduct({ db, categoryId, prices, stock: [{ storeId: outlet, quantity: 2 }] });
  await createCapacity({ db, storeId: outlet, categoryId, capacity: 10 });
  code = first.code;
  productId = first.id;
  const { user } = await createUser({ db, groups: ['warehouse'], stores: [outlet] });
  token = await t.app.tokens.sign(user.id);
  // Done refresh jobs of two hours and of a minute ago: the first run forgets the older one.
  await t.db.insert(jobs).values([
    { kind: SHELF_STOCK_KIND, status: 'done', finishedAt: sql`now() - interval '2 hours'`, result: 'old' },
    {
      kind: SHELF_STOCK_KIND,
      status: 'done',
      finishedAt: sql`now() - interval '1 minute'`,
      result: 'recent',
    },
  ]);
  await t.app.jobs.runDue();
});
afterAll(() => t?.close());

/** Every kept row and mark. */
const kept = async () => ({
  rows: await queryRows<{ shelf_id: number; quantity: number; supplies: number }>(
    t.db,
    sql`select shelf_id, quantity, supplies from shelf_stock order by shelf_id`,
  ),
  marks: (await queryRows<{ store_id: number }>(t.db, sql`select store_id from shelf_stock_dirty`)).map((r) =>
    Number(r.store_id),
  ),
});

type Units = { count: number; supplies: number };
const units = (u: Units): Units => ({ count: u.count, supplies: u.supplies });

/** The outlet's one shelf as each read answers it. */
async function everyRead(): Promise<Record<string, Units>> {
  const list = await t.call('GET', '/api/v0/catalog/products', { token });
  const page = await t.call('GET', `/api/v0/catalog/products/${code}`, { token });
  const modal = await t.call('GET', '/api/v0/store/occupancy', { token });
  const me = await t.call('POST', '/api/v0/auth/me', { token });
  for (const res of [list, page, modal, me]) expect(res.status).toBe(200);
  const listed = list.body.data.find((p: { code: string }) => p.code === code);
  return {
    list: units(listed.capacity),
    page: units(page.body.data.capacity),
    occupancy: units(modal.body.data.shelves[0]),
    me: units(Object.values(me.body.user.store_occupancy)[0] as Units),
  };
}

const all = (u: Units) => ({ list: u, page: u, occupancy: u, me: u });

const refreshJobs = () =>
  queryRows<{ status: string; result: unknown }>(
    t.db,
    sql`select status, result from jobs where kind = ${SHELF_STOCK_KIND} order by id`,
  );

describe('reads of a marked outlet', () => {
  it('start with the marks of the set-up stored by the refresh job, which forgot its done runs older than an hour', async () => {
    expect((await kept()).marks).toEqual([]);
    expect(await refreshJobs()).toEqual([
      { status: 'done', result: 'recent' },
      { status: 'done', result: { outlets: 1 } },
    ]);
  });

  it('answer the units of the last write and write nothing; the due job stores them and clears the mark', async () => {
    expect(await everyRead()).toEqual(all({ count: 5, supplies: 1 }));
    expect((await kept()).marks).toEqual([]);
    const jobsBefore = (await refreshJobs()).length;

    await t.db.execute(
      sql`update stock set quantity = quantity + 4, supplies = 2 where store_id = ${outlet} and product_id = ${productId}`,
    );
    const before = await kept();
    expect(before.marks).toEqual([outlet]);
    expect(before.rows.map((r) => r.quantity)).toEqual([5]);

    expect(await everyRead()).toEqual(all({ count: 9, supplies: 2 }));
    expect(await everyRead()).toEqual(all({ count: 9, supplies: 2 }));
    expect(await kept()).toEqual(before);

    await t.app.jobs.runDue();
    const after = await kept();
    expect(after.marks).toEqual([]);
    expect(after.rows.map((r) => ({ quantity: r.quantity, supplies: r.supplies }))).toEqual([
      { quantity: 9, supplies: 2 },
    ]);
    expect((await refreshJobs()).slice(jobsBefore)).toEqual([{ status: 'done', result: { outlets: 1 } }]);
    expect(await everyRead()).toEqual(all({ count: 9, supplies: 2 }));
  });

  it('queues no refresh job while no outlet is marked', async () => {
    await t.app.jobs.runDue();
    const jobs = (await refreshJobs()).length;
    await t.app.jobs.runDue();
    expect(await refreshJobs()).toHaveLength(jobs);
  });
});
