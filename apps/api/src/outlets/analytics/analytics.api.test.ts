import { ProductAnalyticResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { daysBefore } from './analytics.mappers';

/**
 * GET product/analytic/{productId} through HTTP (docs/rules.md#product-analytic, docs/rules.md#spec-6) on a hand-built
 * sales history. The franchise user owns outlets O1 (current, 14-day report period) and O2; another
 * customer owns O3. Units of P sold (days ago): O1 5 (1, two lines), 4 (5), 1 (14: outside the
 * 14-day window), 10 (100); O2 6 (20); O3 50 (1). O1 also sold Q 12 (2) and R 9 (3); O2 Q 4 (3).
 */
let t: TestApp;
let ids: { o1: number; o2: number; o3: number; p: number; q: number; r: number };
let franchise: string;
let franchiseId: number;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: 1, name: 'Склад' });
  const o1 = await createStore({ db, name: '<b>Точка 1</b>', isRetail: true, reportPeriodDays: 14 });
  const o2 = await createStore({ db, name: 'Точка 2', isRetail: true, reportPeriodDays: 30 });
  const o3 = await createStore({ db, name: 'Чужая точка', isRetail: true });
  const category = await createCategory({ db });
  const [p, q, r] = await Promise.all([1, 2, 3].map(() => createProduct({ db, categoryId: category.id })));
  ids = { o1: o1.id, o2: o2.id, o3: o3.id, p: p!.id, q: q!.id, r: r!.id };
  const sale = (storeId: number, productId: number, quantity: number, daysAgo: number) =>
    addSales({ db, storeId, productId, quantity, daysAgo });
  await sale(o1.id, p!.id, 3, 1);
  await sale(o1.id, p!.id, 2, 1);
  await sale(o1.id, p!.id, 4, 5);
  await sale(o1.id, p!.id, 1, 14);
  await sale(o1.id, p!.id, 10, 100);
  await sale(o1.id, q!.id, 12, 2);
  await sale(o1.id, r!.id, 9, 3);
  await sale(o2.id, p!.id, 6, 20);
  await sale(o2.id, q!.id, 4, 3);
  await sale(o3.id, p!.id, 50, 1);
  const owner = await createUser({ db, groups: ['warehouse'], stores: [o1.id, o2.id] });
  franchiseId = owner.user.id;
  franchise = await t.app.tokens.sign(owner.user.id);
  await createUser({ db, groups: ['warehouse'], stores: [o3.id] });
  const [row] = await queryRows<{ today: string }>(db, sql`select current_date::text as today`);
  today = row!.today;
});
afterAll(() => t?.close());

const analytic = (productId: number, token?: string) =>
  t.call('GET', `/api/v0/product/analytic/${productId}`, { token });

