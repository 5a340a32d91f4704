import { randomUUID } from 'node:crypto';
import { BasketResponse } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** PUT basket/{id} `{ count }` through HTTP (docs/rules.md#basket-set-count). */
let t: TestApp;
let categoryId: number;
let outlet: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

async function customer(groups = ['warehouse']) {
  const { user } = await createUser({ db: t.db, groups, stores: [outlet] });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

const product = (stock: number, extra: Partial<Parameters<typeof createProduct>[0]> = {}) =>
  createProduct({ db: t.db, categoryId, stock: [{ storeId: 1, quantity: stock }], ...extra });

type Call = { token?: string; uuid?: string; version?: 'ru' | 'en' };
const set = (id: number, count: unknown, { token, uuid, version }: Call) =>
  t.call('PUT', `/api/v0/basket/${id}`, {
    token,
    version,
    body: { count },
    headers: uuid ? { 'x-basket-uuid': uuid } : {},
  });
const basket = async (call: Call) => {
  const res = await t.call('GET', '/api/v0/basket', { token: call.token });
  expect(res.status).toBe(200);
  return BasketResponse.parse(res.body).value;
};

describe('PUT basket/{id} sets a line count in one call', () => {
  it('sets 24 units of a new product, then 10, keeping one line', async () => {
    const { token } = await customer();
    const p = await product(30);
    const first = await set(p.id, 24, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ value: { id: p.id, basket_count: 24 } });
    const second = await set(p.id, 10, { token });
    expect(second.body).toEqual({ value: { id: p.id, basket_count: 10 } });
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 10 }]);
  });

  it('sets exactly the whole stock', async () => {
    const { token } = await customer();
    const p = await product(24);
    expect((await set(p.id, 24, { token })).status).toBe(200);
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 24 }]);
  });

  it('removes the line with count 0, and answers the same when it is not in the basket', async () => {
    const { token } = await customer();
    const p = await product(5);
    await set(p.id, 3, { token });
    const removed = await set(p.id, 0, { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ value: { id: p.id, basket_count: 0 } });
    expect(await basket({ token })).toEqual([]);
    expect((await set(p.id, 0, { token })).body).toEqual({ value: { id: p.id, basket_count: 0 } });
  });
});

describe('stock limit', () => {
  it('answers 422 naming the units available above stock, and changes nothing', async () => {
    const { token } = await customer();
    const p = await product(20, { nameRu: 'Роза ветров', nameEn: 'Wind rose' });
    await set(p.id, 5, { token });
    const res = await set(p.id, 24, { token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Столько «Роза ветров» на складе нет: доступно 20 шт.',
      code: 'BASKET_STOCK_EXCEEDED',
      errors: { count: ['Столько «Роза ветров» на складе нет: доступно 20 шт.'] },
    });
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 5 }]);
  });

  it('answers in English, from the English warehouse (store 56)', async () => {
    const { token } = await customer();
    const p = await product(20, { nameEn: 'Wind rose' });
    const res = await set(p.id, 2, { token, version: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('"Wind rose" is out of stock in the warehouse');
  });

  it('answers 422 for an unknown product and for a count that is not a whole number 0–99 999', async () => {
    const { token } = await customer();
    const p = await product(5);
    expect((await set(987654, 1, { token })).status).toBe(422);
    for (const bad of [-1, 1.5, '3', 100_000, null])
      expect((await set(p.id, bad, { token })).status).toBe(422);
    expect(await basket({ token })).toEqual([]);
  });

  it('lets a line over stock be lowered, but not raised', async () => {
    const { id, token } = await customer();
    const p = await product(5);
    await addBasketLine({ db: t.db, userId: id, storeId: outlet, productId: p.id, count: 10 });
    expect((await set(p.id, 11, { token })).status).toBe(422);
    expect((await set(p.id, 8, { token })).body).toEqual({ value: { id: p.id, basket_count: 8 } });
  });
});

describe('concurrency, rights and the basket uuid', () => {
  it('leaves a consistent line after 20 concurrent sets and increases', async () => {
    const { token } = await customer();
    const p = await product(100);
    const counts = Array.from({ length: 20 }, (_, i) => i + 1);
    const answers = await Promise.all([
      ...counts.map((count) => set(p.id, count, { token })),
      ...counts.map(() => t.call('PATCH', `/api/v0/basket/increase/${p.id}`, { token })),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const lines = await basket({ token });
    expect(lines).toHaveLength(1);
    // Every write ran whole under the lock: the line is one set's count plus the increases after it.
    expect(lines[0]!.basket_count).toBeGreaterThanOrEqual(1);
    expect(lines[0]!.basket_count).toBeLessThanOrEqual(40);
  });

  it('never passes the stock under 20 concurrent sets above it', async () => {
    const { token } = await customer();
    const p = await product(10);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => set(p.id, i + 1, { token })));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(10);
    const [line] = await basket({ token });
    expect(line!.basket_count).toBeLessThanOrEqual(10);
  });

  it("changes only the caller's own basket", async () => {
    const a = await customer();
    const b = await customer();
    const p = await product(30);
    await set(p.id, 3, { token: b.token });
    await set(p.id, 24, { token: a.token });
    expect(await basket({ token: b.token })).toEqual([{ id: p.id, basket_count: 3 }]);
    expect(await basket({ token: a.token })).toEqual([{ id: p.id, basket_count: 24 }]);
  });

  it('refuses 401 anonymous and 403 without ordering rights', async () => {
    const p = await product(5);
    expect((await set(p.id, 1, {})).status).toBe(401);
    const viewer = await customer([]);
    expect((await set(p.id, 1, viewer)).status).toBe(403);
  });

  it('answers 201 when the basket was last changed from another uuid, 200 from the same one', async () => {
    const { token } = await customer();
    const p = await product(30);
    const tab1 = randomUUID();
    expect((await set(p.id, 2, { token, uuid: tab1 })).status).toBe(200);
    expect((await set(p.id, 3, { token, uuid: tab1 })).status).toBe(200);
    expect((await set(p.id, 4, { token, uuid: randomUUID() })).status).toBe(201);
  });
});
