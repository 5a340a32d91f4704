import { randomUUID } from 'node:crypto';
import { AutoOrderApplyResponse, AutoOrderCheckResponse, PresentedBasketResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import { createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type ExampleOutlet, exampleOutlet } from './test-outlet';

/**
 * GET auto-order-frontend/check and POST auto-order-frontend/{union|replace}-basket through HTTP
 * (docs/rules.md#auto-order-check, docs/rules.md#auto-order-flow, docs/rules.md#spec-7), on the worked example of docs/auto-order.md, whose
 * auto order (no sum limit) is D 8, C 3, A 11, B 4, E 1.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
});
afterAll(() => t?.close());

/** The example's basket as { name: count } (X: a product outside the example), and which lines are auto. */
async function basketOf(ex: ExampleOutlet, extra: Record<string, number> = {}) {
  const res = await t.call('GET', '/api/v0/basket?type=maximized', { token: ex.token, version: 'en' });
  const names = new Map([...Object.entries(ex.ids), ...Object.entries(extra)].map(([n, id]) => [id, n]));
  const counts: Record<string, number> = {};
  const auto: string[] = [];
  for (const line of PresentedBasketResponse.parse(res.body).value) {
    const name = names.get(line.id)!;
    counts[name] = line.basket_count;
    if (line.from_auto_order) auto.push(name);
  }
  return { counts, auto: auto.sort() };
}

/**
 * The example with its auto order created (no sum limit), in the basket. `fresh`: the auto order is
 * then marked fresh, as one computed for the outlet but not put into its basket would be (the
 * create call itself stores its auto order as applied); the basket keeps its lines all the same,
 * the case where joining must not double anything.
 */
async function withAutoOrder({ fresh = true }: { fresh?: boolean } = {}) {
  const ex = await exampleOutlet(t);
  const created = await t.call('POST', '/api/v0/order/auto-order', {
    token: ex.token,
    version: 'en',
    body: { max_order_sum: 100000 },
  });
  expect(created.status).toBe(200);
  if (fresh)
    await t.db.execute(sql`update auto_orders set status = 'fresh' where id = ${created.body.auto_order.id}`);
  const x = await createProduct({
    db: t.db,
    categoryId: ex.cat2.id,
    prices: [{ currency: 'EUR', wholesale: '10.00', retail: '20.00' }],
    stock: [{ storeId: 56, quantity: 50 }],
  });
  return { ex, ao: created.body.auto_order, x: x.id };
}

const check = (ex: ExampleOutlet, storeId: number, token = ex.token) =>
  t.call('GET', `/api/v0/auto-order-frontend/check?store_id=${storeId}`, { token, version: 'en' });
const apply = (
  action: 'union' | 'replace',
  ex: ExampleOutlet,
  body: { ao_id: number; ao_uuid: string; outlet_id: number },
  token = ex.token,
) => t.call('POST', `/api/v0/auto-order-frontend/${action}-basket`, { token, version: 'en', body });

/** The user changed the basket after the auto order: D removed, A raised to 20 by hand, 2 of X added. */
async function editBasket(ex: ExampleOutlet, x: number) {
  const removed = await t.call('DELETE', `/api/v0/basket/remove/${ex.ids.D}`, {
    token: ex.token,
    version: 'en',
  });
  expect(removed.status).toBe(200);
  const line = { db: t.db, userId: ex.user.id, storeId: ex.outlet.id };
  await addBasketLine({ ...line, productId: ex.ids.A, count: 20 });
  await addBasketLine({ ...line, productId: x, count: 2 });
}

describe('GET auto-order-frontend/check', () => {
  it('does not offer the auto order just created: it is in the basket already', async () => {
    const { ex, ao } = await withAutoOrder({ fresh: false });
    expect(ao).toMatchObject({ sum: '10750.00', lines_count: 5 });
    expect((await check(ex, ex.outlet.id)).body).toEqual({ has_fresh_ao: false, ao_data: null });
    // Joining it anyway (an offer left open in another tab) adds nothing twice: 409, basket as it was.
    const before = await basketOf(ex);
    const body = { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id };
    const union = await apply('union', ex, body);
    expect(union.status).toBe(409);
    expect(union.body.message).toBe(`Auto order #${ao.id} is already in the basket: nothing was added twice`);
    expect((await apply('replace', ex, body)).status).toBe(409);
    expect(await basketOf(ex)).toEqual(before);
  });

  it('offers the fresh auto order, then no longer once it is applied', async () => {
    const { ex, ao } = await withAutoOrder();
    const res = await check(ex, ex.outlet.id);
    expect(res.status).toBe(200);
    expect(AutoOrderCheckResponse.parse(res.body)).toEqual({
      has_fresh_ao: true,
      ao_data: {
        id: ao.id,
        uuid: ao.uuid,
        store_id: ex.outlet.id,
        created_at: ao.created_at,
        sum_before: '0.00',
        sum: '10750.00',
        lines_count: 5,
      },
    });
    const body = { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id };
    expect((await apply('union', ex, body)).status).toBe(200);
    expect((await check(ex, ex.outlet.id)).body).toEqual({ has_fresh_ao: false, ao_data: null });
  });

  it('offers only the newest auto order, and none older than 24 hours', async () => {
    const { ex, ao } = await withAutoOrder();
    const newer = await t.call('POST', '/api/v0/order/auto-order', {
      token: ex.token,
      version: 'en',
      body: { max_order_sum: 100000 },
    });
    // The basket already holds everything: nothing is needed, so the first auto order stays the fresh one.
    expect(newer.body.auto_order).toBeNull();
    expect((await check(ex, ex.outlet.id)).body.ao_data.id).toBe(ao.id);
    await t.db.execute(
      sql`update auto_orders set created_at = now() - interval '25 hours' where id = ${ao.id}`,
    );
    expect((await check(ex, ex.outlet.id)).body).toEqual({ has_fresh_ao: false, ao_data: null });
  });

  it("answers 403 for another customer's store and 400 for a malformed store id", async () => {
    const { ex } = await withAutoOrder();
    const other = await exampleOutlet(t);
    const res = await check(other, ex.outlet.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(`Store #${ex.outlet.id} is not one of your stores`);
    expect((await check(ex, 56)).status).toBe(403);
    expect(
      (await t.call('GET', '/api/v0/auto-order-frontend/check?store_id=abc', { token: ex.token })).status,
    ).toBe(400);
    expect((await t.call('GET', `/api/v0/auto-order-frontend/check?store_id=${ex.outlet.id}`)).status).toBe(
      401,
    );
  });
});

describe('POST auto-order-frontend/{union|replace}-basket', () => {
  it('union keeps the basket and raises each auto-order line to the larger count', async () => {
    const { ex, ao, x } = await withAutoOrder();
    await editBasket(ex, x);
    const uuid = randomUUID();
    const res = await t.call('POST', '/api/v0/auto-order-frontend/union-basket', {
      token: ex.token,
      version: 'en',
      headers: { 'x-basket-uuid': uuid },
      body: { ao_id: String(ao.id), ao_uuid: ao.uuid, outlet_id: ex.outlet.id },
    });
    expect(res.status).toBe(200);
    expect(AutoOrderApplyResponse.parse(res.body)).toEqual({
      message: 'Auto order merged into the basket: 1 line',
      lines_count: 1,
    });
    // D comes back from the auto order; A stays at the 20 typed by hand; X stays.
    expect(await basketOf(ex, { X: x })).toEqual({
      counts: { A: 20, B: 4, C: 3, D: 8, E: 1, X: 2 },
      auto: ['B', 'C', 'D', 'E'],
    });
    // Applying it again is refused and changes nothing.
    const again = await apply('union', ex, { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id });
    expect(again.status).toBe(409);
    expect((await basketOf(ex, { X: x })).counts).toEqual({ A: 20, B: 4, C: 3, D: 8, E: 1, X: 2 });
  });

  it('union over a basket that already holds the auto order doubles nothing', async () => {
    const { ex, ao } = await withAutoOrder();
    const before = await basketOf(ex);
    expect(before.counts).toEqual({ A: 11, B: 4, C: 3, D: 8, E: 1 });
    const res = await apply('union', ex, { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id });
    expect(res.status).toBe(200);
    expect(res.body.lines_count).toBe(0);
    expect(await basketOf(ex)).toEqual(before);
  });

  it('refuses a superseded auto order with 409', async () => {
    const { ex, ao } = await withAutoOrder();
    await t.db.execute(sql`update auto_orders set status = 'superseded' where id = ${ao.id}`);
    const res = await apply('union', ex, { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Auto order #${ao.id} was replaced by a newer one: open the auto order page again`,
    );
  });

  it('replace empties the basket and puts the auto order, capped to today’s warehouse stock', async () => {
    const { ex, ao, x } = await withAutoOrder();
    await editBasket(ex, x);
    await t.db.execute(sql`update stock set quantity = 2 where store_id = 56 and product_id = ${ex.ids.B}`);
    await t.db.execute(sql`update stock set quantity = 0 where store_id = 56 and product_id = ${ex.ids.E}`);
    const res = await apply('replace', ex, { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'The basket was replaced by the auto order: 4 lines',
      lines_count: 4,
    });
    expect(await basketOf(ex, { X: x })).toEqual({
      counts: { A: 11, B: 2, C: 3, D: 8 },
      auto: ['A', 'B', 'C', 'D'],
    });
    // The Russian message, on the same auto order offered again.
    await t.db.execute(sql`update auto_orders set status = 'fresh' where id = ${ao.id}`);
    const ru = await t.call('POST', '/api/v0/auto-order-frontend/replace-basket', {
      token: ex.token,
      version: 'en',
      headers: { 'x-localization': 'ru' },
      body: { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id },
    });
    expect(ru.body.message).toBe('Корзина заменена автозаказом: 4 позиции');
  });

  it("answers 404 for another user's auto order, a wrong uuid or another outlet, and changes nothing", async () => {
    const { ex, ao } = await withAutoOrder();
    const other = await exampleOutlet(t);
    const body = { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id };
    const before = await basketOf(other);
    const foreign = await apply('replace', other, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: `Auto order #${ao.id} was not found`, code: 'NOT_FOUND' });
    expect(await basketOf(other)).toEqual(before);
    expect((await apply('union', ex, { ...body, ao_uuid: randomUUID() })).status).toBe(404);
    expect((await apply('union', ex, { ...body, outlet_id: other.outlet.id })).status).toBe(404);
    expect((await check(ex, ex.outlet.id)).body.has_fresh_ao).toBe(true);
    const malformed = await apply('union', ex, { ...body, ao_uuid: 'nope' });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors)).toEqual(['ao_uuid']);
  });

  it('answers 403 to a viewer without ordering rights and to an owner who lost the outlet', async () => {
    const { ex, ao } = await withAutoOrder();
    const body = { ao_id: ao.id, ao_uuid: ao.uuid, outlet_id: ex.outlet.id };
    const viewer = await createUser({ db: t.db, stores: [ex.outlet.id] });
    expect((await apply('union', ex, body, await t.app.tokens.sign(viewer.user.id))).status).toBe(403);
    await t.db.execute(sql`delete from user_stores where user_id = ${ex.user.id}`);
    expect((await apply('union', ex, body)).status).toBe(403);
  });
});
