import {
  AnalyticsCategoriesResponse,
  AnalyticsOutletResponse,
  AnalyticsOutletsResponse,
  AnalyticsProductsResponse,
  AnalyticsShelvesResponse,
  AnalyticsSummaryResponse,
  addDays,
  todayIn,
  VERSION_TIME_ZONE,
} from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET services/analytics… through HTTP (docs/rules.md#network-analytics, docs/rules.md#sell-through,
 * docs/rules.md#shelf-flags) on a hand-made network of the Russian version: outlets A (RUB, 30-day
 * report period), B (EUR) and C (RUB, no sales), an English outlet E that must never show, and the
 * warehouse. Categories K1 (with child K1a) and K2; products P1 (K1a), P2 (K1), P3 (K2). Sales lines
 * (units, amount, days before today in Moscow):
 *   A: P1 5 500.00 (0), P1 3 300.00 (10), P2 2 100.00 (10), P3 10 1000.00 (30: previous period), P1 1 100.00 (60)
 *   B: P1 4 40.00 (1), P3 6 60.00 (29)
 *   E: P1 7 70.00 (0)
 * Stock now: A P1 6; B P3 4; C P2 2; E P1 100. Shelves: A K1 capacity 5 (holds P1's 6: over by 1),
 * B K2 capacity 100 (4: nearly empty), C K1 capacity 4 (2: half full).
 * The report period (30 days) is today−29 … today, compared with today−59 … today−30.
 */
let t: TestApp;
let manager: string;
let customer: string;
let today: string;
const ids = { a: 0, b: 0, c: 0, e: 0, k1: 0, k2: 0, p1: 0, p2: 0, p3: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  today = todayIn(VERSION_TIME_ZONE.ru);
  await createStore({ db, id: 1, name: 'Склад' });
  const a = await createStore({
    db,
    name: 'Альфа',
    isRetail: true,
    currency: 'RUB',
    reportPeriodDays: 30,
    city: 'Москва',
  });
  const b = await createStore({ db, name: 'Бета', isRetail: true, currency: 'EUR' });
  const c = await createStore({ db, name: 'Вега', isRetail: true, currency: 'RUB' });
  const e = await createStore({ db, name: 'Echo', isRetail: true, currency: 'EUR', version: 'en' });
  const k1 = await createCategory({ db, nameRu: 'Одежда', nameEn: 'Clothes', position: 1 });
  const k1a = await createCategory({ db, parentId: k1.id });
  const k2 = await createCategory({ db, nameRu: 'Обувь', nameEn: 'Shoes', position: 2 });
  const p1 = await createProduct({
    db,
    categoryId: k1a.id,
    code: 'NA-P1',
    nameRu: 'Куртка',
    nameEn: 'Jacket',
    stock: [
      { storeId: a.id, quantity: 6 },
      { storeId: e.id, quantity: 100 },
    ],
  });
  const p2 = await createProduct({
    db,
    categoryId: k1.id,
    code: 'NA-P2',
    stock: [{ storeId: c.id, quantity: 2 }],
  });
  const p3 = await createProduct({
    db,
    categoryId: k2.id,
    code: 'NA-P3',
    stock: [{ storeId: b.id, quantity: 4 }],
  });
  Object.assign(ids, {
    a: a.id,
    b: b.id,
    c: c.id,
    e: e.id,
    k1: k1.id,
    k2: k2.id,
    p1: p1.id,
    p2: p2.id,
    p3: p3.id,
  });
  const line = (storeId: number, productId: number, quantity: number, amount: string, daysAgo: number) => ({
    storeId,
    productId,
    quantity,
    amount,
    soldOn: addDays(today, -daysAgo),
  });
  await db.insert(sales).values([
    line(a.id, p1.id, 5, '500.00', 0),
    line(a.id, p1.id, 3, '300.00', 10),
    line(a.id, p2.id, 2, '100.00', 10),
    line(a.id, p3.id, 10, '1000.00', 30),
    line(a.id, p1.id, 1, '100.00', 60),
    line(b.id, p1.id, 4, '40.00', 1),
    line(b.id, p3.id, 6, '60.00', 29),
    // The English version's today (Berlin): from 21:00 UTC Moscow is already a day ahead.
    { ...line(e.id, p1.id, 7, '70.00', 0), soldOn: todayIn(VERSION_TIME_ZONE.en) },
  ]);
  await createCapacity({ db, storeId: a.id, categoryId: k1.id, capacity: 5 });
  await createCapacity({ db, storeId: b.id, categoryId: k2.id, capacity: 100 });
  await createCapacity({ db, storeId: c.id, categoryId: k1.id, capacity: 4 });
  manager = await t.app.tokens.sign((await createUser({ db, groups: ['manager'] })).user.id);
  customer = await t.app.tokens.sign(
    (await createUser({ db, groups: ['warehouse'], stores: [a.id] })).user.id,
  );
});
afterAll(() => t?.close());

