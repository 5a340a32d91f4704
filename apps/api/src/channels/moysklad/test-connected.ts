import { MoyskladConnectionResponse, MoyskladOptionsResponse } from '@kits/contract';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFakeAccount, type FakeMoysklad, startFakeMoysklad } from './fake';

/** A test app connected to a fake МойСклад, mapped with the suggestions and synced once (API tests). */
export type ConnectedWorld = {
  t: TestApp;
  fake: FakeMoysklad;
  admin: string;
  /** The franchise counterparty's user: the new outlets are linked to them, the first is their current store. */
  owner: { token: string; userId: number };
  /** МойСклад warehouse id → our store id (main stores 1/56 included). */
  stores: Map<string, number>;
  /** Runs every due job until none is due. */
  runJobs: () => Promise<number>;
  close: () => Promise<void>;
};

export const FAKE_TOKEN = 'ms-test-token-0123456789';

/** The fake МойСклад and an app pointed at it, before connecting: main stores, a franchise counterparty with one warehouse-level user, an admin. */
export async function fakeWorld(
  options: { products?: number; salePositions?: number } = {},
): Promise<Omit<ConnectedWorld, 'stores'>> {
  const fake = await startFakeMoysklad({
    token: FAKE_TOKEN,
    account: createFakeAccount({
      products: options.products ?? 24,
      retailStores: 2,
      salePositions: options.salePositions ?? 80,
      seed: 11,
    }),
  });
  const t = await createTestApp({ MOYSKLAD_API_URL: fake.apiUrl });
  // The fake posts its webhooks to our public URL, known once the app listens.
  t.app.config.PUBLIC_URL = t.ruUrl;
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const user = await createUser({ db: t.db, groups: ['warehouse'] });
  await createCounterpartyRow({ db: t.db, legalName: 'ООО «Франшиза»', users: [user.user.id], stores: [] });
  return {
    t,
    fake,
    admin: await t.app.tokens.sign((await createUser({ db: t.db, groups: ['admin'] })).user.id),
    owner: { token: await t.app.tokens.sign(user.user.id), userId: user.user.id },
    runJobs: () => t.app.jobs.runDue({ periodic: false }),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

/** `fakeWorld`, connected, mapped with the suggestions and synced once. */
export async function connectedWorld(
  options: { products?: number; salePositions?: number } = {},
): Promise<ConnectedWorld> {
  const world = await fakeWorld(options);
  const call = (method: string, path: string, body?: unknown) =>
    world.t.call(method, `/api/v0/services/moysklad${path}`, {
      token: world.admin,
      body,
      headers: ANY_VERSION,
    });
  if ((await call('POST', '', { access_token: FAKE_TOKEN })).status !== 201)
    throw new Error('connect failed');
  const suggested = MoyskladOptionsResponse.parse((await call('GET', '/options')).body).data.suggested;
  const saved = MoyskladConnectionResponse.parse((await call('PUT', '/mapping', suggested)).body).data;
  await world.runJobs();
  const stores = new Map<string, number>();
  for (const s of saved.mapping!.stores) {
    if (s.target === 'outlet') stores.set(s.moysklad_store_id, s.store_id!);
    else if (s.target === 'main-ru') stores.set(s.moysklad_store_id, 1);
  }
  return { ...world, stores };
}
