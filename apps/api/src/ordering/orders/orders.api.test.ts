import { OrderResponse, OrdersResponse, RepeatOrderResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { moyskladDocumentHref } from '../../lib/moysklad-links';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { saveProfile } from '../../test/factories/profile';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkOrderToMoysklad } from './order-status.repository';

/** GET orders, GET orders/{uuid}, POST orders/{uuid}/repeat through HTTP (docs/rules.md#orders-list). */
let t: TestApp;
let categoryId: number;
let outlet: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, name: '<b>Точка</b>&nbsp;на Ленина', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

/**
 * A customer with an outlet of their own (a new one unless `stores` names theirs): buyers of one
 * outlet see each other's orders (docs/rules.md#company-orders), so each test's customers order
 * from outlets nobody else orders for.
 */
async function user(options: { groups?: string[]; fullname?: string; stores?: number[] } = {}) {
  const stores = options.stores ?? [(await createStore({ db: t.db, name: 'Своя точка', isRetail: true })).id];
  const { user } = await createUser({
    db: t.db,
    groups: options.groups ?? ['warehouse'],
    stores,
    fullname: options.fullname,
  });
  return { id: user.id, token: await t.app.tokens.sign(user.id), outlet: stores[0]! };
}

const product = (stock: number) =>
  createProduct({ db: t.db, categoryId, stock: [{ storeId: 1, quantity: stock }] });

