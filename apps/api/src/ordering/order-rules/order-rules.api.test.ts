import { OrderRulesResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The order rules through HTTP (docs/rules.md#order-rules): the staff's minimum order sums
 * (docs/rules.md#order-minimum), products sold in packs (docs/rules.md#pack-multiple), both
 * refused at basket change and order send with the field named, in the request's language.
 */
let t: TestApp;
let categoryId: number;
let outlet: number;
let euOutlet: number;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  euOutlet = (
    await createStore({ db: t.db, name: 'Shop EU', isRetail: true, currency: 'EUR', version: 'en' })
  ).id;
  categoryId = (await createCategory({ db: t.db })).id;
  const { user } = await createUser({ db: t.db, groups: ['manager'] });
  manager = await t.app.tokens.sign(user.id);
});
afterAll(() => t?.close());

async function customer(stores = [outlet]) {
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

const product = (
  options: { stock?: number; price?: string; pack?: number; nameRu?: string; nameEn?: string } = {},
) =>
  createProduct({
    db: t.db,
    categoryId,
    nameRu: options.nameRu,
    nameEn: options.nameEn,
    packMultiple: options.pack ?? 1,
    prices: [
      { currency: 'RUB', wholesale: options.price ?? '100.00', retail: '999.00' },
      { currency: 'EUR', wholesale: options.price ?? '100.00', retail: '999.00' },
    ],
    stock: [
      { storeId: 1, quantity: options.stock ?? 100 },
      { storeId: 56, quantity: options.stock ?? 100 },
    ],
  });

const rules = async () => {
  const res = await t.call('GET', '/api/v0/services/order-rules', { token: manager });
  expect(res.status).toBe(200);
  return OrderRulesResponse.parse(res.body).data;
};

const setMinimums = async (minimums: { currency: string; min_sum: string | number | null }[]) => {
  const { etag } = await rules();
  return t.call('PUT', '/api/v0/services/order-rules', {
    token: manager,
    body: { minimums },
    headers: { 'if-match': etag },
  });
};

const send = (token: string, version?: 'ru' | 'en') =>
  t.call('POST', '/api/v0/order/send', { token, version, body: { order_comment: {} } });

type Refusal = { message: string; errors: Record<string, string[]> };

describe('the staff resource of minimum order sums', () => {
  it('lists every currency with its version, none set at first', async () => {
    expect((await rules()).minimums).toEqual([
      { currency: 'RUB', version: 'ru', min_sum: null },
      { currency: 'EUR', version: 'en', min_sum: null },
      { currency: 'PLN', version: 'en', min_sum: null },
      { currency: 'RSD', version: 'en', min_sum: null },
    ]);
  });

  it('sets 3 000 ₽ and 50 € with If-Match, audits it, and refuses a stale or missing version', async () => {
    const { etag } = await rules();
    const missing = await t.call('PUT', '/api/v0/services/order-rules', {
      token: manager,
      body: { minimums: [{ currency: 'RUB', min_sum: 1 }] },
    });
    expect(missing.status).toBe(428);
    const res = await setMinimums([
      { currency: 'RUB', min_sum: 3000 },
      { currency: 'EUR', min_sum: '50' },
    ]);
    expect(res.status).toBe(200);
    const saved = OrderRulesResponse.parse(res.body).data;
    expect(saved.minimums.slice(0, 2)).toEqual([
      { currency: 'RUB', version: 'ru', min_sum: '3000.00' },
      { currency: 'EUR', version: 'en', min_sum: '50.00' },
    ]);
    expect(res.headers.get('etag')).toBe(saved.etag);
    const stale = await t.call('PUT', '/api/v0/services/order-rules', {
      token: manager,
      body: { minimums: [{ currency: 'RUB', min_sum: 1 }] },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect((stale.body as { current: { minimums: unknown[] } }).current.minimums[0]).toMatchObject({
      min_sum: '3000.00',
    });
    const audit = await queryRows<{ changes: unknown }>(
      t.db,
      sql`select changes from audit_log where entity = 'order_rules' order by id`,
    );
    expect(audit.map((a) => a.changes)).toEqual([{ RUB: [null, '3000.00'], EUR: [null, '50.00'] }]);
  });

  it('refuses a bad amount naming the field, in the request language', async () => {
    const res = await t.call('PUT', '/api/v0/services/order-rules', {
      token: manager,
      version: 'en',
      body: { minimums: [{ currency: 'RUB', min_sum: '-5' }] },
      headers: { 'if-match': (await rules()).etag },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as Refusal).errors)).toEqual(['minimums.0.min_sum']);
  });

  it('is for staff only: 401 anonymous, 403 for a customer', async () => {
    const { token } = await customer();
    expect((await t.call('GET', '/api/v0/services/order-rules')).status).toBe(401);
    expect((await t.call('GET', '/api/v0/services/order-rules', { token })).status).toBe(403);
    const put = await t.call('PUT', '/api/v0/services/order-rules', {
      token,
      body: { minimums: [] },
      headers: { 'if-match': '*' },
    });
    expect(put.status).toBe(403);
  });

  it("answers a buyer the minimum of their basket's currency", async () => {
    const ru = await customer();
    const en = await customer([euOutlet]);
    const ruRules = await t.call('GET', '/api/v0/order/rules', { token: ru.token });
    expect(ruRules.body).toEqual({ data: { currency: 'RUB', min_sum: '3000.00' } });
    const enRules = await t.call('GET', '/api/v0/order/rules', { token: en.token, version: 'en' });
    expect(enRules.body).toEqual({ data: { currency: 'EUR', min_sum: '50.00' } });
  });
});

describe('the minimum order sum at the order send', () => {
  it('refuses a basket below it with errors.sum saying what is missing, and changes nothing', async () => {
    const me = await customer();
    const p = await product({ price: '450.00' });
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: p.id, count: 4 });
    const res = await send(me.token);
    expect(res.status).toBe(422);
    const body = res.body as Refusal;
    expect(Object.keys(body.errors)).toEqual(['sum']);
    expect(body.errors.sum![0]).toBe(
      'Минимальная сумма заказа 3\u00a0000,00\u00a0₽: добавьте ещё на 1\u00a0200,00\u00a0₽',
    );
    const orders = await queryRows(t.db, sql`select 1 from orders where user_id = ${me.id}`);
    expect(orders).toHaveLength(0);
  });

  it('sends once the basket reaches it', async () => {
    const me = await customer();
    const p = await product({ price: '500.00' });
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: p.id, count: 6 });
    expect((await send(me.token)).status).toBe(201);
  });

  it('tells an English buyer in English and euros', async () => {
    const me = await customer([euOutlet]);
    const p = await product({ price: '10.00' });
    await addBasketLine({ db: t.db, userId: me.id, storeId: euOutlet, productId: p.id, count: 2 });
    const res = await send(me.token, 'en');
    expect(res.status).toBe(422);
    expect((res.body as Refusal).errors.sum).toEqual(['The minimum order is €50.00: add €30.00 more']);
  });
});

