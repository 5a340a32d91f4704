import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createStore, createUser } from '../test/factories/users';
import { type CallResult, httpClient, signIn } from '../test/http-client';
import { type ServerProcess, startServer } from '../test/server-process';

/**
 * Durability of order send (docs/security.md#durability): the real server in its own process on
 * PGlite or PostgreSQL (TEST_DB), customers filling baskets and sending orders with
 * Idempotency-Keys at once, SIGKILL in the middle, a restart on the same data. Every order the
 * server confirmed is there whole, no order is half written, a retried key gives one order, and
 * warehouse stock + ordered units is what it was for every product.
 */
const PRODUCTS = 6;
const STOCK = 40;
const CUSTOMERS = 8;
/** Confirmed orders to wait for before the kill. */
const CONFIRMED_BEFORE_KILL = 12;
const env = { AUTH_SECRET: 'durability-test-secret-0123456789abcdef' };

type Customer = { login: string; password: string; token?: string };
type Send = { customer: Customer; key: string; answer?: CallResult };

let store: DurableDatabase;
let server: ServerProcess | undefined;
const productIds: number[] = [];
const customers: Customer[] = [];

beforeAll(async () => {
  store = await createDurableDatabase();
  const database = await store.open();
  const { db } = database;
  await createStore({ db, id: 1, name: 'Склад', currency: 'RUB' });
  const category = await createCategory({ db });
  for (let i = 0; i < PRODUCTS; i++) {
    const product = await createProduct({
      db,
      categoryId: category.id,
      prices: [{ currency: 'RUB', wholesale: `${(123.45 + i * 17.3).toFixed(2)}`, retail: '999.00' }],
      stock: [{ storeId: 1, quantity: STOCK }],
    });
    productIds.push(product.id);
  }
  for (let i = 0; i < CUSTOMERS; i++) {
    const outlet = await createStore({ db, isRetail: true });
    const { user, password } = await createUser({
      db,
      groups: ['warehouse'],
      stores: [outlet.id],
      discount: i % 3 === 0 ? 7 : 0,
    });
    customers.push({ login: user.username, password });
  }
  await database.close();
});

afterAll(async () => {
  await server?.kill();
  await store?.drop();
});

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * One customer's loop until `stop()`: one to three products into the basket (one unit a call), then
 * order/send with a new key. Every send is recorded, answered or not; a send refused for stock
 * empties the basket.
 */
async function shop(customer: Customer, url: string, sends: Send[], stop: () => boolean) {
  const call = httpClient(url);
  const token = customer.token!;
  while (!stop()) {
    const lines = 1 + Math.floor(Math.random() * 3);
    for (let i = 0; i < lines; i++)
      await call('PATCH', `/api/v0/basket/increase/${pick(productIds)}`, { token });
    const send: Send = { customer, key: randomUUID() };
    sends.push(send);
    send.answer = await call('POST', '/api/v0/order/send', {
      token,
      body: { order_comment: {} },
      headers: { 'idempotency-key': send.key },
    });
    if (send.answer.status === 422) await call('DELETE', '/api/v0/basket', { token });
  }
}

const confirmed = (sends: Send[]) => sends.filter((s) => s.answer?.status === 201);

describe('SIGKILL during order sends', () => {
  it('keeps every confirmed order whole, writes no half order and conserves stock + ordered units', async () => {
    server = await startServer({ env: { ...store.env, ...env } });
    for (const customer of customers)
      customer.token = await signIn(server.url, customer.login, customer.password);

    const sends: Send[] = [];
    let killed = false;
    const loops = customers.map((c) => shop(c, server!.url, sends, () => killed).catch(() => undefined));
    const deadline = Date.now() + 40_000;
    while (confirmed(sends).length < CONFIRMED_BEFORE_KILL && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await server.kill();
    await Promise.all(loops);
    const answered = confirmed(sends);
    expect(answered.length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL);
    expect(sends.every((s) => s.answer === undefined || [201, 422].includes(s.answer.status))).toBe(true);

    server = await startServer({ env: { ...store.env, ...env } });
    const call = httpClient(server.url);
    // Every confirmed order reads back exactly as it was answered.
    for (const send of answered) {
      const res = await call('GET', `/api/v0/orders/${send.answer!.body.uuid}`, {
        token: send.customer.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(send.answer!.body);
    }
    // A client retries the sends the kill left unanswered, with the same key: one order each.
    const unanswered = sends.filter((s) => s.answer === undefined);
    for (const send of unanswered) {
      send.answer = await call('POST', '/api/v0/order/send', {
        token: send.customer.token,
        body: { order_comment: {} },
        headers: { 'idempotency-key': send.key },
      });
      expect([200, 201, 422]).toContain(send.answer.status);
    }
    expect(await server.stop()).toBe(0);
    server = undefined;

    const database = await store.open();
    try {
      const { db } = database;
      // No half-written order: each has lines, its sums are the sums of its lines, and its history starts.
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
      // Every confirmed order is there with the lines it was answered with; each key made one order.
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
      // Units are neither lost nor duplicated: stock left + units ordered = stock at the start.
      const units = await queryRows<{ product_id: number; total: number }>(
        db,
        sql`select s.product_id, (s.quantity + coalesce((select sum(l.quantity) from order_lines l
            where l.product_id = s.product_id), 0))::int as total
          from stock s where s.store_id = 1 order by s.product_id`,
      );
      expect(units).toEqual(productIds.map((id) => ({ product_id: id, total: STOCK })));
    } finally {
      await database.close();
    }
  }, 120_000);
});
