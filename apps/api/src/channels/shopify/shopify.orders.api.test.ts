import { randomBytes } from 'node:crypto';
import { ShopifyOrdersResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { readJob } from '../../jobs';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { type FakeShopify, startFakeShopify } from '../../test/fake-shopify';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Orders back from a connected shop through HTTP against the fake (docs/rules.md#shopify-orders):
 * fetched once however often they are read, brought into the basket or straight into an order
 * here, never twice, and only by the account's customer.
 */

let fake: FakeShopify;
let t: TestApp;
let outlet: number;
let categoryId: number;
const unique = () => randomBytes(3).toString('hex');

beforeAll(async () => {
  fake = await startFakeShopify();
  t = await createTestApp({ SHOPIFY_ADMIN_URL: fake.adminUrl });
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, isRetail: true, currency: 'RUB' })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function product(stock = 10) {
  return createProduct({
    db: t.db,
    categoryId,
    code: `SO-${unique()}`,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
    stock: [{ storeId: 1, quantity: stock }],
  });
}

/** A dropshipper with a connected shop. */
async function dropshipper() {
  const { user } = await createUser({ db: t.db, groups: ['dropshipping'], stores: [outlet] });
  const token = await t.app.tokens.sign(user.id);
  const domain = `orders-${unique()}.myshopify.com`;
  const shopToken = `shpat_${unique()}`;
  fake.addShop({ domain, token: shopToken, currency: 'EUR' });
  const res = await t.call('POST', '/api/v0/profile/shopify', {
    token,
    body: { shop_domain: domain, access_token: shopToken },
  });
  expect(res.status).toBe(201);
  return {
    user,
    token,
    domain,
    accountId: res.body.data.id as number,
    base: `/api/v0/profile/shopify/${res.body.data.id}`,
  };
}

const shipping = {
  name: 'Anna Berg',
  phone: '+49 30 1234567',
  address1: 'Hauptstraße 1',
  city: 'Berlin',
  zip: '10115',
  countryCodeV2: 'DE',
};

async function fetchOrders(d: { token: string; base: string }) {
  const res = await t.call('POST', `${d.base}/orders/fetch`, { token: d.token });
  expect(res.status).toBe(202);
  expect(res.body.data).toMatchObject({ kind: 'orders', status: 'queued' });
  await t.app.jobs.runDue({ periodic: false });
  return (await readJob(t.db, res.body.data.id))!;
}

const listOrders = async (d: { token: string; base: string }) => {
  const res = await t.call('GET', `${d.base}/orders`, { token: d.token });
  expect(res.status).toBe(200);
  return ShopifyOrdersResponse.parse(res.body).data;
};

describe('fetching shop orders', () => {
  it('keeps the paid orders with our SKUs, each once however often it is fetched', async () => {
    const d = await dropshipper();
    const ours = await product();
    fake.addOrder(d.domain, {
      shipping,
      customer: 'Anna Berg',
      lines: [
        { sku: ours.code, name: 'Our kit', quantity: 2, price: '19.90' },
        { sku: 'THEIR-OWN', name: 'Their mug', quantity: 1, price: '5.00' },
      ],
    });
    fake.addOrder(d.domain, { lines: [{ sku: 'THEIR-OWN', quantity: 1, price: '5.00' }] });
    fake.addOrder(d.domain, {
      financialStatus: 'PENDING',
      lines: [{ sku: ours.code, quantity: 1, price: '19.90' }],
    });
    const first = await fetchOrders(d);
    expect([first.status, first.result]).toEqual(['done', { read: 2, new: 1 }]);
    const second = await fetchOrders(d);
    expect([second.status, second.result]).toEqual(['done', { read: 2, new: 0 }]);
    const orders = await listOrders(d);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      name: '#1001',
      currency: 'EUR',
      total: '44.80',
      buyer: 'Anna Berg',
      state: 'new',
      order_name: null,
      shipping: { name: 'Anna Berg', city: 'Berlin', zip: '10115', country_code: 'DE', address2: '' },
      lines: [
        { sku: ours.code, title: 'Our kit', quantity: 2, price: '19.90', product_code: ours.code },
        { sku: 'THEIR-OWN', title: 'Their mug', quantity: 1, price: '5.00', product_code: null },
      ],
    });
    const [account] = await queryRows<{ orders_fetched_at: Date | null; status: string }>(
      t.db,
      sql`select orders_fetched_at, status from shopify_accounts where id = ${d.accountId}`,
    );
    expect(account!.orders_fetched_at).not.toBeNull();
    expect(
      (await t.call('GET', `/api/v0/profile/shopify/${d.accountId}`, { token: d.token })).body.data
        .new_orders,
    ).toBe(1);
  });

  it('marks a refused token on the account and fails the fetch for good', async () => {
    const d = await dropshipper();
    fake.shop(d.domain).token = 'shpat_rotated';
    const job = await fetchOrders(d);
    expect(job.status).toBe('failed');
    const read = await t.call('GET', d.base, { token: d.token });
    expect(read.body.data.status).toBe('token_refused');
  });
});