const get = (path: string, token: string | null = manager) =>
  t.call('GET', `/api/v0/services/analytics${path}`, { token: token ?? undefined });
const report = { from: '', to: '', previous: { from: '', to: '' }, bucket: 'day', today: '' };
beforeAll(() => {
  Object.assign(report, {
    from: addDays(today, -29),
    to: today,
    previous: { from: addDays(today, -59), to: addDays(today, -30) },
    today,
  });
});

describe('GET services/analytics (totals and trend)', () => {
  it('sums units and revenue per currency against the previous period, with the trend’s empty days as zeros', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    const { data } = AnalyticsSummaryResponse.parse(res.body);
    expect(data.period).toEqual(report);
    expect(data.totals).toEqual({
      units: 20,
      revenue: [
        { currency: 'RUB', amount: '900.00' },
        { currency: 'EUR', amount: '100.00' },
      ],
      previous: { units: 10, revenue: [{ currency: 'RUB', amount: '1000.00' }] },
      units_change: 100,
      revenue_change: [
        { currency: 'RUB', change: -10 },
        { currency: 'EUR', change: null },
      ],
    });
    expect(data.trend).toHaveLength(30);
    expect(data.trend[0]).toEqual({
      start: addDays(today, -29),
      units: 6,
      revenue: [{ currency: 'EUR', amount: '60.00' }],
    });
    expect(data.trend[19]).toEqual({
      start: addDays(today, -10),
      units: 5,
      revenue: [{ currency: 'RUB', amount: '400.00' }],
    });
    expect(data.trend[28]).toEqual({
      start: addDays(today, -1),
      units: 4,
      revenue: [{ currency: 'EUR', amount: '40.00' }],
    });
    expect(data.trend[29]).toEqual({
      start: today,
      units: 5,
      revenue: [{ currency: 'RUB', amount: '500.00' }],
    });
    expect(data.trend.filter((p) => p.units === 0 && p.revenue.length === 0)).toHaveLength(26);
  });

  it('narrows to a top-level category (its subcategories included) and to one outlet', async () => {
    const byCategory = AnalyticsSummaryResponse.parse((await get(`?category=${ids.k1}`)).body).data.totals;
    expect(byCategory.units).toBe(14);
    expect(byCategory.revenue).toEqual([
      { currency: 'RUB', amount: '900.00' },
      { currency: 'EUR', amount: '40.00' },
    ]);
    expect(byCategory.previous).toEqual({ units: 0, revenue: [] });
    expect(byCategory.units_change).toBeNull();
    const byStore = AnalyticsSummaryResponse.parse((await get(`?store=${ids.b}`)).body).data.totals;
    expect(byStore.units).toBe(10);
    expect(byStore.revenue).toEqual([{ currency: 'EUR', amount: '100.00' }]);
  });

  it('answers the English network for version=en, by the week for a long period', async () => {
    const en = AnalyticsSummaryResponse.parse((await get('?version=en')).body).data;
    expect(en.totals.units).toBe(7);
    expect(en.totals.revenue).toEqual([{ currency: 'EUR', amount: '70.00' }]);
    const year = AnalyticsSummaryResponse.parse(
      (await get(`?period=custom&from=${addDays(today, -99)}&to=${today}`)).body,
    ).data;
    expect(year.period.bucket).toBe('week');
    expect(year.trend.reduce((sum, p) => sum + p.units, 0)).toBe(31);
  });
});

