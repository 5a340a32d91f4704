import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionColumnsSql } from '../../context/data-revision.sql';
import { type Executor, queryRows } from '../../db/client';
import {
  addRecommendation,
  addSales,
  createCapacity,
  createCategory,
  createProduct,
} from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Revisions as narrow as what a viewer sees (docs/rules.md#catalogue-answers, decision 0033): a
 * write at outlet A — its stock and supplies, sales, shelves, recommendations — leaves the data
 * revision of a user who sees only outlet B as it was, so B's kept answer is served again (the same
 * bytes, although a change no trigger sees is waiting at B), and is on the very next page a user of
 * A reads. A write to what every viewer may read (stores, user_stores) or a TRUNCATE moves everyone's.
 */
let t: TestApp;
let outletA: number;
let outletB: number;
let productId: number;
let code: string;
let userA: number;
let userB: number;
let tokenA: string;
let tokenB: string;

/** The data revision of user `id` as the auth statement reads it. */
const dataRevisionOf = async (db: Executor, id: number) =>
  (
    await queryRows<{ data_revision: string }>(
      db,
      sql`select ${revisionColumnsSql({
        userId: sql`${id}::int`,
        currentStoreId: sql`(select current_store_id from users where id = ${id}::int)`,
      })}`,
    )
  )[0]!.data_revision;

/** Runs `statement` with the revision triggers off, as no real writer can. */
const unseen = (statement: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

type Product = {
  stores: { id: number; quantity: number; supplies: number }[];
  sales_for_report_period: number;
  smart_recommendations: { recommendation_value: string; store_id: number | null }[];
  capacity: { capacity: number; count: number } | null;
};

/** GET catalog/products/{code} as `token`: the raw bytes and the Product. */
const page = async (token: string) => {
  const res = await t.call('GET', `/api/v0/catalog/products/${code}`, { token });
  expect(res.status).toBe(200);
  return { bytes: res.bytes.toString('utf8'), data: res.body.data as Product };
};

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outletA = (await createStore({ db: t.db, isRetail: true })).id;
  outletB = (await createStore({ db: t.db, isRetail: true })).id;
  const categoryId = (await createCategory({ db: t.db })).id;
  const created = await createProduct({
    db: t.db,
    categoryId,
    stock: [
      { storeId: 1, quantity: 40 },
      { storeId: outletA, quantity: 2 },
      { storeId: outletB, quantity: 3 },
    ],
  });
  productId = created.id;
  code = created.code;
  for (const storeId of [outletA, outletB]) {
    await createCapacity({ db: t.db, storeId, categoryId, capacity: 10 });
    await addSales({ db: t.db, storeId, productId, quantity: 1 });
    await addRecommendation({ db: t.db, productId, kind: 'user_tops', storeId });
  }
  userA = (await createUser({ db: t.db, groups: ['warehouse'], stores: [outletA] })).user.id;
  userB = (await createUser({ db: t.db, groups: ['warehouse'], stores: [outletB] })).user.id;
  tokenA = await t.app.tokens.sign(userA);
  tokenB = await t.app.tokens.sign(userB);
  await t.app.jobs.runDue(); // fills shelf_stock (a read never writes it)
});
afterAll(() => t?.close());

describe('a write at one outlet', () => {
  // Each write at outlet A, and what a user of A sees of it on the next page.
  const writes: {
    name: string;
    write: () => Promise<unknown>;
    shows: (before: Product, after: Product) => void;
  }[] = [
    {
      name: 'stock and supplies',
      write: () =>
        t.db.execute(sql`update stock set quantity = quantity + 1, supplies = supplies + 2
            where store_id = ${outletA} and product_id = ${productId}`),
      shows: (before, after) =>
        expect(after.stores).toEqual([
          {
            ...before.stores[0]!,
            quantity: before.stores[0]!.quantity + 1,
            supplies: before.stores[0]!.supplies + 2,
          },
        ]),
    },
    {
      name: 'sales (sales_daily)',
      write: () => addSales({ db: t.db, storeId: outletA, productId, quantity: 4 }),
      shows: (before, after) =>
        expect(after.sales_for_report_period).toBe(before.sales_for_report_period + 4),
    },
    {
      name: "a shelf's kept units (shelf_stock)",
      write: () =>
        t.db.execute(sql`update shelf_stock set quantity = quantity + 5 where store_id = ${outletA}`),
      shows: (before, after) => expect(after.capacity?.count).toBe(before.capacity!.count + 5),
    },
    {
      name: 'a shelf (capacities)',
      write: () =>
        t.db.execute(sql`update capacities set capacity = capacity + 1 where store_id = ${outletA}`),
      shows: (before, after) => expect(after.capacity?.capacity).toBe(before.capacity!.capacity + 1),
    },
    {
      name: 'a recommendation (smart_recommendations)',
      write: () => addRecommendation({ db: t.db, productId, kind: 'user_hot_two_weeks', storeId: outletA }),
      shows: (before, after) =>
        expect(after.smart_recommendations.map((r) => r.recommendation_value).sort()).toEqual(
          [...before.smart_recommendations.map((r) => r.recommendation_value), 'user_hot_two_weeks'].sort(),
        ),
    },
  ];

  for (const { name, write, shows } of writes) {
    it(`${name}: a user of B is answered the kept bytes, a user of A sees it on the next page`, async () => {
      await t.app.jobs.runDue(); // stores the shelf units a previous write marked at A
      const a = await page(tokenA);
      const b = await page(tokenB);
      // A change at B that no trigger sees: an answer computed again would show it.
      await unseen(
        sql`update stock set supplies = supplies + 1 where store_id = ${outletB} and product_id = ${productId}`,
      );
      await write();
      expect((await page(tokenB)).bytes).toBe(b.bytes);
      shows(a.data, (await page(tokenA)).data);
    });
  }

  it("moves B's data revision on a write at B, and B then sees every change at B", async () => {
    const b = await page(tokenB);
    await t.db.execute(
      sql`update stock set quantity = quantity + 1 where store_id = ${outletB} and product_id = ${productId}`,
    );
    const [row] = await queryRows<{ quantity: number; supplies: number }>(
      t.db,
      sql`select quantity, supplies from stock where store_id = ${outletB} and product_id = ${productId}`,
    );
    expect((await page(tokenB)).data.stores).toEqual([{ ...b.data.stores[0]!, ...row }]);
  });
});

