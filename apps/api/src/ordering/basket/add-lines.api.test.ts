import { randomBytes, randomUUID } from 'node:crypto';
import { BasketAddLinesResponse, BasketResponse } from '@kits/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The batch add through HTTP (docs/rules.md#basket-batch-add): ticked rows in one call, capped to stock. */
let t: TestApp;
let categoryId: number;
let outlet: number;
const prefix = `BL${randomBytes(2).toString('hex').toUpperCase()}`;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

async function customer(groups = ['warehouse']) {
  const { user } = await createUser({ db: t.db, groups, stores: [outlet] });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

let serial = 0;
/** A product with warehouse stock `stock`, priced 100.00 ₽ unless `priced` is false. */
async function product(stock: number, options: { priced?: boolean; pack?: number } = {}) {
  serial += 1;
  const row = await createProduct({
    db: t.db,
    categoryId,
    code: `${prefix}-${serial}`,
    stock: [{ storeId: 1, quantity: stock }],
    prices: options.priced === false ? [] : [{ currency: 'RUB', wholesale: '100.00', retail: '150.00' }],
    packMultiple: options.pack,
  });
  return row.id;
}

const add = (token: string, lines: { id: number; count: number }[], uuid: string = randomUUID()) =>
  t.call('POST', '/api/v0/basket/lines', { token, body: { lines }, headers: { 'x-basket-uuid': uuid } });
const basket = async (token: string) => {
  const res = await t.call('GET', '/api/v0/basket', { token });
  return new Map(BasketResponse.parse(res.body).value.map((line) => [line.id, line.basket_count]));
};

describe('POST basket/lines', () => {
  it('adds twenty ticked products with their counts in one call', async () => {
    const { token } = await customer();
    const ids = await Promise.all(Array.from({ length: 20 }, () => product(50)));
    const res = await add(
      token,
      ids.map((id, i) => ({ id, count: i + 1 })),
    );
    expect(res.status).toBe(200);
    const { value } = BasketAddLinesResponse.parse(res.body);
    expect(value.added_lines).toBe(20);
    expect(value.units).toBe((20 * 21) / 2);
    expect(value.lines.every((line) => line.outcome === 'added' && line.problem === null)).toBe(true);
    const after = await basket(token);
    expect(ids.map((id) => after.get(id))).toEqual(ids.map((_, i) => i + 1));
  });

  it('caps a line over stock to what is left beyond the basket, and refuses what cannot be ordered', async () => {
    const { id: userId, token } = await customer();
    const partly = await product(5);
    await addBasketLine({ db: t.db, userId, storeId: outlet, productId: partly, count: 2 });
    const none = await product(0);
    const unpriced = await product(10, { priced: false });
    const fine = await product(10);
    const res = await add(token, [
      { id: partly, count: 10 },
      { id: none, count: 1 },
      { id: unpriced, count: 1 },
      { id: fine, count: 4 },
      { id: 999_999, count: 1 },
    ]);
    expect(res.status).toBe(200);
    const lines = new Map(BasketAddLinesResponse.parse(res.body).value.lines.map((line) => [line.id, line]));
    expect(lines.get(partly)).toMatchObject({
      outcome: 'capped',
      problem: 'over_stock',
      added: 3,
      available: 3,
      basket_count: 5,
    });
    expect(lines.get(none)).toMatchObject({ outcome: 'refused', problem: 'out_of_stock', added: 0 });
    expect(lines.get(unpriced)).toMatchObject({ outcome: 'refused', problem: 'no_price', added: 0 });
    expect(lines.get(fine)).toMatchObject({ outcome: 'added', added: 4, basket_count: 4 });
    expect(lines.get(999_999)).toMatchObject({ outcome: 'refused', problem: 'unknown_code', code: null });
    const after = await basket(token);
    expect([after.get(partly), after.get(none), after.get(unpriced), after.get(fine)]).toEqual([
      5,
      undefined,
      undefined,
      4,
    ]);
  });

  it('rounds up to whole packs, and down to the packs the stock holds', async () => {
    const { token } = await customer();
    const roomy = await product(100, { pack: 6 });
    const tight = await product(15, { pack: 6 });
    const res = await add(token, [
      { id: roomy, count: 4 },
      { id: tight, count: 20 },
    ]);
    const lines = new Map(BasketAddLinesResponse.parse(res.body).value.lines.map((line) => [line.id, line]));
    expect(lines.get(roomy)).toMatchObject({ outcome: 'added', added: 6 });
    expect(lines.get(tight)).toMatchObject({ outcome: 'capped', problem: 'over_stock', added: 12 });
  });

  it('sums the lines of one product and never passes the stock under concurrent calls', async () => {
    const { token } = await customer();
    const id = await product(10);
    const uuid = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        add(
          token,
          [
            { id, count: 2 },
            { id, count: 2 },
          ],
          uuid,
        ),
      ),
    );
    const added = results.map((res) => BasketAddLinesResponse.parse(res.body).value.units);
    expect(added.reduce((a, b) => a + b, 0)).toBe(10);
    expect((await basket(token)).get(id)).toBe(10);
  });

  it('answers 201 when another tab changed the basket last, and 422 for a malformed body', async () => {
    const { token } = await customer();
    const id = await product(10);
    expect((await add(token, [{ id, count: 1 }])).status).toBe(200);
    expect((await add(token, [{ id, count: 1 }])).status).toBe(201);
    expect((await add(token, [])).status).toBe(422);
    expect((await add(token, [{ id, count: 0 }])).status).toBe(422);
  });

  it('refuses callers without ordering rights', async () => {
    const { token } = await customer([]);
    const id = await product(10);
    expect((await add(token, [{ id, count: 1 }])).status).toBe(403);
    expect(
      (await t.call('POST', '/api/v0/basket/lines', { body: { lines: [{ id, count: 1 }] } })).status,
    ).toBe(401);
  });
});
