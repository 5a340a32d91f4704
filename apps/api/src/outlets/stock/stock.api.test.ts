import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisionColumnsSql } from '../../context/data-revision.sql';
import { type Executor, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createCapacity, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addStoreStock, setStockColumns, setStoreStock, setSupplies } from '.';

/**
 * The writer of `stock` (docs/rules.md#stock-writes) on a real database: batches of warehouse and
 * outlet stock and of supplies, replays that write nothing (no revision moves, no shelf mark),
 * unknown ids and bad values refused with nothing written, units added back; through HTTP, the
 * staff edit of a product's stock.
 */
let t: TestApp;
let outlet: number;
let shelfless: number;
let categoryId: number;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, isRetail: true })).id;
  shelfless = (await createStore({ db: t.db, isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
  await createCapacity({ db: t.db, storeId: outlet, categoryId, capacity: 50 });
  manager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['manager'] })).user.id);
});
afterAll(() => t?.close());

const newProduct = async (stock: { storeId: number; quantity: number }[] = []) =>
  (await createProduct({ db: t.db, categoryId, stock })).id;

/** Every stock row of these products: `store:product` → [quantity, supplies]. */
async function rowsOf(productIds: number[]): Promise<Record<string, [number, number]>> {
  const rows = await queryRows<{ store_id: number; product_id: number; quantity: number; supplies: number }>(
    t.db,
    sql`select store_id, product_id, quantity, supplies from stock
        where product_id in (select unnest(${`{${productIds.join(',')}}`}::int[]))`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.store_id}:${r.product_id}`, [r.quantity, r.supplies]]));
}

/**
 * The data revision of a viewer of `outlet`, the warehouse revision and every store's revision
 * summed (the catalogue's counters the stock triggers move at commit).
 */
async function revisions(db: Executor = t.db) {
  const [row] = await queryRows<{ data_revision: string; warehouse_revision: string; stores: string }>(
    db,
    sql`select ${revisionColumnsSql({ userId: sql`0`, currentStoreId: sql`${outlet}::int` })},
      (select coalesce(sum(revision), 0) from store_revisions)::text as stores`,
  );
  return { data: row!.data_revision, warehouse: row!.warehouse_revision, stores: row!.stores };
}

const dirtyOutlets = async () =>
  (await queryRows<{ store_id: number }>(t.db, sql`select store_id from shelf_stock_dirty order by 1`)).map(
    (r) => r.store_id,
  );
/** Clears the shelf marks (as the next occupancy read would) so a test sees only its own. */
const clearMarks = () => t.db.execute(sql`delete from shelf_stock_dirty`);

/** The AppError `promise` rejects with (fails when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('setStoreStock', () => {
  it('sets warehouse and outlet stock in one batch, inserting missing rows and keeping supplies', async () => {
    const a = await newProduct([{ storeId: 1, quantity: 4 }]);
    const b = await newProduct();
    await setSupplies(t.db, { rows: [{ storeId: outlet, productId: a, supplies: 3 }] });
    const result = await setStoreStock(t.db, {
      rows: [
        { storeId: 1, productId: a, quantity: 10 },
        { storeId: 1, productId: b, quantity: 0 },
        { storeId: 56, productId: b, quantity: 7 },
        { storeId: outlet, productId: a, quantity: 2 },
      ],
    });
    expect(result.written).toBe(4);
    expect(await rowsOf([a, b])).toEqual({
      [`1:${a}`]: [10, 0],
      [`1:${b}`]: [0, 0],
      [`56:${b}`]: [7, 0],
      [`${outlet}:${a}`]: [2, 3],
    });
  });

  it('moves the warehouse revision for a main store row, the data revision and the shelf mark for an outlet row', async () => {
    const p = await newProduct([{ storeId: 1, quantity: 1 }]);
    await clearMarks();
    const before = await revisions();
    await setStoreStock(t.db, { rows: [{ storeId: 1, productId: p, quantity: 2 }] });
    const warehouse = await revisions();
    expect(warehouse.warehouse).not.toBe(before.warehouse);
    expect(warehouse.data).toBe(before.data);
    expect(await dirtyOutlets()).toEqual([]);
    await setStoreStock(t.db, {
      rows: [
        { storeId: outlet, productId: p, quantity: 5 },
        { storeId: shelfless, productId: p, quantity: 5 },
      ],
    });
    const outlets = await revisions();
    expect(outlets.data).not.toBe(warehouse.data);
    expect(outlets.warehouse).toBe(warehouse.warehouse);
    expect(await dirtyOutlets()).toEqual([outlet]);
  });

  it('writes nothing on a replay: no row, no revision, no shelf mark', async () => {
    const p = await newProduct();
    const rows = [
      { storeId: 1, productId: p, quantity: 8 },
      { storeId: outlet, productId: p, quantity: 3 },
    ];
    expect((await setStoreStock(t.db, { rows })).written).toBe(2);
    await clearMarks();
    const before = await revisions();
    expect((await setStoreStock(t.db, { rows })).written).toBe(0);
    expect(await revisions()).toEqual(before);
    expect(await dirtyOutlets()).toEqual([]);
    // One changed row of a replayed batch is the only one written.
    expect((await setStoreStock(t.db, { rows: [rows[0]!, { ...rows[1]!, quantity: 4 }] })).written).toBe(1);
    expect(await dirtyOutlets()).toEqual([outlet]);
  });

  it('refuses unknown stores and products with 422 naming them, and writes nothing of the batch', async () => {
    const p = await newProduct([{ storeId: 1, quantity: 5 }]);
    const before = await revisions();
    const error = await refusal(
      setStoreStock(t.db, {
        rows: [
          { storeId: 1, productId: p, quantity: 9 },
          { storeId: 99_999, productId: p, quantity: 1 },
          { storeId: 1, productId: 2_000_000_000, quantity: 1 },
        ],
        lang: 'en',
      }),
    );
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({
      store_id: ['No such stores: 99999'],
      product_id: ['No such products: 2000000000'],
    });
    expect(await rowsOf([p])).toEqual({ [`1:${p}`]: [5, 0] });
    expect(await revisions()).toEqual(before);
  });

  it('refuses negative, fractional and repeated rows before writing', async () => {
    const p = await newProduct([{ storeId: 1, quantity: 5 }]);
    const error = await refusal(
      setStoreStock(t.db, {
        rows: [
          { storeId: 1, productId: p, quantity: 6 },
          { storeId: outlet, productId: p, quantity: -1 },
          { storeId: shelfless, productId: p, quantity: 1.5 },
          { storeId: 1, productId: p, quantity: 7 },
          { storeId: 0, productId: p, quantity: 1 },
        ],
        lang: 'en',
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors!).sort()).toEqual([
      'rows.1.quantity',
      'rows.2.quantity',
      'rows.3.product_id',
      'rows.4.store_id',
    ]);
    expect(error.errors!['rows.3.product_id']).toEqual([
      `Row 3: store 1 and product ${p} are already in row 0`,
    ]);
    expect(await rowsOf([p])).toEqual({ [`1:${p}`]: [5, 0] });
  });

  it('writes a batch larger than one statement all or nothing', async () => {
    const [made] = await queryRows<{ first: number }>(
      t.db,
      sql`with made as (insert into products (category_id, code, name_ru, name_en)
          select ${categoryId}, 'BULK-' || g, 'n', 'n' from generate_series(1, 26000) g returning id)
        select min(id)::int as first from made`,
    );
    const first = made!.first;
    const ids = Array.from({ length: 26_000 }, (_, i) => first + i);
    const columns = {
      storeId: [...ids.map(() => 1), ...ids.map(() => 56)],
      productId: [...ids, ...ids],
      quantity: [...ids.map((id) => id % 50), ...ids.map((id) => id % 7)],
    };
    // The unknown store is in the second statement's rows: the first's are rolled back.
    const bad = { ...columns, storeId: [...columns.storeId.slice(0, -1), 99_999] };
    expect((await refusal(setStockColumns(t.db, { columns: bad }))).errors).toHaveProperty('store_id');
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from stock where product_id >= ${first}`,
        )
      )[0]!.n;
    expect(await count()).toBe(0);
    expect((await setStockColumns(t.db, { columns })).written).toBe(52_000);
    expect(await count()).toBe(52_000);
    expect((await setStockColumns(t.db, { columns })).written).toBe(0);
  });
});

