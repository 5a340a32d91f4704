import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionColumnsSql } from '../../context/data-revision.sql';
import { type Executor, queryRows } from '../../db/client';
import { addBasketLine, addFavourite } from '../../test/factories/basket';
import {
  addRecommendation,
  addSales,
  createCapacity,
  createCategory,
  createProduct,
} from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The catalogue's kept answers (docs/rules.md#catalogue-answers, decision 0033): a repeated request
 * is answered from memory with the warehouse stock read live, only for the same asker, and every
 * table a page reads moves the data revision (the warehouse stock its own) at commit — so no kept answer outlives a change (the freshness scenarios of
 * freshness.api.test.ts and durability/two-processes.api.test.ts show it through the routes).
 */
let t: TestApp;
let outlet: number;
let userId: number;
let buyer: string;
let other: string;
let code: string;
let productId: number;

/** The data, user and warehouse revisions for user `id`, as the auth statement reads them. */
const revisionsOf = async (db: Executor, id: number) =>
  (
    await queryRows<{ data_revision: string; user_revision: string; warehouse_revision: string }>(
      db,
      sql`select ${revisionColumnsSql({
        userId: sql`${id}::int`,
        currentStoreId: sql`(select current_store_id from users where id = ${id}::int)`,
      })}`,
    )
  )[0]!;
/** All three as one text: any change moves it. */
const revisionOf = async (db: Executor, id: number) => Object.values(await revisionsOf(db, id)).join('|');

const product = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v0/catalog/products/${code}${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as {
    quantity: number;
    basket_count: number;
    is_favourite: boolean;
    user_order_count: number;
    stores: { quantity: number }[];
  };
};

/** Runs `statement` with the revision triggers off, as no real writer can. */
const unseen = (statement: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, isRetail: true })).id;
  const categoryId = (await createCategory({ db: t.db })).id;
  const created = await createProduct({
    db: t.db,
    categoryId,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '150.00' }],
    stock: [
      { storeId: 1, quantity: 40 },
      { storeId: outlet, quantity: 2 },
    ],
  });
  code = created.code;
  productId = created.id;
  const user = (await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] })).user;
  userId = user.id;
  buyer = await t.app.tokens.sign(user.id);
  const second = (await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] })).user;
  other = await t.app.tokens.sign(second.id);
  // A row in every table a page reads, for the trigger checks below.
  await createCapacity({ db: t.db, storeId: outlet, categoryId, capacity: 10 });
  await addSales({ db: t.db, storeId: outlet, productId, quantity: 3 });
  await addRecommendation({ db: t.db, productId, kind: 'user_tops', storeId: outlet });
  await createOrder({
    db: t.db,
    userId,
    storeId: outlet,
    lines: [{ productId, quantity: 1, price: '100.00' }],
  });
  await addBasketLine({ db: t.db, userId, storeId: outlet, productId, count: 2 });
  await addFavourite({ db: t.db, userId, productId });
  await product(buyer);
  await t.app.jobs.runDue(); // fills shelf_stock (a read never writes it)
});
afterAll(() => t?.close());

