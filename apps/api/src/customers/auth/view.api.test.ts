import type { Product, User } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** docs/rules.md#version-switch: a manager's view is served by the server on every route. */
let t: TestApp;
let manager: string;
let customer: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const category = await createCategory({ db: t.db, slug: 'view-kits' });
  await createProduct({
    db: t.db,
    categoryId: category.id,
    code: 'VIEW-1',
    prices: [
      { currency: 'RUB', wholesale: '1000.00', retail: '2000.00' },
      { currency: 'EUR', wholesale: '10.50', retail: '21.00' },
    ],
    stock: [
      { storeId: 1, quantity: 7 },
      { storeId: 56, quantity: 3 },
    ],
  });
  const staff = await createUser({ db: t.db, groups: ['manager'], stores: [1, 56] });
  manager = await loginAs(t, staff.user.username, staff.password);
  const shop = await createUser({ db: t.db, groups: ['warehouse'], stores: [1] });
  customerId = shop.user.id;
  customer = await loginAs(t, shop.user.username, shop.password);
});
afterAll(() => t.close());

const product = async (token: string) => {
  const res = await t.call('GET', '/api/v0/catalog/products/VIEW-1', { token });
  expect(res.status).toBe(200);
  const { price_wholesale, store_currency, quantity } = res.body.data as Product;
  return { price_wholesale, store_currency, quantity };
};
const me = async (token: string) => (await t.call('POST', '/api/v0/auth/me', { token })).body.user as User;
const setView = (token: string, locale: string | null) =>
  t.call('PUT', '/api/v0/auth/view', { token, body: { locale } });

describe('PUT auth/view (docs/rules.md#version-switch)', () => {
  it("serves a manager the other version's main store, currency, prices and stock, until switched back", async () => {
    const russian = { price_wholesale: '1000.00', store_currency: 'RUB', quantity: 7 };
    expect(await product(manager)).toEqual(russian);

    const switched = await setView(manager, 'en');
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ view_locale: 'en' });
    // The Russian address, yet the English version: store 56 in euros with its stock.
    expect(await product(manager)).toEqual({ price_wholesale: '10.50', store_currency: 'EUR', quantity: 3 });
    expect(await me(manager)).toMatchObject({
      version: 'en',
      view_locale: 'en',
      current_store: { id: 56, currency: 'EUR' },
    });

    expect((await setView(manager, null)).status).toBe(200);
    expect(await product(manager)).toEqual(russian);
    expect(await me(manager)).toMatchObject({ version: 'ru', view_locale: null, current_store: { id: 1 } });
  });

  it('serves pl and rs as the English version, with that locale when no X-Localization is sent', async () => {
    await setView(manager, 'pl');
    expect(await me(manager)).toMatchObject({ version: 'en', view_locale: 'pl' });
    expect(await product(manager)).toMatchObject({ store_currency: 'EUR', quantity: 3 });
    await setView(manager, null);
  });

  it('refuses a customer (403), and ignores a view stored on a customer row', async () => {
    const refused = await setView(customer, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');

    await t.db.execute(sql`update users set view_locale = 'en' where id = ${customerId}`);
    expect(await product(customer)).toEqual({
      price_wholesale: '1000.00',
      store_currency: 'RUB',
      quantity: 7,
    });
    expect(await me(customer)).toMatchObject({ version: 'ru', view_locale: null });
  });

  it('formats server money of PLN and RSD outlets in pl-PL and sr-RS (docs/rules.md#number-formats)', async () => {
    const belowMinimum = async (currency: 'PLN' | 'RSD', locale: 'pl' | 'rs') => {
      const outlet = await createStore({ db: t.db, isRetail: true, currency, version: 'en' });
      const shop = await createUser({ db: t.db, groups: ['warehouse'], locale, stores: [outlet.id] });
      const token = await loginAs(t, shop.user.username, shop.password);
      const res = await t.call('POST', '/api/v0/order/auto-order', {
        token,
        version: 'en',
        headers: { 'x-localization': locale },
        body: { max_order_sum: 100 },
      });
      expect(res.status).toBe(422);
      return res.body.errors.max_order_sum[0] as string;
    };
    // The English version's minimum of 500, in the outlet's currency and the locale's format.
    expect(await belowMinimum('PLN', 'pl')).toContain('500,00\u00a0zł');
    expect(await belowMinimum('RSD', 'rs')).toContain('500,00\u00a0RSD');
  });

  it('answers 422 to an unknown locale and 401 to an anonymous call', async () => {
    expect((await setView(manager, 'de')).status).toBe(422);
    expect((await t.call('PUT', '/api/v0/auth/view', { body: { locale: 'en' } })).status).toBe(401);
  });
});
