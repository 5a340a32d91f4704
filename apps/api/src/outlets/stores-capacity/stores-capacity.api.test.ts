import { CapacityOutletsResponse, OutletCapacitiesResponse } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The stores-capacity page's calls over HTTP (docs/rules.md#routes /services/stores-capacity, docs/rules.md#occupancy-entry,
 * docs/rules.md#occupancy; docs/rules.md#staff-writes): list, read and replace an outlet's shelves; manager only.
 */
let t: TestApp;
let manager: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const { user } = await createUser({ db: t.db, username: 'cap_manager', groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(user.id);
  categoryId = (await createCategory({ db: t.db, nameRu: 'Картины по номерам', nameEn: 'Paint by numbers' }))
    .id;
});
afterAll(() => t?.close());

/** An outlet owned by a new shop user, with a 40x50 shelf of 10 places and 4 units on it (3 + 1 coming). */
async function outlet(name: string) {
  const store = await createStore({ db: t.db, name, isRetail: true, city: 'Тверь', currency: 'RUB' });
  const owner = await createUser({ db: t.db, groups: ['warehouse'], stores: [store.id] });
  await createCapacity({ db: t.db, storeId: store.id, categoryId, size: '40x50', capacity: 10, cost: '2' });
  await createProduct({
    db: t.db,
    categoryId,
    size: '40x50',
    stock: [
      { storeId: 1, quantity: 50 },
      { storeId: store.id, quantity: 3, supplies: 1 },
    ],
  });
  return { store, owner, token: await t.app.tokens.sign(owner.user.id) };
}

const capacities = (id: number, token = manager) =>
  t.call('GET', `/api/v0/services/outlets/${id}/capacities`, { token });
const put = (
  id: number,
  shelves: unknown[],
  token = manager,
  headers: Record<string, string> = ANY_VERSION,
) => t.call('PUT', `/api/v0/services/outlets/${id}/capacities`, { token, body: { shelves }, headers });
const shelf = (over: Record<string, unknown> = {}) => ({
  product_category_id: categoryId,
  size: '40x50',
  is_premium: false,
  capacity: 10,
  cost: '2',
  alias_name: null,
  ...over,
});

describe('record versions (docs/rules.md#record-versions)', () => {
  it('versions the shelves as staff set them: units moving keep the tag; a stale If-Match → 412, none → 428, one of two at once wins', async () => {
    const { store } = await outlet('Мастерская на Речной');
    const first = await capacities(store.id);
    expect(first.headers.get('etag')).toBe(first.body.data.etag);
    await createProduct({ db: t.db, categoryId, size: '40x50', stock: [{ storeId: store.id, quantity: 2 }] });
    const moved = (await capacities(store.id)).body.data;
    expect(moved.outlet.units).not.toBe(first.body.data.outlet.units);
    expect(moved.etag).toBe(first.body.data.etag);
    await expectRecordVersions({
      t,
      read: async () => (await capacities(store.id)).body.data,
      write: (n, headers) => put(store.id, [shelf({ capacity: 10 + n })], manager, headers),
    });
  });
});

describe('GET /services/outlets', () => {
  it('lists retail outlets with owners, shelves, units and occupancy; finds by name, city or id', async () => {
    const { store, owner } = await outlet('Мастерская на Садовой');
    const res = await t.call('GET', '/api/v0/services/outlets?q=садовой', { token: manager });
    expect(res.status).toBe(200);
    const body = CapacityOutletsResponse.parse(res.body);
    expect(body.data).toEqual([
      {
        id: store.id,
        name: 'Мастерская на Садовой',
        city: 'Тверь',
        version: 'ru',
        currency: 'RUB',
        owners: [owner.user.username],
        shelves_count: 1,
        capacity: 10,
        units: 4,
        occupancy_percent: 40,
      },
    ]);
    const byId = await t.call('GET', `/api/v0/services/outlets?q=${store.id}`, { token: manager });
    expect(byId.body.data.map((o: { id: number }) => o.id)).toContain(store.id);
    const english = await t.call('GET', '/api/v0/services/outlets?version=en', { token: manager });
    expect(english.body.data.map((o: { id: number }) => o.id)).not.toContain(store.id);
    // The main store is no retail outlet.
    const all = await t.call('GET', '/api/v0/services/outlets?q=1', { token: manager });
    expect(all.body.data.map((o: { id: number }) => o.id)).not.toContain(1);
  });

  it('answers 401 to a visitor and 403 to a customer, on every call', async () => {
    const { store, token } = await outlet('Чужая точка');
    for (const [method, url, body] of [
      ['GET', '/api/v0/services/outlets'],
      ['GET', `/api/v0/services/outlets/${store.id}/capacities`],
      ['PUT', `/api/v0/services/outlets/${store.id}/capacities`, { shelves: [] }],
    ] as const) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { token, body })).status, `${method} ${url}`).toBe(403);
    }
    expect((await capacities(store.id)).body.data.shelves).toHaveLength(1);
  });
});

