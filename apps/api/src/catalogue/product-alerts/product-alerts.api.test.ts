import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { enqueueJob } from '../../jobs';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRODUCT_ALERTS_CHECK } from './index';

/**
 * Product alerts end to end (docs/home.md#alerts): a watch or a reminder queues its e-mail in the
 * outbox once while its condition holds, and again only after the condition cleared and returned.
 */
let t: TestApp;
let token: string;
let userId: number;
let uuid: string;
let ids: { outlet: number; gone: number; selling: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  await createStore({ db, id: 1, name: 'Склад' });
  const outlet = await createStore({ db, name: 'Точка', isRetail: true, reportPeriodDays: 10 });
  const category = await createCategory({ db });
  const gone = await createProduct({ db, categoryId: category.id, stock: [{ storeId: 1, quantity: 0 }] });
  const selling = await createProduct({
    db,
    categoryId: category.id,
    stock: [
      { storeId: outlet.id, quantity: 3 },
      { storeId: 1, quantity: 100 },
    ],
  });
  await addSales({ db, storeId: outlet.id, productId: selling.id, quantity: 10, daysAgo: 1 });
  const user = await createUser({
    db,
    email: 'buyer@example.com',
    locale: 'en',
    groups: ['warehouse'],
    stores: [outlet.id],
    currentStoreId: outlet.id,
  });
  userId = user.user.id;
  uuid = user.user.uuid;
  token = await t.app.tokens.sign(userId);
  ids = { outlet: outlet.id, gone: gone.id, selling: selling.id };
});
afterAll(() => t?.close());

const outbox = (template: string) =>
  queryRows<{ to_address: string; lang: string; data: Record<string, unknown> }>(
    t.db,
    sql`select to_address, lang, data from mail_outbox where template = ${template} order by id`,
  );
/** One run of the `product-alerts.check` job through the runner. */
const check = async () => {
  await enqueueJob(t.db, { kind: PRODUCT_ALERTS_CHECK, payload: {} });
  await t.app.jobs.runDue();
};
const setWarehouse = (productId: number, quantity: number) =>
  t.db.execute(sql`update stock set quantity = ${quantity} where store_id = 1 and product_id = ${productId}`);
const setOutlet = (quantity: number) =>
  t.db.execute(
    sql`update stock set quantity = ${quantity} where store_id = ${ids.outlet} and product_id = ${ids.selling}`,
  );

describe('back in stock', () => {
  it('keeps a watch per user and product, and refuses an unknown product', async () => {
    const put = await t.call('PUT', `/api/v0/product-alerts/back-in-stock/${ids.gone}`, { token });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ data: { product_id: ids.gone, watching: true } });
    await t.call('PUT', `/api/v0/product-alerts/back-in-stock/${ids.gone}`, { token });
    const list = await t.call('GET', '/api/v0/product-alerts/back-in-stock', { token });
    expect(list.body).toEqual({ data: { product_ids: [ids.gone] } });
    expect((await t.call('PUT', '/api/v0/product-alerts/back-in-stock/999999', { token })).status).toBe(404);
    expect((await t.call('GET', '/api/v0/product-alerts/back-in-stock')).status).toBe(401);
  });

  it('e-mails once when the stock returns, and again only after it ran out and returned', async () => {
    await check();
    expect(await outbox('back-in-stock')).toHaveLength(0);
    await setWarehouse(ids.gone, 7);
    await check();
    await check();
    const sent = await outbox('back-in-stock');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to_address: 'buyer@example.com', lang: 'en', data: { quantity: 7 } });
    await setWarehouse(ids.gone, 0);
    await check();
    await setWarehouse(ids.gone, 2);
    await check();
    expect(await outbox('back-in-stock')).toHaveLength(2);
  });

  it('sends nothing once the watch is cancelled', async () => {
    await setWarehouse(ids.gone, 0);
    await check();
    const del = await t.call('DELETE', `/api/v0/product-alerts/back-in-stock/${ids.gone}`, { token });
    expect(del.body).toEqual({ data: { product_id: ids.gone, watching: false } });
    await setWarehouse(ids.gone, 4);
    await check();
    expect(await outbox('back-in-stock')).toHaveLength(2);
  });
});

describe('reorder reminders', () => {
  it('sends nothing to a user who did not ask for e-mails', async () => {
    await t.call('PATCH', `/api/v0/profile/${uuid}`, { token, body: { reorder_reminder_days: 5 } });
    await check();
    expect(await outbox('reorder-reminder')).toHaveLength(0);
  });

  it('e-mails a product under the threshold once, and again after its cover came back and fell', async () => {
    // 10 sold in 10 days, 3 held: 3 days of cover, under 5.
    await t.call('PATCH', `/api/v0/profile/${uuid}`, { token, body: { reorder_reminder_emails: true } });
    await check();
    await check();
    const sent = await outbox('reorder-reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.data).toMatchObject({ threshold: 5, lines: [{ days_of_cover: 3, stock: 3 }] });
    await setOutlet(50);
    await check();
    await setOutlet(1);
    await check();
    expect(await outbox('reorder-reminder')).toHaveLength(2);
  });

  it('stops when the user turns reminders off', async () => {
    await setOutlet(50);
    await check();
    await t.call('PATCH', `/api/v0/profile/${uuid}`, { token, body: { reorder_reminder_days: null } });
    await setOutlet(0);
    await check();
    expect(await outbox('reorder-reminder')).toHaveLength(2);
  });
});
