import { type Shelf, type ShelfProduct, shelfOfProduct } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray, queryRows } from '../db/client';
import { createCapacity, createCategory, createProduct } from '../test/factories/catalog';
import { createStore } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { shelfOf, storeCapsCte } from './shelf.sql';

/**
 * The shelf of a product in SQL (shelf.sql.ts `shelfOf`, both its `store_caps` and `capacities`
 * forms) and in TypeScript (contract rules/shelf.ts `shelfOfProduct`) agree, for every product of
 * every category (root, child, other root), size (none, '', two sizes) and premium flag, on two
 * stores with overlapping shelves.
 */
let t: TestApp;
const products: (ShelfProduct & { id: number })[] = [];
const shelvesOf = new Map<number, Shelf[]>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const root = await createCategory({ db });
  const child = await createCategory({ db, parentId: root.id });
  const sibling = await createCategory({ db, parentId: root.id });
  const other = await createCategory({ db });
  const sizes = [null, '', '30x40', '40x50'];
  for (const category of [root, child, sibling, other])
    for (const size of sizes)
      for (const isPremium of [false, true]) {
        const p = await createProduct({ db, categoryId: category.id, size, isPremium });
        products.push({
          id: p.id,
          category_id: category.id,
          parent_id: category.parentId,
          size,
          is_premium: isPremium,
        });
      }
  const layouts: [number, string | null, boolean][][] = [
    [
      [root.id, null, false],
      [root.id, '30x40', false],
      [child.id, null, false],
      [child.id, '30x40', true],
      [child.id, '30x40', true],
      [other.id, '', false],
      [sibling.id, '40x50', false],
    ],
    [
      [child.id, '40x50', false],
      [root.id, null, true],
      [root.id, '40x50', false],
      [other.id, null, true],
    ],
  ];
  for (const layout of layouts) {
    const store = await createStore({ db });
    const shelves: Shelf[] = [];
    for (const [categoryId, size, isPremium] of layout) {
      const cap = await createCapacity({ db, storeId: store.id, categoryId, capacity: 10, size, isPremium });
      shelves.push({ id: cap.id, product_category_id: categoryId, size, is_premium: isPremium });
    }
    shelvesOf.set(store.id, shelves);
  }
});
afterAll(() => t?.close());

const ids = () => intArray(products.map((p) => p.id));
const expected = (storeId: number, productId: number) =>
  shelfOfProduct(products.find((p) => p.id === productId)!, shelvesOf.get(storeId)!)?.id ?? null;

describe('shelfOf', () => {
  it('picks the TypeScript rule’s shelf from store_caps', async () => {
    for (const storeId of shelvesOf.keys()) {
      const rows = await queryRows<{ id: number; shelf_id: number | null }>(
        t.db,
        sql`with ${storeCapsCte(storeId)}
          select p.id, (select sh.id from (${shelfOf({ product: 'p', category: 'c' })}) sh) as shelf_id
          from products p join categories c on c.id = p.category_id
          where p.id = any(${ids()}::int[])`,
      );
      expect(rows).toHaveLength(products.length);
      for (const row of rows) expect(row.shelf_id, `product ${row.id}`).toBe(expected(storeId, row.id));
    }
  });

  it('picks the TypeScript rule’s shelf from the capacities of a joined store', async () => {
    const rows = await queryRows<{ id: number; store_id: number; shelf_id: number | null }>(
      t.db,
      sql`select p.id, s.id as store_id,
          (select sh.id from (${shelfOf({ product: 'p', category: 'c' }, { storeId: sql`s.id` })}) sh) as shelf_id
        from products p join categories c on c.id = p.category_id
          cross join stores s
        where p.id = any(${ids()}::int[]) and s.id = any(${intArray([...shelvesOf.keys()])}::int[])`,
    );
    expect(rows).toHaveLength(products.length * shelvesOf.size);
    for (const row of rows)
      expect(row.shelf_id, `product ${row.id} in ${row.store_id}`).toBe(expected(row.store_id, row.id));
    expect(rows.some((r) => r.shelf_id === null)).toBe(true);
  });
});