describe('PUT /services/outlets/{id}/capacities', () => {
  it('replaces the shelves in one go, writes one audit row, and the owner’s occupancy follows', async () => {
    const { store, token } = await outlet('Точка для полок');
    const before = OutletCapacitiesResponse.parse((await capacities(store.id)).body).data;
    expect(before.shelves).toEqual([
      {
        product_category_id: categoryId,
        category_name: 'Картины по номерам',
        size: '40x50',
        is_premium: false,
        capacity: 10,
        cost: '2.00',
        alias_name: null,
        count: 3,
        supplies: 1,
        percent: 40,
      },
    ]);

    const res = await put(store.id, [
      shelf({ capacity: 5, alias_name: ' Стеллаж у входа ' }),
      shelf({ size: '', is_premium: true, capacity: 4, cost: '3.5' }),
    ]);
    expect(res.status).toBe(200);
    const after = OutletCapacitiesResponse.parse(res.body).data;
    expect(after.outlet).toMatchObject({ shelves_count: 2, capacity: 9, units: 4 });
    expect(after.shelves).toEqual([
      expect.objectContaining({
        size: null,
        is_premium: true,
        capacity: 4,
        cost: '3.50',
        count: 0,
        percent: 0,
      }),
      expect.objectContaining({
        size: '40x50',
        capacity: 5,
        alias_name: 'Стеллаж у входа',
        count: 3,
        percent: 80,
      }),
    ]);

    // The owner's session user carries the new shelves (docs/rules.md#user User.store_occupancy).
    await t.call('PATCH', `/api/v0/store/active/${store.id}`, { token });
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    expect(me.body.user.store_occupancy[`${categoryId}:40x50:false`]).toMatchObject({
      capacity: 5,
      count: 3,
    });
    expect(me.body.user.store_occupancy[`${categoryId}:null:true`]).toMatchObject({ capacity: 4 });

    const audit = await t.call('GET', `/api/v0/services/audit/store/${store.id}`, { token: manager });
    expect(audit.status).toBe(200);
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({ action: 'update', user: { username: 'cap_manager' } });
    const [was, is] = audit.body.data[0].changes.capacities;
    expect(was).toEqual([
      {
        product_category_id: categoryId,
        size: '40x50',
        is_premium: false,
        capacity: 10,
        cost: '2.00',
        alias_name: null,
      },
    ]);
    expect(is).toHaveLength(2);

    // The same list again changes nothing and writes no second audit row.
    expect(
      (
        await put(
          store.id,
          after.shelves.map(({ category_name, count, supplies, percent, ...s }) => s),
        )
      ).status,
    ).toBe(200);
    const again = await t.call('GET', `/api/v0/services/audit/store/${store.id}`, { token: manager });
    expect(again.body.data).toHaveLength(1);
  });

  it('empties an outlet with an empty list', async () => {
    const { store } = await outlet('Точка без полок');
    const res = await put(store.id, []);
    expect(res.status).toBe(200);
    expect(res.body.data.shelves).toEqual([]);
    expect(res.body.data.outlet).toMatchObject({ shelves_count: 0, occupancy_percent: null });
  });

  it('answers 422 naming the row for bad values, a repeated shelf or an unknown category, and changes nothing', async () => {
    const { store } = await outlet('Точка с ошибками');
    const bad = await put(store.id, [shelf({ capacity: -1 }), shelf({ size: '30x40', cost: 'abc' })]);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['shelves.0.capacity', 'shelves.1.cost']);

    const twice = await put(store.id, [shelf(), shelf({ size: '40x50', capacity: 3 })]);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toHaveProperty('shelves.1');

    const unknown = await put(store.id, [shelf({ capacity: 1 }), shelf({ product_category_id: 999_999 })]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'shelves.1.product_category_id': ['Нет категории 999999'] });

    expect((await capacities(store.id)).body.data.shelves).toMatchObject([{ capacity: 10, size: '40x50' }]);
  });

  it('answers 404 for a store that is no retail outlet', async () => {
    expect((await capacities(1)).status).toBe(404);
    expect((await put(1, [shelf()])).status).toBe(404);
    expect((await put(987_654, [])).status).toBe(404);
  });
});
