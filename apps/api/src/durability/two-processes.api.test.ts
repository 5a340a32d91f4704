import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { type FreshnessSetup, freshnessScenarios } from '../test/catalog-freshness';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { addBasketLine } from '../test/factories/basket';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createStore, createUser } from '../test/factories/users';
import { httpClient, signIn } from '../test/http-client';
import { type ServerProcess, startServer } from '../test/server-process';

/**
 * Two server processes on one PostgreSQL (docs/rules.md#stateless, docs/security.md#durability):
 * nothing that must hold across requests lives in a process. A token revoked through one is
 * refused by the other, one Idempotency-Key sent through both at once makes one order, and sign-in
 * failures count once across both; a catalogue change written through one is on the very next page
 * read through the other (docs/rules.md#catalogue-read-path). PGlite is one process's folder, so this
 * runs on PostgreSQL only.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let store: DurableDatabase;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;
let outlet: number;
let categoryId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  store = await createDurableDatabase();
  database = await store.open();
  await createStore({ db: database.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: database.db, isRetail: true })).id;
  categoryId = (await createCategory({ db: database.db })).id;
  // Both at once, without AUTH_SECRET: they share the signing secret the first one generated.
  [a, b] = await Promise.all([startServer({ env: store.env }), startServer({ env: store.env })]);
});

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await database?.close();
  await store?.drop();
});

async function customer() {
  const { user, password } = await createUser({ db: database.db, groups: ['warehouse'], stores: [outlet] });
  return { user, password };
}

/** The catalogue freshness scenarios written through A and read through B; both signed in through A. */
async function crossProcessFreshness(): Promise<FreshnessSetup> {
  const manager = await createUser({ db: database.db, groups: ['manager'], stores: [1] });
  const { user, password } = await customer();
  return {
    db: database.db,
    outlet,
    writer: httpClient(a.url),
    writerUrl: a.url,
    reader: httpClient(b.url),
    manager: await signIn(a.url, manager.user.username, manager.password),
    customer: await signIn(a.url, user.username, password),
    categoryId,
  };
}

describe.skipIf(!onPostgres)('catalogue freshness across two processes (TEST_DB=postgres only)', () => {
  let setup: FreshnessSetup;
  beforeAll(async () => {
    if (onPostgres) setup = await crossProcessFreshness();
  });
  for (const [name, scenario] of Object.entries(freshnessScenarios)) it(name, () => scenario(setup));
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL (TEST_DB=postgres only)', () => {
  it('refuses in one process a token logged out through the other', async () => {
    const { user, password } = await customer();
    const token = await signIn(a.url, user.username, password);
    expect((await httpClient(b.url)('POST', '/api/v0/auth/me', { token })).status).toBe(200);
    expect((await httpClient(a.url)('POST', '/api/v0/auth/logout', { token })).status).toBe(200);
    expect((await httpClient(b.url)('POST', '/api/v0/auth/me', { token })).status).toBe(401);
    expect((await httpClient(a.url)('POST', '/api/v0/auth/me', { token })).status).toBe(401);
  });

  it('makes one order of one Idempotency-Key sent through both at once', async () => {
    const { user, password } = await customer();
    const product = await createProduct({
      db: database.db,
      categoryId,
      prices: [{ currency: 'RUB', wholesale: '250.00', retail: '400.00' }],
      stock: [{ storeId: 1, quantity: 10 }],
    });
    await addBasketLine({
      db: database.db,
      userId: user.id,
      storeId: outlet,
      productId: product.id,
      count: 3,
    });
    const token = await signIn(a.url, user.username, password);
    const key = randomUUID();
    const send = (url: string) =>
      httpClient(url)('POST', '/api/v0/order/send', {
        token,
        body: { order_comment: {} },
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([send(a.url), send(b.url), send(a.url), send(b.url)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.uuid)).size).toBe(1);
    const rows = await queryRows<{ orders: number; stock: number }>(
      database.db,
      sql`select (select count(*)::int from orders where user_id = ${user.id}) as orders,
        (select quantity from stock where product_id = ${product.id} and store_id = 1) as stock`,
    );
    expect(rows[0]).toEqual({ orders: 1, stock: 7 });
  });

  it('counts sign-in failures across both processes', async () => {
    const { user } = await customer();
    // One address guessing one account (its throttles: account and address, address).
    const attempt = (i: number) =>
      httpClient(i % 2 ? b.url : a.url)('POST', '/api/v0/auth/login', {
        body: { login: user.username, password: 'wrong-password' },
        headers: { 'x-forwarded-for': '198.19.77.1' },
      });
    // 30 wrong passwords at once, 15 through each process. Counted together, 10 are checked at
    // once and then one more per delay (1 s, 2 s, 4 s…: a loaded machine that spreads the 30 over
    // seconds lets a few more through); counted per process it would be at least 20.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i)));
    const checked = answers.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThan(20);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30 - checked);
    expect(refused.every((r) => Number(r.headers.get('retry-after')) >= 1)).toBe(true);
  });
});
