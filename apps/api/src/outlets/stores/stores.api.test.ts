import { StoresResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t.close());

/** A user owning `stores` (current store: the first), logged in. */
async function customer(stores: number[], currentStoreId?: number) {
  const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores, currentStoreId });
  return { user, token: await loginAs(t, user.username, password) };
}

const currentStoreOf = async (userId: number) =>
  (
    await queryRows<{ id: number }>(t.db, sql`select current_store_id as id from users where id = ${userId}`)
  )[0]!.id;

describe('GET /store', () => {
  it("lists only the caller's own stores with cleaned names, shelf totals and ranking", async () => {
    const a = await createStore({
      db: t.db,
      name: '<i>Точка</i> &laquo;Арбат&raquo;',
      isRetail: true,
      city: 'Москва',
    });
    const b = await createStore({ db: t.db, name: 'Точка Б', isRetail: true });
    const foreign = await createStore({ db: t.db, name: 'Чужая', isRetail: true });
    const p = await createProduct({
      db: t.db,
      categoryId,
      stock: [
        { storeId: a.id, quantity: 4, supplies: 2 },
        { storeId: foreign.id, quantity: 9, supplies: 9 },
        { storeId: 1, quantity: 500, supplies: 50 },
      ],
    });
    await createProduct({ db: t.db, categoryId, stock: [{ storeId: a.id, quantity: 6 }] });
    await addSales({ db: t.db, storeId: a.id, productId: p.id, quantity: 3 });
    await addSales({ db: t.db, storeId: foreign.id, productId: p.id, quantity: 8 });
    const { token } = await customer([b.id, 1, a.id], a.id);

    const res = await t.call('GET', '/api/v0/store', { token });
    expect(res.status).toBe(200);
    expect(StoresResponse.parse(res.body)).toEqual(res.body);
    expect(res.body.data).toEqual([
      { id: 1, name: 'Склад', is_retail: false, city: null, quantity: 500, supplies: 50, ranking: null },
      {
        id: a.id,
        name: 'Точка «Арбат»',
        is_retail: true,
        city: 'Москва',
        quantity: 10,
        supplies: 2,
        ranking: { number: 2, outlets_count: 2 },
      },
      {
        id: b.id,
        name: 'Точка Б',
        is_retail: true,
        city: null,
        quantity: 0,
        supplies: 0,
        ranking: { number: null, outlets_count: 2 },
      },
    ]);
  });

  it('gives tied outlets the same place and leaves sales before the report period out', async () => {
    const x = await createStore({ db: t.db, isRetail: true });
    const y = await createStore({ db: t.db, isRetail: true });
    const z = await createStore({ db: t.db, isRetail: true, reportPeriodDays: 14 });
    const p = await createProduct({ db: t.db, categoryId });
    // More than any other outlet of this file sells; y's sale is on the last day of its 14-day period.
    await addSales({ db: t.db, storeId: x.id, productId: p.id, quantity: 1000, daysAgo: 1 });
    await addSales({ db: t.db, storeId: y.id, productId: p.id, quantity: 1000, daysAgo: 13 });
    await addSales({ db: t.db, storeId: z.id, productId: p.id, quantity: 5000, daysAgo: 14 });
    const { token } = await customer([x.id, y.id, z.id]);
    const res = await t.call('GET', '/api/v0/store', { token });
    const [rx, ry, rz] = res.body.data.map((s: { ranking: unknown }) => s.ranking);
    expect(rz).toEqual({ number: null, outlets_count: rx.outlets_count });
    expect(rx).toEqual({ number: 1, outlets_count: expect.any(Number) });
    expect(ry).toEqual(rx);
    expect(rx.outlets_count).toBeGreaterThanOrEqual(2);
  });

  it('answers an empty list to a user without stores and 401 without a token', async () => {
    const { token } = await customer([]);
    expect((await t.call('GET', '/api/v0/store', { token })).body).toEqual({ data: [] });
    const anonymous = await t.call('GET', '/api/v0/store');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('stores and versions (decision 0014)', () => {
  it('lists and switches only to stores of the request version', async () => {
    const ru = (await createStore({ db: t.db, name: 'Точка RU', isRetail: true })).id;
    const eu = (await createStore({ db: t.db, name: 'Shop EU', isRetail: true, version: 'en' })).id;
    const { token } = await customer([ru, eu]);
    const ids = async (version: 'ru' | 'en') =>
      (await t.call('GET', '/api/v0/store', { token, version })).body.data.map((s: { id: number }) => s.id);
    expect(await ids('ru')).toEqual([ru]);
    expect(await ids('en')).toEqual([eu]);
    expect((await t.call('PATCH', `/api/v0/store/active/${ru}`, { token, version: 'en' })).status).toBe(403);
    expect((await t.call('PATCH', `/api/v0/store/active/${eu}`, { token, version: 'en' })).status).toBe(200);
  });
});

describe('PATCH /store/active/{id}', () => {
  it("makes one of the caller's stores current, answers it, and /auth/me follows", async () => {
    const a = await createStore({ db: t.db, name: 'Первая', isRetail: true });
    const b = await createStore({ db: t.db, name: 'Вторая <br>', isRetail: true });
    const { user, token } = await customer([a.id, b.id]);

    const res = await t.call('PATCH', `/api/v0/store/active/${b.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: b.id,
        name: 'Вторая',
        is_retail: true,
        city: null,
        quantity: 0,
        supplies: 0,
        ranking: expect.any(Object),
      },
    });
    expect(await currentStoreOf(user.id)).toBe(b.id);
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    expect(me.body.user.current_store).toMatchObject({ id: b.id, name: 'Вторая' });

    const main = await t.call('PATCH', '/api/v0/store/active/1', { token });
    expect(main.status).toBe(403);
  });

  it("refuses another customer's store with 403 in the request language and leaves the current store unchanged", async () => {
    const mine = await createStore({ db: t.db, isRetail: true });
    const theirs = await createStore({ db: t.db, isRetail: true });
    await customer([theirs.id]);
    const { user, token } = await customer([mine.id]);

    const ru = await t.call('PATCH', `/api/v0/store/active/${theirs.id}`, { token });
    expect(ru.status).toBe(403);
    expect(ru.body).toEqual({
      message: `Магазин №${theirs.id} не относится к вашим магазинам`,
      code: 'FORBIDDEN',
    });
    const en = await t.call('PATCH', `/api/v0/store/active/${theirs.id}`, { token, version: 'en' });
    expect(en.body).toEqual({ message: `Store #${theirs.id} is not one of your stores`, code: 'FORBIDDEN' });
    expect(await currentStoreOf(user.id)).toBe(mine.id);
  });

  it('refuses an unknown store with 403, a malformed id with 400 and an anonymous caller with 401', async () => {
    const mine = await createStore({ db: t.db, isRetail: true });
    const { user, token } = await customer([mine.id]);
    expect((await t.call('PATCH', '/api/v0/store/active/999999', { token })).status).toBe(403);
    const bad = await t.call('PATCH', '/api/v0/store/active/abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect((await t.call('PATCH', `/api/v0/store/active/${mine.id}`)).status).toBe(401);
    expect(await currentStoreOf(user.id)).toBe(mine.id);
  });
});