describe('kept catalogue answers', () => {
  it('answers a repeated request from memory, its live fields as of now; another URL or user afresh', async () => {
    expect(await product(buyer)).toMatchObject({ quantity: 40, basket_count: 2, stores: [{ quantity: 2 }] });
    await unseen(sql`update stock set quantity = 5 where store_id = ${outlet} and product_id = ${productId}`);
    // Nothing moved a revision: the kept answer comes back (what the triggers prevent) …
    expect(await product(buyer)).toMatchObject({ quantity: 40, stores: [{ quantity: 2 }] });
    // … and committed changes of the live fields (an order elsewhere, the user's basket) show in it.
    await t.db.execute(sql`update stock set quantity = 39 where store_id = 1 and product_id = ${productId}`);
    await t.db.execute(sql`update basket_lines set basket_count = 3 where product_id = ${productId}`);
    expect(await product(buyer)).toMatchObject({ quantity: 39, basket_count: 3, stores: [{ quantity: 2 }] });
    // A new URL is computed, from the viewer data kept by the same revisions (docs/rules.md#viewer-data).
    expect(await product(buyer, '?x=1')).toMatchObject({ quantity: 39, stores: [{ quantity: 2 }] });
    expect(await product(other)).toMatchObject({ quantity: 39, basket_count: 0, is_favourite: false });
    expect(await product(buyer)).toMatchObject({ basket_count: 3, is_favourite: true });
  });

  it('keeps a page chosen by stock only while the warehouse stock is unchanged', async () => {
    const inStock = async () => {
      const res = await t.call('GET', '/api/v0/catalog/products?in_stock=1', { token: buyer });
      return res.body.data.map((p: { code: string }) => p.code);
    };
    expect(await inStock()).toEqual([code]);
    await t.db.execute(sql`update stock set quantity = 0 where store_id = 1 and product_id = ${productId}`);
    expect(await inStock()).toEqual([]);
    await t.db.execute(sql`update stock set quantity = 39 where store_id = 1 and product_id = ${productId}`);
    expect(await inStock()).toEqual([code]);
  });

  it('shows a committed write on the very next request', async () => {
    await t.db.execute(sql`update basket_lines set basket_count = 4 where product_id = ${productId}`);
    expect((await product(buyer)).basket_count).toBe(4);
    const favourites = async () => {
      const res = await t.call('GET', '/api/v0/catalog/products?favourites=1', { token: buyer });
      return res.body.data.map((p: { code: string }) => p.code);
    };
    expect(await favourites()).toEqual([code]);
    await t.call('DELETE', `/api/v0/favourite/${productId}`, { token: buyer });
    expect((await product(buyer)).is_favourite).toBe(false);
    expect(await favourites()).toEqual([]);
    await addFavourite({ db: t.db, userId, productId }); // the revision checks below write to it
  });
});

