import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A product's version in the product service (docs/rules.md#record-versions): its tag has two
 * parts, what staff edit and the warehouse stock, so an order moving the stock refuses only a stale
 * stock edit, not an edit of the names.
 */
let t: TestApp;
let manager: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const { user } = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(user.id);
  categoryId = (await createCategory({ db: t.db, slug: 'pv-main' })).id;
});
afterAll(() => t?.close());

const url = (id: number) => `/api/v0/services/products/${id}`;
const read = async (id: number) => (await t.call('GET', url(id), { token: manager })).body.data;
const patch = (id: number, body: unknown, headers: Record<string, string>) =>
  t.call('PATCH', url(id), { token: manager, body, headers });

describe('PATCH /services/products/{id} with If-Match', () => {
  it('answers the ETag; a stale one → 412 with the current product, none → 428, one of two at once wins', async () => {
    const { id } = await createProduct({
      db: t.db,
      categoryId,
      properties: [{ slug: 'size', value: '30x40' }],
    });
    const got = await t.call('GET', url(id), { token: manager });
    expect(got.headers.get('etag')).toBe(got.body.data.etag);
    const sizes = ['', '40x50', '50x65', '20x30', '60x80'];
    await expectRecordVersions({
      t,
      read: () => read(id),
      write: (n, headers) => patch(id, { properties: [{ slug: 'size', value: sizes[n] }] }, headers),
    });
  });

  it('lets a names edit pass after an order moved the stock, and refuses a stock edit made on the old stock', async () => {
    const { id } = await createProduct({ db: t.db, categoryId, stock: [{ storeId: 1, quantity: 10 }] });
    const loaded = await read(id);
    // An order takes 3 units (what the order send's stock writer does to the row).
    await t.db.execute(
      sql`update stock set quantity = quantity - 3 where product_id = ${id} and store_id = 1`,
    );
    const names = await patch(id, { name_ru: 'Новое имя' }, { 'if-match': loaded.etag });
    expect(names.status, JSON.stringify(names.body)).toBe(200);
    const stock = await patch(id, { stock: [{ store_id: 1, quantity: 12 }] }, { 'if-match': loaded.etag });
    expect(stock.status).toBe(412);
    expect(stock.body.current.stock.find((s: { store_id: number }) => s.store_id === 1).quantity).toBe(7);
    const fresh = await patch(
      id,
      { stock: [{ store_id: 1, quantity: 12 }] },
      { 'if-match': names.body.data.etag },
    );
    expect(fresh.status).toBe(200);
    expect((await read(id)).stock.find((s: { store_id: number }) => s.store_id === 1).quantity).toBe(12);
  });
});
