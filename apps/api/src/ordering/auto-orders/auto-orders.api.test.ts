import {
  AutoOrderCreatedResponse,
  formatMoney,
  PresentedBasketResponse,
  RecommendedSumResponse,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type ExampleName, type ExampleOutlet, exampleOutlet } from './test-outlet';

/**
 * POST order/auto-order and GET order/auto-order/recommended-sum through HTTP (docs/rules.md#auto-order-flow,
 * docs/rules.md#spec-5, docs/rules.md#spec-6; docs/rules.md#decisions-3), on the worked example of docs/auto-order.md.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
});
afterAll(() => t?.close());

type Line = { count: number; auto: boolean; reason: Record<string, unknown> | null };

/** The basket of the example's owner as { A: line, … } (products outside the example by id). */
async function basketOf(ex: ExampleOutlet): Promise<Partial<Record<ExampleName, Line>>> {
  const res = await t.call('GET', '/api/v0/basket?type=maximized', { token: ex.token, version: ex.version });
  expect(res.status).toBe(200);
  const lines = PresentedBasketResponse.parse(res.body).value;
  const names = new Map(Object.entries(ex.ids).map(([name, id]) => [id, name as ExampleName]));
  const basket: Partial<Record<ExampleName, Line>> = {};
  for (const l of lines)
    basket[names.get(l.id)!] = {
      count: l.basket_count,
      auto: l.from_auto_order,
      reason: l.auto_order_reason as Record<string, unknown> | null,
    };
  return basket;
}
const counts = (basket: Partial<Record<ExampleName, Line>>) =>
  Object.fromEntries(Object.entries(basket).map(([name, line]) => [name, line.count]));

const autoOrder = (ex: ExampleOutlet, sum: number | string, token = ex.token) =>
  t.call('POST', '/api/v0/order/auto-order', { token, version: ex.version, body: { max_order_sum: sum } });

