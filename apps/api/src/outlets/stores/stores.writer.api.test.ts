import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureMainStore, insertStore, insertStores, updateStore } from '.';

/** The one writer of `stores` (docs/rules.md#store, docs/rules.md#counterparty) on a real database. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const storeRow = async (id: number) =>
  (
    await queryRows<Record<string, unknown>>(
      t.db,
      sql`select id, name, is_retail, city, currency, report_period_days, auto_order_sum::text as auto_order_sum,
          in_ranking, version, counterparty_id from stores where id = ${id}`,
    )
  )[0];

const outlet = {
  name: 'Точка',
  is_retail: true,
  city: 'Пермь',
  currency: 'RUB',
  report_period_days: 7,
  auto_order_sum: '1500.00',
  version: 'ru',
  counterparty_id: null,
};

describe('stores writer', () => {
  it('inserts a store with an id from stores_id_seq, or many with their own ids (in the ranking unless told)', async () => {
    const id = await insertStore(t.db, { ...outlet, in_ranking: false });
    expect(id).toBeGreaterThanOrEqual(100000);
    expect(await storeRow(id)).toEqual({ id, ...outlet, in_ranking: false });
    expect(
      await insertStores(t.db, [
        { ...outlet, id: 501, currency: 'EUR', version: 'en', auto_order_sum: null },
        { ...outlet, id: 502, city: null },
      ]),
    ).toBe(2);
    expect(await storeRow(501)).toMatchObject({
      currency: 'EUR',
      version: 'en',
      auto_order_sum: null,
      in_ranking: true,
    });
    expect(await storeRow(502)).toMatchObject({ city: null, in_ranking: true });
    expect(await insertStores(t.db, [])).toBe(0);
  });

  it('updates only the columns given; null clears the auto-order sum', async () => {
    const id = await insertStore(t.db, outlet);
    await updateStore(t.db, { storeId: id, values: { auto_order_sum: null, report_period_days: 30 } });
    expect(await storeRow(id)).toEqual({
      id,
      ...outlet,
      auto_order_sum: null,
      report_period_days: 30,
      in_ranking: true,
    });
    await updateStore(t.db, {
      storeId: id,
      values: { name: 'Новая', in_ranking: false, auto_order_sum: '99.50' },
    });
    expect(await storeRow(id)).toMatchObject({
      name: 'Новая',
      in_ranking: false,
      auto_order_sum: '99.50',
      city: 'Пермь',
    });
    await updateStore(t.db, { storeId: id, values: {} });
    expect(await storeRow(id)).toMatchObject({ name: 'Новая' });
  });

  it('creates a missing main store once, with its version’s name and currency', async () => {
    expect(await ensureMainStore(t.db, 56)).toBe(true);
    expect(await ensureMainStore(t.db, 56)).toBe(false);
    expect(await storeRow(56)).toMatchObject({
      name: 'Warehouse',
      currency: 'EUR',
      version: 'en',
      is_retail: false,
    });
  });
});
