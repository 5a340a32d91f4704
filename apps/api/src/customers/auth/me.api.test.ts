import { User } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateLogRecords } from '../../db/schema';
import { addSales, createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
});
afterAll(() => t.close());

const me = async (token: string, version?: 'ru' | 'en') => {
  const res = await t.call('POST', '/api/v0/auth/me', { token, version });
  expect(res.status).toBe(200);
  return res.body.user as User;
};

describe('POST /auth/me', () => {
  it('answers every User field, with occupancy and ranking computed for a hand-built outlet', async () => {
    // Two outlets of the franchise user; another customer's outlets compete in the ranking.
    const outlet = await createStore({
      db: t.db,
      name: '<b>Точка</b>&nbsp;на Тверской',
      isRetail: true,
      reportPeriodDays: 14,
      autoOrderSum: '50000.00',
    });
    const quiet = await createStore({ db: t.db, name: 'Тихая точка', isRetail: true });
    const rival = await createStore({ db: t.db, isRetail: true, reportPeriodDays: 7 });
    const small = await createStore({ db: t.db, isRetail: true });
    const { user, password } = await createUser({
      db: t.db,
      username: 'franchise-me',
      fullname: 'Франчайзи',
      groups: ['warehouse'],
      stores: [1, outlet.id, quiet.id],
      currentStoreId: outlet.id,
      discount: 7.5,
      rankingAccess: false,
    });

    // Shelves: canvases 40x50 (standard), 30x40 premium, and a size-less shelf on the parent category.
    const parent = await createCategory({ db: t.db });
    const canvases = await createCategory({ db: t.db, parentId: parent.id });
    await createCapacity({
      db: t.db,
      storeId: outlet.id,
      categoryId: canvases.id,
      size: '40x50',
      capacity: 10,
      cost: '2.50',
      aliasName: 'Холсты 40x50',
    });
    await createCapacity({
      db: t.db,
      storeId: outlet.id,
      categoryId: canvases.id,
      size: '30x40',
      isPremium: true,
      capacity: 5,
    });
    await createCapacity({ db: t.db, storeId: outlet.id, categoryId: parent.id, capacity: 20 });
    const product = (size: string, isPremium: boolean, quantity: number, supplies: number) =>
      createProduct({
        db: t.db,
        categoryId: canvases.id,
        size,
        isPremium,
        stock: [
          { storeId: outlet.id, quantity, supplies },
          // Stock of other stores never counts on this outlet's shelves.
          { storeId: rival.id, quantity: 100, supplies: 100 },
          { storeId: 1, quantity: 1000 },
        ],
      });
    const p1 = await product('40x50', false, 3, 1);
    await product('40x50', false, 2, 0);
    await product('30x40', true, 1, 4);
    await product('20x30', false, 7, 2); // no own-category shelf: goes to the parent's size-less shelf

    // Sales over each outlet's own report period: rival 30 (7 days), small 12, outlet 10; quiet none.
    await addSales({ db: t.db, storeId: outlet.id, productId: p1.id, quantity: 10, daysAgo: 5 });
    await addSales({ db: t.db, storeId: outlet.id, productId: p1.id, quantity: 100, daysAgo: 20 });
    await addSales({ db: t.db, storeId: rival.id, productId: p1.id, quantity: 30, daysAgo: 3 });
    await addSales({ db: t.db, storeId: rival.id, productId: p1.id, quantity: 50, daysAgo: 10 });
    await addSales({ db: t.db, storeId: small.id, productId: p1.id, quantity: 12 });
    await addSales({ db: t.db, storeId: 1, productId: p1.id, quantity: 5000 }); // not a retail outlet
    await t.db.insert(updateLogRecords).values({ contentRu: 'Новое', contentEn: 'New' });

    const body = await me(await loginAs(t, 'franchise-me', password));
    expect(User.parse(body)).toEqual(body);
    expect(body).toEqual({
      id: user.id,
      uuid: user.uuid,
      username: 'franchise-me',
      email: 'franchise-me@example.test',
      fullname: 'Франчайзи',
      locale: 'ru',
      groups: ['warehouse'],
      discount: 7.5,
      current_store: {
        id: outlet.id,
        name: 'Точка на Тверской',
        is_retail: true,
        report_period_days: 14,
        auto_order_sum: 50000,
        currency: 'RUB',
      },
      store_occupancy: {
        [`${canvases.id}:40x50:false`]: {
          product_category_id: canvases.id,
          size: '40x50',
          is_premium: false,
          capacity: 10,
          count: 5,
          supplies: 1,
          cost: 2.5,
          alias_name: 'Холсты 40x50',
          category_type_id: null,
        },
        [`${canvases.id}:30x40:true`]: expect.objectContaining({ capacity: 5, count: 1, supplies: 4 }),
        [`${parent.id}:null:false`]: expect.objectContaining({
          size: null,
          capacity: 20,
          count: 7,
          supplies: 2,
        }),
      },
      ranking: { access: false, best_outlet_number: 3, outlets_count: 2 },
      show_update_log: true,
      version: 'ru',
      view_locale: null,
    });
  });

  it('falls back to the version main store and empty occupancy for a user without a current store', async () => {
    const { user, password } = await createUser({ db: t.db, locale: 'en' });
    const token = await loginAs(t, user.username, password);
    const en = await me(token, 'en');
    expect(en.current_store).toEqual({
      id: 56,
      name: 'Warehouse EU',
      is_retail: false,
      report_period_days: 14,
      auto_order_sum: null,
      currency: 'EUR',
    });
    expect(en).toMatchObject({
      locale: 'en',
      groups: [],
      discount: 0,
      store_occupancy: {},
      ranking: { access: true, best_outlet_number: null, outlets_count: 0 },
    });
    expect((await me(token, 'ru')).current_store.id).toBe(1);
  });

  it('hides the update log after the user hid it, until a major record comes', async () => {
    const { user, password } = await createUser({
      db: t.db,
      updateLogHiddenAt: new Date(Date.now() + 60_000),
    });
    const token = await loginAs(t, user.username, password);
    expect((await me(token)).show_update_log).toBe(false);

    await t.db.insert(updateLogRecords).values({
      contentRu: 'Крупное',
      contentEn: 'Major',
      isMajor: true,
      createdAt: new Date(Date.now() + 120_000),
    });
    expect((await me(token)).show_update_log).toBe(true);

    await t.db.execute(sql`update users set show_update_log = false where id = ${user.id}`);
    expect((await me(token)).show_update_log).toBe(false);
  });

  it('shows only-franchising records to franchise users only', async () => {
    await t.db.execute(sql`delete from update_log_records`);
    await t.db.insert(updateLogRecords).values({ contentRu: 'Ф', contentEn: 'F', onlyFranchising: true });
    const a = await createStore({ db: t.db, isRetail: true });
    const b = await createStore({ db: t.db, isRetail: true });
    const single = await createUser({ db: t.db, stores: [a.id] });
    const franchise = await createUser({ db: t.db, stores: [a.id, b.id] });
    expect((await me(await loginAs(t, single.user.username, single.password))).show_update_log).toBe(false);
    expect((await me(await loginAs(t, franchise.user.username, franchise.password))).show_update_log).toBe(
      true,
    );
  });
});
