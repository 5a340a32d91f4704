import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import {
  addSales,
  createCapacity,
  createCategory,
  createProduct,
  type StockInput,
} from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findInputRows, type InputRow } from './auto-order-inputs.repository';

/**
 * The auto order's input statement (docs/auto-order.md "Inputs") on a real database: which
 * products it reads, on which outlet shelf each one stands (the capacity relation: own category or
 * parent, same premium flag, same size or a size-less shelf, the most specific wins), and which
 * products are fill candidates.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
});
afterAll(() => t?.close());

type Spec = {
  size?: string | null;
  premium?: boolean;
  sub?: boolean;
  other?: boolean;
  price?: string | null;
  eurOnly?: boolean;
  warehouse?: number;
  held?: { quantity: number; supplies: number };
  sold?: number;
  inBasket?: number;
};

/**
 * An outlet with a size-less standard shelf on category P and a premium 30x40 shelf on its
 * sub-category S; products named by what makes them in or out.
 */
async function outletWith(specs: Record<string, Spec>) {
  const db = t.db;
  const outlet = await createStore({ db, isRetail: true, currency: 'RUB', reportPeriodDays: 14 });
  const parent = await createCategory({ db });
  const sub = await createCategory({ db, parentId: parent.id });
  const other = await createCategory({ db });
  await createCapacity({ db, storeId: outlet.id, categoryId: parent.id, capacity: 10 });
  await createCapacity({
    db,
    storeId: outlet.id,
    categoryId: sub.id,
    size: '30x40',
    isPremium: true,
    capacity: 5,
  });
  const { user } = await createUser({ db, groups: ['warehouse'], stores: [outlet.id] });
  const ids: Record<string, number> = {};
  for (const [name, s] of Object.entries(specs)) {
    const stock: StockInput[] = [{ storeId: 1, quantity: s.warehouse ?? 5 }];
    if (s.held) stock.push({ storeId: outlet.id, ...s.held });
    const price = s.price === undefined ? '100.00' : s.price;
    const product = await createProduct({
      db,
      categoryId: s.other ? other.id : s.sub === false ? parent.id : sub.id,
      code: `IN-${outlet.id}-${name}`,
      size: s.size === undefined ? '30x40' : s.size,
      isPremium: s.premium ?? false,
      prices:
        price === null ? [] : [{ currency: s.eurOnly ? 'EUR' : 'RUB', wholesale: price, retail: price }],
      stock,
    });
    ids[name] = product.id;
    if (s.sold)
      await addSales({ db, storeId: outlet.id, productId: product.id, quantity: s.sold, daysAgo: 2 });
    if (s.inBasket)
      await addBasketLine({
        db,
        userId: user.id,
        storeId: outlet.id,
        productId: product.id,
        count: s.inBasket,
      });
  }
  const basket = await t.db.query.baskets.findFirst({
    where: (b, { and, eq }) => and(eq(b.userId, user.id), eq(b.storeId, outlet.id)),
  });
  const read = async (fill: boolean) => {
    const rows = await findInputRows(t.db, {
      outletId: outlet.id,
      mainStoreId: 1,
      basketId: basket?.id ?? null,
      currency: 'RUB',
      priceTypeId: null,
      discount: 10,
      days: 14,
      fill,
    });
    const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return new Map(rows.map((r) => [names.get(r.product_id)!, r]));
  };
  return { read, parent, sub };
}

const shelfOf = (r: InputRow | undefined) =>
  r && { category: r.shelf_category_id, size: r.shelf_size, premium: r.shelf_premium };

describe('findInputRows', () => {
  it('reads the sellers, the basket and every fill candidate on the shelf the capacity relation gives it', async () => {
    const { read, parent, sub } = await outletWith({
      premiumOnSub: { premium: true },
      standardAnySize: { size: '50x50' },
      standardNoSize: { size: null },
      standardOnParent: { sub: false, size: '30x40' },
      emptyStockRow: { held: { quantity: 0, supplies: 0 } },
      premiumOtherSize: { premium: true, size: '20x20' },
      premiumNoSize: { premium: true, size: null },
      otherCategory: { other: true },
      noWarehouse: { warehouse: 0 },
      noPrice: { price: null },
      priceZero: { price: '0.00' },
      eurPriceOnly: { eurOnly: true },
      onShelf: { held: { quantity: 2, supplies: 0 } },
      onTheWay: { held: { quantity: 0, supplies: 1 } },
      seller: { sold: 3, held: { quantity: 1, supplies: 0 } },
      sellerWithoutShelf: { other: true, sold: 2 },
      inBasket: { inBasket: 2 },
    });
    const rows = await read(true);
    expect([...rows.keys()].sort()).toEqual(
      [
        'premiumOnSub',
        'standardAnySize',
        'standardNoSize',
        'standardOnParent',
        'emptyStockRow',
        'seller',
        'sellerWithoutShelf',
        'inBasket',
      ].sort(),
    );
    const standard = { category: parent.id, size: null, premium: false };
    expect(shelfOf(rows.get('premiumOnSub'))).toEqual({ category: sub.id, size: '30x40', premium: true });
    for (const name of ['standardAnySize', 'standardNoSize', 'standardOnParent', 'emptyStockRow'])
      expect(shelfOf(rows.get(name)), name).toEqual(standard);
    expect(shelfOf(rows.get('sellerWithoutShelf'))).toEqual({ category: null, size: null, premium: null });

    // A candidate: the discounted price, its warehouse stock, nothing at the outlet.
    expect(rows.get('premiumOnSub')).toMatchObject({
      price: '90.00',
      warehouse: 5,
      shelf_quantity: 0,
      supplies: 0,
      sold: 0,
      in_basket: 0,
    });
    expect(rows.get('seller')).toMatchObject({ sold: 3, shelf_quantity: 1, in_basket: 0, price: '90.00' });
    expect(rows.get('inBasket')).toMatchObject({ sold: 0, in_basket: 2, warehouse: 5 });
  });

  it('reads only the sellers and the basket without the fill step (the recommended sum)', async () => {
    const { read } = await outletWith({
      candidate: {},
      seller: { sold: 1 },
      inBasket: { inBasket: 1 },
    });
    expect([...(await read(false)).keys()].sort()).toEqual(['inBasket', 'seller']);
    expect([...(await read(true)).keys()].sort()).toEqual(['candidate', 'inBasket', 'seller']);
  });
});
