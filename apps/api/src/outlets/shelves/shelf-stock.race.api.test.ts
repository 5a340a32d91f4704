import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setStoreStock } from '../stock';
import { refreshShelfStock } from '.';

/**
 * The shelf-stock refresh racing a writer (docs/rules.md#shelf-stock, migration 0017): an outlet
 * already marked is written again in a transaction still open while the refresh job runs. The
 * refresh must not store figures without that write and drop the mark: it skips the mark the
 * writer holds, and after the commit the next refresh stores the written units. Two connections
 * at once: PostgreSQL only (PGlite has one).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
let outlet: number;
let product: number;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  outlet = (await createStore({ db: t.db, isRetail: true })).id;
  const category = (await createCategory({ db: t.db })).id;
  await createCapacity({ db: t.db, storeId: outlet, categoryId: category, capacity: 10 });
  product = (
    await createProduct({ db: t.db, categoryId: category, stock: [{ storeId: outlet, quantity: 3 }] })
  ).id;
  await refreshShelfStock(t.db);
});
afterAll(async () => {
  if (onPostgres) await t.close();
});

const shelfUnits = async () =>
  (
    await queryRows<{ units: number }>(
      t.db,
      sql`select coalesce(sum(quantity), 0)::int as units from shelf_stock where store_id = ${outlet}`,
    )
  )[0]!.units;

describe.skipIf(!onPostgres)('shelf-stock refresh racing a writer (TEST_DB=postgres only)', () => {
  it('never stores figures without a write still open, nor loses its mark', async () => {
    // The outlet is marked by an earlier, committed write that nobody has refreshed yet.
    await setStoreStock(t.db, { rows: [{ storeId: outlet, productId: product, quantity: 4 }] });
    let commit!: () => void;
    const written = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let wrote!: () => void;
    const hasWritten = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const writer = t.db.transaction(async (tx) => {
      await setStoreStock(tx, { rows: [{ storeId: outlet, productId: product, quantity: 7 }] });
      wrote();
      await written;
    });
    await hasWritten;
    // The refresh runs while the writer's transaction is open: it must not claim the mark.
    expect(await refreshShelfStock(t.db)).toEqual([]);
    commit();
    await writer;
    expect(await refreshShelfStock(t.db)).toEqual([outlet]);
    expect(await shelfUnits()).toBe(7);
  });
});
