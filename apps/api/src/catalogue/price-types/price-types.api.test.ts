import {
  Counterparty,
  EXPORT_COLUMNS,
  Invoice,
  Order,
  PresentedBasketResponse,
  PriceType,
  PriceTypePricesReport,
  Product,
  QuickOrderCheckResponse,
} from '@kits/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { auditRows, createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Prices per customer (docs/rules.md#buyer-price) through HTTP: staff keep price types and their
 * prices (a file per type), set a counterparty's type behind If-Match, and every surface a buyer
 * sees or pays — catalogue, sort, basket, quick order, order, invoice PDF, CSV export — shows the
 * price of their type with their discount on top, the list price where the type has none; the kept
 * catalogue answers never serve one customer's prices to another.
 */
let t: TestApp;
let manager: string;
let categoryId: number;
let typed: { id: number; code: string };
let listed: { id: number; code: string };
let type: PriceType;
let counterpartyX: number;
let buyerX: { id: number; token: string };
let buyerY: { id: number; token: string };

const customer = async (counterpartyId: number) => {
  const { user } = await createUser({ db: t.db, groups: ['warehouse'], discount: 10, stores: [] });
  await t.db.execute(sql`update users set counterparty_id = ${counterpartyId} where id = ${user.id}`);
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
};

const product = (code: string, wholesale: string) =>
  createProduct({
    db: t.db,
    categoryId,
    code,
    prices: [{ currency: 'RUB', wholesale, retail: '500.00' }],
    stock: [{ storeId: 1, quantity: 100 }],
  });

/** Uploads a prices file for price type `id` (preview or apply) as staff. */
async function upload(id: number, csv: string, options: { preview?: boolean; token?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'prices.csv');
  const res = await fetch(
    `${t.ruUrl}/api/v0/services/price-types/${id}/prices${options.preview ? '?preview=1' : ''}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token ?? manager}` },
      body: form,
    },
  );
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
  const body: any = await res.json();
  return { status: res.status, body };
}

/** The buyer's catalogue prices of `code` (the product page answer). */
async function pricesOf(token: string, code: string) {
  const res = await t.call('GET', `/api/v0/catalog/products/${code}`, { token });
  expect(res.status).toBe(200);
  const p = Product.parse(res.body.data);
  return [p.price_wholesale, p.price_with_discount];
}

/** The counterparty as staff read it, and a PATCH with its tag. */
async function patchCounterparty(id: number, body: object) {
  const current = await t.call('GET', `/api/v0/services/counterparties/${id}`, { token: manager });
  const etag = Counterparty.parse(current.body.data).etag;
  return t.call('PATCH', `/api/v0/services/counterparties/${id}`, {
    token: manager,
    body,
    headers: { 'if-match': etag },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  categoryId = (await createCategory({ db: t.db })).id;
  manager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['manager'] })).user.id);
  typed = await product('PT-A', '100.00');
  listed = await product('PT-B', '90.00');
  counterpartyX = (await createCounterpartyRow({ db: t.db, legalName: 'ООО «Крупный»' })).id;
  const counterpartyY = (await createCounterpartyRow({ db: t.db, legalName: 'ООО «Малый»' })).id;
  buyerX = await customer(counterpartyX);
  buyerY = await customer(counterpartyY);
});
afterAll(() => t?.close());

