import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../../db/schema';
import { addRecommendation, addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET catalog/categories, catalog/products and catalog/products/{code} over HTTP (docs/rules.md#decisions-3).
 * Stores 1 and 56 and a few users are shared; every test builds its own category and products and
 * lists with `category=<its slug>`, so tests never see each other's products.
 */
let t: TestApp;
let outlet: number;
let users: {
  viewer: string;
  shop: string;
  shopId: number;
  en: string;
  franchise: string;
  franchiseId: number;
};

async function userToken(options: Omit<Parameters<typeof createUser>[0], 'db'>) {
  const { user } = await createUser({ db: t.db, ...options });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

type Query = Record<string, string | number | boolean>;
const products = (token: string, query: Query = {}, version: 'ru' | 'en' = 'ru') =>
  t.call('GET', `/api/v0/catalog/products?${new URLSearchParams(query as Record<string, string>)}`, {
    token,
    version,
  });
const codes = (res: { body: { data: { code: string }[] } }) => res.body.data.map((p) => p.code);
const rub = (wholesale: string, retail: string) => ({ currency: 'RUB' as const, wholesale, retail });

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка на Тверской', isRetail: true, reportPeriodDays: 14 }))
    .id;
  const second = (await createStore({ db: t.db, name: 'Вторая точка', isRetail: true })).id;
  const shop = await userToken({ groups: ['warehouse'], stores: [outlet], discount: 5 });
  const franchise = await userToken({ groups: ['warehouse'], stores: [outlet, second] });
  users = {
    viewer: (await userToken({})).token,
    shop: shop.token,
    shopId: shop.id,
    en: (await userToken({ groups: ['warehouse'], stores: [56] })).token,
    franchise: franchise.token,
    franchiseId: franchise.id,
  };
});
afterAll(() => t?.close());

describe('authentication', () => {
  it('answers 401 to every catalogue call without a token', async () => {
    for (const url of [
      '/api/v0/catalog/categories',
      '/api/v0/catalog/products',
      '/api/v0/catalog/products/X',
    ]) {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('GET catalog/categories', () => {
  it('answers the tree with children nested, ordered by position then name, in the request language', async () => {
    const root = await createCategory({ db: t.db, nameRu: 'Я-корень', nameEn: 'Root Z', position: -100 });
    const b = await createCategory({
      db: t.db,
      parentId: root.id,
      nameRu: 'Бета',
      nameEn: 'Beta',
      position: 1,
    });
    const a = await createCategory({
      db: t.db,
      parentId: root.id,
      nameRu: 'Альфа',
      nameEn: 'Zeta',
      position: 1,
    });
    const first = await createCategory({
      db: t.db,
      parentId: root.id,
      nameRu: 'Ящик',
      nameEn: 'Box',
      position: 0,
    });
    await createCategory({ db: t.db, parentId: a.id, slug: `${a.slug}-deep` });

    const ru = await t.call('GET', '/api/v0/catalog/categories', { token: users.shop });
    expect(ru.status).toBe(200);
    const node = ru.body.data.find((c: { id: number }) => c.id === root.id);
    expect(node).toMatchObject({ slug: root.slug, displayed_name: 'Я-корень', moysklad_name: '' });
    expect(node.children.map((c: { id: number }) => c.id)).toEqual([first.id, a.id, b.id]);
    expect(node.children[1].children[0].slug).toBe(`${a.slug}-deep`);

    const en = await t.call('GET', '/api/v0/catalog/categories', {
      token: users.shop,
      headers: { 'x-localization': 'en' },
    });
    const enNode = en.body.data.find((c: { id: number }) => c.id === root.id);
    expect(enNode.displayed_name).toBe('Root Z');
    expect(enNode.children.map((c: { displayed_name: string }) => c.displayed_name)).toEqual([
      'Box',
      'Beta',
      'Zeta',
    ]);
  });
});

describe('GET catalog/products filters', () => {
  it('lists a category with the products of its sub-categories', async () => {
    const root = await createCategory({ db: t.db });
    const child = await createCategory({ db: t.db, parentId: root.id });
    const grandchild = await createCategory({ db: t.db, parentId: child.id });
    const other = await createCategory({ db: t.db });
    await createProduct({ db: t.db, categoryId: root.id, code: 'CAT-1' });
    await createProduct({ db: t.db, categoryId: child.id, code: 'CAT-2' });
    await createProduct({ db: t.db, categoryId: grandchild.id, code: 'CAT-3' });
    await createProduct({ db: t.db, categoryId: other.id, code: 'CAT-4' });

    expect(codes(await products(users.shop, { category: root.slug }))).toEqual(['CAT-1', 'CAT-2', 'CAT-3']);
    expect(codes(await products(users.shop, { category: child.slug }))).toEqual(['CAT-2', 'CAT-3']);
    const all = codes(await products(users.shop, { category: 'all', per_page: 100, q: 'cat-' }));
    expect(all).toEqual(['CAT-1', 'CAT-2', 'CAT-3', 'CAT-4']);
  });

  it('answers 404 for an unknown category slug', async () => {
    const res = await products(users.shop, { category: 'no-such-category' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('no-such-category'),
    });
  });

  it('finds text in the code and in the Russian and English names, case-insensitively', async () => {
    const cat = await createCategory({ db: t.db });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'QSE-001',
      nameRu: 'Закат над морем',
      nameEn: 'Sunset',
    });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'QSE-002',
      nameRu: 'Лесной олень',
      nameEn: 'Forest DEER',
    });
    const q = (text: string) => products(users.shop, { category: cat.slug, q: text }).then(codes);
    expect(await q('qse-00')).toEqual(['QSE-001', 'QSE-002']);
    expect(await q('ЗАКАТ')).toEqual(['QSE-001']);
    expect(await q('deer')).toEqual(['QSE-002']);
    expect(await q('nothing like this')).toEqual([]);
  });

  it('searches by docs/rules.md#search: a code without its separators, every word, best match first', async () => {
    const cat = await createCategory({ db: t.db });
    await createProduct({ db: t.db, categoryId: cat.id, code: 'ESC_1%', nameRu: 'Сто процентов' });
    await createProduct({ db: t.db, categoryId: cat.id, code: 'ESCX1X', nameRu: 'Обычный ESC1' });
    // The exact code key first, then the name containing it; punctuation alone searches nothing.
    expect(codes(await products(users.shop, { category: cat.slug, q: 'esc1' }))).toEqual([
      'ESC_1%',
      'ESCX1X',
    ]);
    expect(codes(await products(users.shop, { category: cat.slug, q: 'сто проц' }))).toEqual(['ESC_1%']);
    expect(codes(await products(users.shop, { category: cat.slug, q: '%' }))).toEqual([]);
  });

  it('filters by hashtag, with or without #', async () => {
    const cat = await createCategory({ db: t.db });
    await createProduct({ db: t.db, categoryId: cat.id, code: 'TAG-1', hashtags: ['новинка', 'sale'] });
    await createProduct({ db: t.db, categoryId: cat.id, code: 'TAG-2', hashtags: ['sale'] });
    expect(codes(await products(users.shop, { category: cat.slug, hashtag: 'новинка' }))).toEqual(['TAG-1']);
    expect(codes(await products(users.shop, { category: cat.slug, hashtag: '#SALE' }))).toEqual([
      'TAG-1',
      'TAG-2',
    ]);
  });

  it('keeps only products with warehouse stock of the version main store when in_stock is set', async () => {
    const cat = await createCategory({ db: t.db });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'STK-1',
      stock: [{ storeId: 1, quantity: 3 }],
    });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'STK-2',
      stock: [{ storeId: 1, quantity: 0 }],
    });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'STK-3',
      stock: [{ storeId: 56, quantity: 7 }],
    });
    await createProduct({ db: t.db, categoryId: cat.id, code: 'STK-4' });
    expect(codes(await products(users.shop, { category: cat.slug, in_stock: 'true' }))).toEqual(['STK-1']);
    expect(codes(await products(users.en, { category: cat.slug, in_stock: '1' }, 'en'))).toEqual(['STK-3']);
    expect(codes(await products(users.shop, { category: cat.slug, in_stock: 'false' }))).toHaveLength(4);
  });

  it('filters by a recommendation of the current store or a global one', async () => {
    const cat = await createCategory({ db: t.db });
    const own = await createProduct({ db: t.db, categoryId: cat.id, code: 'REC-1' });
    const global = await createProduct({ db: t.db, categoryId: cat.id, code: 'REC-2' });
    const elsewhere = await createProduct({ db: t.db, categoryId: cat.id, code: 'REC-3' });
    const otherKind = await createProduct({ db: t.db, categoryId: cat.id, code: 'REC-4' });
    await addRecommendation({ db: t.db, productId: own.id, kind: 'user_tops', storeId: outlet });
    await addRecommendation({ db: t.db, productId: global.id, kind: 'user_tops' });
    await addRecommendation({ db: t.db, productId: elsewhere.id, kind: 'user_tops', storeId: 56 });
    await addRecommendation({ db: t.db, productId: otherKind.id, kind: 'overlook', storeId: outlet });
    const res = await products(users.shop, { category: cat.slug, recommendation: 'user_tops' });
    expect(codes(res)).toEqual(['REC-1', 'REC-2']);
    expect(res.body.data[0].smart_recommendations).toEqual([
      { recommendation_value: 'user_tops', store_id: outlet, product_id: own.id, buy_times: 0 },
    ]);
  });

  it("keeps only the user's favourites when favourites is set", async () => {
    const cat = await createCategory({ db: t.db });
    const mine = await createProduct({ db: t.db, categoryId: cat.id, code: 'FAV-1' });
    const theirs = await createProduct({ db: t.db, categoryId: cat.id, code: 'FAV-2' });
    await t.db.insert(favourites).values([
      { userId: users.shopId, productId: mine.id },
      { userId: users.franchiseId, productId: theirs.id },
    ]);
    const res = await products(users.shop, { category: cat.slug, favourites: 'true' });
    expect(codes(res)).toEqual(['FAV-1']);
    expect(res.body.data[0].is_favourite).toBe(true);
    const all = await products(users.shop, { category: cat.slug });
    expect(all.body.data.map((p: { is_favourite: boolean }) => p.is_favourite)).toEqual([true, false]);
  });
});

