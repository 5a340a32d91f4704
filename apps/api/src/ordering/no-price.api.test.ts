import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { addBasketLine } from '../test/factories/basket';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createStore, createUser } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Products without a price (docs/rules.md#no-price): none in the currency, or 0. They sort after
 * every priced product in either direction, and the basket, the quick order and the order send
 * refuse them with NO_PRICE (422) naming the product, in the request's language.
 */
let t: TestApp;
let categoryId: number;
let outlet: number;
const prefix = `NP${randomBytes(2).toString('hex').toUpperCase()}`;
let priced: { id: number; code: string }[];
let zero: { id: number; code: string };
let missing: { id: number; code: string };

const product = async (code: string, wholesale: string | null) => {
  const row = await createProduct({
    db: t.db,
    categoryId,
    code: `${prefix}-${code}`,
    nameRu: `Набор ${code}`,
    nameEn: `Kit ${code}`,
    stock: [{ storeId: 1, quantity: 50 }],
    prices: wholesale === null ? [] : [{ currency: 'RUB', wholesale, retail: '0.00' }],
  });
  return { id: row.id, code: row.code };
};

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true, currency: 'RUB' })).id;
  categoryId = (await createCategory({ db: t.db })).id;
  zero = await product('A0', '0.00');
  missing = await product('A1', null);
  priced = [await product('B1', '300.00'), await product('B2', '100.00'), await product('B3', '200.00')];
});
afterAll(() => t?.close());

async function customer() {
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

const headers = () => ({ 'x-basket-uuid': randomUUID() });

describe('sorting by price', () => {
  it('puts the products without a price last, cheapest first and dearest first alike', async () => {
    const { token } = await customer();
    for (const [sort, expected] of [
      ['price', ['B2', 'B3', 'B1', 'A0', 'A1']],
      ['-price', ['B1', 'B3', 'B2', 'A0', 'A1']],
    ] as const) {
      const res = await t.call('GET', `/api/v0/catalog/products?sort=${sort}&q=${prefix}&per_page=10`, {
        token,
      });
      expect(res.status).toBe(200);
      const codes = (res.body.data as { code: string }[]).map((p) => p.code.replace(`${prefix}-`, ''));
      expect(codes, sort).toEqual(expected);
    }
  });
});

describe('ordering a product without a price', () => {
  it('is refused by increase and set with NO_PRICE naming it, and the basket stays empty', async () => {
    const { id, token } = await customer();
    for (const p of [zero, missing]) {
      const up = await t.call('PATCH', `/api/v0/basket/increase/${p.id}`, { token, headers: headers() });
      expect(up.status).toBe(422);
      expect(up.body.code).toBe('NO_PRICE');
      expect(up.body.message).toContain('цена по запросу');
      const set = await t.call('PUT', `/api/v0/basket/${p.id}`, {
        token,
        headers: headers(),
        body: { count: 3 },
        version: 'en',
      });
      expect(set.status).toBe(422);
      expect(set.body).toMatchObject({ code: 'NO_PRICE' });
      expect(set.body.message).toContain('price on request');
    }
    const ok = await t.call('PATCH', `/api/v0/basket/increase/${priced[0]!.id}`, {
      token,
      headers: headers(),
    });
    expect(ok.status).toBe(200);
    const lines = await queryRows<{ product_id: number }>(
      t.db,
      sql`select bl.product_id from basket_lines bl join baskets b on b.id = bl.basket_id where b.user_id = ${id}`,
    );
    expect(lines).toEqual([{ product_id: priced[0]!.id }]);
  });

  it('is a no_price line in the quick order check, and the add refuses it', async () => {
    const { token } = await customer();
    const lines = [
      { line: 1, code: zero.code, quantity: '2' },
      { line: 2, code: priced[1]!.code, quantity: '1' },
    ];
    const check = await t.call('POST', '/api/v0/basket/quick-order/check', { token, body: { lines } });
    expect(check.status).toBe(200);
    expect(check.body.value.lines.map((l: { problem: string | null }) => l.problem)).toEqual([
      'no_price',
      null,
    ]);
    const add = await t.call('POST', '/api/v0/basket/quick-order', {
      token,
      headers: headers(),
      body: {
        lines: [
          { code: zero.code, count: 2 },
          { code: priced[1]!.code, count: 1 },
        ],
      },
    });
    expect(add.status).toBe(422);
    expect(add.body.errors).toEqual({ 'lines.0': [expect.stringContaining('цена по запросу')] });
  });

  it('is refused by the order send when its price went away after it was put in the basket', async () => {
    const { id, token } = await customer();
    await addBasketLine({ db: t.db, userId: id, storeId: outlet, productId: priced[2]!.id, count: 1 });
    await addBasketLine({ db: t.db, userId: id, storeId: outlet, productId: missing.id, count: 2 });
    const res = await t.call('POST', '/api/v0/order/send', { token, body: { order_comment: {} } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NO_PRICE');
    expect(res.body.message).toContain(`Набор A1 (${missing.code})`);
    const orders = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${id}`,
    );
    expect(orders).toEqual([{ n: 0 }]);
  });
});