describe('bringing a shop order in', () => {
  async function withOrder(stock = 10) {
    const d = await dropshipper();
    const ours = await product(stock);
    fake.addOrder(d.domain, { shipping, lines: [{ sku: ours.code, quantity: 3, price: '19.90' }] });
    await fetchOrders(d);
    const [order] = await listOrders(d);
    return { ...d, product: ours, order: order! };
  }

  it('sends one order here with the buyer address and the Shopify number; again → 409; the basket stays as it was', async () => {
    const d = await withOrder();
    const other = await product();
    await addBasketLine({ db: t.db, userId: d.user.id, storeId: outlet, productId: other.id, count: 4 });
    const url = `${d.base}/orders/${d.order.id}/order`;
    const [first, second] = await Promise.all([
      t.call('POST', url, { token: d.token }),
      t.call('POST', url, { token: d.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const done = first.status === 201 ? first : second;
    expect(done.body.data).toMatchObject({
      state: 'ordered',
      order_name: expect.stringMatching(/^З-\d{6,}$/),
    });
    expect(done.body.message).toContain('#1001');
    const placed = await t.call('GET', `/api/v0/orders/${done.body.data.order_uuid}`, { token: d.token });
    expect(placed.status).toBe(200);
    expect(placed.body.data.delivery.comment).toBe(`Shopify #1001 (${d.domain})`);
    expect(placed.body.data.delivery.address).toBe(
      'Anna Berg, Hauptstraße 1, 10115 Berlin, DE, +49 30 1234567',
    );
    expect(
      placed.body.data.lines.map((l: { code: string; quantity: number }) => [l.code, l.quantity]),
    ).toEqual([[d.product.code, 3]]);
    const list = await t.call('GET', '/api/v0/orders', { token: d.token });
    expect(list.body.data.map((o: { uuid: string }) => o.uuid)).toContain(done.body.data.order_uuid);
    const count = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${d.user.id}`,
    );
    expect(count[0]!.n).toBe(1);
    const [stock] = await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from stock where store_id = 1 and product_id = ${d.product.id}`,
    );
    expect(stock!.quantity).toBe(7);
    const basket = await t.call('GET', '/api/v0/basket', { token: d.token });
    expect(basket.body.value).toEqual([{ id: other.id, basket_count: 4 }]);
    expect((await t.call('POST', `${d.base}/orders/${d.order.id}/basket`, { token: d.token })).status).toBe(
      409,
    );
  });

  it('puts the lines into the basket once, capped by the stock', async () => {
    const d = await withOrder(2);
    const url = `${d.base}/orders/${d.order.id}/basket`;
    const res = await t.call('POST', url, { token: d.token, version: 'ru' });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('in_basket');
    expect(res.body.message).toBe('Товары заказа #1001 в корзине (2 из 3 шт.)');
    expect((await t.call('POST', url, { token: d.token })).status).toBe(409);
  });

  it('refuses an order over stock with the reason, and changes nothing', async () => {
    const d = await withOrder(1);
    const res = await t.call('POST', `${d.base}/orders/${d.order.id}/order`, { token: d.token });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ORDER_STOCK_EXCEEDED');
    expect((await listOrders(d))[0]!.state).toBe('new');
  });

  it('answers 404 to another customer for the orders, the fetch and bringing one in', async () => {
    const d = await withOrder();
    const stranger = await dropshipper();
    for (const [method, path] of [
      ['GET', `${d.base}/orders`],
      ['POST', `${d.base}/orders/fetch`],
      ['POST', `${d.base}/orders/${d.order.id}/basket`],
      ['POST', `${d.base}/orders/${d.order.id}/order`],
      ['POST', `${stranger.base}/orders/${d.order.id}/order`],
    ] as const) {
      expect([method, path, (await t.call(method, path, { token: stranger.token })).status]).toEqual([
        method,
        path,
        404,
      ]);
    }
    expect((await listOrders(d))[0]!.state).toBe('new');
  });
});