describe('GET catalog/products sorting', () => {
  it('sorts by code, by name in the request language, by price both ways, by quantity and by sales', async () => {
    const cat = await createCategory({ db: t.db });
    const a = await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'SRT-A',
      nameRu: 'Закат',
      nameEn: 'Sunset',
      prices: [rub('300.00', '500.00')],
      stock: [{ storeId: 1, quantity: 5 }],
    });
    const b = await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'SRT-B',
      nameRu: 'Лес',
      nameEn: 'Forest',
      prices: [rub('100.00', '900.00')],
      stock: [{ storeId: 1, quantity: 50 }],
    });
    await createProduct({
      db: t.db,
      categoryId: cat.id,
      code: 'SRT-C',
      nameRu: 'Алмаз',
      nameEn: 'Diamond',
      prices: [rub('200.00', '100.00')],
    });
    await addSales({ db: t.db, storeId: outlet, productId: a.id, quantity: 5, daysAgo: 1 });
    await addSales({ db: t.db, storeId: outlet, productId: b.id, quantity: 2, daysAgo: 3 });
    await addSales({ db: t.db, storeId: outlet, productId: b.id, quantity: 90, daysAgo: 40 });
    const sorted = (sort: string, token = users.shop, version: 'ru' | 'en' = 'ru') =>
      products(token, { category: cat.slug, sort }, version).then(codes);

    expect(await sorted('code')).toEqual(['SRT-A', 'SRT-B', 'SRT-C']);
    expect(await sorted('name')).toEqual(['SRT-C', 'SRT-A', 'SRT-B']);
    expect(await sorted('name', users.en, 'en')).toEqual(['SRT-C', 'SRT-B', 'SRT-A']);
    expect(await sorted('price')).toEqual(['SRT-B', 'SRT-C', 'SRT-A']);
    expect(await sorted('-price')).toEqual(['SRT-A', 'SRT-C', 'SRT-B']);
    expect(await sorted('price', users.viewer)).toEqual(['SRT-C', 'SRT-A', 'SRT-B']);
    expect(await sorted('quantity')).toEqual(['SRT-B', 'SRT-A', 'SRT-C']);
    expect(await sorted('sales')).toEqual(['SRT-A', 'SRT-B', 'SRT-C']);
  });
});

