import { FavouritesResponse } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFavourite } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The favourite calls of docs/rules.md#calls through HTTP (docs/rules.md#favourite, docs/rules.md#favourites-flow; docs/rules.md#decisions-3). */
let t: TestApp;
let categoryId: number;
let outlet: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

async function user(groups: string[] = ['warehouse']) {
  const { user } = await createUser({ db: t.db, groups, stores: [outlet] });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}
const product = () =>
  createProduct({
    db: t.db,
    categoryId,
    prices: [{ currency: 'RUB', wholesale: '120.00', retail: '240.00' }],
    stock: [{ storeId: 1, quantity: 8 }],
  });
/** As the page sends them (docs/rules.md#default-headers): JSON content type, no body. */
const json = { 'content-type': 'application/json' };
const put = (id: number | string, token?: string) =>
  t.call('PUT', `/api/v0/favourite/${id}`, { token, headers: json });
const del = (id: number | string, token?: string) =>
  t.call('DELETE', `/api/v0/favourite/${id}`, { token, headers: json });
const list = async (token: string, page?: number) => {
  const res = await t.call('GET', `/api/v0/favourite${page ? `?page=${page}` : ''}`, { token });
  expect(res.status).toBe(200);
  return FavouritesResponse.parse(res.body);
};

describe('favourites', () => {
  it('adds products, lists them newest first as full catalogue products and removes them', async () => {
    const { token } = await user();
    const a = await product();
    const b = await product();
    const added = await put(a.id, token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ data: { id: a.id } });
    await put(b.id, token);

    const page = await list(token);
    expect(page.data.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page.data[1]).toMatchObject({
      id: a.id,
      code: a.code,
      name: a.nameRu,
      price_wholesale: '120.00',
      store_currency: 'RUB',
      quantity: 8,
      is_favourite: true,
    });
    expect(page.meta).toEqual({ page: 1, per_page: 25, total: 2, last_page: 1 });

    const removed = await del(b.id, token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ data: { id: b.id } });
    expect((await list(token)).data.map((p) => p.id)).toEqual([a.id]);
    expect((await del(b.id, token)).status).toBe(200);
  });

  it('keeps one favourite in its place when the same product is put twice', async () => {
    const { token } = await user();
    const a = await product();
    const b = await product();
    await put(a.id, token);
    await put(b.id, token);
    const again = await put(a.id, token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { id: a.id } });
    const page = await list(token);
    expect(page.data.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page.meta.total).toBe(2);
  });

  it('answers 404 for an unknown product, 400 for a malformed id and 401 without a token', async () => {
    const { token } = await user();
    const unknown = await put(999999, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: 'Товар №999999 не найден в каталоге, добавить его в избранное нельзя',
      code: 'NOT_FOUND',
    });
    expect((await put('abc', token)).status).toBe(400);
    expect((await t.call('GET', '/api/v0/favourite?page=0', { token })).status).toBe(400);
    const p = await product();
    expect((await put(p.id)).status).toBe(401);
    expect((await del(p.id)).status).toBe(401);
    expect((await t.call('GET', '/api/v0/favourite')).status).toBe(401);
    expect((await list(token)).data).toEqual([]);
  });

  it('pages 25 favourites at a time, newest first', async () => {
    const { id, token } = await user();
    const ids: number[] = [];
    for (let i = 0; i < 27; i += 1) {
      const p = await createProduct({ db: t.db, categoryId });
      await addFavourite({ db: t.db, userId: id, productId: p.id, createdAt: new Date(2026, 0, 1, 0, i) });
      ids.push(p.id);
    }
    const newestFirst = [...ids].reverse();
    const first = await list(token);
    expect(first.data.map((p) => p.id)).toEqual(newestFirst.slice(0, 25));
    expect(first.meta).toEqual({ page: 1, per_page: 25, total: 27, last_page: 2 });
    const second = await list(token, 2);
    expect(second.data.map((p) => p.id)).toEqual(newestFirst.slice(25));
    expect(second.meta).toEqual({ page: 2, per_page: 25, total: 27, last_page: 2 });
    expect((await list(token, 3)).data).toEqual([]);
  });

  it("shows and removes only the caller's own favourites", async () => {
    const a = await user();
    const b = await user();
    const p = await product();
    await put(p.id, a.token);
    expect((await list(b.token)).data).toEqual([]);
    expect((await del(p.id, b.token)).status).toBe(200);
    expect((await list(a.token)).data.map((x) => x.id)).toEqual([p.id]);
  });

  it('lets a user without a group keep favourites, without wholesale prices', async () => {
    const { token } = await user([]);
    const p = await product();
    expect((await put(p.id, token)).status).toBe(200);
    const [item] = (await list(token)).data;
    expect(item).toMatchObject({ id: p.id, price_wholesale: null, is_favourite: true });
  });
});
