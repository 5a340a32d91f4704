import { RetailOutletsResponse, SalesRankingResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addSales, createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The franchise pages through HTTP (docs/rules.md#routes routes /profile/services/*, docs/rules.md#franchise) and the
 * franchise user's boundaries: the user owns outlets A (current) and B, and store 1; another
 * customer owns outlet C. Units sold in each outlet's report period: C 30, A 20, B none.
 */
let t: TestApp;
let a: number;
let b: number;
let c: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: 1, name: 'Склад' });
  a = (
    await createStore({
      db,
      name: 'Точка &laquo;А&raquo;',
      isRetail: true,
      city: 'Тверь',
      autoOrderSum: '50000.00',
    })
  ).id;
  b = (await createStore({ db, name: 'Точка Б', isRetail: true, reportPeriodDays: 30, city: 'Клин' })).id;
  c = (await createStore({ db, name: 'Чужая', isRetail: true })).id;
  const category = await createCategory({ db });
  const p = await createProduct({
    db,
    categoryId: category.id,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
    stock: [
      { storeId: a, quantity: 6, supplies: 2 },
      { storeId: 1, quantity: 100 },
    ],
  });
  await createCapacity({ db, storeId: a, categoryId: category.id, capacity: 10 });
  await addSales({ db, storeId: a, productId: p.id, quantity: 12, daysAgo: 1, amount: '1200.00' });
  await addSales({ db, storeId: a, productId: p.id, quantity: 8, daysAgo: 13, amount: '800.50' });
  await addSales({ db, storeId: a, productId: p.id, quantity: 99, daysAgo: 14, amount: '9900.00' });
  await addSales({ db, storeId: b, productId: p.id, quantity: 5, daysAgo: 40, amount: '500.00' });
  await addSales({ db, storeId: c, productId: p.id, quantity: 30, daysAgo: 2, amount: '3000.00' });
  const owner = await createUser({ db, groups: ['warehouse'], stores: [a, b, 1], currentStoreId: a });
  token = await t.app.tokens.sign(owner.user.id);
  const other = await createUser({ db, groups: ['warehouse'], stores: [c] });
  otherToken = await t.app.tokens.sign(other.user.id);
});
afterAll(() => t?.close());

describe('GET /profile/services/sales-ranking', () => {
  it("ranks the user's outlets with their sales over each report period and matches /auth/me", async () => {
    const res = await t.call('GET', '/api/v0/profile/services/sales-ranking', { token });
    expect(res.status).toBe(200);
    const { data } = SalesRankingResponse.parse(res.body);
    const [today] = await queryRows<{ a_from: string; b_from: string; to: string }>(
      t.db,
      sql`select (current_date - 13)::text as a_from, (current_date - 29)::text as b_from, current_date::text as to`,
    );
    expect(data.rows).toEqual([
      {
        store_id: a,
        name: 'Точка «А»',
        city: 'Тверь',
        number: 2,
        outlets_count: 2,
        sales_units: 20,
        sales_sum: '2000.50',
        currency: 'RUB',
        period: { from: today!.a_from, to: today!.to, days: 14 },
      },
      {
        store_id: b,
        name: 'Точка Б',
        city: 'Клин',
        number: null,
        outlets_count: 2,
        sales_units: 0,
        sales_sum: '0.00',
        currency: 'RUB',
        period: { from: today!.b_from, to: today!.to, days: 30 },
      },
    ]);
    expect(data.best_outlet).toEqual({ store_id: a, name: 'Точка «А»', number: 2 });
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    expect(data.ranking).toEqual(me.body.user.ranking);
    expect(data.ranking).toEqual({ access: true, best_outlet_number: 2, outlets_count: 2 });
    expect(JSON.stringify(data)).not.toContain('Чужая');
  });

  it('refuses users with one outlet (403) and guests (401)', async () => {
    const res = await t.call('GET', '/api/v0/profile/services/sales-ranking', { token: otherToken });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'Раздел доступен владельцам нескольких розничных точек' },
    });
    expect((await t.call('GET', '/api/v0/profile/services/sales-ranking')).status).toBe(401);
  });
});

describe('GET and PATCH /profile/services/retail-outlets', () => {
  it("lists the user's outlets with settings, stock, occupancy and ranking", async () => {
    const res = await t.call('GET', '/api/v0/profile/services/retail-outlets', { token });
    expect(res.status).toBe(200);
    expect(RetailOutletsResponse.parse(res.body).data).toEqual([
      {
        id: a,
        name: 'Точка «А»',
        city: 'Тверь',
        currency: 'RUB',
        report_period_days: 14,
        auto_order_sum: 50000,
        auto_order_default_sum: 50000,
        quantity: 6,
        supplies: 2,
        occupancy_percent: 80,
        ranking: { number: 2, outlets_count: 2 },
      },
      {
        id: b,
        name: 'Точка Б',
        city: 'Клин',
        currency: 'RUB',
        report_period_days: 30,
        auto_order_sum: null,
        auto_order_default_sum: 35000,
        quantity: 0,
        supplies: 0,
        occupancy_percent: null,
        ranking: { number: null, outlets_count: 2 },
      },
    ]);
  });

  it('changes the saved auto-order sum and report period of an own outlet only', async () => {
    const patch = (id: number, body: unknown, as = token) =>
      t.call('PATCH', `/api/v0/profile/services/retail-outlets/${id}`, { token: as, body });
    const res = await patch(b, { auto_order_sum: 42000.5, report_period_days: 7 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: b,
      auto_order_sum: 42000.5,
      auto_order_default_sum: 42000.5,
      report_period_days: 7,
    });
    expect((await patch(b, { auto_order_sum: null })).body.data).toMatchObject({
      auto_order_sum: null,
      report_period_days: 7,
    });
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    expect(me.body.user.current_store).toMatchObject({ id: a, auto_order_sum: 50000 });

    const foreign = await patch(c, { report_period_days: 7 });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(`Точка №${c} не относится к вашим розничным точкам`);
    expect((await patch(1, { report_period_days: 7 })).status).toBe(403);
    expect((await patch(c, { report_period_days: 7 }, otherToken)).status).toBe(403);
    const [row] = await queryRows<{ days: number }>(
      t.db,
      sql`select report_period_days as days from stores where id = ${c}`,
    );
    expect(row!.days).toBe(14);

    for (const bad of [{ report_period_days: 0 }, { report_period_days: 400 }, { auto_order_sum: -5 }, {}]) {
      const invalid = await patch(b, bad);
      expect(invalid.status).toBe(422);
    }
    expect(Object.keys((await patch(b, { report_period_days: 1.5 })).body.errors)).toEqual([
      'report_period_days',
    ]);
  });
});

describe("a franchise user and another customer's outlet", () => {
  it('can neither switch to it, check its auto orders, nor order for it', async () => {
    expect((await t.call('PATCH', `/api/v0/store/active/${c}`, { token })).status).toBe(403);
    expect((await t.call('GET', `/api/v0/auto-order-frontend/check?store_id=${c}`, { token })).status).toBe(
      403,
    );
    const created = await t.call('POST', '/api/v0/order/auto-order', {
      token: otherToken,
      body: { max_order_sum: 35000 },
    });
    expect(created.status).toBe(200);
    const { id, uuid } = created.body.auto_order;
    const union = await t.call('POST', '/api/v0/auto-order-frontend/union-basket', {
      token,
      body: { ao_id: id, ao_uuid: uuid, outlet_id: c },
    });
    expect(union.status).toBe(404);
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    expect(me.body.user.current_store.id).toBe(a);
  });
});
