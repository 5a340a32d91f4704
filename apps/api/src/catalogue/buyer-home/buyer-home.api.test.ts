import { HomeResponse, ProductAnalyticResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  addRecommendation,
  addSales,
  createCapacity,
  createCategory,
  createProduct,
} from '../../test/factories/catalog';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET home through HTTP (docs/home.md) on a hand-built history. The franchise user owns O1 (current,
 * 14-day period) and O2 (30 days, no sales); a shop owns O3. Top-level category A (with a
 * subcategory A1) and B. O1 over its 14 days: P (A1) 14 units, stock 4 + 2 on the way → cover 6;
 * Q (A) 7 units, stock 20 → cover 40; R (B) 28 units, stock 0 → cover 0; S (B) stock 9, no sales.
 * A sale 20 days ago (outside the period) and O3's sales never count for O1.
 */
let t: TestApp;
let ids: {
  o1: number;
  o2: number;
  o3: number;
  p: number;
  q: number;
  r: number;
  s: number;
  t: number;
  a: number;
  b: number;
};
let tokens: { franchise: string; shop: string; manager: string };
let counterpartyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: 1, name: 'Склад' });
  const o1 = await createStore({ db, name: 'Точка 1', isRetail: true, reportPeriodDays: 14 });
  const o2 = await createStore({ db, name: 'Точка 2', isRetail: true, reportPeriodDays: 30 });
  const o3 = await createStore({ db, name: 'Чужая точка', isRetail: true });
  const a = await createCategory({ db, position: 1 });
  const a1 = await createCategory({ db, parentId: a.id });
  const b = await createCategory({ db, position: 2 });
  const product = (
    categoryId: number,
    outlet: number,
    quantity: number,
    supplies: number,
    warehouse: number,
  ) =>
    createProduct({
      db,
      categoryId,
      stock: [
        { storeId: outlet, quantity, supplies },
        { storeId: 1, quantity: warehouse },
      ],
    });
  const p = await product(a1.id, o1.id, 4, 2, 50);
  const q = await product(a.id, o1.id, 20, 0, 50);
  const r = await product(b.id, o1.id, 0, 0, 5);
  const s = await product(b.id, o1.id, 9, 0, 50);
  const lacking = await createProduct({ db, categoryId: b.id, stock: [{ storeId: 1, quantity: 3 }] });
  ids = {
    o1: o1.id,
    o2: o2.id,
    o3: o3.id,
    p: p.id,
    q: q.id,
    r: r.id,
    s: s.id,
    t: lacking.id,
    a: a.id,
    b: b.id,
  };
  const sale = (storeId: number, productId: number, quantity: number, daysAgo: number) =>
    addSales({ db, storeId, productId, quantity, daysAgo });
  await sale(o1.id, p.id, 10, 1);
  await sale(o1.id, p.id, 4, 13);
  await sale(o1.id, p.id, 30, 20);
  await sale(o1.id, q.id, 7, 2);
  await sale(o1.id, r.id, 28, 3);
  await sale(o3.id, q.id, 99, 1);
  await addRecommendation({
    db,
    productId: lacking.id,
    kind: 'recommend_to_buy',
    storeId: o1.id,
    buyTimes: 40,
  });
  // Shelves of O1: A holds 4 + 2 + 20 = 26 on a shelf of 10 (over); B holds 9 on a shelf of 100 (under).
  await createCapacity({ db, storeId: o1.id, categoryId: a.id, capacity: 10, aliasName: 'Полка A' });
  await createCapacity({ db, storeId: o1.id, categoryId: b.id, capacity: 100, aliasName: 'Полка B' });
  const owner = await createUser({
    db,
    groups: ['warehouse'],
    stores: [o1.id, o2.id],
    currentStoreId: o1.id,
  });
  const shop = await createUser({ db, groups: ['warehouse'], stores: [o3.id], currentStoreId: o3.id });
  const manager = await createUser({ db, groups: ['manager'], stores: [1], currentStoreId: 1 });
  const counterparty = await createCounterpartyRow({ db, users: [owner.user.id], stores: [o1.id, o2.id] });
  counterpartyId = counterparty.id;
  tokens = {
    franchise: await t.app.tokens.sign(owner.user.id),
    shop: await t.app.tokens.sign(shop.user.id),
    manager: await t.app.tokens.sign(manager.user.id),
  };
  await t.app.jobs.runDue();
});
afterAll(() => t?.close());

