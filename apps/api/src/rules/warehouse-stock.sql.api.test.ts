import { mainStoreId, type Version, warehouseStock } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../db/client';
import { createCategory, createProduct, type StockInput } from '../test/factories/catalog';
import { createStore } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  hasWarehouseStockSql,
  isWarehouseRow,
  mainStoreIdSql,
  warehouseStockJoin,
  warehouseStockSql,
} from './warehouse-stock.sql';

/**
 * The warehouse stock in SQL (warehouse-stock.sql.ts: scalar, join, exists, row condition and the
 * version's main store) and in TypeScript (contract rules/warehouse-stock.ts) agree, for products
 * with stock in either main store, both, an outlet only, zero stock, or no stock row at all.
 */
let t: TestApp;
const stockOf = new Map<number, { store_id: number; quantity: number }[]>();
const VERSIONS: Version[] = ['ru', 'en'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: 1, version: 'ru' });
  await createStore({ db, id: 56, version: 'en', currency: 'EUR' });
  const outlet = await createStore({ db });
  const category = await createCategory({ db });
  const layouts: StockInput[][] = [
    [],
    [{ storeId: 1, quantity: 5 }],
    [{ storeId: 56, quantity: 9 }],
    [
      { storeId: 1, quantity: 2 },
      { storeId: 56, quantity: 0 },
    ],
    [{ storeId: outlet.id, quantity: 40, supplies: 3 }],
    [
      { storeId: 1, quantity: 0 },
      { storeId: outlet.id, quantity: 7 },
    ],
    [
      { storeId: 1, quantity: 100000 },
      { storeId: 56, quantity: 1 },
      { storeId: outlet.id, quantity: 1 },
    ],
  ];
  for (const stock of layouts) {
    const p = await createProduct({ db, categoryId: category.id, stock });
    stockOf.set(
      p.id,
      stock.map((s) => ({ store_id: s.storeId, quantity: s.quantity })),
    );
  }
});
afterAll(() => t?.close());

type Row = { id: number; scalar: number; joined: number; has: boolean; rows: number };

describe('warehouse stock SQL', () => {
  it.each(VERSIONS)('gives the TypeScript rule’s stock in the %s version, in every form', async (version) => {
    const main = mainStoreId(version);
    const rows = await queryRows<Row>(
      t.db,
      sql`select p.id, ${warehouseStockSql(sql`p.id`, main)} as scalar,
          coalesce(w.quantity, 0) as joined, ${hasWarehouseStockSql(sql`p.id`, main)} as has,
          (select count(*) from stock s where s.product_id = p.id and ${isWarehouseRow('s', main)})::int as rows
        from products p left join ${warehouseStockJoin('w', sql`p.id`, main)}
        where p.id = any(${intArray([...stockOf.keys()])}::int[])`,
    );
    expect(rows).toHaveLength(stockOf.size);
    for (const row of rows) {
      const expected = warehouseStock(stockOf.get(row.id)!, version);
      expect({ scalar: row.scalar, joined: row.joined, has: row.has }, `product ${row.id}`).toEqual({
        scalar: expected,
        joined: expected,
        has: expected > 0,
      });
      expect(row.rows).toBe(stockOf.get(row.id)!.some((s) => s.store_id === main) ? 1 : 0);
    }
  });

  it('finds the main store of a version column as mainStoreId does', async () => {
    const rows = await queryRows<{ version: Version; id: number }>(
      t.db,
      sql`select v.version, ${mainStoreIdSql(sql`v.version`)} as id from (values ('ru'), ('en')) v(version)`,
    );
    for (const row of rows) expect(row.id).toBe(mainStoreId(row.version));
  });
});
