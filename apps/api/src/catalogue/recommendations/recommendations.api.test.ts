import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshRecommendations } from './recommendations.service';

/**
 * The caps of docs/rules.md#recommendation-kinds: with 60 candidates for every kind, each per-store
 * kind keeps 20 products per outlet and the showcase 50.
 */
const PRODUCTS = 60;
let t: TestApp;
let seller: number;
let newcomer: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  seller = (await createStore({ db: t.db, name: 'Продаёт всё', isRetail: true })).id;
  newcomer = (await createStore({ db: t.db, name: 'Новая точка', isRetail: true })).id;
  const category = await createCategory({ db: t.db });
  for (let i = 0; i < PRODUCTS; i++) {
    // In the main store's stock, on no outlet's shelf; the seller sold it yesterday (hot: all in 14 days).
    const product = await createProduct({
      db: t.db,
      categoryId: category.id,
      stock: [{ storeId: 1, quantity: 100 }],
    });
    await addSales({ db: t.db, storeId: seller, productId: product.id, quantity: 5 + i, daysAgo: 1 });
  }
}, 120_000);
afterAll(() => t?.close());

describe('refreshRecommendations (docs/rules.md#recommendation-kinds)', () => {
  it('writes at most 20 per outlet and kind, and 50 on the showcase', async () => {
    const counts = await refreshRecommendations(t.db);
    expect(counts).toEqual({
      user_tops: 20,
      user_hot_two_weeks: 20,
      // Both outlets lack every product on the shelf.
      recommend_to_buy: 40,
      // Only the newcomer never sold them.
      overlook: 20,
      provided_at_showcase: 50,
    });
    const perStore = await queryRows<{ kind: string; store_id: number | null; n: number }>(
      t.db,
      sql`select recommendation_value as kind, store_id, count(*)::int as n
          from smart_recommendations group by 1, 2 order by 1, 2`,
    );
    expect(perStore).toEqual([
      { kind: 'overlook', store_id: newcomer, n: 20 },
      { kind: 'provided_at_showcase', store_id: null, n: 50 },
      { kind: 'recommend_to_buy', store_id: seller, n: 20 },
      { kind: 'recommend_to_buy', store_id: newcomer, n: 20 },
      { kind: 'user_hot_two_weeks', store_id: seller, n: 20 },
      { kind: 'user_tops', store_id: seller, n: 20 },
    ]);
  });
});