describe('products sold in packs', () => {
  it('adds and takes off a whole box of 6 with plus and minus', async () => {
    const me = await customer();
    const kit = await product({ pack: 6, stock: 20 });
    const plus = () => t.call('PATCH', `/api/v0/basket/increase/${kit.id}`, { token: me.token });
    expect((await plus()).body).toEqual({ value: { id: kit.id, basket_count: 6 } });
    expect((await plus()).body).toEqual({ value: { id: kit.id, basket_count: 12 } });
    expect((await plus()).body).toEqual({ value: { id: kit.id, basket_count: 18 } });
    const over = await plus();
    expect(over.status).toBe(422);
    expect((over.body as Refusal).message).toContain('6');
    const minus = await t.call('PATCH', `/api/v0/basket/decrease/${kit.id}`, { token: me.token });
    expect(minus.body).toEqual({ value: { id: kit.id, basket_count: 12 } });
  });

  it('refuses to set a count that is not whole boxes, naming errors.count, and changes nothing', async () => {
    const me = await customer();
    const kit = await product({ pack: 6, nameEn: 'Room box kit' });
    const res = await t.call('PUT', `/api/v0/basket/${kit.id}`, {
      token: me.token,
      version: 'en',
      body: { count: 4 },
    });
    expect(res.status).toBe(422);
    expect((res.body as Refusal).errors.count).toEqual([
      '"Room box kit" is sold in packs of 6: the count must be a multiple of 6',
    ]);
    expect(
      (await t.call('PUT', `/api/v0/basket/${kit.id}`, { token: me.token, body: { count: 12 } })).status,
    ).toBe(200);
  });

  it('refuses at the send a line that is not whole boxes, naming the line', async () => {
    const me = await customer();
    const kit = await product({ pack: 6, price: '1000.00', nameRu: 'Румбокс' });
    await addBasketLine({ db: t.db, userId: me.id, storeId: outlet, productId: kit.id, count: 4 });
    const res = await send(me.token);
    expect(res.status).toBe(422);
    const body = res.body as Refusal;
    expect(Object.keys(body.errors)).toEqual([`lines.${kit.id}`]);
    expect(body.errors[`lines.${kit.id}`]![0]).toContain('упаковками по 6');
  });

  it('lets staff set the pack in the product editor, refusing a pack below 1 by its field', async () => {
    const kit = await product();
    const read = await t.call('GET', `/api/v0/services/products/${kit.id}`, { token: manager });
    const etag = read.headers.get('etag')!;
    const bad = await t.call('PATCH', `/api/v0/services/products/${kit.id}`, {
      token: manager,
      body: { pack_multiple: 0 },
      headers: { 'if-match': etag },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as Refusal).errors)).toEqual(['pack_multiple']);
    const res = await t.call('PATCH', `/api/v0/services/products/${kit.id}`, {
      token: manager,
      body: { pack_multiple: 6 },
      headers: { 'if-match': etag },
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: { pack_multiple: number } }).data.pack_multiple).toBe(6);
    const me = await customer();
    const plus = await t.call('PATCH', `/api/v0/basket/increase/${kit.id}`, { token: me.token });
    expect(plus.body).toEqual({ value: { id: kit.id, basket_count: 6 } });
  });

  it('rounds units brought in by quick order up to whole boxes', async () => {
    const me = await customer();
    const kit = await product({ pack: 6, stock: 30 });
    const res = await t.call('POST', '/api/v0/basket/quick-order', {
      token: me.token,
      body: { lines: [{ code: kit.code, count: 4 }] },
    });
    expect(res.status).toBeLessThan(300);
    const lines = await queryRows<{ basket_count: number }>(
      t.db,
      sql`select bl.basket_count from baskets b join basket_lines bl on bl.basket_id = b.id
        where b.user_id = ${me.id} and bl.product_id = ${kit.id}`,
    );
    expect(lines).toEqual([{ basket_count: 6 }]);
  });
});