describe('the data revision', () => {
  // Every table the viewer's part of a page reads, and the revision that covers it.
  const viewerTables = [
    'stock',
    'sales_daily',
    'user_stores',
    'stores',
    'smart_recommendations',
    'capacities',
    'shelf_stock',
    'shelf_stock_dirty',
  ];
  // The user's own rows; orders and order lines reach pages through the user_order_units rollup
  // (its check below).
  const userTables = ['baskets', 'basket_lines', 'favourites', 'user_order_units'];

  it('covers every table the page statements read', async () => {
    const here = path.dirname(new URL(import.meta.url).pathname);
    const sources = [
      'viewer.sql.ts',
      'product-filters.sql.ts',
      'catalog.repository.ts',
      'snapshot/snapshot.sql.ts',
    ]
      .map((file) => path.join(here, file))
      .concat(
        path.join(here, '../../rules/warehouse-stock.sql.ts'),
        path.join(here, '../../context/request-context.ts'),
        path.join(here, '../../outlets/shelves/shelves.sql.ts'),
      )
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const named = new Set([...sources.matchAll(/\b(?:from|join)\s+([a-z_]+)/g)].map((m) => m[1]!));
    const tables = await queryRows<{ name: string; triggers: string[] }>(
      t.db,
      sql`select c.relname::text as name, coalesce(array_agg(tg.tgname::text) filter (where tg.tgname is not null), '{}') as triggers
        from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        left join pg_trigger tg on tg.tgrelid = c.oid
        where c.relkind = 'r' group by c.relname`,
    );
    const read = tables.filter((table) => named.has(table.name));
    expect(read.map((table) => table.name)).toEqual(
      expect.arrayContaining([...viewerTables, 'baskets', 'basket_lines', 'favourites', 'user_order_units']),
    );
    for (const table of read) {
      if (
        table.name.endsWith('_revision') ||
        ['user_revisions', 'store_revisions', 'catalog_changes'].includes(table.name)
      )
        continue;
      expect(
        table.triggers.some((name) => /^(catalog|viewer|user)_revision_|^catalog_changes_/.test(name)),
        `${table.name} has no revision trigger`,
      ).toBe(true);
    }
  });

  it('moves only the warehouse revision for a warehouse stock row, only the user revision for the user own rows', async () => {
    const before = await revisionsOf(t.db, userId);
    await t.db.execute(
      sql`update stock set quantity = quantity + 1 where store_id = 1 and product_id = ${productId}`,
    );
    const stocked = await revisionsOf(t.db, userId);
    expect(stocked.data_revision).toBe(before.data_revision);
    expect(stocked.user_revision).toBe(before.user_revision);
    expect(stocked.warehouse_revision).not.toBe(before.warehouse_revision);
    await t.db.execute(sql`update favourites set created_at = now() where user_id = ${userId}`);
    const liked = await revisionsOf(t.db, userId);
    expect(liked.data_revision).toBe(before.data_revision);
    expect(liked.user_revision).not.toBe(before.user_revision);
  });

  for (const table of [...viewerTables, ...userTables]) {
    it(`moves at the commit of a write to ${table}, not before`, async () => {
      // Stock: an outlet's row (a warehouse row moves only the warehouse revision, above).
      const row = table === 'stock' ? sql`store_id <> 1` : sql`true`;
      const before = await revisionOf(t.db, userId);
      await t.db.transaction(async (tx) => {
        const [column] = await queryRows<{ name: string }>(
          tx,
          sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} order by ordinal_position limit 1`,
        );
        const updated = await queryRows(
          tx,
          sql`update ${sql.identifier(table)} set ${sql.identifier(column!.name)} = ${sql.identifier(column!.name)}
            where ctid = (select ctid from ${sql.identifier(table)} where ${row} limit 1) returning 1`,
        );
        expect(updated, `a row of ${table}`).toHaveLength(1);
        expect(await revisionOf(tx, userId)).toBe(before);
      });
      expect(await revisionOf(t.db, userId)).not.toBe(before);
    });
  }
});

describe('user_order_units', () => {
  const rollupMatches = async () => {
    const rows = await queryRows<{ differ: number }>(
      t.db,
      sql`select count(*)::int as differ from (
        select o.user_id, ol.product_id, sum(ol.quantity)::int as units
        from orders o join order_lines ol on ol.order_id = o.id group by 1, 2) s
        full join (select * from user_order_units where units <> 0) u using (user_id, product_id)
        where s.units is distinct from u.units`,
    );
    expect(rows[0]!.differ).toBe(0);
  };

  it('equals the units of the user own order lines after lines are added, changed, removed and an order deleted', async () => {
    const order = await createOrder({
      db: t.db,
      userId,
      storeId: outlet,
      lines: [{ productId, quantity: 4, price: '100.00' }],
    });
    await rollupMatches();
    expect((await product(buyer)).user_order_count).toBe(5);
    await t.db.execute(sql`update order_lines set quantity = 7 where order_id = ${order.id}`);
    await rollupMatches();
    await t.db.execute(sql`delete from order_lines where order_id = ${order.id}`);
    await rollupMatches();
    await createOrder({
      db: t.db,
      userId,
      storeId: outlet,
      lines: [{ productId, quantity: 2, price: '100.00' }],
    });
    await t.db.execute(sql`delete from orders where id = (select max(id) from orders)`);
    await rollupMatches();
    expect((await product(buyer)).user_order_count).toBe(1);
  });

  it("is emptied with the order lines, also by one statement truncating both (the seed's --reset)", async () => {
    await createOrder({
      db: t.db,
      userId,
      storeId: outlet,
      lines: [{ productId, quantity: 3, price: '100.00' }],
    });
    const undone = new Error('undone');
    for (const truncate of [
      sql`truncate order_lines cascade`,
      sql`truncate order_lines, user_order_units cascade`,
    ]) {
      await expect(
        t.db.transaction(async (tx) => {
          expect((await queryRows(tx, sql`select 1 from user_order_units`)).length).toBeGreaterThan(0);
          await tx.execute(truncate);
          expect(await queryRows(tx, sql`select 1 from user_order_units`)).toEqual([]);
          throw undone;
        }),
      ).rejects.toBe(undone);
    }
  });
});
