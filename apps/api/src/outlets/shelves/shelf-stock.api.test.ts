import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Executor, intArray, queryRows } from '../../db/client';
import { shelfOf } from '../../rules/shelf.sql';
import { addBasketLine } from '../../test/factories/basket';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshShelfStock, storesOccupancyRows } from '.';

/**
 * Units per shelf (docs/rules.md#shelf-stock): after every kind of write that can move units
 * between shelves, the very next `storesOccupancyRows` equals the from-scratch computation — the
 * lateral statement occupancy used before `shelf_stock` existed, kept here as the oracle — while
 * writing nothing (marks and kept rows as the write left them); the triggers marked exactly the
 * outlets concerned, and the due jobs (`shelf-stock.refresh`) store the same figures and clear them.
 */
let t: TestApp;
let outletA: number;
let outletB: number;
const warehouse = 1;
let root: number;
let child: number;
let other: number;
/** Products by name: category, size, premium. */
const p: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: warehouse, name: 'Склад' });
  outletA = (await createStore({ db, isRetail: true })).id;
  outletB = (await createStore({ db, isRetail: true })).id;
  root = (await createCategory({ db })).id;
  child = (await createCategory({ db, parentId: root })).id;
  other = (await createCategory({ db })).id;
  const kinds: [string, number, string | null, boolean][] = [
    ['rootPlain', root, null, false],
    ['root3040', root, '30x40', false],
    ['childPlain', child, null, false],
    ['child4050', child, '40x50', false],
    ['childPremium', child, '30x40', true],
    ['other', other, null, false],
  ];
  for (const [name, categoryId, size, isPremium] of kinds)
    p[name] = (
      await createProduct({
        db,
        categoryId,
        size,
        isPremium,
        prices: [{ currency: 'RUB', wholesale: '10.00', retail: '20.00' }],
        stock: [
          { storeId: warehouse, quantity: 50 },
          { storeId: outletA, quantity: 3, supplies: 1 },
          { storeId: outletB, quantity: 2, supplies: 2 },
        ],
      })
    ).id;
  for (const [categoryId, size, isPremium] of [
    [root, null, false],
    [root, '30x40', false],
    [child, null, true],
    [other, null, false],
  ] as const)
    await createCapacity({ db, storeId: outletA, categoryId, capacity: 10, size, isPremium });
  await createCapacity({ db, storeId: outletB, categoryId: child, capacity: 8 });
  await createCapacity({ db, storeId: outletB, categoryId: root, capacity: 8, isPremium: true });
});
afterAll(() => t?.close());

type Shelf = {
  store_id: number;
  product_category_id: number;
  size: string | null;
  count: number;
  supplies: number;
};

/** The oracle: every stock row looks its shelf up (the former storesOccupancyRows statement). */
async function fromScratch(storeIds: number[], db: Executor = t.db): Promise<Shelf[]> {
  const ids = intArray(storeIds);
  return queryRows<Shelf>(
    db,
    sql`with shelf_units as (
        select shelf.id, sum(st.quantity) as count, sum(st.supplies) as supplies
        from stock st
        join products p on p.id = st.product_id
        join categories c on c.id = p.category_id
        join lateral (${shelfOf({ product: 'p', category: 'c' }, { storeId: sql`st.store_id` })}) shelf on true
        where st.store_id = any(${ids}::int[])
        group by shelf.id
      )
      select cap.store_id, cap.product_category_id, cap.size,
        coalesce(u.count, 0)::int as count, coalesce(u.supplies, 0)::int as supplies
      from capacities cap left join shelf_units u on u.id = cap.id
      where cap.store_id = any(${ids}::int[])
      order by cap.store_id, cap.product_category_id, cap.size nulls first, cap.is_premium, cap.id`,
  );
}

const dirty = async () =>
  (
    await queryRows<{ store_id: number }>(t.db, sql`select store_id from shelf_stock_dirty order by store_id`)
  ).map((r) => Number(r.store_id));

/** Every kept row and mark, to prove a read wrote nothing. */
const kept = async () => ({
  rows: await queryRows(t.db, sql`select * from shelf_stock order by shelf_id`),
  marks: await dirty(),
});

/** The occupancy of `stores` as the oracle's rows. */
async function read(stores: number[]): Promise<Shelf[]> {
  const rows = await storesOccupancyRows(t.db, stores);
  return stores.flatMap((id) =>
    (rows.get(id) ?? []).map((r) => ({
      store_id: id,
      product_category_id: Number(r.product_category_id),
      size: r.size,
      count: r.count,
      supplies: r.supplies,
    })),
  );
}

/**
 * The outlets marked after `write`; the next read equals the oracle and writes nothing, then the
 * due jobs clear the marks and the read (now from the kept rows) still equals it.
 */
async function afterWrite(write: () => Promise<unknown>): Promise<number[]> {
  await refreshShelfStock(t.db);
  await write();
  return readThenRefresh();
}

/** The marks now; reads equal to the oracle before (writing nothing) and after the due jobs. */
async function readThenRefresh(): Promise<number[]> {
  const before = await kept();
  const stores = [outletA, outletB];
  const want = (await fromScratch(stores)).map((r) => ({
    ...r,
    product_category_id: Number(r.product_category_id),
  }));
  expect(await read(stores)).toEqual(want);
  expect(await kept()).toEqual(before);
  await t.app.jobs.runDue();
  expect(await dirty()).toEqual([]);
  expect(await read(stores)).toEqual(want);
  return before.marks;
}