const home = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v0/home${query}`, { token });
  return { status: res.status, body: res.status === 200 ? HomeResponse.parse(res.body).data : res.body };
};
const figures = async (token: string, query = '') => {
  const res = await home(token, query);
  expect(res.status).toBe(200);
  return res.body as HomeResponse['data'];
};

describe('GET home', () => {
  it('shows the franchise user their own outlets, the current one first, and nobody else’s', async () => {
    const data = await figures(tokens.franchise);
    expect(data.outlets.map((o) => [o.store_id, o.current])).toEqual([
      [ids.o1, true],
      [ids.o2, false],
    ]);
    expect(JSON.stringify(data)).not.toContain('Чужая');
    expect(data.counterparty).toBeNull();
  });

  it('orders what runs out first by days of cover from the report period’s sales, stock and supplies', async () => {
    const [o1] = (await figures(tokens.franchise)).outlets;
    expect(o1!.period.days).toBe(14);
    expect(o1!.runs_out.map((l) => [l.product_id, l.sold, l.stock, l.supplies, l.days_of_cover])).toEqual([
      [ids.r, 28, 0, 0, 0],
      [ids.p, 14, 4, 2, 6],
      [ids.q, 7, 20, 0, 40],
    ]);
    // R: 28 units sold and none held, but the warehouse has 5.
    expect(o1!.runs_out[0]).toMatchObject({ daily_rate: 2, warehouse_quantity: 5, suggested: 5 });
    expect(o1!.runs_out[1]).toMatchObject({ daily_rate: 1, suggested: 8 });
    expect(o1!.sold).toBe(49);
    expect(o1!.stock).toBe(33);
    expect(o1!.sell_through).toBe(0.598);
    expect(o1!.network_lacks).toEqual([expect.objectContaining({ product_id: ids.t, network_units: 40 })]);
    expect(o1!.shelves.flag).toBe('over');
    expect(o1!.shelves.over.map((s) => [s.name, s.overflow])).toEqual([['Полка A', 16]]);
    expect(o1!.shelves.under.map((s) => [s.name, s.percent])).toEqual([['Полка B', 9]]);
  });

  it('equals the analytics popover’s report-period sales for every product of the current outlet', async () => {
    const [o1] = (await figures(tokens.franchise)).outlets;
    for (const line of o1!.runs_out) {
      const res = await t.call('GET', `/api/v0/product/analytic/${line.product_id}`, {
        token: tokens.franchise,
      });
      const popover = ProductAnalyticResponse.parse(res.body).data.report_period;
      expect(popover.days).toBe(o1!.period.days);
      expect(popover.dates).toEqual({ from: o1!.period.from, to: o1!.period.to });
      expect(popover.current_shop?.sales).toBe(line.sold);
      expect(popover.current_shop?.convergence).toBe(line.daily_rate);
    }
  });

  it('equals the network analytics’ categories of the outlet over the same period', async () => {
    const [o1] = (await figures(tokens.franchise)).outlets;
    const res = await t.call(
      'GET',
      `/api/v0/services/analytics/categories?store=${ids.o1}&period=custom&from=${o1!.period.from}&to=${o1!.period.to}`,
      { token: tokens.manager },
    );
    expect(res.status).toBe(200);
    const network = (
      res.body as {
        data: {
          categories: { category_id: number; units: number; stock: number; sell_through: number | null }[];
        };
      }
    ).data.categories;
    expect(o1!.categories.map((c) => [c.category_id, c.sold, c.stock, c.sell_through])).toEqual(
      network.map((c) => [c.category_id, c.units, c.stock, c.sell_through]),
    );
    const a = o1!.categories.find((c) => c.category_id === ids.a)!;
    // A: 21 sold in 14 days (1.5 a day), 24 in stock + 2 on the way → 17 days.
    expect(a).toMatchObject({ sold: 21, stock: 24, daily_rate: 1.5, days_of_cover: 17 });
  });

  it('says an outlet without sales in its period has none, and shows no rate or cover', async () => {
    const o2 = (await figures(tokens.franchise)).outlets[1]!;
    expect(o2).toMatchObject({ has_sales: false, sold: 0, sell_through: null, runs_out: [], reminders: [] });
  });

  it('shows a shop with one outlet its own', async () => {
    const data = await figures(tokens.shop);
    expect(data.outlets.map((o) => o.store_id)).toEqual([ids.o3]);
  });

  it('lets a manager view a customer’s outlets, and nobody else', async () => {
    const data = await figures(tokens.manager, `?counterparty=${counterpartyId}`);
    expect(data.outlets.map((o) => o.store_id)).toEqual([ids.o1, ids.o2]);
    expect(data.counterparty?.id).toBe(counterpartyId);
    expect((await home(tokens.franchise, `?counterparty=${counterpartyId}`)).status).toBe(403);
    expect((await home(tokens.manager, '?counterparty=999999')).status).toBe(404);
    expect((await t.call('GET', '/api/v0/home')).status).toBe(401);
  });

  it('lists every selling line under the user’s reminder threshold once reminders are on', async () => {
    const [row] = await queryRows<{ uuid: string }>(
      t.db,
      sql`select u.uuid::text as uuid from users u join user_stores us on us.user_id = u.id where us.store_id = ${ids.o1}`,
    );
    const patch = await t.call('PATCH', `/api/v0/profile/${row!.uuid}`, {
      token: tokens.franchise,
      body: { reorder_reminder_days: 7 },
    });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ reorder_reminder_days: 7, reorder_reminder_emails: false });
    const data = await figures(tokens.franchise);
    expect(data.reminder_days).toBe(7);
    expect(data.outlets[0]!.reminders.map((l) => l.product_id)).toEqual([ids.r, ids.p]);
    const refused = await t.call('PATCH', `/api/v0/profile/${row!.uuid}`, {
      token: tokens.franchise,
      body: { reorder_reminder_days: 0 },
    });
    expect(refused.status).toBe(422);
  });
});
