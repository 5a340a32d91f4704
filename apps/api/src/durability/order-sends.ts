import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Executor, queryRows } from '../db/client';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createStore, createUser } from '../test/factories/users';
import { type CallResult, httpClient } from '../test/http-client';

/**
 * The world and the checks the order-send durability tests share (docs/security.md#durability):
 * customers filling baskets and sending orders with Idempotency-Keys against a real server, and
 * what must hold afterwards whatever happened in between (a SIGKILL, a PostgreSQL restart).
 */
export const PRODUCTS = 6;
export const STOCK = 40;
export type Customer = { login: string; password: string; token?: string };
export type Send = { customer: Customer; key: string; answer?: CallResult; error?: unknown };
export type SendWorld = { productIds: number[]; customers: Customer[] };

/** The main store, PRODUCTS products with STOCK units each, and `count` ordering customers. */
export async function createSendWorld(db: Executor, count: number): Promise<SendWorld> {
  await createStore({ db, id: 1, name: 'Склад', currency: 'RUB' });
  const category = await createCategory({ db });
  const productIds: number[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await createProduct({
      db,
      categoryId: category.id,
      prices: [{ currency: 'RUB', wholesale: `${(123.45 + i * 17.3).toFixed(2)}`, retail: '999.00' }],
      stock: [{ storeId: 1, quantity: STOCK }],
    });
    productIds.push(product.id);
  }
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const outlet = await createStore({ db, isRetail: true });
    const { user, password } = await createUser({
      db,
      groups: ['warehouse'],
      stores: [outlet.id],
      discount: i % 3 === 0 ? 7 : 0,
    });
    customers.push({ login: user.username, password });
  }
  return { productIds, customers };
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * One customer's loop until `stop()`: one to three products into the basket (one unit a call), then
 * order/send with a new key. Every send is recorded, answered or not (`error`: the call itself
 * failed); a send refused for stock empties the basket; a failed call waits a moment.
 */
export async function shop(
  world: SendWorld,
  options: { customer: Customer; url: () => string; sends: Send[]; stop: () => boolean },
) {
  const { customer, sends, stop } = options;
  const token = customer.token!;
  while (!stop()) {
    const call = httpClient(options.url());
    try {
      const lines = 1 + Math.floor(Math.random() * 3);
      for (let i = 0; i < lines; i++)
        await call('PATCH', `/api/v0/basket/increase/${pick(world.productIds)}`, { token });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const send: Send = { customer, key: randomUUID() };
    sends.push(send);
    try {
      send.answer = await call('POST', '/api/v0/order/send', {
        token,
        body: { order_comment: {} },
        headers: { 'idempotency-key': send.key },
      });
      if (send.answer.status === 422) await call('DELETE', '/api/v0/basket', { token });
      if (send.answer.status >= 500) await new Promise((resolve) => setTimeout(resolve, 50));
    } catch (err) {
      send.error = err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The sends the server confirmed (201). */
export const confirmed = (sends: Send[]) => sends.filter((s) => s.answer?.status === 201);

/** Sends again, with the same key, every send that got no answer or a 5xx; each must now be 200, 201 or 422. */
export async function retryUnanswered(url: string, sends: Send[]) {
  const call = httpClient(url);
  for (const send of sends.filter((s) => s.answer === undefined || s.answer.status >= 500)) {
    send.answer = await call('POST', '/api/v0/order/send', {
      token: send.customer.token,
      body: { order_comment: {} },
      headers: { 'idempotency-key': send.key },
    });
    expect([200, 201, 422]).toContain(send.answer.status);
  }
}

/** Every confirmed order reads back through `url` exactly as it was answered. */
export async function expectConfirmedReadBack(url: string, sends: Send[]) {
  const call = httpClient(url);
  for (const send of confirmed(sends)) {
    const res = await call('GET', `/api/v0/orders/${send.answer!.body.uuid}`, { token: send.customer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(send.answer!.body);
  }
}

/**
 * What must hold in the database afterwards: no half-written order (lines, sums of its lines, a
 * history starting with `new`); every order answered 200/201 there with its answered lines and key;
 * no order without a send; and for every product, warehouse stock + units ordered = STOCK.
 */
export async function expectOrdersWhole(db: Executor, world: SendWorld, sends: Send[]) {
  const broken = await queryRows<{ id: number }>(
    db,
    sql`select o.id from orders o
      left join lateral (select count(*)::int as n, coalesce(sum(l.sum), 0) as sum,
          coalesce(sum(l.price * l.quantity), 0) as gross,
          coalesce(sum((l.price - l.price_with_discount) * l.quantity), 0) as discount
        from order_lines l where l.order_id = o.id) l on true
      where l.n = 0 or o.sum <> l.sum or o.sum <> l.gross or o.discount_sum <> l.discount
        or not exists (select 1 from order_status_history h where h.order_id = o.id and h.status = 'new')`,
  );
  expect(broken).toEqual([]);
  const orders = await queryRows<{
    uuid: string;
    key: string;
    lines: { product_id: number; quantity: number }[];
  }>(
    db,
    sql`select o.uuid::text as uuid, o.idempotency_key as key,
        (select json_agg(json_build_object('product_id', l.product_id, 'quantity', l.quantity) order by l.product_id)
          from order_lines l where l.order_id = o.id) as lines
      from orders o`,
  );
  const byUuid = new Map(orders.map((o) => [o.uuid, o]));
  for (const send of sends.filter((s) => s.answer?.status === 201 || s.answer?.status === 200)) {
    const order = byUuid.get(send.answer!.body.uuid);
    expect(order?.key).toBe(send.key);
    type Line = { product_id: number; quantity: number };
    const lines = (send.answer!.body.lines as Line[])
      .map((l) => ({ product_id: l.product_id, quantity: l.quantity }))
      .sort((x, y) => x.product_id - y.product_id);
    expect(order!.lines).toEqual(lines);
  }
  const keys = new Set(sends.map((s) => s.key));
  expect(orders.every((o) => keys.has(o.key))).toBe(true);
  expect(new Set(orders.map((o) => o.key)).size).toBe(orders.length);
  const units = await queryRows<{ product_id: number; total: number }>(
    db,
    sql`select s.product_id, (s.quantity + coalesce((select sum(l.quantity) from order_lines l
        where l.product_id = s.product_id), 0))::int as total
      from stock s where s.store_id = 1 order by s.product_id`,
  );
  expect(units).toEqual(world.productIds.map((id) => ({ product_id: id, total: STOCK })));
}