describe('setSupplies', () => {
  it('sets incoming supplies, keeps the stock, creates rows with stock 0, and replays write nothing', async () => {
    const p = await newProduct([{ storeId: outlet, quantity: 6 }]);
    const rows = [
      { storeId: outlet, productId: p, supplies: 4 },
      { storeId: shelfless, productId: p, supplies: 2 },
    ];
    expect((await setSupplies(t.db, { rows })).written).toBe(2);
    expect(await rowsOf([p])).toEqual({ [`${outlet}:${p}`]: [6, 4], [`${shelfless}:${p}`]: [0, 2] });
    const before = await revisions();
    expect((await setSupplies(t.db, { rows })).written).toBe(0);
    expect(await revisions()).toEqual(before);
    await expect(
      setSupplies(t.db, { rows: [{ storeId: outlet, productId: p, supplies: -2 }] }),
    ).rejects.toMatchObject({ status: 422, errors: { 'rows.0.supplies': [expect.any(String)] } });
  });
});

describe('addStoreStock', () => {
  it('adds units to existing and missing rows, summing rows of one product, in the caller transaction', async () => {
    const a = await newProduct([{ storeId: 1, quantity: 2 }]);
    const b = await newProduct();
    await t.db.transaction(async (tx) => {
      await addStoreStock(tx, {
        rows: [
          { storeId: 1, productId: a, quantity: 3 },
          { storeId: 1, productId: b, quantity: 1 },
          { storeId: 1, productId: a, quantity: 1 },
        ],
      });
    });
    expect(await rowsOf([a, b])).toEqual({ [`1:${a}`]: [6, 0], [`1:${b}`]: [1, 0] });
    await expect(
      t.db.transaction((tx) =>
        addStoreStock(tx, { rows: [{ storeId: 1, productId: 2_000_000_000, quantity: 1 }] }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });
});

describe('the staff edit through HTTP', () => {
  it('sets a product stock through the writer: the warehouse revision moves once, a repeat writes nothing', async () => {
    const p = await newProduct([{ storeId: 1, quantity: 5 }]);
    const patch = () =>
      t.call('PATCH', `/api/v0/services/products/${p}`, {
        token: manager,
        headers: ANY_VERSION,
        body: {
          stock: [
            { store_id: 1, quantity: 12 },
            { store_id: 56, quantity: 3 },
          ],
        },
      });
    const before = await revisions();
    expect((await patch()).status).toBe(200);
    const after = await revisions();
    expect(after.warehouse).not.toBe(before.warehouse);
    expect(await rowsOf([p])).toEqual({ [`1:${p}`]: [12, 0], [`56:${p}`]: [3, 0] });
    expect((await patch()).status).toBe(200);
    expect(await revisions()).toEqual(after);
  });
});