describe('the data revision per outlet', () => {
  // Every per-outlet table a page reads; a write at A, seen at its commit.
  const writeAt = (table: string, store: number): SQL =>
    table === 'shelf_stock_dirty'
      ? sql`insert into shelf_stock_dirty (store_id) values (${store})
          on conflict (store_id) do update set store_id = excluded.store_id`
      : sql`update ${sql.identifier(table)} set store_id = store_id
          where ctid = (select ctid from ${sql.identifier(table)} where store_id = ${store} limit 1)`;
  const tables = [
    'stock',
    'sales_daily',
    'smart_recommendations',
    'capacities',
    'shelf_stock',
    'shelf_stock_dirty',
  ];

  for (const table of tables) {
    it(`moves at the commit of a write to ${table} at A for a user of A only`, async () => {
      const before = { a: await dataRevisionOf(t.db, userA), b: await dataRevisionOf(t.db, userB) };
      await t.db.transaction(async (tx) => {
        await tx.execute(writeAt(table, outletA));
        expect(await dataRevisionOf(tx, userA)).toBe(before.a);
      });
      expect(await dataRevisionOf(t.db, userA)).not.toBe(before.a);
      expect(await dataRevisionOf(t.db, userB)).toBe(before.b);
    });
  }

  it('moves every user’s for a store or user-store row, and for a TRUNCATE', async () => {
    const revisions = async (db: Executor) => [
      await dataRevisionOf(db, userA),
      await dataRevisionOf(db, userB),
    ];
    const before = await revisions(t.db);
    await t.db.execute(sql`update stores set name = name where id = ${outletA}`);
    const renamed = await revisions(t.db);
    expect(renamed[0]).not.toBe(before[0]);
    expect(renamed[1]).not.toBe(before[1]);
    await t.db.execute(sql`update user_stores set store_id = store_id where user_id = ${userA}`);
    const reassigned = await revisions(t.db);
    expect(reassigned[0]).not.toBe(renamed[0]);
    expect(reassigned[1]).not.toBe(renamed[1]);
    const undone = new Error('undone');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`truncate shelf_stock_dirty`);
        const truncated = await revisions(tx);
        expect(truncated[0]).not.toBe(reassigned[0]);
        expect(truncated[1]).not.toBe(reassigned[1]);
        throw undone;
      }),
    ).rejects.toBe(undone);
  });

  it('locks the stores of one transaction in store order, once each', async () => {
    const read = () =>
      queryRows<{ store_id: number; revision: string }>(
        t.db,
        sql`select store_id, revision::text from store_revisions where store_id in (${outletA}, ${outletB}) order by store_id`,
      );
    const before = await read();
    await t.db.transaction(async (tx) => {
      // B first, then A twice: one bump each at commit, A's (the lower id) taken first.
      await tx.execute(writeAt('stock', outletB));
      await tx.execute(writeAt('stock', outletA));
      await tx.execute(writeAt('sales_daily', outletA));
    });
    const after = await read();
    expect(after.map((r) => r.store_id)).toEqual([outletA, outletB]);
    expect(after.every((r, i) => BigInt(r.revision) > BigInt(before[i]!.revision))).toBe(true);
    // Values come from one sequence in the order the rows were locked.
    expect(BigInt(after[1]!.revision) - BigInt(after[0]!.revision)).toBe(1n);
  });

  it('puts the counters row back when it is gone, so the next warehouse or store write still moves the revisions', async () => {
    await unseen(sql`delete from viewer_revision`);
    await t.db.execute(
      sql`update stock set quantity = quantity + 1 where store_id = 1 and product_id = ${productId}`,
    );
    await t.db.execute(sql`update stores set name = name where id = ${outletA}`);
    const [row] = await queryRows<{ revision: string | null; warehouse: string | null }>(
      t.db,
      sql`select revision::text, warehouse::text from viewer_revision`,
    );
    expect(row?.revision).toMatch(/^\d+$/);
    expect(row?.warehouse).toMatch(/^\d+$/);
  });
});
