import { RepeatOrderResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine, ensureBasket } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBasketUnits } from './basket-lines.repository';

/**
 * The basket's one writer of units (docs/rules.md#basket-logic): `addBasketUnits` in each mode, its
 * `from_auto_order` marks, and the flows that go through it (repeat order, auto order) over HTTP.
 */
let t: TestApp;
let categoryId: number;
let outlet: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

/** A product with `stock` units in the warehouse (store 1); null: no stock row at all. */
const product = async (stock: number | null) =>
  (
    await createProduct({
      db: t.db,
      categoryId,
      stock: stock === null ? [] : [{ storeId: 1, quantity: stock }],
    })
  ).id;

async function customer() {
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] });
  const basket = await ensureBasket({ db: t.db, userId: user.id, storeId: outlet });
  return { id: user.id, basketId: basket.id, token: await t.app.tokens.sign(user.id) };
}

type Line = {
  product_id: number;
  basket_count: number;
  from_auto_order: boolean;
  auto_order_reason: unknown;
};
const linesOf = (basketId: number) =>
  queryRows<Line>(
    t.db,
    sql`select product_id, basket_count, from_auto_order, auto_order_reason from basket_lines
      where basket_id = ${basketId} order by product_id`,
  );
const line = (product_id: number, basket_count: number, reason: unknown = null): Line => ({
  product_id,
  basket_count,
  from_auto_order: reason !== null,
  auto_order_reason: reason,
});
const byId = (lines: Line[]) => lines.sort((a, b) => a.product_id - b.product_id);

describe('addBasketUnits', () => {
  it('within-stock adds at most the stock minus the line, never lowers one, and answers each outcome', async () => {
    const me = await customer();
    const [a, b, c, d] = [await product(10), await product(5), await product(0), await product(null)];
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: b, count: 4 });
    const added = await addBasketUnits(t.db, {
      basketId: me.basketId,
      mainStoreId: 1,
      units: [
        { id: a, count: 3 },
        { id: b, count: 3 },
        { id: c, count: 1 },
        { id: d, count: 2 },
        { id: a, count: 2 },
      ],
    });
    expect(added).toEqual(
      [
        { id: a, wanted: 5, added: 5, stock: 10, basketCount: 5 },
        { id: b, wanted: 3, added: 1, stock: 5, basketCount: 5 },
        { id: c, wanted: 1, added: 0, stock: 0, basketCount: 0 },
        { id: d, wanted: 2, added: 0, stock: 0, basketCount: 0 },
      ].sort((x, y) => x.id - y.id),
    );
    expect(await linesOf(me.basketId)).toEqual(byId([line(a, 5), line(b, 5)]));
  });

  it('exact adds every unit whatever the stock, keeping the marks of the lines it grows', async () => {
    const me = await customer();
    const [a, b] = [await product(2), await product(null)];
    const reason = { sales: 3 };
    await addBasketLine({
      db: t.db,
      userId: me.id,
      storeId: outlet,
      productId: a,
      count: 2,
      fromAutoOrder: true,
      autoOrderReason: reason,
    });
    const added = await addBasketUnits(t.db, {
      basketId: me.basketId,
      mainStoreId: 1,
      units: [
        { id: a, count: 3 },
        { id: b, count: 1 },
      ],
      mode: 'exact',
    });
    expect(added).toEqual(
      [
        { id: a, wanted: 3, added: 3, stock: 2, basketCount: 5 },
        { id: b, wanted: 1, added: 1, stock: 0, basketCount: 1 },
      ].sort((x, y) => x.id - y.id),
    );
    expect(await linesOf(me.basketId)).toEqual(byId([line(a, 5, reason), line(b, 1)]));
  });

  it('raise takes a line up to min(count, stock) and marks it, but never lowers or marks a larger one', async () => {
    const me = await customer();
    const [low, high, capped, none] = [
      await product(10),
      await product(10),
      await product(3),
      await product(0),
    ];
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: low, count: 2 });
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: high, count: 8 });
    const why = (n: number) => ({ n });
    const added = await addBasketUnits(t.db, {
      basketId: me.basketId,
      mainStoreId: 1,
      units: [low, high, capped, none].map((id, n) => ({ id, count: 6, reason: why(n) })),
      mode: 'raise',
      fromAutoOrder: true,
    });
    expect(added.filter((u) => u.added > 0).map((u) => u.id)).toEqual([low, capped].sort((x, y) => x - y));
    expect(await linesOf(me.basketId)).toEqual(
      byId([line(low, 6, why(0)), line(high, 8), line(capped, 3, why(2))]),
    );
  });

  it('within-stock with auto-order marks caps to the stock and marks every product in stock, even a full line', async () => {
    const me = await customer();
    const [open, full, none] = [await product(5), await product(4), await product(0)];
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: open, count: 1 });
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: full, count: 4 });
    await addBasketUnits(t.db, {
      basketId: me.basketId,
      mainStoreId: 1,
      units: [open, full, none].map((id) => ({ id, count: 9, reason: { id } })),
      fromAutoOrder: true,
    });
    expect(await linesOf(me.basketId)).toEqual(
      byId([line(open, 5, { id: open }), line(full, 4, { id: full })]),
    );
  });
});

describe('flows through the basket writer', () => {
  it('order again adds the planned units to a line from an auto order, keeping its mark, within stock', async () => {
    const me = await customer();
    const [marked, plain] = [await product(6), await product(2)];
    const reason = { sales: 1 };
    await addBasketLine({
      db: t.db,
      userId: me.id,
      storeId: outlet,
      productId: marked,
      count: 2,
      fromAutoOrder: true,
      autoOrderReason: reason,
    });
    const order = await createOrder({
      db: t.db,
      userId: me.id,
      storeId: outlet,
      lines: [
        { productId: marked, quantity: 3, price: '1.00' },
        { productId: plain, quantity: 5, price: '1.00' },
      ],
    });
    const res = await t.call('POST', `/api/v0/orders/${order.uuid}/repeat`, { token: me.token });
    expect(res.status).toBe(200);
    expect(RepeatOrderResponse.parse(res.body).added.map((a) => [a.id, a.count])).toEqual([
      [marked, 3],
      [plain, 2],
    ]);
    expect(await linesOf(me.basketId)).toEqual(byId([line(marked, 5, reason), line(plain, 2)]));
  });
});
