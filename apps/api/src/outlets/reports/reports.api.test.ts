import type { ReportResponse, ReportRow } from '@kits/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoOrders, sales } from '../../db/schema';
import { testContext } from '../../test/context';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openReportDownload } from './reports.service';

/**
 * The reports over HTTP (docs/rules.md#reports, docs/rules.md#report-streaming,
 * docs/rules.md#stock-flags): a small network with hand-computed answers — buckets, per-currency
 * totals, order days in Moscow time, shelf flags — and the CSV and XLSX downloads holding the same
 * rows as the JSON view.
 */

let t: TestApp;
let manager: string;
let shop: string;
let managerId: number;
let rootPaint: number;
let rootOther: number;

const PERIOD = { period: 'custom', from: '2026-01-01', to: '2026-02-28' };

async function report(name: string, query: Record<string, string> = {}, token = manager) {
  const params = new URLSearchParams({ ...PERIOD, ...query });
  return t.call('GET', `/api/v0/services/reports/${name}?${params}`, { token });
}

async function view(name: string, query: Record<string, string> = {}): Promise<ReportResponse['data']> {
  const res = await report(name, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 9101, name: 'Точка А', currency: 'RUB' });
  await createStore({ db: t.db, id: 9102, name: 'Точка Б', currency: 'EUR' });
  await createStore({ db: t.db, id: 9201, name: 'Outlet EN', currency: 'EUR', version: 'en' });
  const staff = await createUser({ db: t.db, groups: ['manager'] });
  managerId = staff.user.id;
  manager = await loginAs(t, staff.user.username, staff.password);
  const customer = await createUser({ db: t.db, username: 'rep_shop', groups: ['shop'], stores: [9101] });
  shop = await loginAs(t, customer.user.username, customer.password);

  rootPaint = (await createCategory({ db: t.db, slug: 'rep-paint', nameRu: 'Картины', nameEn: 'Paintings' }))
    .id;
  const child = await createCategory({
    db: t.db,
    slug: 'rep-paint-40',
    parentId: rootPaint,
    nameRu: 'Картины 40×50',
  });
  rootOther = (
    await createCategory({ db: t.db, slug: 'rep-other', nameRu: 'Аксессуары', nameEn: 'Accessories' })
  ).id;
  const p1 = await createProduct({
    db: t.db,
    categoryId: child.id,
    code: 'REP-1',
    stock: [
      { storeId: 9101, quantity: 8, supplies: 4 },
      { storeId: 9102, quantity: 3 },
    ],
  });
  const p2 = await createProduct({
    db: t.db,
    categoryId: rootOther,
    code: 'REP-2',
    stock: [{ storeId: 9101, quantity: 5 }],
  });
  await createCapacity({ db: t.db, storeId: 9101, categoryId: rootPaint, capacity: 10 });
  await createCapacity({ db: t.db, storeId: 9102, categoryId: rootPaint, capacity: 100 });

  const line = (storeId: number, productId: number, soldOn: string, quantity: number, amount: string) => ({
    storeId,
    productId,
    soldOn,
    quantity,
    amount,
  });
  await t.db
    .insert(sales)
    .values([
      line(9101, p1.id, '2026-01-05', 2, '100.00'),
      line(9101, p1.id, '2026-01-11', 3, '150.50'),
      line(9101, p2.id, '2026-01-12', 1, '20.00'),
      line(9102, p1.id, '2026-02-03', 4, '40.00'),
      line(9201, p1.id, '2026-01-05', 7, '70.00'),
      line(9101, p1.id, '2025-12-31', 100, '999.00'),
    ]);

  const userId = customer.user.id;
  // 2 RUB orders "new" (one at 01:00 Moscow on 1 January), 1 cancelled; outside: 31 December Moscow, English.
  await createOrder({
    db: t.db,
    userId,
    storeId: 9101,
    createdAt: new Date('2026-01-10T12:00:00Z'),
    lines: [{ productId: p1.id, quantity: 2, price: '10.00' }],
  });
  await createOrder({
    db: t.db,
    userId,
    storeId: 9101,
    createdAt: new Date('2025-12-31T22:00:00Z'),
    lines: [{ productId: p2.id, quantity: 3, price: '5.00', priceWithDiscount: '4.00', fromAutoOrder: true }],
  });
  const cancelled = await createOrder({
    db: t.db,
    userId,
    storeId: 9101,
    createdAt: new Date('2026-02-01T09:00:00Z'),
    lines: [{ productId: p1.id, quantity: 1, price: '100.00', fromAutoOrder: true }],
  });
  await t.db.execute(sql`update orders set status = 'cancelled' where id = ${cancelled.id}`);
  await createOrder({
    db: t.db,
    userId,
    storeId: 9101,
    createdAt: new Date('2025-12-31T20:00:00Z'),
    lines: [{ productId: p1.id, quantity: 50, price: '1.00', fromAutoOrder: true }],
  });
  await createOrder({
    db: t.db,
    userId,
    storeId: 9201,
    version: 'en',
    createdAt: new Date('2026-01-10T12:00:00Z'),
    lines: [{ productId: p1.id, quantity: 9, price: '1.00' }],
  });
  // Sent auto orders (docs/rules.md#reports): an English order with an auto-order line and a hand-added one.
  await createOrder({
    db: t.db,
    userId,
    storeId: 9201,
    version: 'en',
    createdAt: new Date('2026-02-20T12:00:00Z'),
    lines: [
      { productId: p1.id, quantity: 4, price: '1.00', fromAutoOrder: true },
      { productId: p2.id, quantity: 6, price: '1.00' },
    ],
  });

  const auto = (storeId: number, createdAt: string, status: string) => ({
    userId,
    storeId,
    maxOrderSum: '1000.00',
    status,
    createdAt: new Date(createdAt),
  });
  await t.db
    .insert(autoOrders)
    .values([
      auto(9101, '2026-01-06T10:00:00Z', 'applied'),
      auto(9101, '2026-01-20T10:00:00Z', 'fresh'),
      auto(9102, '2026-02-10T10:00:00Z', 'superseded'),
      auto(9101, '2026-03-02T10:00:00Z', 'applied'),
    ]);
});