describe('GET services/analytics/outlets', () => {
  it('lists every outlet of the version by units, ties by name, with its own currency and the change', async () => {
    const res = await get('/outlets');
    expect(res.status).toBe(200);
    const { outlets } = AnalyticsOutletsResponse.parse(res.body).data;
    expect(outlets).toEqual([
      {
        store_id: ids.a,
        name: 'Альфа',
        city: 'Москва',
        currency: 'RUB',
        units: 10,
        revenue: '900.00',
        previous_units: 10,
        change: 0,
      },
      {
        store_id: ids.b,
        name: 'Бета',
        city: null,
        currency: 'EUR',
        units: 10,
        revenue: '100.00',
        previous_units: 0,
        change: null,
      },
      {
        store_id: ids.c,
        name: 'Вега',
        city: null,
        currency: 'RUB',
        units: 0,
        revenue: '0.00',
        previous_units: 0,
        change: null,
      },
    ]);
  });
});

describe('GET services/analytics/products', () => {
  it('ranks the report period’s products by units with revenue per currency', async () => {
    const { products } = AnalyticsProductsResponse.parse((await get('/products')).body).data;
    expect(products.map((p) => [p.code, p.units, p.revenue])).toEqual([
      [
        'NA-P1',
        12,
        [
          { currency: 'RUB', amount: '800.00' },
          { currency: 'EUR', amount: '40.00' },
        ],
      ],
      ['NA-P3', 6, [{ currency: 'EUR', amount: '60.00' }]],
      ['NA-P2', 2, [{ currency: 'RUB', amount: '100.00' }]],
    ]);
    expect(products[0]!.name).toBe('Куртка');
  });

  it('adds whole months (monthly rollup) and partial edge months (daily) for a period longer than a month', async () => {
    const res = await get(`/products?period=custom&from=${addDays(today, -70)}&to=${today}`);
    const { products } = AnalyticsProductsResponse.parse(res.body).data;
    expect(products.map((p) => [p.code, p.units, p.revenue])).toEqual([
      [
        'NA-P3',
        16,
        [
          { currency: 'RUB', amount: '1000.00' },
          { currency: 'EUR', amount: '60.00' },
        ],
      ],
      [
        'NA-P1',
        13,
        [
          { currency: 'RUB', amount: '900.00' },
          { currency: 'EUR', amount: '40.00' },
        ],
      ],
      ['NA-P2', 2, [{ currency: 'RUB', amount: '100.00' }]],
    ]);
  });

  it('narrows to a category and to one outlet; English names for English', async () => {
    const byCategory = AnalyticsProductsResponse.parse((await get(`/products?category=${ids.k2}`)).body).data;
    expect(byCategory.products.map((p) => [p.code, p.units])).toEqual([['NA-P3', 6]]);
    const byStore = AnalyticsProductsResponse.parse((await get(`/products?store=${ids.a}`)).body).data;
    expect(byStore.products.map((p) => [p.code, p.units, p.revenue])).toEqual([
      ['NA-P1', 8, [{ currency: 'RUB', amount: '800.00' }]],
      ['NA-P2', 2, [{ currency: 'RUB', amount: '100.00' }]],
    ]);
    const en = await t.call('GET', '/api/v0/services/analytics/products?version=en', {
      token: manager,
      version: 'en',
    });
    expect(AnalyticsProductsResponse.parse(en.body).data.products).toEqual([
      {
        product_id: ids.p1,
        code: 'NA-P1',
        name: 'Jacket',
        archived: false,
        units: 7,
        revenue: [{ currency: 'EUR', amount: '70.00' }],
      },
    ]);
  });
});

