import {
  IntegrationKeyCreatedResponse,
  type IntegrationOrder,
  IntegrationOrdersResponse,
  IntegrationStatusResponse,
  Order,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The machine API's orders through HTTP (docs/integration-api.md): paging with the cursor reaches
 * every order once, a changed order comes again, and setting a status with a key moves the order
 * exactly as staff's move does (a cancel returns the stock), idempotently, the history naming
 * the key.
 */
let t: TestApp;
let manager: string;
let reader: string;
let writer: string;
let writerName: string;
let outlet: number;
let buyer: { id: number; token: string };
let productId: number;
let productCode: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка на Ленина', isRetail: true })).id;
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] });
  buyer = { id: user.id, token: await t.app.tokens.sign(user.id) };
  await createCounterpartyRow({
    db: t.db,
    legalName: 'ООО «Ромашка»',
    users: [user.id],
    stores: [outlet],
    extra: { bankBic: '044525225', bankAccount: '40702810900000000001' },
  });
  const category = await createCategory({ db: t.db });
  const product = await createProduct({
    db: t.db,
    categoryId: category.id,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
    stock: [{ storeId: 1, quantity: 50 }],
  });
  productId = product.id;
  productCode = product.code;
  manager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['manager'] })).user.id);
  const admin = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['admin'] })).user.id);
  const issue = async (name: string, scopes: string[]) => {
    const res = await t.call('POST', '/api/v0/services/integration-keys', {
      token: admin,
      body: { name, scopes },
    });
    return IntegrationKeyCreatedResponse.parse(res.body).secret;
  };
  reader = await issue('ERP чтение', ['orders:read']);
  writerName = '1С Управление торговлей';
  writer = await issue(writerName, ['orders:read', 'orders:write']);
});
afterAll(() => t?.close());

const newOrder = () =>
  createOrder({
    db: t.db,
    userId: buyer.id,
    storeId: outlet,
    lines: [{ productId, code: productCode, quantity: 2, price: '100.00', priceWithDiscount: '90.00' }],
  });

async function page(since?: string, limit = 2) {
  const query = new URLSearchParams({ limit: String(limit), ...(since ? { since } : {}) });
  const res = await t.call('GET', `/api/v0/integration/orders?${query}`, { token: reader });
  expect(res.status).toBe(200);
  return IntegrationOrdersResponse.parse(res.body);
}

/** Every order after `since`, page by page; the last cursor. */
async function readAll(since?: string): Promise<{ orders: IntegrationOrder[]; cursor: string }> {
  const orders: IntegrationOrder[] = [];
  let cursor = since;
  for (let i = 0; i < 50; i++) {
    const answer = await page(cursor);
    orders.push(...answer.data);
    cursor = answer.next_cursor;
    if (!answer.has_more) break;
  }
  return { orders, cursor: cursor! };
}

/**
 * Reads on from `since` until `done` holds for what came (at most 30 s). The cursor answers an order
 * only once every transaction older than its change has ended (docs/integration-api.md): on the
 * shared test server another database's open transaction may hold it back for a moment.
 */
async function readUntil(done: (orders: IntegrationOrder[]) => boolean, since?: string) {
  let read = await readAll(since);
  for (const deadline = Date.now() + 30_000; !done(read.orders) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const more = await readAll(read.cursor);
    read = { orders: [...read.orders, ...more.orders], cursor: more.cursor };
  }
  return read;
}
const has = (uuid: string) => (orders: IntegrationOrder[]) => orders.some((o) => o.uuid === uuid);

const setStatus = (uuid: string, status: string, options: { method?: 'PUT' | 'POST'; key?: string } = {}) =>
  t.call(options.method ?? 'PUT', `/api/v0/integration/orders/${uuid}/status`, {
    token: options.key ?? writer,
    body: { status, comment: 'из 1С' },
  });

