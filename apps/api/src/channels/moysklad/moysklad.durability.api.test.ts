import { MoyskladConnectionResponse, MoyskladOptionsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client';
import { createDurableDatabase, type DurableDatabase } from '../../test/durable-database';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { httpClient, signIn } from '../../test/http-client';
import { ANY_VERSION } from '../../test/record-versions';
import { type ServerProcess, startServer } from '../../test/server-process';
import { createFakeAccount, type FakeMoysklad, startFakeMoysklad } from './fake';

/**
 * The sync in real server processes (docs/moysklad.md §Runs): a server SIGKILLed in the middle of
 * the first sync leaves a run that the next server resumes, ending with every product and sales
 * line once; one SIGKILLed while it delivers orders leaves them to the next, each order becoming
 * one customer order there (docs/moysklad.md §Orders out); and two servers on one PostgreSQL run a
 * requested sync once between them.
 */
const TOKEN = 'ms-durability-token';
const onPostgres = process.env.TEST_DB === 'postgres';

let store: DurableDatabase;
let database: Database;
let fake: FakeMoysklad;
let admin: { username: string; password: string };
const servers: ServerProcess[] = [];

beforeAll(async () => {
  // Slow answers: the first sync takes long enough to be killed in the middle.
  fake = await startFakeMoysklad({
    token: TOKEN,
    latencyMs: 15,
    account: createFakeAccount({ products: 160, retailStores: 2, salePositions: 400, seed: 5 }),
  });
  store = await createDurableDatabase();
  database = await store.open();
  await createStore({ db: database.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: database.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const owner = await createUser({ db: database.db, groups: ['warehouse'] });
  await createCounterpartyRow({ db: database.db, users: [owner.user.id], stores: [] });
  const made = await createUser({ db: database.db, groups: ['admin'] });
  admin = { username: made.user.username, password: made.password };
  // PGlite is one process's folder: the servers open it themselves.
  if (store.kind === 'pglite') await database.close();
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  if (store?.kind === 'postgres') await database?.close();
  await store?.drop();
  await fake?.close();
});

// No poll during the test: only the runs it asks for.
const env = () => ({ ...store.env, MOYSKLAD_API_URL: fake.apiUrl, MOYSKLAD_POLL_SECONDS: '3600' });
const start = async () => {
  const server = await startServer({ env: env() });
  servers.push(server);
  return server;
};

/** Runs a statement on the database (opening the PGlite folder only while no server holds it). */
async function read<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  if (store.kind === 'postgres') return queryRows<T>(database.db, query);
  const db = await store.open();
  try {
    return await queryRows<T>(db.db, query);
  } finally {
    await db.close();
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The runs as the page shows them, through `server`. */
async function runs(server: ServerProcess, token: string) {
  const res = await httpClient(server.url)('GET', '/api/v0/services/moysklad', { token });
  return MoyskladConnectionResponse.parse(res.body).data.runs;
}
const allDone = async (server: ServerProcess, token: string) => {
  const list = await runs(server, token);
  return list.length === 3 && list.every((r) => r.status === 'done');
};

describe('SIGKILL in the middle of the first sync', () => {
  it('is resumed by the next server, with every product and sales line once', async () => {
    const first = await start();
    const token = await signIn(first.url, admin.username, admin.password);
    const call = httpClient(first.url);
    expect(
      (await call('POST', '/api/v0/services/moysklad', { token, body: { access_token: TOKEN } })).status,
    ).toBe(201);
    const options = MoyskladOptionsResponse.parse(
      (await call('GET', '/api/v0/services/moysklad/options', { token })).body,
    );
    expect(
      (
        await call('PUT', '/api/v0/services/moysklad/mapping', {
          token,
          body: options.data.suggested,
          headers: ANY_VERSION,
        })
      ).status,
    ).toBe(200);
    // Killed once the catalogue run has written some of its items.
    await waitFor(async () => {
      const list = await runs(first, token);
      const catalogue = list.find((r) => r.kind === 'catalogue');
      return (catalogue?.progress?.done ?? 0) >= 40;
    });
    await first.kill();
    // The lease of the killed run would run out in 30 s; let it run out now.
    await read(sql`update jobs set locked_until = now() where status = 'running' returning id`);
    const second = await start();
    const again = await signIn(second.url, admin.username, admin.password);
    await waitFor(() => allDone(second, again));
    await second.kill();

    const account = fake.account;
    const [products] = await read<{ n: number; keys: number }>(
      sql`select count(*)::int as n, count(distinct external_key)::int as keys from products where external_key like 'moysklad:%'`,
    );
    expect(products).toEqual({ n: account.assortmentTypes.size, keys: account.assortmentTypes.size });
    const [lines] = await read<{ n: number }>(
      sql`select count(*)::int as n from sales where external_id like 'ms:%'`,
    );
    expect(lines!.n).toBe(account.demands.all().reduce((n, d) => n + d.positions.length, 0));
    const [attempts] = await read<{ attempts: number }>(
      sql`select max(attempts)::int as attempts from jobs where kind = 'moysklad.catalogue'`,
    );
    expect(attempts!.attempts).toBe(2);
  }, 180_000);
});

describe('SIGKILL in the middle of orders out', () => {
  it('is finished by the next server, each order becoming one customer order there', async () => {
    // The first test connected and mapped the account (orders on, as suggested) and synced it.
    const db = store.kind === 'postgres' ? database : await store.open();
    const placed: string[] = [];
    try {
      const [owner] = await queryRows<{ id: number }>(
        db.db,
        sql`select id from users where counterparty_id is not null order by id limit 1`,
      );
      const products = await queryRows<{ id: number; code: string }>(
        db.db,
        sql`select id, code from products where external_key like 'moysklad:%' and source_href like '%#good/%'
            order by id limit 3`,
      );
      for (let i = 0; i < 60; i++) {
        const order = await createOrder({
          db: db.db,
          userId: owner!.id,
          storeId: 1,
          lines: products.map((p, n) => ({
            productId: p.id,
            code: p.code,
            quantity: n + 1,
            price: '250.00',
          })),
        });
        placed.push(order.uuid);
      }
    } finally {
      if (store.kind === 'pglite') await db.close();
    }
    const there = () => fake.account.customerOrders.all().filter((o) => placed.includes(o.externalCode));
    const first = await start();
    // Killed while it delivers: some orders are there, not all.
    await waitFor(async () => there().length >= 5);
    await first.kill();
    const atKill = there().length;
    expect(atKill).toBeLessThan(placed.length);
    await read(sql`update jobs set locked_until = now() where status = 'running' returning id`);
    const second = await start();
    await waitFor(async () => there().length >= placed.length, 60_000);
    // The last delivered run has linked its orders before the server goes.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await second.kill();

    // Each order once there, with its three positions, and linked here to that one.
    const made = there();
    expect(new Set(made.map((o) => o.externalCode)).size).toBe(placed.length);
    expect(made).toHaveLength(placed.length);
    expect(made.every((o) => o.positions.length === 3)).toBe(true);
    const linked = await read<{ uuid: string; moysklad_id: string | null }>(
      sql`select uuid::text, moysklad_id::text from orders where uuid = any(${`{${placed.join(',')}}`}::uuid[])`,
    );
    const byCode = new Map(made.map((o) => [o.externalCode, o.id]));
    expect(linked.every((o) => o.moysklad_id === byCode.get(o.uuid))).toBe(true);
  }, 180_000);
});

describe.skipIf(!onPostgres)('two servers on one PostgreSQL (TEST_DB=postgres only)', () => {
  it('run a requested sync once between them', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const token = await signIn(a.url, admin.username, admin.password);
    const since = fake.requests.length;
    const [{ at } = { at: '' }] = await read<{ at: string }>(sql`select now()::text as at`);
    const res = await httpClient(a.url)('POST', '/api/v0/services/moysklad/sync', {
      token,
      body: { full: true },
    });
    expect(res.status).toBe(202);
    await waitFor(() => allDone(b, token));
    const jobs = await read<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from jobs where kind like 'moysklad.%' and created_at >= ${at}::timestamptz
          and kind <> 'moysklad.poll' group by kind order by kind`,
    );
    expect(jobs).toEqual([
      { kind: 'moysklad.catalogue', n: 1 },
      { kind: 'moysklad.sales', n: 1 },
      { kind: 'moysklad.stock', n: 1 },
    ]);
    const folderReads = fake.requests.slice(since).filter((r) => r.path === 'entity/productfolder');
    expect(folderReads).toHaveLength(1);
  }, 120_000);
});