describe('GET catalog/products paging and validation', () => {
  it('pages with meta and answers an empty page past the last one', async () => {
    const cat = await createCategory({ db: t.db });
    for (const n of [1, 2, 3, 4, 5]) await createProduct({ db: t.db, categoryId: cat.id, code: `PG-${n}` });
    const page2 = await products(users.shop, { category: cat.slug, per_page: 2, page: 2 });
    expect(page2.status).toBe(200);
    expect(codes(page2)).toEqual(['PG-3', 'PG-4']);
    expect(page2.body.meta).toEqual({ page: 2, per_page: 2, total: 5, last_page: 3 });
    const past = await products(users.shop, { category: cat.slug, per_page: 2, page: 9 });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], meta: { page: 9, per_page: 2, total: 5, last_page: 3 } });
  });

  it('answers an empty category with last_page 1', async () => {
    const cat = await createCategory({ db: t.db });
    const res = await products(users.shop, { category: cat.slug });
    expect(res.body).toEqual({ data: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } });
  });

  it('answers 400 with field errors for per_page above 100, page 0 and an unknown sort or flag', async () => {
    for (const [query, field] of [
      [{ per_page: 101 }, 'per_page'],
      [{ page: 0 }, 'page'],
      [{ sort: 'colour' }, 'sort'],
      [{ in_stock: 'maybe' }, 'in_stock'],
      [{ recommendation: 'best' }, 'recommendation'],
    ] as const) {
      const res = await products(users.shop, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(Object.keys(res.body.errors)).toContain(field);
    }
  });
});

describe('Product.stores (the user’s shops) in each version (decision 0014)', () => {
  it("lists only the request version's stores of the user, with their stock", async () => {
    const european = (await createStore({ db: t.db, name: 'Outlet EU', isRetail: true, version: 'en' })).id;
    const owner = await userToken({ groups: ['warehouse'], stores: [outlet, european] });
    const cat = await createCategory({ db: t.db });
    const product = await createProduct({
      db: t.db,
      categoryId: cat.id,
      stock: [
        { storeId: outlet, quantity: 3 },
        { storeId: european, quantity: 7 },
      ],
    });
    const storesIn = async (version: 'ru' | 'en') => {
      const res = await t.call('GET', `/api/v0/catalog/products?category=${cat.slug}`, {
        token: owner.token,
        version,
      });
      expect(res.status).toBe(200);
      const [row] = res.body.data as { id: number; stores: { id: number; quantity: number }[] }[];
      expect(row!.id).toBe(product.id);
      return row!.stores.map((s) => [s.id, s.quantity]);
    };
    expect(await storesIn('ru')).toEqual([[outlet, 3]]);
    expect(await storesIn('en')).toEqual([[european, 7]]);
  });
});