describe('price types for staff', () => {
  it('creates a type, previews and applies its prices from a file, audited', async () => {
    const created = await t.call('POST', '/api/v0/services/price-types', {
      token: manager,
      body: { name: 'Крупный опт' },
    });
    expect(created.status).toBe(201);
    type = PriceType.parse(created.body.data);
    expect(type).toMatchObject({ name: 'Крупный опт', priced: 0, counterparties: 0 });
    expect(created.headers.get('etag')).toBe(type.etag);
    const taken = await t.call('POST', '/api/v0/services/price-types', {
      token: manager,
      body: { name: 'крупный ОПТ' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toHaveLength(1);

    const file = 'Артикул;Валюта;Цена\nPT-A;RUB;80,00\n';
    const preview = await upload(type.id, file, { preview: true });
    expect(preview.status).toBe(200);
    expect(PriceTypePricesReport.parse(preview.body.data)).toMatchObject({
      preview: true,
      applied: false,
      rows: 1,
      changed: 1,
      errors: 0,
    });
    expect(await pricesOf(buyerX.token, typed.code)).toEqual(['100.00', '90.00']); // nothing written yet
    const applied = await upload(type.id, file);
    expect(applied.body.data).toMatchObject({ applied: true, changed: 1 });
    const again = await upload(type.id, file);
    expect(again.body.data).toMatchObject({ applied: false, changed: 0, unchanged: 1 });
    const rows = await auditRows(t.db, { entity: 'price_type', entityId: type.id });
    expect(rows.map((r) => r.action)).toEqual(['create', 'prices']);
  });

  it('refuses a file with a bad row whole, naming the line and field', async () => {
    const res = await upload(type.id, 'Code,Price\nPT-A,70\nNOPE-1,5\nPT-B,abc\n');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['line.3.code', 'line.4.price']);
    const list = await t.call('GET', '/api/v0/services/price-types', { token: manager });
    expect(list.body.data[0]).toMatchObject({ id: type.id, priced: 1 });
  });

  it("sets a counterparty's price type behind If-Match, refusing an unknown type", async () => {
    const unknown = await patchCounterparty(counterpartyX, { price_type_id: 999999 });
    expect(unknown.status).toBe(422);
    const stale = await t.call('PATCH', `/api/v0/services/counterparties/${counterpartyX}`, {
      token: manager,
      body: { price_type_id: type.id },
      headers: { 'if-match': '"stale-stale-stale-stale"' },
    });
    expect(stale.status).toBe(412);
    const none = await t.call('PATCH', `/api/v0/services/counterparties/${counterpartyX}`, {
      token: manager,
      body: { price_type_id: type.id },
    });
    expect(none.status).toBe(428);
    const set = await patchCounterparty(counterpartyX, { price_type_id: type.id });
    expect(set.status).toBe(200);
    expect(Counterparty.parse(set.body.data)).toMatchObject({
      price_type_id: type.id,
      price_type_name: 'Крупный опт',
    });
  });

  it('renames behind If-Match and refuses to delete a type a counterparty pays', async () => {
    const current = PriceType.parse(
      (await t.call('GET', `/api/v0/services/price-types/${type.id}`, { token: manager })).body.data,
    );
    expect(current.counterparties).toBe(1);
    const without = await t.call('PATCH', `/api/v0/services/price-types/${type.id}`, {
      token: manager,
      body: { name: 'Опт 2' },
    });
    expect(without.status).toBe(428);
    const stale = await t.call('PATCH', `/api/v0/services/price-types/${type.id}`, {
      token: manager,
      body: { name: 'Опт 2' },
      headers: { 'if-match': type.etag },
    });
    expect(stale.status).toBe(412); // the prices moved its counts since `type` was read
    expect(PriceType.parse(stale.body.current)).toEqual(current);
    const renamed = await t.call('PATCH', `/api/v0/services/price-types/${type.id}`, {
      token: manager,
      body: { name: 'Крупный опт' },
      headers: { 'if-match': current.etag },
    });
    expect(renamed.status).toBe(200);
    const used = await t.call('DELETE', `/api/v0/services/price-types/${type.id}`, {
      token: manager,
      headers: { 'if-match': current.etag },
    });
    expect(used.status).toBe(409);
  });

  it('makes one of two types created at once with one name, and refuses the other with 422', async () => {
    const create = () =>
      t.call('POST', '/api/v0/services/price-types', { token: manager, body: { name: 'Одновременный' } });
    const statuses = (await Promise.all([create(), create(), create()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/v0/services/price-types', { token: buyerX.token })).status).toBe(403);
    expect((await t.call('GET', '/api/v0/services/price-types')).status).toBe(401);
    expect((await upload(type.id, 'Code,Price\nPT-A,1\n', { token: buyerX.token })).status).toBe(403);
  });
});

describe('every surface at the buyer’s price', () => {
  it("shows the type's price with the discount on top, the list price where the type has none", async () => {
    expect(await pricesOf(buyerX.token, typed.code)).toEqual(['80.00', '72.00']);
    expect(await pricesOf(buyerX.token, listed.code)).toEqual(['90.00', '81.00']);
    expect(await pricesOf(buyerY.token, typed.code)).toEqual(['100.00', '90.00']);
  });

  it('sorts by the buyer’s price', async () => {
    const codes = async (token: string) => {
      const res = await t.call('GET', '/api/v0/catalog/products?sort=price', { token });
      return res.body.data.map((p: { code: string }) => p.code);
    };
    expect(await codes(buyerX.token)).toEqual(['PT-A', 'PT-B']);
    expect(await codes(buyerY.token)).toEqual(['PT-B', 'PT-A']);
    // Through SQL (a viewer filter): the same order.
    const inStock = await t.call('GET', '/api/v0/catalog/products?sort=price&in_stock=1', {
      token: buyerX.token,
    });
    expect(inStock.body.data.map((p: { code: string }) => p.code)).toEqual(['PT-A', 'PT-B']);
  });

  it('prices the basket, the quick order, the CSV export, the order and its invoice at the buyer’s price', async () => {
    await addBasketLine({ db: t.db, userId: buyerX.id, storeId: 1, productId: typed.id, count: 2 });
    const basket = await t.call('GET', '/api/v0/basket?type=maximized', { token: buyerX.token });
    expect(PresentedBasketResponse.parse(basket.body).value[0]).toMatchObject({
      price_wholesale: '80.00',
      price_with_discount: '72.00',
    });
    const quick = await t.call('POST', '/api/v0/basket/quick-order/check', {
      token: buyerX.token,
      body: { lines: [{ line: 1, code: typed.code, quantity: '1' }] },
    });
    expect(QuickOrderCheckResponse.parse(quick.body).value.lines[0]!.product).toMatchObject({
      price_wholesale: '80.00',
      price_with_discount: '72.00',
    });
    const csv = await t.call('GET', '/api/v0/export/products.csv', { token: buyerX.token });
    const [, ...rows] = parse(csv.bytes, { bom: true, delimiter: ';' }) as string[][];
    const wholesale = EXPORT_COLUMNS.indexOf('price_wholesale');
    const discounted = EXPORT_COLUMNS.indexOf('price_with_discount');
    const row = rows.find((cells) => cells.includes(typed.code))!;
    expect([row[wholesale], row[discounted]]).toEqual(['80,00', '72,00']);

    const sent = await t.call('POST', '/api/v0/order/send', {
      token: buyerX.token,
      body: { order_comment: {} },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const order = Order.parse(sent.body);
    expect(order).toMatchObject({ sum: '160.00', sum_with_discount: '144.00' });
    const invoice = Invoice.parse(
      (
        await t.call('POST', '/api/v0/order/invoice', {
          token: buyerX.token,
          body: { order_uuid: order.uuid },
        })
      ).body,
    );
    const pdf = await t.call('GET', `/api/v0/order/invoice/${invoice.id}`, { token: buyerX.token });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, ' ')).toMatch(/Итого: 144,00/);
    expect(text).toContain('72,00');
  });

  it("never serves one customer's kept answer to another, and a price change reaches every kept answer", async () => {
    const url = `/api/v0/catalog/products?q=${typed.code}`;
    const first = async (token: string) =>
      (await t.call('GET', url, { token })).body.data[0] as { price_wholesale: string };
    for (let i = 0; i < 2; i++) {
      expect((await first(buyerX.token)).price_wholesale).toBe('80.00');
      expect((await first(buyerY.token)).price_wholesale).toBe('100.00');
    }
    await upload(type.id, 'Code,Price\nPT-A,75.5\n');
    expect((await first(buyerX.token)).price_wholesale).toBe('75.50');
    expect((await first(buyerY.token)).price_wholesale).toBe('100.00');
    // The counterparty back on list prices: the next answer is recomputed, not the kept one.
    expect((await patchCounterparty(counterpartyX, { price_type_id: null })).status).toBe(200);
    expect((await first(buyerX.token)).price_wholesale).toBe('100.00');
    expect((await patchCounterparty(counterpartyX, { price_type_id: type.id })).status).toBe(200);
    expect((await first(buyerX.token)).price_wholesale).toBe('75.50');
  });

  it('removes a price with an empty cell: the list price applies again', async () => {
    const res = await upload(type.id, 'Code,Price\nPT-A,\n');
    expect(res.body.data).toMatchObject({ applied: true, changed: 1 });
    expect(await pricesOf(buyerX.token, typed.code)).toEqual(['100.00', '90.00']);
  });
});