const run = (query: ReturnType<typeof sql>) => () => t.db.execute(query);

describe('shelf_stock (docs/rules.md#shelf-stock)', () => {
  it('answers the from-scratch occupancy of marked outlets without writing, then the refresh job fills it', async () => {
    expect((await kept()).rows).toEqual([]);
    expect(await readThenRefresh()).toEqual([outletA, outletB].sort((a, b) => a - b));
    expect((await kept()).rows.length).toBeGreaterThan(0);
    expect(await afterWrite(async () => {})).toEqual([]);
    const a = (await storesOccupancyRows(t.db, [outletA])).get(outletA)!;
    expect(a.map((r) => r.count + r.supplies).reduce((x, y) => x + y)).toBeGreaterThan(0);
  });

  it('recomputes an outlet after its stock changes (update, insert, delete), only that outlet', async () => {
    expect(
      await afterWrite(
        run(
          sql`update stock set quantity = quantity + 5 where store_id = ${outletA} and product_id = ${p.child4050}`,
        ),
      ),
    ).toEqual([outletA]);
    expect(
      await afterWrite(
        run(sql`delete from stock where store_id = ${outletB} and product_id = ${p.childPlain}`),
      ),
    ).toEqual([outletB]);
    expect(
      await afterWrite(
        run(
          sql`insert into stock (store_id, product_id, quantity, supplies) values (${outletB}, ${p.childPlain}, 7, 1)`,
        ),
      ),
    ).toEqual([outletB]);
  });

  it('marks nothing when an order send takes warehouse stock', async () => {
    const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outletA] });
    const token = await t.app.tokens.sign(user.id);
    await addBasketLine({ db: t.db, userId: user.id, storeId: outletA, productId: p.rootPlain!, count: 4 });
    const marked = await afterWrite(async () => {
      const res = await t.call('POST', '/api/v0/order/send', { token, body: { order_comment: {} } });
      expect(res.status).toBe(201);
    });
    expect(marked).toEqual([]);
    const [row] = await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from stock where store_id = ${warehouse} and product_id = ${p.rootPlain}`,
    );
    expect(row!.quantity).toBe(46);
  });

  it('recomputes after a capacity is added, edited and deleted', async () => {
    let added = 0;
    expect(
      await afterWrite(async () => {
        added = (
          await createCapacity({ db: t.db, storeId: outletA, categoryId: child, capacity: 5, size: '40x50' })
        ).id;
      }),
    ).toEqual([outletA]);
    expect(
      await afterWrite(run(sql`update capacities set size = null, is_premium = true where id = ${added}`)),
    ).toEqual([outletA]);
    expect(await afterWrite(run(sql`update capacities set is_premium = false where id = ${added}`))).toEqual([
      outletA,
    ]);
    expect(await afterWrite(run(sql`delete from capacities where id = ${added}`))).toEqual([outletA]);
  });

  it('recomputes every outlet stocking a product moved to another category, size or premium flag', async () => {
    const both = [outletA, outletB].sort((a, b) => a - b);
    expect(
      await afterWrite(run(sql`update products set category_id = ${other} where id = ${p.childPlain}`)),
    ).toEqual(both);
    expect(await afterWrite(run(sql`update products set size = '30x40' where id = ${p.rootPlain}`))).toEqual(
      both,
    );
    expect(
      await afterWrite(run(sql`update products set is_premium = true where id = ${p.child4050}`)),
    ).toEqual(both);
    // A change the shelf rule does not look at marks nothing.
    expect(await afterWrite(run(sql`update products set name_en = 'Renamed' where id = ${p.other}`))).toEqual(
      [],
    );
  });

  it('recomputes every outlet with shelves after a category moves under another parent', async () => {
    const both = [outletA, outletB].sort((a, b) => a - b);
    expect(
      await afterWrite(run(sql`update categories set parent_id = ${other} where id = ${child}`)),
    ).toEqual(both);
    expect(await afterWrite(run(sql`update categories set parent_id = null where id = ${child}`))).toEqual(
      both,
    );
    expect(await afterWrite(run(sql`update categories set parent_id = ${root} where id = ${child}`))).toEqual(
      both,
    );
  });

  it('answers a read inside the writing transaction with that transaction’s own writes', async () => {
    await refreshShelfStock(t.db);
    const units = async (db: Executor) => {
      const rows = (await storesOccupancyRows(db, [outletB])).get(outletB) ?? [];
      return {
        read: rows.map((r) => [r.count, r.supplies]),
        oracle: (await fromScratch([outletB], db)).map((r) => [r.count, r.supplies]),
      };
    };
    const outside = await units(t.db);
    let inside = outside;
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update stock set quantity = quantity + 100 where store_id = ${outletB}`);
        inside = await units(tx);
        tx.rollback();
      })
      .catch(() => {});
    expect(inside.read).toEqual(inside.oracle);
    expect(inside.read).not.toEqual(outside.read);
    expect(await afterWrite(async () => {})).toEqual([]);
  });
});
