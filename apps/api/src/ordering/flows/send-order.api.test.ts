import {
  addDays,
  DELIVERY_DATE_MAX_DAYS,
  mergeDelivery,
  Order,
  todayIn,
  VERSION_TIME_ZONE,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { testContext } from '../../test/context';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { countUserOrders } from '../../test/factories/orders';
import { createContact, createDeliveryLookups } from '../../test/factories/profile';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeOrder } from '../orders';
import { sendOrder } from './send-order.flow';

/** POST /order/send through HTTP (docs/rules.md#order-send; docs/rules.md#checkout, docs/rules.md#spec-7, docs/rules.md#spec-8). */
let t: TestApp;
let categoryId: number;
let outlet: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка на Ленина', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

async function customer(options: { groups?: string[]; discount?: number; stores?: number[] } = {}) {
  const { user } = await createUser({
    db: t.db,
    groups: options.groups ?? ['warehouse'],
    stores: options.stores ?? [outlet],
    discount: options.discount,
  });
  return { id: user.id, uuid: user.uuid, token: await t.app.tokens.sign(user.id) };
}

/** A product with RUB and EUR prices and warehouse stock in store 1 (and 56). */
const product = (stock: number, price = '100.00', extra: Partial<Parameters<typeof createProduct>[0]> = {}) =>
  createProduct({
    db: t.db,
    categoryId,
    prices: [
      { currency: 'RUB', wholesale: price, retail: '999.00' },
      { currency: 'EUR', wholesale: '2.50', retail: '9.00' },
    ],
    stock: [
      { storeId: 1, quantity: stock },
      { storeId: 56, quantity: stock },
    ],
    ...extra,
  });

const fill = (userId: number, lines: [number, number][], storeId = outlet) =>
  Promise.all(
    lines.map(([productId, count]) => addBasketLine({ db: t.db, userId, storeId, productId, count })),
  );

type Send = { token: string; body?: unknown; key?: string; version?: 'ru' | 'en' };
const send = ({ token, body = { order_comment: {} }, key, version }: Send) =>
  t.call('POST', '/api/v0/order/send', {
    token,
    body,
    version,
    headers: key ? { 'idempotency-key': key } : {},
  });

