import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '../../config';
import { basketLines, baskets, orderLines, orders } from '../../db/schema';
import {
  addRecommendation,
  addSales,
  createCapacity,
  createCategory,
  createProduct,
} from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The Product fields of docs/rules.md#spec-3 as each caller sees them, through GET catalog/products/{code}
 * and GET catalog/products (prices per group, discount and currency, basket, stores, sales, capacity).
 */
let t: TestApp;
let outlet: number;
let second: number;

async function userToken(options: Omit<Parameters<typeof createUser>[0], 'db'>) {
  const { user } = await createUser({ db: t.db, ...options });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}
const product = (token: string, code: string, version: 'ru' | 'en' = 'ru') =>
  t.call('GET', `/api/v0/catalog/products/${encodeURIComponent(code)}`, { token, version });

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка 1', isRetail: true, reportPeriodDays: 7 })).id;
  second = (await createStore({ db: t.db, name: 'Точка 2', isRetail: true })).id;
});
afterAll(() => t?.close());

describe('GET catalog/products/{code}', () => {
  it('answers 404 for an unknown code', async () => {
    const { token } = await userToken({ groups: ['warehouse'] });
    const res = await product(token, 'NO-SUCH-CODE');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('NO-SUCH-CODE') });
  });

  it('answers every descriptive field in the request language, media main first', async () => {
    const cat = await createCategory({ db: t.db });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'DESC-1',
      nameRu: 'Закат',
      nameEn: 'Sunset',
      descriptionRu: 'Описание',
      descriptionEn: 'Description',
      properties: [
        { slug: 'size', value: '40x50' },
        { slug: 'premium', value: 'yes' },
      ],
      hashtags: ['sale', 'new'],
      statuses: ['approved_by_content_manager'],
      media: [
        { fileName: 'g2.jpg', position: 2 },
        { fileName: 'main.jpg', thumbFileName: 'main-75.jpg', collectionName: 'main' },
        { fileName: 'g1.jpg', position: 1 },
      ],
    });
    const { token } = await userToken({ groups: ['warehouse'] });
    const ru = await product(token, 'DESC-1');
    expect(ru.status).toBe(200);
    expect(ru.body.data).toMatchObject({
      category_id: cat.id,
      category_slug: cat.slug,
      code: 'DESC-1',
      name: 'Закат',
      description: 'Описание',
      properties: [
        { slug: 'size', value: '40x50' },
        { slug: 'premium', value: 'yes' },
      ],
      hash_tags: [{ name: 'new' }, { name: 'sale' }],
      statuses: [{ slug: 'approved_by_content_manager' }],
    });
    expect(ru.body.data.media).toEqual([
      {
        id: expect.any(Number),
        collection_name: 'main',
        url: '/media/main.jpg',
        url_small: '/media/main-75.jpg',
      },
      {
        id: expect.any(Number),
        collection_name: 'gallery',
        url: '/media/g1.jpg',
        url_small: '/media/thumb-g1.jpg',
      },
      {
        id: expect.any(Number),
        collection_name: 'gallery',
        url: '/media/g2.jpg',
        url_small: '/media/thumb-g2.jpg',
      },
    ]);
    const en = await t.call('GET', '/api/v0/catalog/products/DESC-1', {
      token,
      headers: { 'x-localization': 'en' },
    });
    expect(en.body.data).toMatchObject({ name: 'Sunset', description: 'Description' });
  });

  it('serves media files at their url', async () => {
    writeFileSync(path.join(mediaDir(t.config), 'served.jpg'), 'jpeg-bytes');
    const res = await t.call('GET', '/media/served.jpg');
    expect(res.status).toBe(200);
    expect(res.bytes.toString()).toBe('jpeg-bytes');
    expect((await t.call('GET', '/media/missing.jpg')).status).toBe(404);
  });
});

