import { CounterpartyOrdersResponse, OutletResponse, OutletsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { auditRows, createCounterpartyRow } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A counterparty's outlets and orders through HTTP (docs/rules.md#counterparty). */
let t: TestApp;
let manager: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  const { user } = await createUser({ db: t.db, groups: ['manager'] });
  manager = await t.app.tokens.sign(user.id);
  productId = (await createProduct({ db: t.db, categoryId: (await createCategory({ db: t.db })).id })).id;
});
afterAll(() => t?.close());

const api = '/api/v0/services/counterparties';
const outletBody = (over: Record<string, unknown> = {}) => ({
  name: 'Палитра на Ленина',
  is_retail: true,
  city: 'Тверь',
  currency: 'RUB',
  report_period_days: 14,
  auto_order_sum: 50000,
  in_ranking: true,
  ...over,
});

/** A customer of counterparty `counterpartyId` owning `stores`, with a live token. */
async function customerOf(counterpartyId: number, stores: number[] = [1]) {
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores });
  await t.db.execute(sql`update users set counterparty_id = ${counterpartyId} where id = ${user.id}`);
  return { user, token: await t.app.tokens.sign(user.id) };
}

const addOutlet = async (id: number, over: Record<string, unknown> = {}) => {
  const res = await t.call('POST', `${api}/${id}/outlets`, { token: manager, body: outletBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return OutletResponse.parse(res.body).data;
};

describe('outlets', () => {
  it('adds an outlet that every user of the counterparty sees in GET store, and becomes their current store', async () => {
    const { id } = await createCounterpartyRow({ db: t.db });
    const a = await customerOf(id);
    const b = await customerOf(id);
    const stranger = await customerOf((await createCounterpartyRow({ db: t.db })).id);
    const outlet = await addOutlet(id);
    expect(outlet).toEqual({ id: outlet.id, ...outletBody(), etag: expect.any(String) });
    expect(outlet.id).toBeGreaterThanOrEqual(100000);
    for (const who of [a, b]) {
      const stores = await t.call('GET', '/api/v0/store', { token: who.token });
      expect(stores.body.data.map((s: { id: number }) => s.id)).toEqual([1, outlet.id]);
    }
    const strangers = await t.call('GET', '/api/v0/store', { token: stranger.token });
    expect(strangers.body.data.map((s: { id: number }) => s.id)).toEqual([1]);
    const current = await queryRows<{ current_store_id: number }>(
      t.db,
      sql`select current_store_id from users where id = ${a.user.id}`,
    );
    expect(current[0]!.current_store_id).toBe(outlet.id);
    const listed = await t.call('GET', `${api}/${id}/outlets`, { token: manager });
    expect(OutletsResponse.parse(listed.body).data).toEqual([outlet]);
    const [audit] = await auditRows(t.db, { entity: 'store', entityId: outlet.id });
    expect(audit).toMatchObject({ action: 'create' });
    expect(audit!.changes).toMatchObject({ counterparty_id: [null, id], auto_order_sum: [null, '50000.00'] });
  });

  it('edits an outlet with an audit row, and refuses a store of another counterparty (404) and bad values (422)', async () => {
    const { id } = await createCounterpartyRow({ db: t.db });
    const outlet = await addOutlet(id);
    const res = await t.call('PATCH', `${api}/${id}/outlets/${outlet.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { city: 'Тула', auto_order_sum: null, report_period_days: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ city: 'Тула', auto_order_sum: null, report_period_days: 30 });
    const rows = await auditRows(t.db, { entity: 'store', entityId: outlet.id });
    expect(rows.at(-1)!.changes).toEqual({
      city: ['Тверь', 'Тула'],
      auto_order_sum: ['50000.00', null],
      report_period_days: [14, 30],
    });
    const other = await createCounterpartyRow({ db: t.db });
    const foreign = await t.call('PATCH', `${api}/${other.id}/outlets/${outlet.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { city: 'Тула' },
    });
    expect(foreign.status).toBe(404);
    const bad = await t.call('POST', `${api}/${id}/outlets`, {
      token: manager,
      body: outletBody({ name: '', currency: 'USD', report_period_days: 0 }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['currency', 'name', 'report_period_days']);
    expect(
      (await t.call('POST', `${api}/999999/outlets`, { token: manager, body: outletBody() })).status,
    ).toBe(404);
  });

  it('versions an outlet: a stale If-Match → 412 with the current one, none → 428, one of two at once wins (docs/rules.md#record-versions)', async () => {
    const { id } = await createCounterpartyRow({ db: t.db });
    const outlet = await addOutlet(id);
    const cities = ['', 'Тула', 'Калуга', 'Рязань', 'Орёл'];
    await expectRecordVersions({
      t,
      read: async () =>
        (await t.call('GET', `${api}/${id}/outlets`, { token: manager })).body.data.find(
          (o: { id: number }) => o.id === outlet.id,
        ),
      write: (n, headers) =>
        t.call('PATCH', `${api}/${id}/outlets/${outlet.id}`, {
          token: manager,
          headers,
          body: { city: cities[n] },
        }),
    });
  });

  it('leaves an outlet out of the sales ranking when in_ranking is false', async () => {
    const { id } = await createCounterpartyRow({ db: t.db });
    const first = await addOutlet(id, { name: 'Первый' });
    const second = await addOutlet(id, { name: 'Второй' });
    const owner = await customerOf(id, []);
    await t.db.execute(
      sql`insert into user_stores (user_id, store_id) values (${owner.user.id}, ${first.id}), (${owner.user.id}, ${second.id})`,
    );
    await addSales({ db: t.db, storeId: first.id, productId, quantity: 50 });
    await addSales({ db: t.db, storeId: second.id, productId, quantity: 10 });
    const rankings = async () => {
      const res = await t.call('GET', '/api/v0/store', { token: owner.token });
      return Object.fromEntries(
        res.body.data.map((s: { id: number; ranking: unknown }) => [s.id, s.ranking]),
      ) as Record<number, { number: number | null; outlets_count: number }>;
    };
    const before = await rankings();
    expect(before[first.id]!.number).toBe(1);
    expect(before[second.id]!.number).toBe(2);
    await t.call('PATCH', `${api}/${id}/outlets/${first.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { in_ranking: false },
    });
    const after = await rankings();
    expect(after[first.id]).toEqual({ number: null, outlets_count: before[first.id]!.outlets_count - 1 });
    expect(after[second.id]!.number).toBe(1);
  });
});

describe('GET services/counterparties/{id}/orders', () => {
  it("lists its users' orders newest first with store, sums and status, and no one else's", async () => {
    const { id } = await createCounterpartyRow({ db: t.db });
    const outlet = await addOutlet(id, { name: '<b>Точка</b>' });
    const a = await customerOf(id);
    const b = await customerOf(id);
    const other = await customerOf((await createCounterpartyRow({ db: t.db })).id);
    const line = { productId, quantity: 2, price: '100.00', priceWithDiscount: '90.00' };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
    const older = await createOrder({
      db: t.db,
      userId: a.user.id,
      storeId: outlet.id,
      lines: [line],
      createdAt: day(1),
    });
    const newer = await createOrder({
      db: t.db,
      userId: b.user.id,
      storeId: 1,
      lines: [line],
      createdAt: day(2),
    });
    await createOrder({ db: t.db, userId: other.user.id, storeId: 1, lines: [line], createdAt: day(3) });
    const res = await t.call('GET', `${api}/${id}/orders`, { token: manager });
    expect(res.status).toBe(200);
    const { data, meta } = CounterpartyOrdersResponse.parse(res.body);
    expect(data.map((o) => o.uuid)).toEqual([newer.uuid, older.uuid]);
    expect(data[1]).toEqual({
      uuid: older.uuid,
      name: older.name,
      created_at: day(1).toISOString(),
      store: { id: outlet.id, name: 'Точка' },
      username: a.user.username,
      sum: '200.00',
      sum_with_discount: '180.00',
      currency: 'RUB',
      status: 'new',
    });
    expect(meta).toEqual({ page: 1, per_page: 25, total: 2, last_page: 1 });
    const second = await t.call('GET', `${api}/${id}/orders?per_page=1&page=2`, { token: manager });
    expect(second.body.data.map((o: { uuid: string }) => o.uuid)).toEqual([older.uuid]);
  });
});
