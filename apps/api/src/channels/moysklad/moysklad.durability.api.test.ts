import { MoyskladConnectionResponse, MoyskladOptionsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client';
import { createDurableDatabase, type DurableDatabase } from '../../test/durable-database';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser } from '../../test/factories/users';
import { httpClient, signIn } from '../../test/http-client';
import { type ServerProcess, startServer } from '../../test/server-process';
import { createFakeAccount, type FakeMoysklad, startFakeMoysklad } from './fake';

/**
 * The sync in real server processes (docs/moysklad.md §Runs): a server SIGKILLed in the middle of
 * the first sync leaves a run that the next server resumes, ending with every product and sales
 * line once; and two servers on one PostgreSQL run a requested sync once between them.
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
      (await call('PUT', '/api/v0/services/moysklad/mapping', { token, body: options.data.suggested }))
        .status,
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
