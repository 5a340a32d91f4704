import { StoreOccupancyResponse } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /store/occupancy through HTTP (docs/rules.md#occupancy-modal, docs/rules.md#spec-9): an outlet with a
 * standard shelf of 10 for a category (its sub-category's products stand on it too), a premium
 * 40x50 shelf of 4 with an alias and cost 3, and stock, supplies and basket lines on them.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
});
afterAll(() => t?.close());

describe('GET /store/occupancy', () => {
  it('answers the shelves of /auth/me with names, basket units, percents and the cost-weighted occupancy', async () => {
    const db = t.db;
    const outlet = await createStore({ db, isRetail: true });
    const root = await createCategory({ db, nameRu: 'Картины', nameEn: 'Paintings' });
    const sub = await createCategory({ db, parentId: root.id });
    await createCapacity({ db, storeId: outlet.id, categoryId: root.id, capacity: 10 });
    await createCapacity({
      db,
      storeId: outlet.id,
      categoryId: root.id,
      size: '40x50',
      isPremium: true,
      capacity: 4,
      aliasName: 'Витрина',
      cost: '3',
    });
    const standard = await createProduct({
      db,
      categoryId: sub.id,
      size: '30x40',
      stock: [{ storeId: outlet.id, quantity: 5, supplies: 2 }],
    });
    const premium = await createProduct({
      db,
      categoryId: root.id,
      size: '40x50',
      isPremium: true,
      stock: [{ storeId: outlet.id, quantity: 3 }],
    });
    const { user } = await createUser({ db, groups: ['warehouse'], stores: [outlet.id] });
    const token = await t.app.tokens.sign(user.id);
    await addBasketLine({ db, userId: user.id, storeId: outlet.id, productId: standard.id, count: 2 });
    await addBasketLine({ db, userId: user.id, storeId: outlet.id, productId: premium.id, count: 3 });

    const res = await t.call('GET', '/api/v0/store/occupancy', { token });
    expect(res.status).toBe(200);
    const { data } = StoreOccupancyResponse.parse(res.body);
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    const entries = Object.values(me.body.user.store_occupancy);
    expect(data.shelves.map(({ key, name, category_name, in_basket, percent, overflow, ...e }) => e)).toEqual(
      entries,
    );
    expect(data.shelves).toMatchObject([
      {
        key: `${root.id}:null:false`,
        name: 'стандарт',
        category_name: 'Картины',
        count: 5,
        supplies: 2,
        in_basket: 2,
        percent: 90,
        overflow: 0,
      },
      {
        key: `${root.id}:40x50:true`,
        name: 'Витрина',
        count: 3,
        supplies: 0,
        in_basket: 3,
        percent: 150,
        overflow: 2,
      },
    ]);
    // Filled cost: min(9, 10) × 1 + min(6, 4) × 3 = 21 of 10 × 1 + 4 × 3 = 22.
    expect(data.overall).toEqual({ filled_cost: 21, total_cost: 22, percent: 95 });
    expect(data.categories).toEqual([
      {
        product_category_id: root.id,
        category_name: 'Картины',
        filled_cost: 21,
        total_cost: 22,
        percent: 95,
      },
    ]);

    // English texts come with X-Localization; the outlet stays current (a Russian-version store).
    const en = await t.call('GET', '/api/v0/store/occupancy', { token, headers: { 'x-localization': 'en' } });
    expect(en.body.data.shelves[0]).toMatchObject({ name: 'standard', category_name: 'Paintings' });
  });

  it('answers empty shelves for a store without capacities and 401 without a login', async () => {
    const { user } = await createUser({ db: t.db, groups: ['warehouse'] });
    const res = await t.call('GET', '/api/v0/store/occupancy', { token: await t.app.tokens.sign(user.id) });
    expect(res.body).toEqual({
      data: {
        store_id: 1,
        shelves: [],
        categories: [],
        overall: { filled_cost: 0, total_cost: 0, percent: null },
      },
    });
    expect((await t.call('GET', '/api/v0/store/occupancy')).status).toBe(401);
  });
});