describe('GET product/analytic/{productId}', () => {
  it('answers the franchise user the place in the current outlet and the rows of their own outlets only', async () => {
    const res = await analytic(ids.p, franchise);
    expect(res.status).toBe(200);
    const body = ProductAnalyticResponse.parse(res.body);
    // O1 over 14 days: Q 12, P 9, R 9 — P shares the second place with R.
    expect(body.product_position).toEqual({ no: 2, from: 3 });
    const o1Period = {
      store_id: ids.o1,
      store_name: 'Точка 1',
      sales: 9,
      days_in_store: 2,
      convergence_during_period: 4.5,
      convergence: 0.64,
      sales_param: 30,
    };
    expect(body.data.report_period).toEqual({
      dates: { from: daysBefore(today, 13), to: today },
      days: 14,
      moysklad_href: null,
      all_shops: { stores_count: 2, rows: [o1Period] },
      current_shop: o1Period,
    });
    const o1Year = {
      store_id: ids.o1,
      store_name: 'Точка 1',
      sales: 20,
      days_in_store: 4,
      convergence_during_period: 5,
      convergence: 0.05,
      sales_param: 48.78,
    };
    expect(body.data.year).toEqual({
      dates: { from: daysBefore(today, 364), to: today },
      days: 365,
      moysklad_href: null,
      all_shops: {
        stores_count: 2,
        rows: [
          o1Year,
          {
            store_id: ids.o2,
            store_name: 'Точка 2',
            sales: 6,
            days_in_store: 1,
            convergence_during_period: 6,
            convergence: 0.02,
            sales_param: 60,
          },
        ],
      },
      current_shop: o1Year,
    });
    expect(JSON.stringify(body)).not.toContain('Чужая');
  });

  it('gives a product not sold in the current outlet no place and a zero current row', async () => {
    const other = await createProduct({ db: t.db, categoryId: (await createCategory({ db: t.db })).id });
    const res = await analytic(other.id, franchise);
    expect(res.body.product_position).toEqual({ no: null, from: 3 });
    expect(res.body.data.report_period.all_shops).toEqual({ stores_count: 2, rows: [] });
    expect(res.body.data.report_period.current_shop).toMatchObject({
      store_id: ids.o1,
      sales: 0,
      sales_param: 0,
    });
  });

  it('answers a manager every outlet with the stock-system link, and no current shop in the main store', async () => {
    const manager = await createUser({ db: t.db, groups: ['manager'] });
    const res = await analytic(ids.p, await t.app.tokens.sign(manager.user.id));
    expect(res.status).toBe(200);
    const body = ProductAnalyticResponse.parse(res.body);
    expect(body.product_position).toEqual({ no: null, from: 0 });
    expect(body.data.report_period.all_shops.stores_count).toBe(3);
    expect(body.data.report_period.all_shops.rows.map((r) => [r.store_name, r.sales])).toEqual([
      ['Чужая точка', 50],
      ['Точка 1', 9],
    ]);
    expect(body.data.report_period.current_shop).toBeNull();
    expect(body.data.year.moysklad_href).toMatch(/^https:\/\/online\.moysklad\.ru\//);
  });

  it("never shows another customer's outlet, even when the current store points at it", async () => {
    await t.db.execute(sql`update users set current_store_id = ${ids.o3} where id = ${franchiseId}`);
    try {
      const res = await analytic(ids.p, franchise);
      expect(res.status).toBe(200);
      expect(res.body.product_position).toEqual({ no: null, from: 0 });
      expect(res.body.data.report_period.current_shop).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain('Чужая');
    } finally {
      await t.db.execute(sql`update users set current_store_id = ${ids.o1} where id = ${franchiseId}`);
    }
  });

  it('refuses users with one outlet or none (403), unknown products (404), bad ids (400), guests (401)', async () => {
    const single = await createUser({ db: t.db, groups: ['warehouse'], stores: [ids.o3] });
    const one = await analytic(ids.p, await t.app.tokens.sign(single.user.id));
    expect(one.status).toBe(403);
    expect(one.body.message).toBe(
      'Аналитика товара доступна менеджерам и владельцам нескольких розничных точек',
    );
    const viewer = await createUser({ db: t.db });
    expect((await analytic(ids.p, await t.app.tokens.sign(viewer.user.id))).status).toBe(403);
    const unknown = await analytic(999999, franchise);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await t.call('GET', '/api/v0/product/analytic/abc', { token: franchise })).status).toBe(400);
    expect((await analytic(ids.p)).status).toBe(401);
  });
});

describe('GET product/analytic/{productId} in each version (decision 0014)', () => {
  it("names only the request version's outlets, for a network with outlets in both", async () => {
    const db = t.db;
    const ru = await createStore({ db, name: 'Точка RU', isRetail: true });
    const en = await createStore({ db, name: 'Outlet EU', isRetail: true, version: 'en' });
    await addSales({ db, storeId: ru.id, productId: ids.q, quantity: 3, daysAgo: 1 });
    await addSales({ db, storeId: en.id, productId: ids.q, quantity: 5, daysAgo: 1 });
    const owner = await createUser({ db, groups: ['warehouse'], stores: [ru.id, en.id] });
    const token = await t.app.tokens.sign(owner.user.id);
    const rowsIn = async (version: 'ru' | 'en') => {
      const res = await t.call('GET', `/api/v0/product/analytic/${ids.q}`, { token, version });
      expect(res.status).toBe(200);
      const shops = ProductAnalyticResponse.parse(res.body).data.report_period.all_shops;
      return { count: shops.stores_count, rows: shops.rows.map((r) => [r.store_name, r.sales]) };
    };
    expect(await rowsIn('ru')).toEqual({ count: 1, rows: [['Точка RU', 3]] });
    expect(await rowsIn('en')).toEqual({ count: 1, rows: [['Outlet EU', 5]] });
  });
});