const stockOf = async (productId: number, storeId = 1) =>
  (
    await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from stock where store_id = ${storeId} and product_id = ${productId}`,
    )
  )[0]?.quantity;

const basketOf = (userId: number, storeId = outlet) =>
  queryRows<{ product_id: number; basket_count: number }>(
    t.db,
    sql`select bl.product_id, bl.basket_count from baskets b join basket_lines bl on bl.basket_id = b.id
      where b.user_id = ${userId} and b.store_id = ${storeId} order by bl.product_id`,
  );

describe('POST order/send', () => {
  it('creates the order with frozen discounted prices, lowers the stock and clears the basket', async () => {
    const me = await customer({ discount: 10 });
    const a = await product(10, '100.00', { nameRu: 'Закат в горах' });
    const b = await product(5, '33.33');
    await fill(me.id, [
      [a.id, 2],
      [b.id, 3],
    ]);
    const res = await send({ token: me.token });
    expect(res.status).toBe(201);
    const order = Order.parse(res.body);
    expect(order.name).toMatch(/^З-\d{6,}$/);
    expect(order).toMatchObject({
      attributes: [{ type: 'customer' }],
      type: 'customer',
      version: 'ru',
      currency: 'RUB',
      sum: '299.99',
      discount_sum: '29.99',
      sum_with_discount: '270.00',
      lines_count: 2,
      moysklad_ui_href: null,
      store: { id: outlet, name: 'Точка на Ленина' },
      invoice_id: null,
    });
    expect(order.lines).toEqual([
      {
        product_id: a.id,
        code: a.code,
        name: 'Закат в горах',
        quantity: 2,
        price: '100.00',
        price_with_discount: '90.00',
        sum: '200.00',
        sum_with_discount: '180.00',
      },
      {
        product_id: b.id,
        code: b.code,
        name: b.nameRu,
        quantity: 3,
        price: '33.33',
        price_with_discount: '30.00',
        sum: '99.99',
        sum_with_discount: '90.00',
      },
    ]);
    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(2);
    expect(await basketOf(me.id)).toEqual([]);

    await t.db.execute(sql`update product_prices set wholesale = 500 where product_id = ${a.id}`);
    const again = await t.call('GET', `/api/v0/orders/${order.uuid}`, { token: me.token });
    expect(again.status).toBe(200);
    expect(again.body.data.lines[0]).toMatchObject({ price: '100.00', price_with_discount: '90.00' });
    expect(again.body.data.sum).toBe('299.99');
    // The answer is built from what the transaction wrote, not read back: it must equal the read.
    expect(again.body.data).toEqual(res.body);
    // The audit log has the step (docs/rules.md#audit): who placed it, its name and sum.
    const audit = await queryRows<{ user_id: number; action: string; changes: unknown }>(
      t.db,
      sql`select user_id, action, changes from audit_log where entity = 'order' and entity_id = ${order.uuid}`,
    );
    expect(audit).toEqual([
      { user_id: me.id, action: 'create', changes: { name: order.name, sum: '299.99', currency: 'RUB' } },
    ]);
  });

  it('stores whether each line came from an auto order, as its basket line did', async () => {
    const me = await customer();
    const auto = await product(10);
    const byHand = await product(10);
    await addBasketLine({
      db: t.db,
      userId: me.id,
      storeId: outlet,
      productId: auto.id,
      count: 2,
      fromAutoOrder: true,
    });
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: byHand.id, count: 1 });
    const res = await send({ token: me.token });
    expect(res.status).toBe(201);
    const lines = await queryRows<{ product_id: number; from_auto_order: boolean }>(
      t.db,
      sql`select l.product_id, l.from_auto_order from order_lines l join orders o on o.id = l.order_id
        where o.uuid = ${res.body.uuid} order by l.product_id`,
    );
    expect(lines).toEqual([
      { product_id: auto.id, from_auto_order: true },
      { product_id: byHand.id, from_auto_order: false },
    ]);
  });

  it('keeps the delivery data sent with the order', async () => {
    const me = await customer();
    const lookups = await createDeliveryLookups({ db: t.db });
    const contact = await createContact({ db: t.db, userId: me.id });
    const p = await product(3);
    await fill(me.id, [[p.id, 1]]);
    const order_comment = {
      comment: '  Звонить за час  ',
      method: lookups.method,
      country: lookups.russia,
      city: lookups.moscow,
      service: lookups.service,
      address: 'г. Москва, ул. Тверская, 1',
      contact: contact.id,
    };
    const res = await send({ token: me.token, body: { order_comment } });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toEqual({ ...order_comment, comment: 'Звонить за час' });
    // The contact person by name, for the buyer and for staff (never an id to look up).
    const person = { full_name: contact.fullName, position: null, phone: contact.phone };
    expect(res.body.contact_person).toEqual(person);
    const manager = await customer({ groups: ['manager'], stores: [] });
    const read = await t.call('GET', `/api/v0/orders/${res.body.uuid}`, { token: manager.token });
    expect(read.body.data.contact_person).toEqual(person);
    // Deleted from the profile since: the order keeps the id, the name is gone.
    await t.db.execute(sql`delete from contacts where id = ${contact.id}`);
    const after = await t.call('GET', `/api/v0/orders/${res.body.uuid}`, { token: manager.token });
    expect(after.body.data).toMatchObject({ delivery: { contact: contact.id }, contact_person: null });
  });

  it("keeps the buyer's reference and delivery day on the order, its list row and a replay; refuses a day before tomorrow or a year out (docs/rules.md#order-reference)", async () => {
    const me = await customer();
    const p = await product(5);
    await fill(me.id, [[p.id, 1]]);
    const today = todayIn(VERSION_TIME_ZONE.ru);
    for (const [day, text] of [
      [today, 'Дата доставки — не раньше завтрашнего дня'],
      [addDays(today, DELIVERY_DATE_MAX_DAYS + 1), 'Дата доставки — не дальше чем через год'],
    ] as const) {
      const refused = await send({ token: me.token, body: { order_comment: {}, delivery_date: day } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ delivery_date: [text] });
    }
    expect(await countUserOrders(t.db, me.id)).toBe(0);
    const tooLong = await send({ token: me.token, body: { order_comment: {}, reference: 'x'.repeat(51) } });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(['reference']);

    const body = { order_comment: {}, reference: '  PO-4711 ', delivery_date: addDays(today, 3) };
    const sent = await send({ token: me.token, key: 'po-1', body });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ reference: 'PO-4711', delivery_date: addDays(today, 3) });
    expect((await send({ token: me.token, key: 'po-1', body })).status).toBe(200);
    const otherDay = await send({
      token: me.token,
      key: 'po-1',
      body: { ...body, delivery_date: addDays(today, 4) },
    });
    expect(Object.keys(otherDay.body.errors)).toEqual(['idempotency_key']);
    const listed = await t.call('GET', '/api/v0/orders', { token: me.token });
    expect(listed.body.data[0]).toMatchObject({ reference: 'PO-4711', delivery_date: addDays(today, 3) });
  });

  it('answers 422 ORDER_STOCK_EXCEEDED with error, names the products and changes nothing', async () => {
    const me = await customer();
    const fine = await product(5);
    const short = await product(2, '100.00', { nameRu: 'Ловец снов «Перо»' });
    await fill(me.id, [
      [fine.id, 1],
      [short.id, 3],
    ]);
    const res = await send({ token: me.token });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ORDER_STOCK_EXCEEDED');
    expect(res.body.error).toBe(res.body.message);
    expect(res.body.message).toContain('Ловец снов «Перо»');
    expect(res.body.message).toContain(short.code);
    expect(res.body.message).not.toContain(fine.code);
    expect(await stockOf(fine.id)).toBe(5);
    expect(await stockOf(short.id)).toBe(2);
    expect(await basketOf(me.id)).toHaveLength(2);
    expect(await countUserOrders(t.db, me.id)).toBe(0);
  });

  it('answers 422 naming every over-stock line with the stock left (none without a stock row) and changes nothing', async () => {
    const me = await customer();
    const fine = await product(5);
    const short = await product(1);
    const unstocked = await createProduct({
      db: t.db,
      categoryId,
      prices: [{ currency: 'RUB', wholesale: '10.00', retail: '20.00' }],
    });
    await fill(me.id, [
      [fine.id, 2],
      [short.id, 3],
      [unstocked.id, 1],
    ]);
    await t.db.execute(sql`update baskets set last_basket_uuid = '00000000-0000-4000-8000-00000000000a'
      where user_id = ${me.id}`);
    const res = await t.call('POST', '/api/v0/order/send', {
      token: me.token,
      body: { order_comment: {} },
      headers: { 'x-basket-uuid': '00000000-0000-4000-8000-00000000000b' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('ORDER_STOCK_EXCEEDED');
    expect(res.body.message).toContain(`(${short.code}) — в корзине 3 шт., на складе 1 шт.`);
    expect(res.body.message).toContain(`(${unstocked.code}) — в корзине 1 шт., на складе 0 шт.`);
    expect(res.body.message).not.toContain(fine.code);
    expect(await stockOf(fine.id)).toBe(5);
    expect(await stockOf(short.id)).toBe(1);
    expect(await basketOf(me.id)).toHaveLength(3);
    const [basket] = await queryRows<{ uuid: string }>(
      t.db,
      sql`select last_basket_uuid::text as uuid from baskets where user_id = ${me.id}`,
    );
    expect(basket!.uuid).toBe('00000000-0000-4000-8000-00000000000a');
    expect(await countUserOrders(t.db, me.id)).toBe(0);
    const [lines] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_lines where product_id in (${fine.id}, ${short.id}, ${unstocked.id})`,
    );
    expect(lines!.n).toBe(0);
  });

  it('answers 422 for an empty basket, with or without a basket row', async () => {
    const me = await customer();
    const none = await send({ token: me.token });
    expect(none.status).toBe(422);
    expect(none.body.error).toBe(none.body.message);
    const p = await product(1);
    await fill(me.id, [[p.id, 1]]);
    await t.db.execute(sql`delete from basket_lines where product_id = ${p.id}`);
    const empty = await send({ token: me.token });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toMatch(/Корзина пуста/);
    expect(await countUserOrders(t.db, me.id)).toBe(0);
  });

  it('answers 422 with errors.address over 255 characters and errors for unknown ids, changing nothing', async () => {
    const me = await customer();
    const p = await product(4);
    await fill(me.id, [[p.id, 2]]);
    const res = await send({
      token: me.token,
      body: { order_comment: { address: 'д'.repeat(256), method: 999_999, contact: 999_999 } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['address', 'contact', 'method']);
    expect(res.body.errors.address[0]).toMatch(/255/);
    expect(res.body.error).toBe(res.body.message);
    expect(await stockOf(p.id)).toBe(4);
    expect(await basketOf(me.id)).toHaveLength(1);
    const ok = await send({ token: me.token, body: { order_comment: { address: 'д'.repeat(255) } } });
    expect(ok.status).toBe(201);
  });

  it('orders once when a request is retried with the same Idempotency-Key', async () => {
    const me = await customer();
    const p = await product(10);
    await fill(me.id, [[p.id, 4]]);
    const first = await send({ token: me.token, key: 'checkout-1' });
    expect(first.status).toBe(201);
    const retry = await send({ token: me.token, key: 'checkout-1' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.uuid).toBe(first.body.uuid);
    expect(await countUserOrders(t.db, me.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(6);
  });

  it('refuses the same Idempotency-Key with a different request: other delivery data or another basket (422)', async () => {
    const me = await customer();
    const p = await product(10);
    const q = await product(10);
    await fill(me.id, [[p.id, 2]]);
    expect(
      (await send({ token: me.token, key: 'reuse-1', body: { order_comment: { comment: 'до 18:00' } } }))
        .status,
    ).toBe(201);
    // Another comment with the same key.
    const otherBody = await send({
      token: me.token,
      key: 'reuse-1',
      body: { order_comment: { comment: 'после 18:00' } },
    });
    expect(otherBody.status).toBe(422);
    expect(Object.keys(otherBody.body.errors)).toEqual(['idempotency_key']);
    // A new basket with the same key and the same body.
    await fill(me.id, [[q.id, 1]]);
    const otherBasket = await send({
      token: me.token,
      key: 'reuse-1',
      body: { order_comment: { comment: 'до 18:00' } },
    });
    expect(otherBasket.status).toBe(422);
    expect(await countUserOrders(t.db, me.id)).toBe(1);
    expect(await stockOf(q.id)).toBe(10);
    expect(await basketOf(me.id)).toHaveLength(1);
  });

  it('orders once for concurrent requests with the same Idempotency-Key', async () => {
    const me = await customer();
    const p = await product(10);
    await fill(me.id, [[p.id, 3]]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => send({ token: me.token, key: 'double-click' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.uuid)).size).toBe(1);
    expect(await countUserOrders(t.db, me.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(7);
  });

  it('orders once for concurrent sends of one basket without a key; the others find it empty', async () => {
    const me = await customer();
    const p = await product(10);
    await fill(me.id, [[p.id, 2]]);
    const results = await Promise.all(Array.from({ length: 4 }, () => send({ token: me.token })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.message).toMatch(/Корзина пуста/);
    expect(await countUserOrders(t.db, me.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(8);
  });

  it('writes nothing when the basket no longer holds the lines that were read', async () => {
    const me = await customer();
    const p = await product(10);
    await fill(me.id, [[p.id, 3]]);
    const [basket] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from baskets where user_id = ${me.id}`,
    );
    const ctx = testContext({ id: me.id, uuid: me.uuid, groups: ['warehouse'], currentStoreId: outlet });
    const stale = {
      currency: 'RUB',
      product_id: p.id,
      code: p.code,
      name: p.nameRu,
      price: '100.00',
      pack_multiple: 1,
    };
    const place = async (count: number) => {
      const placed = await writeOrder(ctx, {
        db: t.db,
        basketId: basket!.id,
        lines: [{ ...stale, count, price_with_discount: '100.00' }],
        delivery: mergeDelivery({}),
        details: { reference: null, deliveryDate: null },
        idempotencyKey: null,
        basketUuid: null,
      });
      return { kind: typeof placed === 'string' ? placed : 'placed' };
    };
    expect((await place(2)).kind).toBe('basket-changed');
    expect(await countUserOrders(t.db, me.id)).toBe(0);
    expect(await stockOf(p.id)).toBe(10);
    expect(await basketOf(me.id)).toEqual([{ product_id: p.id, basket_count: 3 }]);
    expect((await place(3)).kind).toBe('placed');
    expect(await stockOf(p.id)).toBe(7);
  });

  it('orders once for the same key from baskets of different stores; the other basket is refused (422), untouched', async () => {
    const second = (await createStore({ db: t.db, isRetail: true })).id;
    const me = await customer({ stores: [outlet, second] });
    const a = await product(5);
    const b = await product(5);
    await fill(me.id, [[a.id, 1]], outlet);
    await fill(me.id, [[b.id, 1]], second);
    const from = (currentStoreId: number) =>
      sendOrder(testContext({ id: me.id, uuid: me.uuid, groups: ['warehouse'], currentStoreId }), {
        db: t.db,
        delivery: {},
        idempotencyKey: 'two-tabs',
        basketUuid: null,
      });
    const results = await Promise.allSettled([from(outlet), from(second)]);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(placed.map((r) => r.value.replayed)).toEqual([false]);
    expect(refused.map((r) => (r.reason as { status: number }).status)).toEqual([422]);
    expect(await countUserOrders(t.db, me.id)).toBe(1);
    expect((await stockOf(a.id))! + (await stockOf(b.id))!).toBe(9);
  });

  it('lets exactly one of two customers racing for the last units order, never taking stock below zero', async () => {
    const p = await product(3);
    const racers = [await customer(), await customer()];
    for (const r of racers) await fill(r.id, [[p.id, 3]]);
    const results = await Promise.all(racers.map((r) => send({ token: r.token })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await stockOf(p.id)).toBe(0);
  });

  it('gives the last units to exactly one of many racers; the others get 422 and lower nothing', async () => {
    const last = await product(3);
    const plenty = await product(100);
    const racers = await Promise.all(Array.from({ length: 6 }, () => customer()));
    for (const r of racers)
      await fill(r.id, [
        [plenty.id, 5],
        [last.id, 3],
      ]);
    const results = await Promise.all(racers.map((r) => send({ token: r.token })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const lost of results.filter((r) => r.status === 422)) {
      expect(lost.body.code).toBe('ORDER_STOCK_EXCEEDED');
      expect(lost.body.message).toContain(last.code);
      expect(lost.body.message).not.toContain(plenty.code);
    }
    expect(await stockOf(last.id)).toBe(0);
    expect(await stockOf(plenty.id)).toBe(95);
  });

  it('never deadlocks when many customers send baskets sharing products, and takes exactly what was ordered', async () => {
    const shared = await Promise.all(Array.from({ length: 6 }, () => product(100)));
    const racers = await Promise.all(Array.from({ length: 12 }, () => customer()));
    const taken = new Map<number, number>();
    for (const [i, r] of racers.entries()) {
      // Each basket holds 4 of the 6 products, starting at a different one.
      const lines = Array.from({ length: 4 }, (_, k): [number, number] => [
        shared[(i + k * 5) % 6]!.id,
        1 + ((i + k) % 3),
      ]);
      for (const [id, count] of lines) taken.set(id, (taken.get(id) ?? 0) + count);
      await fill(r.id, lines);
    }
    const results = await Promise.all(racers.map((r) => send({ token: r.token })));
    expect(results.map((r) => r.status)).toEqual(racers.map(() => 201));
    for (const p of shared) expect(await stockOf(p.id)).toBe(100 - (taken.get(p.id) ?? 0));
  });

  it('serves as many customers as the stock allows when many race over the same products in any order', async () => {
    const a = await product(7);
    const b = await product(7);
    const racers = await Promise.all(Array.from({ length: 8 }, () => customer()));
    for (const [i, r] of racers.entries())
      await fill(
        r.id,
        i % 2
          ? [
              [b.id, 2],
              [a.id, 2],
            ]
          : [
              [a.id, 2],
              [b.id, 2],
            ],
      );
    const results = await Promise.all(racers.map((r) => send({ token: r.token })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(await stockOf(a.id)).toBe(1);
    expect(await stockOf(b.id)).toBe(1);
  });

  it('answers 403 to a viewer without a group and 401 to an anonymous caller', async () => {
    const viewer = await customer({ groups: [] });
    const res = await send({ token: viewer.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(res.body.message);
    expect((await t.call('POST', '/api/v0/order/send', { body: { order_comment: {} } })).status).toBe(401);
  });

  it('marks a staff order as an inner order, without a stock-system link before МойСклад has it', async () => {
    const manager = await customer({ groups: ['manager'] });
    const p = await product(3);
    await fill(manager.id, [[p.id, 1]]);
    const res = await send({ token: manager.token });
    expect(res.status).toBe(201);
    expect(res.body.attributes).toEqual([{ type: 'store' }]);
    expect(res.body.moysklad_ui_href).toBeNull();
  });

  it('orders from warehouse 56 in euros with English names in the English version', async () => {
    const eu = await createStore({ db: t.db, isRetail: true, currency: 'EUR', version: 'en' });
    const me = await customer({ stores: [eu.id] });
    const p = await product(4, '100.00', { nameEn: 'Sunset kit' });
    await fill(me.id, [[p.id, 2]], eu.id);
    const res = await send({ token: me.token, version: 'en' });
    expect(res.status).toBe(201);
    expect(res.body.name).toMatch(/^O-\d{6,}$/);
    expect(res.body).toMatchObject({ currency: 'EUR', version: 'en', sum: '5.00' });
    expect(res.body.lines[0].name).toBe('Sunset kit');
    expect(await stockOf(p.id, 56)).toBe(2);
    expect(await stockOf(p.id, 1)).toBe(4);
  });
});