const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v0/orders${query}`, { token });
  expect(res.status).toBe(200);
  return OrdersResponse.parse(res.body);
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET orders and GET orders/{uuid}', () => {
  it("lists the caller's own orders newest first with outlet, sums, status and line count", async () => {
    const me = await user({ stores: [outlet] });
    const other = await user();
    const p = await product(1);
    const old = await createOrder({
      db: t.db,
      userId: me.id,
      storeId: outlet,
      createdAt: daysAgo(3),
      lines: [{ productId: p.id, quantity: 2, price: '10.00', priceWithDiscount: '9.00' }],
    });
    const recent = await createOrder({
      db: t.db,
      userId: me.id,
      storeId: outlet,
      lines: [
        { productId: p.id, quantity: 1, price: '10.00' },
        { productId: (await product(1)).id, quantity: 1, price: '5.50' },
      ],
    });
    await createOrder({ db: t.db, userId: other.id, storeId: other.outlet, lines: [] });
    const page = await list(me.token);
    expect(page.data.map((o) => o.uuid)).toEqual([recent.uuid, old.uuid]);
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(page.data[1]).toMatchObject({
      name: old.name,
      status: 'new',
      currency: 'RUB',
      sum: '20.00',
      discount_sum: '2.00',
      sum_with_discount: '18.00',
      lines_count: 1,
      store: { id: outlet, name: 'Точка на Ленина' },
      invoice_id: null,
    });
    expect(page.data[0]!.lines_count).toBe(2);
  });

  it("lists only the orders of the request's version, for customers and staff (no rouble orders in English)", async () => {
    const eu = (
      await createStore({ db: t.db, name: 'Paleta Praha', isRetail: true, version: 'en', currency: 'EUR' })
    ).id;
    const own = (await createStore({ db: t.db, name: 'Своя точка', isRetail: true })).id;
    const me = await user({ stores: [own, eu] });
    const staff = await user({ groups: ['manager'] });
    const ru = await createOrder({ db: t.db, userId: me.id, storeId: own, lines: [] });
    const en = await createOrder({ db: t.db, userId: me.id, storeId: eu, version: 'en', lines: [] });
    const inEnglish = async (token: string, query = '') => {
      const res = await t.call('GET', `/api/v0/orders${query}`, { token, version: 'en' });
      expect(res.status).toBe(200);
      return OrdersResponse.parse(res.body).data.map((o) => o.uuid);
    };
    expect(await inEnglish(me.token)).toEqual([en.uuid]);
    expect((await list(me.token)).data.map((o) => o.uuid)).toEqual([ru.uuid]);
    expect(await inEnglish(staff.token, `?customer=${me.id}`)).toEqual([en.uuid]);
    expect((await list(staff.token, `?customer=${me.id}`)).data.map((o) => o.uuid)).toEqual([ru.uuid]);
  });

  it("answers 404 for another customer's order, 400 for a malformed uuid and 403 to a viewer", async () => {
    const owner = await user();
    const stranger = await user();
    const order = await createOrder({ db: t.db, userId: owner.id, storeId: owner.outlet, lines: [] });
    expect((await t.call('GET', `/api/v0/orders/${order.uuid}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('GET', '/api/v0/orders/not-a-uuid', { token: owner.token })).status).toBe(400);
    const viewer = await user({ groups: [] });
    expect((await t.call('GET', '/api/v0/orders', { token: viewer.token })).status).toBe(403);
    const own = await t.call('GET', `/api/v0/orders/${order.uuid}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(OrderResponse.parse(own.body).data.moysklad_ui_href).toBeNull();
  });

  it('shows staff every order with the stock-system link and filters by customer, store and days', async () => {
    const manager = await user({ groups: ['manager'] });
    const second = (await createStore({ db: t.db, name: 'Вторая точка', isRetail: true })).id;
    const anna = await user({ fullname: 'Анна Филатова', stores: [outlet, second] });
    const boris = await user({ fullname: 'Борис Гришин' });
    await saveProfile({ db: t.db, userId: boris.id, company: 'ООО «Палитра-Юг»' });
    const p = await product(1);
    const line = [{ productId: p.id, quantity: 1, price: '1.00' }];
    const a1 = await createOrder({
      db: t.db,
      userId: anna.id,
      storeId: outlet,
      lines: line,
      createdAt: daysAgo(10),
    });
    const a2 = await createOrder({ db: t.db, userId: anna.id, storeId: second, lines: line });
    const b1 = await createOrder({ db: t.db, userId: boris.id, storeId: outlet, lines: line });

    const all = await list(manager.token);
    expect(all.data.map((o) => o.uuid)).toEqual(expect.arrayContaining([a1.uuid, a2.uuid, b1.uuid]));
    const byName = await list(manager.token, `?customer=${encodeURIComponent('филатова')}`);
    expect(byName.data.map((o) => o.uuid)).toEqual([a2.uuid, a1.uuid]);
    expect(byName.data[0]!.customer).toMatchObject({ id: anna.id, fullname: 'Анна Филатова' });
    // Not delivered to МойСклад: no link yet.
    expect(byName.data[0]!.moysklad_ui_href).toBeNull();
    const byId = await list(manager.token, `?customer=${boris.id}`);
    expect(byId.data.map((o) => o.uuid)).toEqual([b1.uuid]);
    const byCompany = await list(manager.token, `?customer=${encodeURIComponent('палитра-юг')}`);
    expect(byCompany.data.map((o) => o.uuid)).toEqual([b1.uuid]);
    // Staff's "new orders" badge: only the orders still waiting to be confirmed.
    await t.db.execute(sql`update orders set status = 'confirmed' where uuid = ${b1.uuid}::uuid`);
    const fresh = await list(manager.token, `?status=new&customer=${boris.id}`);
    expect(fresh.data).toHaveLength(0);
    expect(
      (await list(manager.token, `?status=confirmed&customer=${boris.id}`)).data.map((o) => o.uuid),
    ).toEqual([b1.uuid]);
    const byStore = await list(manager.token, `?customer=${anna.id}&store_id=${second}`);
    expect(byStore.data.map((o) => o.uuid)).toEqual([a2.uuid]);
    const from = daysAgo(11).toISOString().slice(0, 10);
    const to = daysAgo(9).toISOString().slice(0, 10);
    const byDays = await list(manager.token, `?customer=${anna.id}&date_from=${from}&date_to=${to}`);
    expect(byDays.data.map((o) => o.uuid)).toEqual([a1.uuid]);

    // Delivered: the link opens the customer order it became there.
    const moyskladId = '7944ef04-f831-11e5-7a69-971500188b19';
    await linkOrderToMoysklad(t.db, { orderId: a1.id, moyskladId });
    const detail = await t.call('GET', `/api/v0/orders/${a1.uuid}`, { token: manager.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.moysklad_ui_href).toBe(moyskladDocumentHref('customerorder', moyskladId));
  });

  it("ignores the customer filter of a customer, who still sees no other customer's orders", async () => {
    const me = await user();
    const other = await user();
    const mine = await createOrder({ db: t.db, userId: me.id, storeId: me.outlet, lines: [] });
    await createOrder({ db: t.db, userId: other.id, storeId: other.outlet, lines: [] });
    const page = await list(me.token, `?customer=${other.id}`);
    expect(page.data.map((o) => o.uuid)).toEqual([mine.uuid]);
  });

  it('pages 20 orders at a time', async () => {
    const me = await user();
    for (let i = 0; i < 21; i++)
      await createOrder({ db: t.db, userId: me.id, storeId: me.outlet, lines: [], createdAt: daysAgo(i) });
    const second = await list(me.token, '?page=2');
    expect(second.meta).toEqual({ page: 2, per_page: 20, total: 21, last_page: 2 });
    expect(second.data).toHaveLength(1);
    expect((await t.call('GET', '/api/v0/orders?page=0', { token: me.token })).status).toBe(400);
  });
});

describe('POST orders/{uuid}/repeat', () => {
  const basketOf = (customer: { id: number; outlet: number }) =>
    queryRows<{ product_id: number; basket_count: number }>(
      t.db,
      sql`select bl.product_id, bl.basket_count from baskets b join basket_lines bl on bl.basket_id = b.id
        where b.user_id = ${customer.id} and b.store_id = ${customer.outlet} order by bl.product_id`,
    );

  it('puts the lines back into the basket within stock and reports what it skipped', async () => {
    const me = await user();
    const plenty = await product(10);
    const few = await product(3);
    const gone = await product(0);
    const held = await product(2);
    await addBasketLine({ db: t.db, userId: me.id, storeId: me.outlet, productId: held.id, count: 2 });
    await addBasketLine({ db: t.db, userId: me.id, storeId: me.outlet, productId: plenty.id, count: 1 });
    const order = await createOrder({
      db: t.db,
      userId: me.id,
      storeId: me.outlet,
      lines: [
        { productId: plenty.id, code: plenty.code, quantity: 4, price: '1.00' },
        { productId: few.id, code: few.code, name: 'Мало', quantity: 5, price: '1.00' },
        { productId: gone.id, code: gone.code, name: 'Нет', quantity: 1, price: '1.00' },
        { productId: held.id, code: held.code, name: 'В корзине', quantity: 1, price: '1.00' },
      ],
    });
    const res = await t.call('POST', `/api/v0/orders/${order.uuid}/repeat`, { token: me.token });
    expect(res.status).toBe(200);
    expect(RepeatOrderResponse.parse(res.body)).toEqual({
      added: [
        { id: plenty.id, code: plenty.code, count: 4 },
        { id: few.id, code: few.code, count: 3 },
      ],
      skipped: [
        { id: few.id, code: few.code, name: 'Мало', wanted: 5, added: 3, reason: 'partial' },
        { id: gone.id, code: gone.code, name: 'Нет', wanted: 1, added: 0, reason: 'out_of_stock' },
        { id: held.id, code: held.code, name: 'В корзине', wanted: 1, added: 0, reason: 'out_of_stock' },
      ],
    });
    expect(await basketOf(me)).toEqual(
      [
        { product_id: plenty.id, basket_count: 5 },
        { product_id: few.id, basket_count: 3 },
        { product_id: held.id, basket_count: 2 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
  });

  it("answers 404 for another customer's order and changes no basket", async () => {
    const owner = await user();
    const stranger = await user();
    const p = await product(5);
    const order = await createOrder({
      db: t.db,
      userId: owner.id,
      storeId: owner.outlet,
      lines: [{ productId: p.id, quantity: 1, price: '1.00' }],
    });
    const res = await t.call('POST', `/api/v0/orders/${order.uuid}/repeat`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(await basketOf(stranger)).toEqual([]);
  });
});
