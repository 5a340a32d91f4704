import { Order, OrderResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * POST orders/{uuid}/status and the status history through HTTP (docs/rules.md#order-status): the
 * legal moves, 409 for the others, cancelling returns the stock exactly once (also when two staff
 * cancel at the same moment), who may move and who may see.
 */
let t: TestApp;
let categoryId: number;
let outlet: number;
let manager: string;
let managerName: string;
let otherManager: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка на Ленина', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
  const staff = await createUser({ db: t.db, groups: ['manager'] });
  manager = await t.app.tokens.sign(staff.user.id);
  managerName = staff.user.username;
  otherManager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['admin'] })).user.id);
});
afterAll(() => t?.close());

async function customer() {
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

/** A product with warehouse stock `stock` in both main stores (1 and 56). */
const product = (stock: number) =>
  createProduct({
    db: t.db,
    categoryId,
    prices: [
      { currency: 'RUB', wholesale: '100.00', retail: '200.00' },
      { currency: 'EUR', wholesale: '2.00', retail: '4.00' },
    ],
    stock: [
      { storeId: 1, quantity: stock },
      { storeId: 56, quantity: stock },
    ],
  });

const stockOf = async (productId: number, storeId = 1) =>
  (
    await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from stock where store_id = ${storeId} and product_id = ${productId}`,
    )
  )[0]?.quantity;

/** Fills the basket (of `storeId`) and sends it as an order through HTTP. */
async function placeOrder(
  who: { id: number; token: string },
  lines: [number, number][],
  options: { version?: 'ru' | 'en'; storeId?: number } = {},
): Promise<Order> {
  for (const [productId, count] of lines)
    await addBasketLine({ db: t.db, userId: who.id, storeId: options.storeId ?? outlet, productId, count });
  const res = await t.call('POST', '/api/v0/order/send', {
    token: who.token,
    body: { order_comment: {} },
    version: options.version,
  });
  expect(res.status).toBe(201);
  return Order.parse(res.body);
}

/** POST orders/{uuid}/status as `token` (a manager by default; null: a guest). */
const move = (uuid: string, body: unknown, token: string | null = manager) =>
  t.call('POST', `/api/v0/orders/${uuid}/status`, { token: token ?? undefined, body });

const getOrder = async (uuid: string, token: string) => {
  const res = await t.call('GET', `/api/v0/orders/${uuid}`, { token });
  expect(res.status).toBe(200);
  return OrderResponse.parse(res.body).data;
};

describe('POST orders/{uuid}/status', () => {
  it("writes the new order's first history row ('new') with the order", async () => {
    const me = await customer();
    const order = await placeOrder(me, [[(await product(5)).id, 1]]);
    const rows = await queryRows<{ status: string; user_id: number; comment: string | null }>(
      t.db,
      sql`select h.status, h.user_id, h.comment from order_status_history h
          join orders o on o.id = h.order_id where o.uuid = ${order.uuid}::uuid`,
    );
    expect(rows).toEqual([{ status: 'new', user_id: me.id, comment: null }]);
    expect(order.status_history).toEqual([
      { status: 'new', comment: null, created_at: order.created_at, user: null, source: 'here' },
    ]);
  });

  it('moves an order one step at a time to delivered, with comments, history and audit rows', async () => {
    const me = await customer();
    const order = await placeOrder(me, [[(await product(5)).id, 2]]);
    const steps = ['confirmed', 'assembled', 'shipped', 'delivered'] as const;
    for (const status of steps) {
      const res = await move(order.uuid, { status, comment: status === 'shipped' ? '  СДЭК 123  ' : '' });
      expect(res.status, status).toBe(200);
      expect(OrderResponse.parse(res.body).data.status).toBe(status);
    }
    const seen = await getOrder(order.uuid, manager);
    expect(seen.status_history.map((h) => [h.status, h.comment, h.user?.username])).toEqual([
      ['new', null, expect.any(String)],
      ['confirmed', null, managerName],
      ['assembled', null, managerName],
      ['shipped', 'СДЭК 123', managerName],
      ['delivered', null, managerName],
    ]);
    const audit = await queryRows<{ action: string; changes: Record<string, unknown> }>(
      t.db,
      sql`select action, changes from audit_log where entity = 'order' and entity_id = ${order.uuid} and action = 'status' order by id`,
    );
    expect(audit.map((a) => a.changes.status)).toEqual([
      ['new', 'confirmed'],
      ['confirmed', 'assembled'],
      ['assembled', 'shipped'],
      ['shipped', 'delivered'],
    ]);
    expect(audit[2]).toEqual({
      action: 'status',
      changes: { status: ['assembled', 'shipped'], comment: 'СДЭК 123' },
    });
  });

  it('answers 409 for a move the rule forbids and changes nothing', async () => {
    const me = await customer();
    const p = await product(5);
    const order = await placeOrder(me, [[p.id, 2]]);
    const skip = await move(order.uuid, { status: 'shipped' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('Заказ в статусе «Новый» нельзя перевести в статус «Отгружен»');
    expect((await move(order.uuid, { status: 'new' })).status).toBe(409);
    expect((await getOrder(order.uuid, manager)).status_history).toHaveLength(1);
    for (const status of ['confirmed', 'assembled', 'shipped', 'delivered'])
      expect((await move(order.uuid, { status })).status).toBe(200);
    expect((await move(order.uuid, { status: 'cancelled' })).status).toBe(409);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('cancelling returns every line’s units to the warehouse stock they were taken from', async () => {
    const me = await customer();
    const [a, b] = [await product(10), await product(4)];
    const order = await placeOrder(me, [
      [a.id, 3],
      [b.id, 4],
    ]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([7, 0]);
    expect((await move(order.uuid, { status: 'confirmed' })).status).toBe(200);
    const res = await move(order.uuid, { status: 'cancelled', comment: 'Покупатель передумал' });
    expect(res.status).toBe(200);
    expect(OrderResponse.parse(res.body).data.status).toBe('cancelled');
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 4]);
    // The other version's warehouse is untouched.
    expect([await stockOf(a.id, 56), await stockOf(b.id, 56)]).toEqual([10, 4]);
  });

  it('returns the stock of an English order to the English main store (56)', async () => {
    const me = await customer();
    const p = await product(6);
    const order = await placeOrder(me, [[p.id, 5]], { version: 'en', storeId: 56 });
    expect([await stockOf(p.id, 1), await stockOf(p.id, 56)]).toEqual([6, 1]);
    const res = await t.call('POST', `/api/v0/orders/${order.uuid}/status`, {
      token: manager,
      body: { status: 'cancelled' },
      version: 'en',
    });
    expect(res.status).toBe(200);
    expect([await stockOf(p.id, 1), await stockOf(p.id, 56)]).toEqual([6, 6]);
    const wrong = await t.call('POST', `/api/v0/orders/${order.uuid}/status`, {
      token: manager,
      body: { status: 'confirmed' },
      version: 'en',
    });
    expect(wrong.body.message).toBe('An order in status “Cancelled” cannot be moved to “Confirmed”');
  });

  it('two staff cancelling at the same moment return the stock once: one 200, one 409', async () => {
    const me = await customer();
    const [a, b] = [await product(8), await product(8)];
    const order = await placeOrder(me, [
      [a.id, 5],
      [b.id, 1],
    ]);
    const answers = await Promise.all([
      move(order.uuid, { status: 'cancelled' }, manager),
      move(order.uuid, { status: 'cancelled' }, otherManager),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([8, 8]);
    const history = (await getOrder(order.uuid, manager)).status_history;
    expect(history.map((h) => h.status)).toEqual(['new', 'cancelled']);
  });

  it('moves inner store orders (type store) by the same rule', async () => {
    const staff = await createUser({ db: t.db, groups: ['manager'], stores: [outlet] });
    const placer = { id: staff.user.id, token: await t.app.tokens.sign(staff.user.id) };
    const p = await product(3);
    const order = await placeOrder(placer, [[p.id, 3]]);
    expect(order.type).toBe('store');
    expect((await move(order.uuid, { status: 'assembled' })).status).toBe(409);
    expect((await move(order.uuid, { status: 'confirmed' })).status).toBe(200);
    expect((await move(order.uuid, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf(p.id)).toBe(3);
  });

  it('lets the customer see the history (without who) but answers 403 to their move, 401 to a guest', async () => {
    const me = await customer();
    const p = await product(5);
    const order = await placeOrder(me, [[p.id, 1]]);
    expect((await move(order.uuid, { status: 'confirmed', comment: 'Ждём оплату' })).status).toBe(200);
    expect((await move(order.uuid, { status: 'cancelled' }, me.token)).status).toBe(403);
    expect((await move(order.uuid, { status: 'cancelled' }, null)).status).toBe(401);
    const seen = await getOrder(order.uuid, me.token);
    expect(seen.status).toBe('confirmed');
    expect(seen.status_history).toEqual([
      { status: 'new', comment: null, created_at: order.created_at, user: null, source: 'here' },
      {
        status: 'confirmed',
        comment: 'Ждём оплату',
        created_at: expect.any(String),
        user: null,
        source: 'here',
      },
    ]);
    const list = await t.call('GET', '/api/v0/orders', { token: me.token });
    expect(list.body.data[0]).toMatchObject({ uuid: order.uuid, status: 'confirmed' });
    expect(await stockOf(p.id)).toBe(4);
  });

  it('answers 404 for an unknown order and 422 for a comment over 1000 characters or an unknown status', async () => {
    expect((await move('00000000-0000-4000-8000-000000000000', { status: 'confirmed' })).status).toBe(404);
    const order = await placeOrder(await customer(), [[(await product(2)).id, 1]]);
    const long = await move(order.uuid, { status: 'confirmed', comment: 'x'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['comment']);
    expect((await move(order.uuid, { status: 'processing' })).status).toBe(422);
    expect((await getOrder(order.uuid, manager)).status).toBe('new');
  });
});
