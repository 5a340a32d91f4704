import type { Product } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Hashtags and property values in the request's language over HTTP (decision 0017): the English
 * version answers their English texts and falls back to the stored Russian ones where there are
 * none (imported catalogues); the hashtag filter matches the name the version shows.
 */
let t: TestApp;
/** A warehouse customer with stores in both versions (1 and 56). */
let token: string;

type Query = Record<string, string>;
const list = (token: string, query: Query, version: 'ru' | 'en') =>
  t.call('GET', `/api/v0/catalog/products?${new URLSearchParams(query)}`, { token, version });
const codes = (res: { body: { data: Product[] } }) => res.body.data.map((p) => p.code);
const texts = (p: Product) => ({
  hash_tags: p.hash_tags.map((h) => h.name),
  properties: p.properties.map((x) => `${x.slug}=${x.value}`),
});

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const user = await createUser({ db: t.db, groups: ['warehouse'], stores: [1, 56] });
  token = await t.app.tokens.sign(user.user.id);
});
afterAll(() => t?.close());

/** A product with an English and a Russian-only hashtag, neutral, English and Russian-only properties. */
async function bilingualProduct(code: string) {
  const category = await createCategory({ db: t.db });
  const product = await createProduct({
    db: t.db,
    categoryId: category.id,
    code,
    hashtags: [{ name: `для детей ${code}`, nameEn: `for kids ${code}` }, `ручная работа ${code}`],
    properties: [
      { slug: 'size', value: '40x50' },
      { slug: 'premium', value: '1' },
      { slug: 'special', value: 'Светится в темноте', valueEn: 'Glows in the dark' },
      { slug: 'material', value: 'хлопок' },
    ],
  });
  return { category, product };
}

describe('hashtags and property values in the English version', () => {
  it('answers the English texts in the table, the product page and favourites, the Russian where there is no English', async () => {
    const { category, product } = await bilingualProduct('LOC-1');
    const english = {
      hash_tags: ['for kids LOC-1', 'ручная работа LOC-1'],
      properties: ['size=40x50', 'premium=1', 'special=Glows in the dark', 'material=хлопок'],
    };

    const table = await list(token, { category: category.slug }, 'en');
    expect(table.status).toBe(200);
    expect(texts(table.body.data[0])).toEqual(english);

    const page = await t.call('GET', '/api/v0/catalog/products/LOC-1', { token: token, version: 'en' });
    expect(page.status).toBe(200);
    expect(texts(page.body.data)).toEqual(english);

    const put = await t.call('PUT', `/api/v0/favourite/${product.id}`, { token: token, version: 'en' });
    expect(put.status).toBe(200);
    const favourites = await t.call('GET', '/api/v0/favourite', { token: token, version: 'en' });
    const favourite = (favourites.body.data as Product[]).find((p) => p.code === 'LOC-1')!;
    expect(texts(favourite)).toEqual(english);
  });

  it('keeps the Russian texts in the Russian version', async () => {
    const { category } = await bilingualProduct('LOC-2');
    const table = await list(token, { category: category.slug }, 'ru');
    expect(texts(table.body.data[0])).toEqual({
      hash_tags: ['для детей LOC-2', 'ручная работа LOC-2'],
      properties: ['size=40x50', 'premium=1', 'special=Светится в темноте', 'material=хлопок'],
    });
  });

  it('follows X-Localization like the product names do', async () => {
    const { category } = await bilingualProduct('LOC-3');
    const res = await t.call('GET', `/api/v0/catalog/products?category=${category.slug}`, {
      token: token,
      headers: { 'x-localization': 'en' },
    });
    expect(texts(res.body.data[0]).hash_tags).toEqual(['for kids LOC-3', 'ручная работа LOC-3']);
  });

  it('shows a hashtag once when two of the product’s hashtags have the same English name', async () => {
    const category = await createCategory({ db: t.db });
    await createProduct({
      db: t.db,
      categoryId: category.id,
      code: 'LOC-4',
      hashtags: [
        { name: 'хит LOC-4', nameEn: 'bestseller LOC-4' },
        { name: 'бестселлер LOC-4', nameEn: 'bestseller LOC-4' },
      ],
    });
    const en = await list(token, { category: category.slug }, 'en');
    expect(texts(en.body.data[0]).hash_tags).toEqual(['bestseller LOC-4']);
    const ru = await list(token, { category: category.slug }, 'ru');
    expect(texts(ru.body.data[0]).hash_tags).toEqual(['бестселлер LOC-4', 'хит LOC-4']);
  });
});

describe('the hashtag filter in each version', () => {
  it('matches the English name in the English version, with or without #, case-insensitively, and the stored name', async () => {
    const { category } = await bilingualProduct('LOC-5');
    await createProduct({ db: t.db, categoryId: category.id, code: 'LOC-5B', hashtags: ['другое LOC-5'] });
    for (const hashtag of ['for kids LOC-5', '#For Kids loc-5', 'для детей LOC-5', 'Ручная работа LOC-5']) {
      const res = await list(token, { category: category.slug, hashtag }, 'en');
      expect(res.status, hashtag).toBe(200);
      expect(codes(res), hashtag).toEqual(['LOC-5']);
      expect(res.body.meta.total, hashtag).toBe(1);
    }
  });

  it('matches the stored name in the Russian version', async () => {
    const { category } = await bilingualProduct('LOC-6');
    expect(codes(await list(token, { category: category.slug, hashtag: '#ДЛЯ ДЕТЕЙ LOC-6' }, 'ru'))).toEqual([
      'LOC-6',
    ]);
    expect(codes(await list(token, { category: category.slug, hashtag: 'for kids LOC-6' }, 'ru'))).toEqual(
      [],
    );
  });
});
