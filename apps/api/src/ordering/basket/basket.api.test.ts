import { randomUUID } from 'node:crypto';
import { BasketResponse, PresentedBasketResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The basket calls of docs/rules.md#calls through HTTP (docs/rules.md#basket-logic; docs/rules.md#decisions-3). */
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

/** A logged-in customer (warehouse group by default) whose current store is the first of `stores`. */
async function customer(options: { groups?: string[]; stores?: number[]; discount?: number } = {}) {
  const { user } = await createUser({
    db: t.db,
    groups: options.groups ?? ['warehouse'],
    stores: options.stores ?? [outlet],
    discount: options.discount,
  });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

/** A product with warehouse stock `stock` in store 1 (and `en` in store 56). */
const product = (stock: number, extra: Partial<Parameters<typeof createProduct>[0]> = {}) =>
  createProduct({ db: t.db, categoryId, stock: [{ storeId: 1, quantity: stock }], ...extra });

type Call = { token?: string; uuid?: string; version?: 'ru' | 'en' };
/** Calls as the page sends them (docs/rules.md#default-headers): JSON content type, no body, the basket uuid. */
const send = (method: string, path: string, { token, uuid, version }: Call = {}) =>
  t.call(method, `/api/v0${path}`, {
    token,
    version,
    headers: { 'content-type': 'application/json', ...(uuid ? { 'x-basket-uuid': uuid } : {}) },
  });
const increase = (id: number, call: Call) => send('PATCH', `/basket/increase/${id}`, call);
const decrease = (id: number, call: Call) => send('PATCH', `/basket/decrease/${id}`, call);
const basket = async (call: Call) => {
  const res = await send('GET', '/basket', call);
  expect(res.status).toBe(200);
  return BasketResponse.parse(res.body).value;
};

const basketRow = async (userId: number, storeId = outlet) =>
  (
    await queryRows<{ last_basket_uuid: string | null; updated_at: Date }>(
      t.db,
      sql`select last_basket_uuid::text as last_basket_uuid, updated_at from baskets
        where user_id = ${userId} and store_id = ${storeId}`,
    )
  )[0];

describe('PATCH basket/increase, decrease, DELETE basket/remove and basket', () => {
  it('creates a line with count 1 on the first increase and increments it on the next', async () => {
    const { token } = await customer();
    const p = await product(5);
    const first = await increase(p.id, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ value: { id: p.id, basket_count: 1 } });
    const second = await increase(p.id, { token });
    expect(second.body).toEqual({ value: { id: p.id, basket_count: 2 } });
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 2 }]);
  });

  it('lists the newest line first', async () => {
    const { token } = await customer();
    const a = await product(5);
    const b = await product(5);
    await increase(a.id, { token });
    await increase(b.id, { token });
    await increase(a.id, { token });
    expect(await basket({ token })).toEqual([
      { id: b.id, basket_count: 1 },
      { id: a.id, basket_count: 2 },
    ]);
  });

  it('takes one unit off on decrease, removes the line at 1 and answers 404 when it is not in the basket', async () => {
    const { token } = await customer();
    const p = await product(5, { nameRu: 'Закат над морем' });
    await increase(p.id, { token });
    await increase(p.id, { token });
    expect((await decrease(p.id, { token })).body).toEqual({ value: { id: p.id, basket_count: 1 } });
    const last = await decrease(p.id, { token });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ value: { id: p.id, basket_count: 0 } });
    expect(await basket({ token })).toEqual([]);
    const missing = await decrease(p.id, { token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: 'Товара «Закат над морем» нет в вашей корзине',
      code: 'NOT_FOUND',
    });
  });

  it('removes a whole line, and answers the same when the product is not in the basket', async () => {
    const { token } = await customer();
    const keep = await product(5);
    const gone = await product(5);
    for (const id of [keep.id, gone.id, gone.id, gone.id]) await increase(id, { token });
    const res = await send('DELETE', `/basket/remove/${gone.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ value: { id: gone.id, basket_count: 0 } });
    expect(await basket({ token })).toEqual([{ id: keep.id, basket_count: 1 }]);
    const again = await send('DELETE', `/basket/remove/${gone.id}`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ value: { id: gone.id, basket_count: 0 } });
  });

  it('clears every line', async () => {
    const { token } = await customer();
    for (const p of [await product(5), await product(5)]) await increase(p.id, { token });
    const res = await send('DELETE', '/basket', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ value: [] });
    expect(await basket({ token })).toEqual([]);
  });

  it('records the X-Basket-Uuid of every write and bumps updated_at', async () => {
    const { id, token } = await customer();
    const p = await product(5);
    const uuid = randomUUID();
    await increase(p.id, { token, uuid });
    const before = (await basketRow(id))!;
    expect(before.last_basket_uuid).toBe(uuid);
    const other = randomUUID();
    await decrease(p.id, { token, uuid: other });
    const after = (await basketRow(id))!;
    expect(after.last_basket_uuid).toBe(other);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
  });

  it('answers 400 to an X-Basket-Uuid that is not a uuid and changes nothing', async () => {
    const { token } = await customer();
    const p = await product(5);
    const res = await increase(p.id, { token, uuid: 'not-a-uuid' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(await basket({ token })).toEqual([]);
  });
});

describe('stock limit', () => {
  it('answers 422 naming the product and the units available once the basket holds the whole stock', async () => {
    const { token } = await customer();
    const p = await product(2, { nameRu: 'Роза ветров', nameEn: 'Wind rose' });
    await increase(p.id, { token });
    await increase(p.id, { token });
    const res = await increase(p.id, { token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Товар «Роза ветров» закончился на складе: доступно 2 шт., и все они уже в вашей корзине',
      code: 'BASKET_STOCK_EXCEEDED',
    });
    const en = await send('PATCH', `/basket/increase/${p.id}`, { token, version: 'en' });
    // The English version orders from store 56, where this product has no stock.
    expect(en.body.message).toBe('"Wind rose" is out of stock in the warehouse');
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 2 }]);
  });

  it('answers 422 for a product out of stock and for an unknown product, and changes nothing', async () => {
    const { token } = await customer();
    const empty = await product(0, { nameRu: 'Пустой' });
    const none = await send('PATCH', `/basket/increase/${empty.id}`, { token });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({
      message: 'Товар «Пустой» закончился на складе',
      code: 'BASKET_STOCK_EXCEEDED',
    });
    const unknown = await increase(987654, { token });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({
      message: 'Товар №987654 не найден в каталоге',
      code: 'BASKET_STOCK_EXCEEDED',
    });
    expect(await basket({ token })).toEqual([]);
  });

  it('never loses or oversells a unit: 20 parallel increases on stock 10 give 10 × 200, 10 × 422 and a count of 10', async () => {
    const { token } = await customer();
    const p = await product(10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => increase(p.id, { token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    const counts = answers.filter((a) => a.status === 200).map((a) => a.body.value.basket_count);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 10 }]);
  });

  it('counts every one of 20 parallel increases when the stock allows them', async () => {
    const { token } = await customer();
    const p = await product(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => increase(p.id, { token })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 20 }]);
  });
});

describe('rights and ownership', () => {
  it('refuses every write of a user without ordering rights with 403 and shows them an empty basket', async () => {
    const { token } = await customer({ groups: [] });
    const p = await product(5);
    for (const res of [
      await increase(p.id, { token }),
      await decrease(p.id, { token }),
      await send('DELETE', `/basket/remove/${p.id}`, { token }),
      await send('DELETE', '/basket', { token }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Менять корзину могут только покупатели с правом заказа',
        code: 'FORBIDDEN',
      });
    }
    expect(await basket({ token })).toEqual([]);
  });

  it('lets dropshipping and staff customers order, refuses anonymous writes with 401 and reads them an empty basket', async () => {
    const p = await product(5);
    for (const groups of [['dropshipping'], ['manager'], ['admin']]) {
      const { token } = await customer({ groups });
      expect((await increase(p.id, { token })).status).toBe(200);
    }
    expect((await increase(p.id, {})).status).toBe(401);
    expect((await send('GET', '/basket')).body).toEqual({ value: [] });
    expect((await send('GET', '/basket?type=maximized')).body).toEqual({ value: [] });
  });

  it("never shows or changes another user's basket", async () => {
    const a = await customer();
    const b = await customer();
    const p = await product(5);
    const q = await product(5);
    await increase(p.id, { token: a.token });
    await increase(q.id, { token: a.token });
    expect(await basket({ token: b.token })).toEqual([]);
    const maximized = await send('GET', '/basket?type=maximized', { token: b.token });
    expect(maximized.body).toEqual({ value: [] });

    expect((await decrease(p.id, { token: b.token })).status).toBe(404);
    await send('DELETE', `/basket/remove/${q.id}`, { token: b.token });
    await send('DELETE', '/basket', { token: b.token });
    await increase(p.id, { token: b.token });
    expect(await basket({ token: a.token })).toEqual([
      { id: q.id, basket_count: 1 },
      { id: p.id, basket_count: 1 },
    ]);
    expect(await basket({ token: b.token })).toEqual([{ id: p.id, basket_count: 1 }]);
  });

  it('keeps one basket per current store: switching the store shows the other basket', async () => {
    const second = (await createStore({ db: t.db, isRetail: true })).id;
    const { token } = await customer({ stores: [outlet, second] });
    const p = await product(5);
    const q = await product(5);
    await increase(p.id, { token });
    expect((await send('PATCH', `/store/active/${second}`, { token })).status).toBe(200);
    expect(await basket({ token })).toEqual([]);
    await increase(q.id, { token });
    await increase(q.id, { token });
    expect(await basket({ token })).toEqual([{ id: q.id, basket_count: 2 }]);
    await send('PATCH', `/store/active/${outlet}`, { token });
    expect(await basket({ token })).toEqual([{ id: p.id, basket_count: 1 }]);
  });
});

describe('basket uuid (docs/rules.md#decisions-3)', () => {
  it('answers 201 when the basket was last changed from another uuid, 200 from the same one', async () => {
    const { token } = await customer();
    const p = await product(10);
    const tabA = randomUUID();
    const tabB = randomUUID();
    expect((await increase(p.id, { token, uuid: tabA })).status).toBe(200);
    expect((await increase(p.id, { token, uuid: tabA })).status).toBe(200);
    const fromB = await increase(p.id, { token, uuid: tabB });
    expect(fromB.status).toBe(201);
    expect(fromB.body).toEqual({ value: { id: p.id, basket_count: 3 } });
    expect((await increase(p.id, { token, uuid: tabB })).status).toBe(200);
    expect((await decrease(p.id, { token, uuid: tabA })).status).toBe(201);
    expect((await send('DELETE', `/basket/remove/${p.id}`, { token, uuid: tabB })).status).toBe(201);
    expect((await send('DELETE', '/basket', { token, uuid: tabA })).status).toBe(201);
  });

  it('answers 200 again after the tab reloads the basket with set-tmp-uuid', async () => {
    const { id, token } = await customer();
    const p = await product(10);
    const tabA = randomUUID();
    const tabB = randomUUID();
    await increase(p.id, { token, uuid: tabA });
    const reload = await send('GET', `/basket?type=maximized&set-tmp-uuid=${tabB}`, { token });
    expect(reload.status).toBe(200);
    expect((await basketRow(id))!.last_basket_uuid).toBe(tabB);
    expect((await increase(p.id, { token, uuid: tabB })).status).toBe(200);
    expect((await send('GET', '/basket?type=maximized&set-tmp-uuid=nope', { token })).status).toBe(400);
  });
});

describe('GET basket?type=maximized', () => {
  it('presents each line with the product, the warehouse stock and the discounted price in the store currency', async () => {
    const eurOutlet = (await createStore({ db: t.db, isRetail: true, currency: 'EUR' })).id;
    const { id, token } = await customer({ stores: [eurOutlet], discount: 15 });
    const sub = await createCategory({ db: t.db, slug: `basket-sub-${eurOutlet}` });
    const p = await createProduct({
      db: t.db,
      categoryId: sub.id,
      code: `BSK-${eurOutlet}`,
      nameRu: 'Маяк',
      nameEn: 'Lighthouse',
      prices: [
        { currency: 'RUB', wholesale: '1000.00', retail: '2000.00' },
        { currency: 'EUR', wholesale: '10.99', retail: '20.00' },
      ],
      stock: [
        { storeId: 1, quantity: 7 },
        { storeId: 56, quantity: 3 },
        { storeId: eurOutlet, quantity: 99 },
      ],
      media: [
        { fileName: 'g.jpg' },
        { fileName: 'main.jpg', thumbFileName: 'main-75.jpg', collectionName: 'main' },
      ],
    });
    const noPrice = await product(4, { code: `BSK-NP-${eurOutlet}`, prices: [] });
    await increase(p.id, { token });
    await increase(p.id, { token });
    await addBasketLine({
      db: t.db,
      userId: id,
      storeId: eurOutlet,
      productId: noPrice.id,
      count: 6,
      fromAutoOrder: true,
      autoOrderReason: { sales: 12, free_shelf: 4 },
      addedAt: new Date(Date.now() + 60_000),
    });

    const res = await send('GET', '/basket?type=maximized', { token });
    expect(res.status).toBe(200);
    expect(PresentedBasketResponse.parse(res.body)).toEqual(res.body);
    expect(res.body.value).toEqual([
      {
        id: noPrice.id,
        basket_count: 6,
        quantity: 4,
        price_wholesale: '0.00',
        price_with_discount: '0.00',
        category_id: categoryId,
        category_slug: expect.any(String),
        code: `BSK-NP-${eurOutlet}`,
        name: expect.any(String),
        url_small: null,
        from_auto_order: true,
        auto_order_reason: { sales: 12, free_shelf: 4 },
        store_currency: 'EUR',
        pack_multiple: 1,
      },
      {
        id: p.id,
        basket_count: 2,
        quantity: 7,
        price_wholesale: '10.99',
        price_with_discount: '9.34',
        category_id: sub.id,
        category_slug: sub.slug,
        code: `BSK-${eurOutlet}`,
        name: 'Маяк',
        url_small: '/media/main-75.jpg',
        from_auto_order: false,
        auto_order_reason: null,
        store_currency: 'EUR',
        pack_multiple: 1,
      },
    ]);

    // The outlet belongs to the Russian version: in the English one the user works in store 56,
    // whose basket is another one.
    const en = await send('GET', '/basket?type=maximized', { token, version: 'en' });
    expect(en.body.value).toEqual([]);
  });

  it('prices the lines of a user without a current store in the version currency, from the main store basket', async () => {
    const { token } = await customer({ groups: ['dropshipping'], stores: [] });
    const p = await product(5, { prices: [{ currency: 'RUB', wholesale: '100.00', retail: '150.00' }] });
    await increase(p.id, { token });
    const res = await send('GET', '/basket?type=maximized', { token });
    expect(res.body.value).toEqual([
      expect.objectContaining({ id: p.id, price_wholesale: '100.00', store_currency: 'RUB', quantity: 5 }),
    ]);
  });
});
