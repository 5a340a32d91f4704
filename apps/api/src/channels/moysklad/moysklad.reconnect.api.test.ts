import { type MoyskladConnection, MoyskladConnectionResponse, MoyskladOptionsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFakeAccount, type FakeMoysklad, startFakeMoysklad } from './fake';

/**
 * Disconnect and connect again (docs/moysklad.md §Connect): the token and the webhooks go, the
 * mapping, cursors and runs stay; the same account connected again goes on where it was, its
 * webhooks registered again; another account starts afresh.
 */

const TOKEN = 'ms-reconnect-token-0123456789';
let fake: FakeMoysklad;
let other: FakeMoysklad;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeMoysklad({
    token: TOKEN,
    account: createFakeAccount({ products: 8, retailStores: 1, salePositions: 10, seed: 5 }),
  });
  t = await createTestApp({ MOYSKLAD_API_URL: fake.apiUrl });
  t.app.config.PUBLIC_URL = t.ruUrl;
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const owner = await createUser({ db: t.db });
  await createCounterpartyRow({ db: t.db, legalName: 'ООО «Сеть»', users: [owner.user.id], stores: [] });
  admin = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['admin'] })).user.id);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await other?.close();
});

const api = (method: string, path: string, body?: unknown) =>
  t.call(method, `/api/v0/services/moysklad${path}`, { token: admin, body, headers: ANY_VERSION });
const connection = async (): Promise<MoyskladConnection> =>
  MoyskladConnectionResponse.parse((await api('GET', '')).body).data;
const webhookCount = () => fake.account.webhooks.size;

describe('disconnect and connect again', () => {
  it('keeps the mapping, cursors and runs of the same account and registers its webhooks again', async () => {
    expect((await api('POST', '', { access_token: TOKEN })).status).toBe(201);
    const options = MoyskladOptionsResponse.parse((await api('GET', '/options')).body).data;
    expect((await api('PUT', '/mapping', options.suggested)).status).toBe(200);
    await t.app.jobs.runDue({ periodic: false });
    const before = await connection();
    expect(before.runs.map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect(webhookCount()).toBeGreaterThan(0);

    const gone = await api('DELETE', '');
    expect(gone.status).toBe(200);
    expect(await connection()).toMatchObject({ account: null, mapping: null, runs: [] });
    expect(webhookCount()).toBe(0);
    const [row] = await queryRows<{ token_sealed: string }>(
      t.db,
      sql`select token_sealed from moysklad_accounts`,
    );
    expect(row!.token_sealed).toBe('');
    // Not connected: the sync is refused, a webhook finds nobody.
    expect((await api('POST', '/sync', {})).status).toBe(404);

    expect((await api('POST', '', { access_token: TOKEN })).status).toBe(201);
    const again = await connection();
    expect(again.mapping).toEqual(before.mapping);
    expect(again.runs.map((r) => r.id)).toEqual(before.runs.map((r) => r.id));
    expect(again.webhooks).toEqual({ registered: true, reason: null });
    expect(webhookCount()).toBeGreaterThan(0);
    // Nothing new to read: the cursors were kept.
    expect((await api('POST', '/sync', {})).status).toBe(202);
    await t.app.jobs.runDue({ periodic: false });
    for (const run of (await connection()).runs)
      expect(run, run.kind).toMatchObject({ status: 'done', mode: 'incremental', created: 0, updated: 0 });
  });

  it('starts afresh with another account', async () => {
    other = await startFakeMoysklad({ token: TOKEN, account: createFakeAccount({ products: 2, seed: 6 }) });
    expect((await api('DELETE', '')).status).toBe(200);
    t.app.config.MOYSKLAD_API_URL = other.apiUrl;
    expect((await api('POST', '', { access_token: TOKEN })).status).toBe(201);
    expect((await connection()).mapping).toBeNull();
  });
});