const stockOf = async () =>
  (
    await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from stock where store_id = 1 and product_id = ${productId}`,
    )
  )[0]?.quantity;

describe('GET integration/orders', () => {
  it('pages through every order once with the cursor, then answers none with the same cursor', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await newOrder());
    const { orders, cursor } = await readUntil((read) => read.length >= made.length);
    expect(orders.map((o) => o.uuid)).toEqual(made.map((o) => o.uuid));
    const after = await page(cursor);
    expect(after).toEqual({ data: [], next_cursor: cursor, has_more: false });
  });

  it('answers an order with its lines, the buyer’s requisites and its outlet', async () => {
    const order = await newOrder();
    const { orders } = await readUntil(has(order.uuid));
    const found = orders.find((o) => o.uuid === order.uuid)!;
    expect(found).toMatchObject({
      name: order.name,
      status: 'new',
      currency: 'RUB',
      sum: '200.00',
      discount_sum: '20.00',
      sum_with_discount: '180.00',
      store: { id: outlet, name: 'Точка на Ленина' },
      customer: {
        counterparty: {
          legal_name: 'ООО «Ромашка»',
          inn: '7707083893',
          kpp: '773601001',
          bank_bic: '044525225',
          bank_account: '40702810900000000001',
        },
      },
      lines: [
        {
          product_id: productId,
          code: productCode,
          quantity: 2,
          price: '100.00',
          price_with_discount: '90.00',
          sum_with_discount: '180.00',
        },
      ],
    });
  });

  it('brings an order again after its status changed (staff’s move)', async () => {
    const order = await newOrder();
    const { cursor } = await readUntil(has(order.uuid));
    const moved = await t.call('POST', `/api/v0/orders/${order.uuid}/status`, {
      token: manager,
      body: { status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    const { orders } = await readUntil(has(order.uuid), cursor);
    expect(orders.map((o) => [o.uuid, o.status])).toEqual([[order.uuid, 'confirmed']]);
  });

  it('answers 400 for a malformed cursor or limit', async () => {
    for (const query of ['since=abc', 'since=99999999999999999999.1', 'limit=0', 'limit=101']) {
      const res = await t.call('GET', `/api/v0/integration/orders?${query}`, { token: reader });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('setting an order status with a key', () => {
  it('moves the order as staff would, names the key in its history, and is idempotent', async () => {
    const order = await newOrder();
    const first = await setStatus(order.uuid, 'confirmed');
    expect(first.status).toBe(200);
    expect(IntegrationStatusResponse.parse(first.body)).toMatchObject({
      changed: true,
      data: { status: 'confirmed' },
    });
    const again = await setStatus(order.uuid, 'confirmed', { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, data: { status: 'confirmed' } });
    const staffView = Order.parse(
      (await t.call('GET', `/api/v0/orders/${order.uuid}`, { token: manager })).body.data,
    );
    // One move, by the key (the factory's order has no creation row of its own).
    expect(staffView.status_history.map((h) => [h.status, h.user, h.integration_key ?? null])).toEqual([
      ['confirmed', null, writerName],
    ]);
    const audit = await queryRows<{ user_id: number | null; changes: Record<string, unknown> }>(
      t.db,
      sql`select user_id, changes from audit_log where entity = 'order' and entity_id = ${order.uuid}`,
    );
    expect(audit).toEqual([
      {
        user_id: null,
        changes: {
          status: ['new', 'confirmed'],
          comment: 'из 1С',
          integration_key: { id: expect.any(Number), name: writerName },
        },
      },
    ]);
  });

  it('returns the stock on a cancel, exactly as staff’s cancel does, and only once', async () => {
    await addBasketLine({ db: t.db, userId: buyer.id, storeId: outlet, productId, count: 3 });
    const before = await stockOf();
    const sent = await t.call('POST', '/api/v0/order/send', {
      token: buyer.token,
      body: { order_comment: {} },
    });
    expect(sent.status).toBe(201);
    expect(await stockOf()).toBe(before! - 3);
    const uuid = sent.body.data?.uuid ?? sent.body.uuid;
    expect((await setStatus(uuid, 'cancelled')).status).toBe(200);
    expect(await stockOf()).toBe(before);
    expect((await setStatus(uuid, 'cancelled')).body.changed).toBe(false);
    expect(await stockOf()).toBe(before);
  });

  it('answers 409 for a move the rule forbids, 404 for an unknown order, 403 without orders:write', async () => {
    const order = await newOrder();
    const refused = await setStatus(order.uuid, 'delivered');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'confirmed')).status).toBe(404);
    expect((await setStatus(order.uuid, 'confirmed', { key: reader })).status).toBe(403);
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from orders where uuid = ${order.uuid}::uuid`,
    );
    expect(row!.status).toBe('new');
  });
});

describe('the OpenAPI document', () => {
  it('describes the integration calls with the integrationKey bearer scheme and an example page', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).body;
    expect(doc.components.securitySchemes.integrationKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = doc.paths['/api/v0/integration/orders'].get;
    expect(list.security).toEqual([{ integrationKey: [] }]);
    expect(JSON.stringify(list.responses['200'])).toContain('81234.1207');
    const put = doc.paths['/api/v0/integration/orders/{uuid}/status'].put;
    expect(put.security).toEqual([{ integrationKey: [] }]);
    expect(put.requestBody.content['application/json'].schema.properties.status.enum).toContain('cancelled');
  });
});
