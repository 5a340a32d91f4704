import { afterAll, beforeAll, describe, it } from 'vitest';
import { type FreshnessSetup, freshnessScenarios } from '../../test/catalog-freshness';
import { createCategory } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A change is visible on the very next catalogue request (docs/rules.md#catalogue-read-path): stock
 * after an order, a basket change, a staff price, name or picture edit, a favourite, an import —
 * on one process (the two-process twin is in durability/two-processes.api.test.ts).
 */
let t: TestApp;
let setup: FreshnessSetup;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const outlet = (await createStore({ db: t.db, isRetail: true })).id;
  const manager = (await createUser({ db: t.db, groups: ['manager'], stores: [1] })).user;
  const customer = (await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] })).user;
  setup = {
    db: t.db,
    outlet,
    writer: t.call,
    writerUrl: t.ruUrl,
    reader: t.call,
    manager: await t.app.tokens.sign(manager.id),
    customer: await t.app.tokens.sign(customer.id),
    categoryId: (await createCategory({ db: t.db })).id,
    runJobs: () => t.app.jobs.runDue({ periodic: false }),
  };
});
afterAll(() => t?.close());

describe('catalogue freshness on one process', () => {
  for (const [name, scenario] of Object.entries(freshnessScenarios)) it(name, () => scenario(setup));
});