describe('GET services/analytics/categories', () => {
  it('answers sold, revenue per currency, stock in the outlets and sell-through per top-level category', async () => {
    const { categories } = AnalyticsCategoriesResponse.parse((await get('/categories')).body).data;
    expect(categories).toEqual([
      {
        category_id: ids.k1,
        name: 'Одежда',
        units: 14,
        revenue: [
          { currency: 'RUB', amount: '900.00' },
          { currency: 'EUR', amount: '40.00' },
        ],
        stock: 8,
        sell_through: 0.636,
      },
      {
        category_id: ids.k2,
        name: 'Обувь',
        units: 6,
        revenue: [{ currency: 'EUR', amount: '60.00' }],
        stock: 4,
        sell_through: 0.6,
      },
    ]);
    const one = AnalyticsCategoriesResponse.parse((await get(`/categories?store=${ids.c}`)).body).data
      .categories;
    expect(one).toEqual([
      { category_id: ids.k1, name: 'Одежда', units: 0, revenue: [], stock: 2, sell_through: 0 },
    ]);
  });
});

describe('GET services/analytics/shelves', () => {
  it('flags outlets over capacity first, then nearly empty (below 25 %), and leaves the others out', async () => {
    const { outlets, nearly_empty_share } = AnalyticsShelvesResponse.parse((await get('/shelves')).body).data;
    expect(nearly_empty_share).toBe(0.25);
    expect(outlets).toEqual([
      {
        store_id: ids.a,
        name: 'Альфа',
        flag: 'over',
        percent: 120,
        capacity: 5,
        filled: 6,
        overflow: 1,
        shelves_over: 1,
      },
      {
        store_id: ids.b,
        name: 'Бета',
        flag: 'nearly_empty',
        percent: 4,
        capacity: 100,
        filled: 4,
        overflow: 0,
        shelves_over: 0,
      },
    ]);
    const k2 = AnalyticsShelvesResponse.parse((await get(`/shelves?category=${ids.k2}`)).body).data.outlets;
    expect(k2.map((o) => o.store_id)).toEqual([ids.b]);
  });
});

describe('GET services/analytics/outlets/{storeId}', () => {
  it('answers the outlet, its totals over its own report period, and its products with stock and sell-through', async () => {
    const res = await get(`/outlets/${ids.a}`);
    expect(res.status).toBe(200);
    const { data } = AnalyticsOutletResponse.parse(res.body);
    expect(data.outlet).toEqual({
      id: ids.a,
      name: 'Альфа',
      city: 'Москва',
      currency: 'RUB',
      report_period_days: 30,
      counterparty_name: null,
      version: 'ru',
    });
    expect(data.period).toEqual(report);
    expect(data.totals.units).toBe(10);
    expect(data.totals.previous).toEqual({ units: 10, revenue: [{ currency: 'RUB', amount: '1000.00' }] });
    expect(data.products).toEqual([
      {
        product_id: ids.p1,
        code: 'NA-P1',
        name: 'Куртка',
        archived: false,
        units: 8,
        revenue: '800.00',
        stock: 6,
        sell_through: 0.571,
        moysklad_href: 'https://online.moysklad.ru/app/#good?global_search=NA-P1',
      },
      expect.objectContaining({ code: 'NA-P2', units: 2, stock: 0, sell_through: 1 }),
    ]);
  });

  it('answers 404 for the warehouse and an unknown id', async () => {
    expect((await get('/outlets/1')).status).toBe(404);
    expect((await get('/outlets/999999')).status).toBe(404);
  });
});

describe('access and validation', () => {
  const paths = ['', '/outlets', '/products', '/categories', '/shelves', '/outlets/1'];
  it('refuses guests (401) and customers (403)', async () => {
    for (const path of paths) {
      expect((await get(path, null)).status, path).toBe(401);
      expect((await get(path, customer)).status, path).toBe(403);
    }
  });

  it('answers 400 with the field for a malformed period, 422 for a period after today', async () => {
    const custom = await get('?period=custom&from=2026-01-01');
    expect(custom.status).toBe(400);
    expect(Object.keys(custom.body.errors)).toContain('to');
    const unknown = await get('/outlets?period=decade');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toContain('period');
    const future = await get(`/products?period=month&anchor=${addDays(today, 400)}`);
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(['anchor']);
  });
});