describe('prices', () => {
  let code: string;
  beforeAll(async () => {
    const cat = await createCategory({ db: t.db });
    code = (
      await createProduct({
        db: t.db,
        categoryId: cat.id,
        prices: [
          { currency: 'RUB', wholesale: '123.45', retail: '250.00' },
          { currency: 'EUR', wholesale: '2.50', retail: '4.99' },
        ],
        stock: [
          { storeId: 1, quantity: 11 },
          { storeId: 56, quantity: 4 },
        ],
      })
    ).code;
  });

  it('hides wholesale prices from a user with no group but shows the retail price', async () => {
    const { token } = await userToken({});
    const res = await product(token, code);
    expect(res.body.data).toMatchObject({
      price_wholesale: null,
      price_with_discount: null,
      price_retail: '250.00',
      store_currency: 'RUB',
    });
  });

  it('gives a 5% discount user the wholesale price less 5%, rounded to kopecks', async () => {
    const { token } = await userToken({ groups: ['warehouse'], stores: [outlet], discount: 5 });
    const res = await product(token, code);
    expect(res.body.data).toMatchObject({
      price_wholesale: '123.45',
      price_with_discount: '117.28',
      price_retail: '250.00',
      store_currency: 'RUB',
      quantity: 11,
    });
  });

  it('answers EUR prices and the stock of store 56 on the English host for a user whose current store is 56', async () => {
    const { token } = await userToken({ groups: ['dropshipping'], stores: [56] });
    const res = await product(token, code, 'en');
    expect(res.body.data).toMatchObject({
      price_wholesale: '2.50',
      price_with_discount: '2.50',
      price_retail: '4.99',
      store_currency: 'EUR',
      quantity: 4,
    });
  });

  it('prices a Russian outlet in EUR from store 56 on the English host (a store belongs to one version)', async () => {
    const { token } = await userToken({ groups: ['warehouse'], stores: [outlet] });
    expect((await product(token, code, 'ru')).body.data).toMatchObject({
      store_currency: 'RUB',
      quantity: 11,
    });
    expect((await product(token, code, 'en')).body.data).toMatchObject({
      store_currency: 'EUR',
      price_wholesale: '2.50',
      quantity: 4,
    });
    const me = await t.call('POST', '/api/v0/auth/me', { token, version: 'en' });
    expect(me.body.user.current_store).toMatchObject({ id: 56, currency: 'EUR' });
  });

  it('uses the version default currency for a user with no store', async () => {
    const { token } = await userToken({ groups: ['warehouse'] });
    expect((await product(token, code, 'en')).body.data).toMatchObject({
      store_currency: 'EUR',
      price_wholesale: '2.50',
    });
    expect((await product(token, code, 'ru')).body.data).toMatchObject({
      store_currency: 'RUB',
      price_wholesale: '123.45',
    });
  });

  it('answers 0.00 wholesale and no retail price when the product has no price in the currency', async () => {
    const cat = await createCategory({ db: t.db });
    const bare = await createProduct({ db: t.db, categoryId: cat.id, prices: [] });
    const { token } = await userToken({ groups: ['warehouse'] });
    expect((await product(token, bare.code)).body.data).toMatchObject({
      price_wholesale: '0.00',
      price_with_discount: '0.00',
      price_retail: null,
    });
  });
});

