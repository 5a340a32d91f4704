import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateYmlFeed } from '../catalogue/import/yml.generate';
import { queryRows } from '../db/client';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { createStore, createUser } from '../test/factories/users';
import { httpClient, signIn } from '../test/http-client';
import { type ServerProcess, startServer } from '../test/server-process';

/**
 * An uploaded catalogue import killed mid-way resumes on the job runner (docs/import.md#jobs,
 * docs/security.md#durability): the real server in a child process on PGlite or PostgreSQL
 * (TEST_DB) imports a 2,300-offer feed in batches of 500; SIGKILL once a batch is in; customers
 * see whole batches only; the restarted server takes the job over after its lease, goes on from
 * the last whole batch, shows it "interrupted → resumed", writes every product once and removes
 * the uploaded file.
 */
const OFFERS = 2300;
const env = { AUTH_SECRET: 'durability-test-secret-0123456789abcdef', JOB_LEASE_SECONDS: '2' };

let store: DurableDatabase;
let server: ServerProcess | undefined;
let manager: { login: string; password: string };
let feed: Buffer;

beforeAll(async () => {
  store = await createDurableDatabase();
  const database = await store.open();
  await createStore({ db: database.db, id: 1, name: 'Склад', currency: 'RUB' });
  const { user, password } = await createUser({ db: database.db, groups: ['manager'] });
  manager = { login: user.username, password };
  await database.close();
  // No pictures: nothing to fetch from the network.
  const yml = await text(generateYmlFeed({ offers: OFFERS, seed: 27 }));
  feed = Buffer.from(yml.replace(/<picture>[^<]*<\/picture>/g, ''));
});

afterAll(async () => {
  await server?.kill();
  await store?.drop();
});

async function upload(url: string, token: string) {
  const form = new FormData();
  form.append('file', new Blob([feed]), 'resume-feed.xml');
  const res = await fetch(`${url}/api/v0/services/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const waitFor = async <T>(probe: () => Promise<T | undefined>, ms: number, what: string): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('SIGKILL during an uploaded import', () => {
  it('resumes from its last whole batch after a restart: every product once, the file removed', async () => {
    server = await startServer({ env: { ...store.env, ...env }, timeoutMs: 180_000 });
    let token = await signIn(server.url, manager.login, manager.password);
    const id = await upload(server.url, token);
    const job = (url: string) =>
      httpClient(url)('GET', `/api/v0/services/import/${id}`, { token }).then((res) => res.body.data);
    await waitFor(
      async () => ((await job(server!.url)).progress?.created >= 500 ? true : undefined),
      60_000,
      'the first batch',
    );
    await server.kill();
    server = undefined;

    const database = await store.open();
    const live = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    await database.close();
    // Customers see whole batches only.
    expect(live[0]!.n % 500).toBe(0);
    expect(live[0]!.n).toBeGreaterThanOrEqual(500);
    expect(live[0]!.n).toBeLessThan(OFFERS);

    server = await startServer({ env: { ...store.env, ...env }, timeoutMs: 180_000 });
    token = await signIn(server.url, manager.login, manager.password);
    const done = await waitFor(
      async () => {
        const state = await job(server!.url);
        return state.status === 'done' || state.status === 'failed' ? state : undefined;
      },
      90_000,
      'the resumed import',
    );
    expect(done).toMatchObject({ status: 'done', error: null });
    // Resumed after the kill (on a loaded machine a lease running out may resume it once more).
    expect(done.resumed_count).toBeGreaterThanOrEqual(1);
    expect(done.report.rejected_count).toBe(0);
    expect(done.report.created + done.report.unchanged).toBe(OFFERS);
    // The job removes its file right after recording its end.
    const uploads = path.join(store.env.DATA_DIR, 'imports');
    const left = () => (existsSync(uploads) ? readdirSync(uploads) : []);
    await waitFor(async () => (left().length === 0 ? true : undefined), 10_000, 'the upload removed');
    expect(left()).toEqual([]);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const after = await store.open();
    try {
      const products = await queryRows<{ n: number; codes: number }>(
        after.db,
        sql`select count(*)::int as n, count(distinct external_key)::int as codes from products`,
      );
      expect(products[0]).toEqual({ n: OFFERS, codes: OFFERS });
    } finally {
      await after.close();
    }
  }, 480_000);
});