describe('POST order/auto-order', () => {
  it('fills the basket with the worked example: sellers by pace, then one unit of the new product', async () => {
    const ex = await exampleOutlet(t);
    const res = await autoOrder(ex, 100000);
    expect(res.status).toBe(200);
    const body = AutoOrderCreatedResponse.parse(res.body);
    expect(body.message).toBe(
      `Auto order of ${formatMoney(10750, 'EUR', 'en')} added to the basket: 5 lines`,
    );
    expect(body.auto_order).toMatchObject({
      store_id: ex.outlet.id,
      sum: '10750.00',
      sum_before: '0.00',
      lines_count: 5,
    });

    const basket = await basketOf(ex);
    expect(counts(basket)).toEqual({ D: 8, C: 3, A: 11, B: 4, E: 1 });
    expect(Object.values(basket).every((l) => l.auto)).toBe(true);
    expect(basket.D!.reason).toEqual({
      kind: 'replenish',
      daily_pace: 2,
      target: 28,
      need: 8,
      shelf_free: null,
      stock: 20,
      supplies: 0,
      in_basket: 0,
      warehouse: 100,
      limited_by: 'need',
    });
    expect(basket.C!.reason).toMatchObject({ shelf_free: 3, need: 18, limited_by: 'shelf' });
    expect(basket.A!.reason).toMatchObject({
      shelf_free: 25,
      need: 11,
      stock: 2,
      supplies: 1,
      limited_by: 'need',
    });
    expect(basket.B!.reason).toMatchObject({ warehouse: 4, limited_by: 'warehouse' });
    expect(basket.E!.reason).toMatchObject({ kind: 'fill', target: 1, shelf_free: 10 });

    const [row] = await queryRows<{ status: string; max_order_sum: string; lines: { product_id: number }[] }>(
      t.db,
      sql`select status, max_order_sum::text as max_order_sum, lines from auto_orders where id = ${body.auto_order!.id}`,
    );
    // In the basket already: applied, never offered by the check as a fresh one to join.
    expect(row).toMatchObject({ status: 'applied', max_order_sum: '100000.00' });
    expect(row!.lines.map((l) => l.product_id)).toEqual([ex.ids.D, ex.ids.C, ex.ids.A, ex.ids.B, ex.ids.E]);
  });

  it('stays within the asked sum and gives the same basket for the same input', async () => {
    const ex = await exampleOutlet(t);
    const first = await autoOrder(ex, '7000');
    expect(first.status).toBe(200);
    expect(first.body.auto_order.sum).toBe('6800.00');
    const once = counts(await basketOf(ex));
    expect(once).toEqual({ D: 8, C: 3, A: 6 });
    expect((await basketOf(ex)).A!.reason).toMatchObject({ limited_by: 'sum' });

    expect((await t.call('DELETE', '/api/v0/basket', { token: ex.token, version: 'en' })).status).toBe(200);
    const again = await autoOrder(ex, 7000);
    expect(again.body.auto_order.sum).toBe('6800.00');
    expect(counts(await basketOf(ex))).toEqual(once);
  });

  it('tops up lines already in the basket and never passes the warehouse stock', async () => {
    const ex = await exampleOutlet(t);
    await addBasketLine({
      db: t.db,
      userId: ex.user.id,
      storeId: ex.outlet.id,
      productId: ex.ids.A,
      count: 5,
    });
    await addBasketLine({
      db: t.db,
      userId: ex.user.id,
      storeId: ex.outlet.id,
      productId: ex.ids.B,
      count: 3,
    });
    const res = await autoOrder(ex, 100000);
    expect(res.body.auto_order).toMatchObject({ sum_before: '3400.00' });
    const basket = await basketOf(ex);
    // A: target 14 − 2 on the shelf − 1 coming − 5 in the basket = 6 more; B: 4 in the warehouse, 3 already taken.
    expect(counts(basket)).toMatchObject({ A: 11, B: 4, C: 3, D: 8 });
    expect(basket.A!.reason).toMatchObject({ in_basket: 5, need: 6, supplies: 1 });
    expect(basket.B!.reason).toMatchObject({ in_basket: 3, warehouse: 1, limited_by: 'warehouse' });
  });

  it('orders nothing twice: a second auto order on the filled basket only finds what is left', async () => {
    const ex = await exampleOutlet(t);
    await autoOrder(ex, 7000);
    const second = await autoOrder(ex, 100000);
    expect(second.status).toBe(200);
    expect(counts(await basketOf(ex))).toEqual({ D: 8, C: 3, A: 11, B: 4, E: 1 });
    expect(second.body.auto_order.sum).toBe('3950.00');
  });

  it('replaces the basket with the new auto order when asked, in one call: nothing doubled', async () => {
    const ex = await exampleOutlet(t);
    await addBasketLine({
      db: t.db,
      userId: ex.user.id,
      storeId: ex.outlet.id,
      productId: ex.ids.A,
      count: 5,
    });
    await autoOrder(ex, 100000);
    const before = counts(await basketOf(ex));
    const res = await t.call('POST', '/api/v0/order/auto-order', {
      token: ex.token,
      version: ex.version,
      body: { max_order_sum: 100000, replace: true },
    });
    expect(res.status).toBe(200);
    // The plan starts from an empty basket: the same lines as a first auto order, not on top of the old ones.
    expect(res.body.auto_order).toMatchObject({ sum_before: '0.00' });
    const after = await basketOf(ex);
    expect(counts(after)).toEqual({ D: 8, C: 3, A: 11, B: 4, E: 1 });
    expect(Object.values(after).every((line) => line.auto)).toBe(true);
    expect(before).toEqual(counts(after));
  });

  it('serialises two auto orders sent at once on the basket lock: the second finds nothing left', async () => {
    const ex = await exampleOutlet(t);
    const [one, two] = await Promise.all([autoOrder(ex, 100000), autoOrder(ex, 100000)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.body.auto_order, two.body.auto_order].filter((ao) => ao !== null)).toHaveLength(1);
    expect(counts(await basketOf(ex))).toEqual({ D: 8, C: 3, A: 11, B: 4, E: 1 });
  });

  it('answers 422 with errors.max_order_sum below the minimum (35000 ru, 500 en) and changes nothing', async () => {
    const en = await exampleOutlet(t, 'en');
    const low = await autoOrder(en, 499.99);
    expect(low.status).toBe(422);
    expect(low.body.errors.max_order_sum).toEqual([
      `The minimum auto order sum is ${formatMoney(500, 'EUR', 'en')}`,
    ]);
    expect((await autoOrder(en, 500)).status).toBe(200);

    const ru = await exampleOutlet(t, 'ru');
    const res = await autoOrder(ru, 34999);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'UNPROCESSABLE',
      errors: { max_order_sum: [expect.stringContaining('35')] },
    });
    expect(res.body.message).toMatch(/^Минимальная сумма автозаказа — 35\s000,00\s₽$/);
    expect(await basketOf(ru)).toEqual({});
    for (const bad of ['abc', -1, 0, '', null]) {
      const malformed = await autoOrder(ru, bad as never);
      expect(malformed.status).toBe(422);
      expect(Object.keys(malformed.body.errors)).toContain('max_order_sum');
    }
    expect((await autoOrder(ru, 35000)).status).toBe(200);
  });

  it('refuses users in the main store, viewers, and outlets that are not the caller’s (403)', async () => {
    const ex = await exampleOutlet(t);
    const inMain = await createUser({
      db: t.db,
      groups: ['warehouse'],
      stores: [ex.outlet.id],
      currentStoreId: 1,
    });
    const mainToken = await t.app.tokens.sign(inMain.user.id);
    const res = await t.call('POST', '/api/v0/order/auto-order', {
      token: mainToken,
      body: { max_order_sum: 50000 },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('основного склада');
    expect(
      (await t.call('GET', '/api/v0/order/auto-order/recommended-sum', { token: mainToken })).status,
    ).toBe(403);

    const noStore = await createUser({ db: t.db, groups: ['dropshipping'] });
    const noStoreToken = await t.app.tokens.sign(noStore.user.id);
    expect((await autoOrder(ex, 50000, noStoreToken)).status).toBe(403);

    const viewer = await createUser({ db: t.db, stores: [ex.outlet.id] });
    expect((await autoOrder(ex, 50000, await t.app.tokens.sign(viewer.user.id))).status).toBe(403);

    // A current store pointing at another customer's outlet (set behind the API's back) is refused too.
    const intruder = await createUser({ db: t.db, groups: ['warehouse'], currentStoreId: ex.outlet.id });
    const intruderToken = await t.app.tokens.sign(intruder.user.id);
    const foreign = await autoOrder(ex, 50000, intruderToken);
    expect(foreign.status).toBe(403);
    const [lines] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from basket_lines bl join baskets b on b.id = bl.basket_id
        where b.user_id = ${intruder.user.id}`,
    );
    expect(lines!.n).toBe(0);
    expect(
      (await t.call('POST', '/api/v0/order/auto-order', { body: { max_order_sum: 50000 } })).status,
    ).toBe(401);
  });
});

describe('GET order/auto-order/recommended-sum', () => {
  it('answers what the sellers need rounded up to 100, never below the minimum', async () => {
    const en = await exampleOutlet(t, 'en');
    const res = await t.call('GET', '/api/v0/order/auto-order/recommended-sum', {
      token: en.token,
      version: 'en',
    });
    expect(res.status).toBe(200);
    expect(RecommendedSumResponse.parse(res.body)).toBe(10500);

    const ru = await exampleOutlet(t, 'ru');
    const inRu = await t.call('GET', '/api/v0/order/auto-order/recommended-sum', { token: ru.token });
    expect(inRu.body).toBe(35000);
  });
});