describe('per-user fields', () => {
  it("reflects the current store's basket lines in basket_count and from_auto_order", async () => {
    const cat = await createCategory({ db: t.db });
    const a = await createProduct({ db: t.db, categoryId: cat.id, code: 'BSK-1' });
    const b = await createProduct({ db: t.db, categoryId: cat.id, code: 'BSK-2' });
    const c = await createProduct({ db: t.db, categoryId: cat.id, code: 'BSK-3' });
    const user = await userToken({ groups: ['warehouse'], stores: [outlet, second] });
    const [current] = await t.db.insert(baskets).values({ userId: user.id, storeId: outlet }).returning();
    const [other] = await t.db.insert(baskets).values({ userId: user.id, storeId: second }).returning();
    await t.db.insert(basketLines).values([
      { basketId: current!.id, productId: a.id, basketCount: 3 },
      { basketId: current!.id, productId: b.id, basketCount: 1, fromAutoOrder: true },
      { basketId: other!.id, productId: c.id, basketCount: 9 },
    ]);
    const res = await t.call('GET', `/api/v0/catalog/products?category=${cat.slug}`, { token: user.token });
    expect(
      res.body.data.map((p: { basket_count: number; from_auto_order: boolean }) => [
        p.basket_count,
        p.from_auto_order,
      ]),
    ).toEqual([
      [3, false],
      [1, true],
      [0, false],
    ]);
  });

  it("lists every own store with the product's shelf quantity and supplies, 0 without a stock row", async () => {
    const cat = await createCategory({ db: t.db });
    const p = await createProduct({
      db: t.db,
      categoryId: cat.id,
      stock: [{ storeId: outlet, quantity: 6, supplies: 2 }],
    });
    const { token } = await userToken({ groups: ['warehouse'], stores: [second, outlet] });
    expect((await product(token, p.code)).body.data.stores).toEqual([
      { id: outlet, name: 'Точка 1', quantity: 6, supplies: 2 },
      { id: second, name: 'Точка 2', quantity: 0, supplies: 0 },
    ]);
  });

  it("counts the user's ordered units and the current store's sales over its report period", async () => {
    const cat = await createCategory({ db: t.db });
    const p = await createProduct({ db: t.db, categoryId: cat.id });
    const user = await userToken({ groups: ['warehouse'], stores: [outlet] });
    const other = await userToken({ groups: ['warehouse'], stores: [outlet] });
    for (const [userId, quantity, name] of [
      [user.id, 4, `O-${p.id}-1`],
      [user.id, 6, `O-${p.id}-2`],
      [other.id, 50, `O-${p.id}-3`],
    ] as const) {
      const [order] = await t.db
        .insert(orders)
        .values({ name, userId, storeId: outlet, currency: 'RUB', sum: '0' })
        .returning();
      await t.db.insert(orderLines).values({
        orderId: order!.id,
        productId: p.id,
        code: p.code,
        name: p.nameRu,
        quantity,
        price: '1',
        priceWithDiscount: '1',
        sum: '1',
      });
    }
    // Report period of the outlet: 7 days (today and the 6 before).
    await addSales({ db: t.db, storeId: outlet, productId: p.id, quantity: 2, daysAgo: 0 });
    await addSales({ db: t.db, storeId: outlet, productId: p.id, quantity: 3, daysAgo: 6 });
    await addSales({ db: t.db, storeId: outlet, productId: p.id, quantity: 100, daysAgo: 7 });
    await addSales({ db: t.db, storeId: second, productId: p.id, quantity: 100, daysAgo: 1 });
    expect((await product(user.token, p.code)).body.data).toMatchObject({
      user_order_count: 10,
      sales_for_report_period: 5,
    });
  });

  it('answers the recommendations of the current store and the global ones', async () => {
    const cat = await createCategory({ db: t.db });
    const p = await createProduct({ db: t.db, categoryId: cat.id });
    await addRecommendation({ db: t.db, productId: p.id, kind: 'overlook', buyTimes: 1 });
    await addRecommendation({ db: t.db, productId: p.id, kind: 'user_tops', storeId: outlet, buyTimes: 7 });
    await addRecommendation({ db: t.db, productId: p.id, kind: 'user_hot_two_weeks', storeId: second });
    const { token } = await userToken({ groups: ['warehouse'], stores: [outlet] });
    expect((await product(token, p.code)).body.data.smart_recommendations).toEqual([
      { recommendation_value: 'user_tops', store_id: outlet, product_id: p.id, buy_times: 7 },
      { recommendation_value: 'overlook', store_id: null, product_id: p.id, buy_times: 1 },
    ]);
  });

  it("answers the current store's shelf of the product's category or its parent, with the shelf's stock", async () => {
    const root = await createCategory({ db: t.db });
    const child = await createCategory({ db: t.db, parentId: root.id });
    const shelf = { size: '40x50', isPremium: true };
    const p = await createProduct({
      db: t.db,
      categoryId: child.id,
      ...shelf,
      stock: [{ storeId: outlet, quantity: 3, supplies: 1 }],
    });
    await createProduct({
      db: t.db,
      categoryId: root.id,
      ...shelf,
      stock: [{ storeId: outlet, quantity: 5, supplies: 4 }],
    });
    await createProduct({
      db: t.db,
      categoryId: child.id,
      size: '30x40',
      isPremium: true,
      stock: [{ storeId: outlet, quantity: 50 }],
    });
    await createProduct({
      db: t.db,
      categoryId: child.id,
      ...shelf,
      stock: [{ storeId: second, quantity: 70 }],
    });
    const lonely = await createProduct({ db: t.db, categoryId: child.id, size: '10x10' });
    await createCapacity({
      db: t.db,
      storeId: outlet,
      categoryId: root.id,
      capacity: 20,
      size: '40x50',
      isPremium: true,
      aliasName: 'Премиум 40x50',
    });
    await createCapacity({
      db: t.db,
      storeId: second,
      categoryId: child.id,
      capacity: 99,
      size: '40x50',
      isPremium: true,
    });
    const { token } = await userToken({ groups: ['warehouse'], stores: [outlet] });
    expect((await product(token, p.code)).body.data.capacity).toEqual({
      capacity: 20,
      count: 8,
      supplies: 5,
      alias_name: 'Премиум 40x50',
      is_premium: true,
      size: '40x50',
    });
    expect((await product(token, lonely.code)).body.data.capacity).toBeNull();
  });
  it('counts each stocked product on one shelf only: own category before parent, exact size before none', async () => {
    const root = await createCategory({ db: t.db });
    const child = await createCategory({ db: t.db, parentId: root.id });
    const inChild = await createProduct({
      db: t.db,
      categoryId: child.id,
      size: '40x50',
      stock: [{ storeId: outlet, quantity: 3, supplies: 1 }],
    });
    await createProduct({
      db: t.db,
      categoryId: child.id,
      size: '30x40',
      stock: [{ storeId: outlet, quantity: 10 }],
    });
    const inRoot = await createProduct({
      db: t.db,
      categoryId: root.id,
      size: '40x50',
      stock: [{ storeId: outlet, quantity: 5, supplies: 2 }],
    });
    await createCapacity({ db: t.db, storeId: outlet, categoryId: root.id, capacity: 30, size: '40x50' });
    await createCapacity({ db: t.db, storeId: outlet, categoryId: child.id, capacity: 40 });
    await createCapacity({ db: t.db, storeId: outlet, categoryId: child.id, capacity: 50, size: '40x50' });
    const { token } = await userToken({ groups: ['warehouse'], stores: [outlet] });
    expect((await product(token, inChild.code)).body.data.capacity).toMatchObject({
      capacity: 50,
      count: 3,
      supplies: 1,
    });
    expect((await product(token, inRoot.code)).body.data.capacity).toMatchObject({
      capacity: 30,
      count: 5,
      supplies: 2,
    });
  });
});
