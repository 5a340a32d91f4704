import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRevisionSql } from '../../context/data-revision.sql';
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
 * is answered from memory, only for the same asker, and every table a page reads moves the data
 * revision at commit — so no kept answer outlives a change (the freshness scenarios of
 * freshness.api.test.ts and durability/two-processes.api.test.ts show it through the routes).
 */
let t: TestApp;
let outlet: number;
let userId: number;
let buyer: string;
let other: string;
let code: string;
let productId: number;

const revisionOf = async (db: Executor, id: number) =>
  (await queryRows<{ r: string }>(db, sql`select ${dataRevisionSql(sql`${id}::int`)} as r`))[0]!.r;

const product = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v0/catalog/products/${code}${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { quantity: number; is_favourite: boolean };
};

/** Lowers the warehouse stock with the revision triggers off, as no real writer can. */
const setStockUnseen = (quantity: number) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update stock set quantity = ${quantity} where store_id = 1 and product_id = ${productId}`,
    );
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
  await product(buyer); // fills shelf_stock
});
afterAll(() => t?.close());

describe('kept catalogue answers', () => {
  it('answers a repeated request from memory, and another URL or another user afresh', async () => {
    expect((await product(buyer)).quantity).toBe(40);
    await setStockUnseen(39);
    // Nothing moved the revision: the kept answer comes back (this is what the triggers prevent).
    expect((await product(buyer)).quantity).toBe(40);
    expect((await product(buyer, '?x=1')).quantity).toBe(39);
    const seenByOther = await product(other);
    expect(seenByOther.quantity).toBe(39);
    expect(seenByOther.is_favourite).toBe(false);
    expect((await product(buyer)).is_favourite).toBe(true);
  });

  it('shows a committed write on the very next request', async () => {
    await t.db.execute(sql`update stock set quantity = 38 where store_id = 1 and product_id = ${productId}`);
    expect((await product(buyer)).quantity).toBe(38);
    await t.call('DELETE', `/api/v0/favourite/${productId}`, { token: buyer });
    expect((await product(buyer)).is_favourite).toBe(false);
    await addFavourite({ db: t.db, userId, productId }); // the revision checks below write to it
  });
});

describe('the data revision', () => {
  // Every table the viewer's part of a page reads, and the revision that covers it.
  const viewerTables = [
    'stock',
    'orders',
    'order_lines',
    'sales_daily',
    'user_stores',
    'stores',
    'smart_recommendations',
    'capacities',
    'shelf_stock',
    'shelf_stock_dirty',
  ];
  const userTables = ['baskets', 'basket_lines', 'favourites'];

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
    expect(read.map((table) => table.name)).toEqual(expect.arrayContaining([...viewerTables, ...userTables]));
    for (const table of read) {
      if (table.name.endsWith('_revision') || table.name === 'user_revisions') continue;
      expect(
        table.triggers.some((name) => /^(catalog|viewer|user)_revision_/.test(name)),
        `${table.name} has no revision trigger`,
      ).toBe(true);
    }
  });

  for (const table of [...viewerTables, ...userTables]) {
    it(`moves at the commit of a write to ${table}, not before`, async () => {
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
            where ctid = (select ctid from ${sql.identifier(table)} limit 1) returning 1`,
        );
        expect(updated, `a row of ${table}`).toHaveLength(1);
        expect(await revisionOf(tx, userId)).toBe(before);
      });
      expect(await revisionOf(t.db, userId)).not.toBe(before);
    });
  }
});
