import { TEXT_LANGUAGES } from '@kits/contract';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionColumnsSql } from '../../context/data-revision.sql';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rebuildSalesRollups, recordSales, SALES_ROLLUP_TABLES, type SalesLineInput } from '.';

/**
 * The sales writer (docs/rules.md#sales-writer): a batch moves the rollups exactly as
 * rebuildSalesRollups computes them, a replay changes nothing (rows, rollups, revisions, jobs), a
 * corrected line moves them, and a refused batch writes nothing.
 */
let t: TestApp;
let ru: number;
let en: number;
let p1: number;
let p2: number;

/** Every rollup table's rows, sorted, as text: equal snapshots mean equal rollups. */
async function rollups() {
  const out: Record<string, string[]> = {};
  for (const table of SALES_ROLLUP_TABLES) {
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql.raw(`select ${table}::text as row from ${table}`),
    );
    out[table] = rows.map((r) => r.row).sort();
  }
  return out;
}

/** The rollups as they are, and as a rebuild from the sales lines computes them (rolled back). */
async function rollupsAndRebuilt() {
  const now = await rollups();
  let rebuilt: Record<string, string[]> = {};
  await t.db
    .transaction(async (tx) => {
      await rebuildSalesRollups(tx);
      const rows: Record<string, string[]> = {};
      for (const table of SALES_ROLLUP_TABLES)
        rows[table] = (
          await queryRows<{ row: string }>(tx, sql.raw(`select ${table}::text as row from ${table}`))
        )
          .map((r) => r.row)
          .sort();
      rebuilt = rows;
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return { now, rebuilt };
}

/**
 * What a kept catalogue answer of a viewer of outlet `ru` is checked against, every store's
 * revision (summed), and the lines and jobs there are.
 */
const state = async () =>
  (
    await queryRows<Record<string, string>>(
      t.db,
      sql`select ${revisionColumnsSql({ userId: sql`0`, currentStoreId: sql`${ru}::int` })},
        (select coalesce(sum(revision), 0) from store_revisions)::text as stores_revision,
        (select count(*) from sales)::text as lines,
        (select count(*) from jobs)::text as jobs, (select max(xmin::text::bigint) from sales)::text as xmin`,
    )
  )[0]!;

const line = (over: Partial<SalesLineInput>): SalesLineInput => ({
  storeId: ru,
  productId: p1,
  soldOn: '2026-03-31',
  quantity: 1,
  amount: '10.00',
  externalId: null,
  ...over,
});

let batch: SalesLineInput[];

beforeAll(async () => {
  t = await createTestApp();
  ru = (await createStore({ db: t.db, isRetail: true, currency: 'RUB', version: 'ru' })).id;
  en = (await createStore({ db: t.db, isRetail: true, currency: 'EUR', version: 'en' })).id;
  const root = await createCategory({ db: t.db });
  const child = await createCategory({ db: t.db, parentId: root.id });
  p1 = (await createProduct({ db: t.db, categoryId: child.id })).id;
  p2 = (await createProduct({ db: t.db, categoryId: root.id })).id;
  batch = [
    line({ externalId: 'r-1', quantity: 3, amount: '450.00' }),
    line({ externalId: 'r-2', soldOn: '2026-04-01', quantity: 5, amount: '750.50' }),
    line({ externalId: 'r-3', productId: p2, soldOn: '2026-04-01', quantity: 1, amount: '99.90' }),
    // A line of nothing: no zero row in any rollup (the rebuild writes none).
    line({ externalId: 'r-4', productId: p2, soldOn: '2026-04-02', quantity: 0, amount: '0.00' }),
    line({ storeId: en, externalId: 'r-1', quantity: 2, amount: '12.5' }),
    line({ storeId: en, quantity: 1, amount: '6.25' }),
  ];
});
afterAll(() => t?.close());

describe('recordSales', () => {
  it('adds a batch and moves the rollups exactly as a rebuild computes them', async () => {
    const result = await recordSales(t.db, { lines: batch });
    expect(result).toEqual({
      inserted: 6,
      corrected: 0,
      unchanged: 0,
      storeIds: [ru, en].sort((a, b) => a - b),
    });
    const { now, rebuilt } = await rollupsAndRebuilt();
    expect(now).toEqual(rebuilt);
    expect(now.sales_daily).toHaveLength(4);
  });

  it('changes nothing when the same batch comes again: no row, rollup, revision or job moves', async () => {
    const before = { state: await state(), rollups: await rollups() };
    const withIds = batch.filter((l) => l.externalId !== null);
    const result = await recordSales(t.db, { lines: withIds });
    expect(result).toEqual({ inserted: 0, corrected: 0, unchanged: withIds.length, storeIds: [] });
    expect({ state: await state(), rollups: await rollups() }).toEqual(before);
  });

  it('corrects a line sent again with other figures or another day, and the rollups follow', async () => {
    const before = await state();
    const result = await recordSales(t.db, {
      lines: [
        line({ externalId: 'r-1', quantity: 4, amount: '600.00' }),
        line({ externalId: 'r-2', soldOn: '2026-05-01', quantity: 5, amount: '750.50' }),
        line({ externalId: 'r-3', productId: p2, soldOn: '2026-04-01', quantity: 1, amount: '99.9' }),
      ],
    });
    expect(result).toEqual({ inserted: 0, corrected: 2, unchanged: 1, storeIds: [ru] });
    const { now, rebuilt } = await rollupsAndRebuilt();
    expect(now).toEqual(rebuilt);
    // April 1st of p1 left sales_daily; May 1st came in.
    expect(now.sales_daily!.filter((r) => r.includes('2026-04-01'))).toHaveLength(1);
    expect(now.sales_daily!.some((r) => r.includes('2026-05-01'))).toBe(true);
    const after = await state();
    expect(after.data_revision).not.toBe(before.data_revision);
    expect(after.lines).toBe(before.lines);
  });

  it('refuses a batch with bad lines with 422 and field errors, and writes none of it', async () => {
    const before = { state: await state(), rollups: await rollups() };
    const bad = [
      line({ externalId: 'ok-1' }),
      line({ soldOn: '2026-02-30', quantity: -1, amount: '1,5' }),
      line({ storeId: 999_999, productId: 888_888, externalId: '' }),
      line({ externalId: 'twice' }),
      line({ externalId: 'twice' }),
    ];
    const error = await recordSales(t.db, { lines: bad }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: 'UNPROCESSABLE' });
    expect(Object.keys((error as AppError).errors!).sort()).toEqual([
      'lines.1.amount',
      'lines.1.quantity',
      'lines.1.soldOn',
      'lines.2.externalId',
      'lines.4.externalId',
    ]);
    // The fields are right but the outlet and product do not exist: refused in the transaction.
    const unknown = await recordSales(t.db, {
      lines: [line({ externalId: 'ok-2' }), line({ storeId: 999_999, productId: 888_888 })],
      lang: TEXT_LANGUAGES.ru,
    }).catch((err: unknown) => err);
    expect(unknown).toMatchObject({ status: 422 });
    expect((unknown as AppError).errors).toEqual({
      'lines.1.storeId': ['должен быть номером существующей точки'],
      'lines.1.productId': ['должен быть номером существующего товара'],
    });
    expect((unknown as AppError).message).toMatch(/^Отклонена 1 строка продаж: lines\.1\.storeId/);
    expect({ state: await state(), rollups: await rollups() }).toEqual(before);
  });
});