afterAll(() => t?.close());

describe('GET /services/reports/{report} (JSON)', () => {
  it('sales-by-outlet: units and revenue per outlet and month, week or day, totals per currency', async () => {
    const month = await view('sales-by-outlet');
    expect(month.rows).toEqual([
      {
        bucket: '2026-01-01',
        store_id: 9101,
        store_name: 'Точка А',
        currency: 'RUB',
        units: 6,
        revenue: '270.50',
      },
      {
        bucket: '2026-02-01',
        store_id: 9102,
        store_name: 'Точка Б',
        currency: 'EUR',
        units: 4,
        revenue: '40.00',
      },
    ]);
    expect(month.totals).toEqual([
      { bucket: 'Итого', currency: 'EUR', units: 4, revenue: '40.00' },
      { bucket: 'Итого', currency: 'RUB', units: 6, revenue: '270.50' },
    ]);
    expect(month).toMatchObject({ from: '2026-01-01', to: '2026-02-28', bucket: 'month', total_rows: 2 });
    expect(month.columns.map((c) => c.title)).toEqual([
      'Период',
      '№ точки',
      'Точка',
      'Валюта',
      'Штук',
      'Выручка',
    ]);
    const week = await view('sales-by-outlet', { bucket: 'week' });
    expect(week.rows.map((r) => [r.bucket, r.store_id, r.units, r.revenue])).toEqual([
      ['2026-01-05', 9101, 5, '250.50'],
      ['2026-01-12', 9101, 1, '20.00'],
      ['2026-02-02', 9102, 4, '40.00'],
    ]);
    const day = await view('sales-by-outlet', { bucket: 'day' });
    expect(day.rows.map((r) => [r.bucket, r.store_id, r.units, r.revenue])).toEqual([
      ['2026-01-05', 9101, 2, '100.00'],
      ['2026-01-11', 9101, 3, '150.50'],
      ['2026-01-12', 9101, 1, '20.00'],
      ['2026-02-03', 9102, 4, '40.00'],
    ]);
    const en = await view('sales-by-outlet', { version: 'en' });
    expect(en.rows.map((r) => [r.store_id, r.units])).toEqual([[9201, 7]]);
  });

  it('sales-by-category: top-level categories per month and currency', async () => {
    const data = await view('sales-by-category');
    expect(data.rows).toEqual([
      { bucket: '2026-01-01', category_name: 'Картины', currency: 'RUB', units: 5, revenue: '250.50' },
      { bucket: '2026-01-01', category_name: 'Аксессуары', currency: 'RUB', units: 1, revenue: '20.00' },
      { bucket: '2026-02-01', category_name: 'Картины', currency: 'EUR', units: 4, revenue: '40.00' },
    ]);
    expect(rootPaint).toBeLessThan(rootOther);
    expect(data.totals).toEqual([
      { bucket: 'Итого', currency: 'EUR', units: 4, revenue: '40.00' },
      { bucket: 'Итого', currency: 'RUB', units: 6, revenue: '270.50' },
    ]);
    expect(data.total_rows).toBe(3);
  });

  it('orders: per customer, status and currency on Moscow days; filtered by status', async () => {
    const data = await view('orders');
    expect(data.rows).toEqual([
      {
        customer: 'rep_shop',
        counterparty: null,
        status: 'cancelled',
        currency: 'RUB',
        orders: 1,
        units: 1,
        sum: '100.00',
      },
      {
        customer: 'rep_shop',
        counterparty: null,
        status: 'new',
        currency: 'RUB',
        orders: 2,
        units: 5,
        sum: '32.00',
      },
    ]);
    expect(data.totals).toEqual([{ customer: 'Итого', currency: 'RUB', orders: 3, units: 6, sum: '132.00' }]);
    const onlyNew = await view('orders', { status: 'new' });
    expect(onlyNew.rows.map((r) => r.status)).toEqual(['new']);
    expect(onlyNew.total_rows).toBe(1);
  });

  it('stock: units, incoming, capacity, occupancy and the low-stock and overflow flags', async () => {
    const data = await view('stock');
    expect(data.rows).toEqual([
      {
        store_id: 9101,
        store_name: 'Точка А',
        stock_units: 13,
        supplies: 4,
        capacity: 10,
        occupancy: 120,
        overflow_units: 2,
        low_stock: false,
        overflow: true,
      },
      {
        store_id: 9102,
        store_name: 'Точка Б',
        stock_units: 3,
        supplies: 0,
        capacity: 100,
        occupancy: 3,
        overflow_units: 0,
        low_stock: true,
        overflow: false,
      },
    ]);
    expect(data.totals).toEqual([
      {
        store_id: 'Итого',
        stock_units: 16,
        supplies: 4,
        capacity: 110,
        overflow_units: 2,
        low_stock: 1,
        overflow: 1,
      },
    ]);
  });

  it('auto-orders: created, applied and sent per outlet and month, rows with only one of them', async () => {
    const data = await view('auto-orders');
    // 9101 January: 2 auto orders (1 applied) and the order of 1 January 01:00 Moscow with 3 auto-order
    // units (the one of 31 December 23:00 Moscow is outside); February: only the sent (cancelled) order;
    // 9102 February: only an auto order.
    const row = (bucket: string, store_id: number, store_name: string, counts: number[]) => {
      const [created, applied, sent, sent_units] = counts;
      return { bucket, store_id, store_name, created, applied, sent, sent_units };
    };
    expect(data.rows).toEqual([
      row('2026-01-01', 9101, 'Точка А', [2, 1, 1, 3]),
      row('2026-02-01', 9101, 'Точка А', [0, 0, 1, 1]),
      row('2026-02-01', 9102, 'Точка Б', [1, 0, 0, 0]),
    ]);
    expect(data.totals).toEqual([{ bucket: 'Итого', created: 3, applied: 1, sent: 2, sent_units: 4 }]);
    expect(data.total_rows).toBe(3);
    expect(data.columns.map((c) => c.title).slice(-2)).toEqual([
      'Отправлено заказов с автозаказом',
      'Отправлено из автозаказа, шт',
    ]);
    // Only the auto-order line's units of an order that also holds a hand-added line.
    const en = await view('auto-orders', { version: 'en' });
    expect(en.rows).toEqual([row('2026-02-01', 9201, 'Outlet EN', [0, 0, 1, 4])]);
    expect(en.totals).toEqual([{ bucket: 'Итого', created: 0, applied: 0, sent: 1, sent_units: 4 }]);
    const week = await view('auto-orders', { bucket: 'week' });
    expect(week.rows.map((r) => [r.bucket, r.store_id, r.created, r.sent, r.sent_units])).toEqual([
      ['2025-12-29', 9101, 0, 1, 3],
      ['2026-01-05', 9101, 1, 0, 0],
      ['2026-01-19', 9101, 1, 0, 0],
      ['2026-01-26', 9101, 0, 1, 1],
      ['2026-02-09', 9102, 1, 0, 0],
    ]);
  });

  it('answers English titles in the English version', async () => {
    const res = await t.call('GET', `/api/v0/services/reports/stock?${new URLSearchParams(PERIOD)}`, {
      token: manager,
      version: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.columns[7].title).toBe('Low stock');
    expect(res.body.data.totals[0].store_id).toBe('Total');
  });

  it('refuses guests (401), customers (403), unknown reports and filters (400), a future period (422)', async () => {
    expect((await t.call('GET', '/api/v0/services/reports/stock')).status).toBe(401);
    expect((await report('stock', {}, shop)).status).toBe(403);
    expect((await report('stock', { format: 'csv' }, shop)).status).toBe(403);
    expect((await report('nope')).status).toBe(400);
    expect((await report('sales-by-outlet', { bucket: 'hour' })).status).toBe(400);
    expect((await report('orders', { status: 'lost' })).status).toBe(400);
    expect((await report('orders', { format: 'pdf' })).status).toBe(400);
    expect((await report('orders', { from: '2026-03-01', to: '2026-01-01' })).status).toBe(400);
    const future = await report('orders', { period: 'month', anchor: '2099-01-15' });
    expect(future.status).toBe(422);
    expect(future.body.errors.anchor).toEqual(['Период начинается позже сегодняшнего дня']);
  });
});

/** A JSON row as the CSV writes it: numbers as text, null empty, flags да/нет. */
/** A JSON row as the Russian CSV holds it: money with a decimal comma (Russian Excel reads it as a number). */
const asCsv = (row: ReportRow, columns: ReportResponse['data']['columns']) =>
  columns.map(({ key, kind }) => {
    const v = row[key];
    if (v === null || v === undefined) return '';
    if (typeof v === 'boolean') return v ? 'да' : 'нет';
    return kind === 'money' ? String(v).replace('.', ',') : String(v);
  });

/** A JSON row as the XLSX holds it: money as numbers, null as null. */
const asXlsx = (row: ReportRow, columns: ReportResponse['data']['columns']) =>
  columns.map(({ key, kind }) => {
    const v = row[key] ?? null;
    if (v === null) return null;
    if (kind === 'money') return Number(v);
    if (typeof v === 'boolean') return v ? 'да' : 'нет';
    return v;
  });

const KINDS = ['sales-by-outlet', 'sales-by-category', 'orders', 'stock', 'auto-orders'];

describe('downloads (docs/rules.md#report-streaming)', () => {
  it('CSV of every report parses back to the JSON rows, with a BOM, `;` and a file name with the dates', async () => {
    for (const kind of KINDS) {
      const json = await view(kind, { bucket: 'week' });
      const res = await report(kind, { bucket: 'week', format: 'csv' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="report-${kind}-2026-01-01-2026-02-28.csv"`,
      );
      expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(res.bytes, { bom: true, delimiter: ';' }) as string[][];
      expect(header).toEqual(json.columns.map((c) => c.title));
      expect(rows, kind).toEqual(json.rows.map((r) => asCsv(r, json.columns)));
      expect(rows.length).toBe(json.total_rows);
    }
  });

  it('XLSX of every report opens with exceljs and holds the same rows', async () => {
    for (const kind of KINDS) {
      const json = await view(kind);
      const res = await report(kind, { format: 'xlsx' });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row, n) => {
        const cells = json.columns.map((_c, i) => row.getCell(i + 1).value ?? null);
        if (n === 1) expect(cells).toEqual(json.columns.map((c) => c.title));
        else rows.push(cells);
      });
      expect(rows, kind).toEqual(json.rows.map((r) => asXlsx(r, json.columns)));
    }
  });

  it('reads keyset pages: one row a page gives the same rows as the JSON view', async () => {
    const ctx = testContext({ id: managerId, groups: ['manager'] });
    for (const kind of KINDS) {
      const query = { ...PERIOD, period: 'custom' as const, bucket: 'week' as const };
      const download = openReportDownload(ctx, { db: t.db, kind: kind as 'stock', query, pageSize: 1 });
      const all: unknown[] = [];
      for await (const page of download.pages) all.push(...page);
      const json = await view(kind, { bucket: 'week' });
      expect(all.length, kind).toBe(json.total_rows);
    }
  });
});
