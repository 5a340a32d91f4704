import {
  addSales,
  createCapacity,
  createCategory,
  createProduct,
  type StockInput,
} from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import type { TestApp } from '../../test/test-app';

/**
 * The worked example of docs/auto-order.md as database rows, for the API tests: an outlet with a
 * 14-day report period, shelves of a fresh category (size 40x50: standard capacity 30, premium 6),
 * a second category without a shelf, and products A-F with their prices, warehouse stock, shelf
 * stock, supplies and sales. Prices are in the outlet's currency (EUR in the English version, whose
 * warehouse is store 56; RUB and store 1 in the Russian one). The owner is a warehouse customer whose
 * current store is the outlet.
 */
export const EXAMPLE = {
  A: { price: '500.00', warehouse: 100, shelf: 2, supplies: 1, sold: 14, premium: false, shelfCat: 1 },
  B: { price: '300.00', warehouse: 4, shelf: 1, supplies: 0, sold: 7, premium: false, shelfCat: 1 },
  C: { price: '1000.00', warehouse: 100, shelf: 3, supplies: 0, sold: 21, premium: true, shelfCat: 1 },
  D: { price: '100.00', warehouse: 100, shelf: 20, supplies: 0, sold: 28, premium: false, shelfCat: 2 },
  E: { price: '250.00', warehouse: 10, shelf: 0, supplies: 0, sold: 0, premium: false, shelfCat: 1 },
  F: { price: '250.00', warehouse: 100, shelf: 1, supplies: 0, sold: 0, premium: false, shelfCat: 1 },
} as const;
export type ExampleName = keyof typeof EXAMPLE;

export async function exampleOutlet(t: TestApp, version: 'ru' | 'en' = 'en') {
  const db = t.db;
  const warehouse = version === 'en' ? 56 : 1;
  const currency = version === 'en' ? 'EUR' : 'RUB';
  const outlet = await createStore({ db, isRetail: true, version, currency, reportPeriodDays: 14 });
  const cat1 = await createCategory({ db });
  const cat2 = await createCategory({ db });
  await createCapacity({ db, storeId: outlet.id, categoryId: cat1.id, size: '40x50', capacity: 30 });
  await createCapacity({
    db,
    storeId: outlet.id,
    categoryId: cat1.id,
    size: '40x50',
    isPremium: true,
    capacity: 6,
  });
  const ids = {} as Record<ExampleName, number>;
  const codePrefix = `EX-${outlet.id}-`;
  for (const [name, p] of Object.entries(EXAMPLE) as [ExampleName, (typeof EXAMPLE)[ExampleName]][]) {
    const stock: StockInput[] = [{ storeId: warehouse, quantity: p.warehouse }];
    if (p.shelf + p.supplies > 0) stock.push({ storeId: outlet.id, quantity: p.shelf, supplies: p.supplies });
    const product = await createProduct({
      db,
      categoryId: p.shelfCat === 1 ? cat1.id : cat2.id,
      code: `${codePrefix}${name}`,
      size: '40x50',
      isPremium: p.premium,
      prices: [{ currency, wholesale: p.price, retail: p.price }],
      stock,
    });
    ids[name] = product.id;
    if (p.sold > 0)
      await addSales({ db, storeId: outlet.id, productId: product.id, quantity: p.sold, daysAgo: 1 });
  }
  const { user } = await createUser({ db, groups: ['warehouse'], stores: [outlet.id] });
  const token = await t.app.tokens.sign(user.id);
  return { outlet, user, token, ids, cat1, cat2, warehouse, version };
}
export type ExampleOutlet = Awaited<ReturnType<typeof exampleOutlet>>;
