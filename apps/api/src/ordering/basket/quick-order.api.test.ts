import { randomBytes, randomUUID } from 'node:crypto';
import {
  BasketResponse,
  productCodeKey,
  QuickOrderAddResponse,
  QuickOrderCheckResponse,
  QuickOrderFileResponse,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productCodeKeySql } from './quick-order.repository';

/** Quick order through HTTP (docs/rules.md#quick-order): check, file, add in one transaction. */
let t: TestApp;
let categoryId: number;
let outlet: number;
/** A prefix of this file's codes, so codes never collide with other rows. */
const prefix = `QO${randomBytes(2).toString('hex').toUpperCase()}`;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка', isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
});
afterAll(() => t?.close());

async function customer(options: { groups?: string[]; discount?: number } = {}) {
  const { user } = await createUser({
    db: t.db,
    groups: options.groups ?? ['warehouse'],
    stores: [outlet],
    discount: options.discount,
  });
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

let serial = 0;
/** A product with code `<prefix>-<n>`, warehouse stock `stock` and a price of 100.00 ₽. */
async function product(stock: number) {
  serial += 1;
  const code = `${prefix}-${String(serial).padStart(4, '0')}`;
  const row = await createProduct({
    db: t.db,
    categoryId,
    code,
    stock: [{ storeId: 1, quantity: stock }],
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '150.00' }],
  });
  return { id: row.id, code };
}

const post = (path: string, token: string, body: unknown) =>
  t.call('POST', `/api/v0/basket/quick-order${path}`, {
    token,
    body,
    headers: { 'x-basket-uuid': randomUUID() },
  });
const basket = async (token: string) => {
  const res = await t.call('GET', '/api/v0/basket', { token });
  return BasketResponse.parse(res.body).value;
};
const upload = async (token: string, file: Blob, name: string) => {
  const form = new FormData();
  form.append('file', file, name);
  const res = await fetch(`${t.ruUrl}/api/v0/basket/quick-order/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
  const body: any = await res.json();
  return { status: res.status, body };
};

describe('POST /basket/quick-order/check', () => {
  it('matches 30 lines, three of them wrong: unknown code, over stock, not a number', async () => {
    const buyer = await customer({ discount: 10 });
    const products = await Promise.all(Array.from({ length: 28 }, () => product(10)));
    const lines = products.slice(0, 27).map((p, i) => ({
      line: i + 1,
      // typed as buyers do: lower case, spaces instead of dashes
      code: i % 2 ? p.code.toLowerCase().replaceAll('-', ' ') : p.code,
      quantity: String((i % 3) + 1),
    }));
    lines[4]!.quantity = '50'; // over stock (10)
    lines[9]!.quantity = 'пять'; // not a number
    lines.push({ line: 28, code: `${prefix}-NOPE`, quantity: '1' });
    lines.push({ line: 29, code: products[27]!.code, quantity: '2' });
    lines.push({ line: 30, code: products[27]!.code.toLowerCase(), quantity: '3' }); // duplicate
    const res = await post('/check', buyer.token, { lines });
    expect(res.status).toBe(200);
    const checked = QuickOrderCheckResponse.parse(res.body).value.lines;
    expect(checked).toHaveLength(29);
    const problems = checked.filter((l) => l.problem).map((l) => [l.lines[0], l.problem, l.available]);
    expect(problems).toEqual([
      [5, 'over_stock', 10],
      [10, 'not_a_number', 10],
      [28, 'unknown_code', null],
    ]);
    const first = checked[0]!;
    expect(first.product).toMatchObject({
      id: products[0]!.id,
      price_wholesale: '100.00',
      price_with_discount: '90.00',
      currency: 'RUB',
      stock: 10,
      basket_count: 0,
    });
    const duplicate = checked.find((l) => l.product?.id === products[27]!.id)!;
    expect(duplicate).toMatchObject({ lines: [29, 30], merged: true, count: 5, problem: null });
  });

  it('answers an archived product and one of a hidden category as unknown codes', async () => {
    const buyer = await customer();
    const archived = await product(5);
    await t.db.execute(sql`update products set archived_at = now() where id = ${archived.id}`);
    const hidden = await createCategory({ db: t.db });
    const code = `${prefix}-HIDDEN`;
    await createProduct({ db: t.db, categoryId: hidden.id, code, stock: [{ storeId: 1, quantity: 5 }] });
    await t.db.execute(sql`update categories set hidden = true where id = ${hidden.id}`);
    const res = await post('/check', buyer.token, {
      lines: [
        { line: 1, code: archived.code, quantity: '1' },
        { line: 2, code, quantity: '1' },
      ],
    });
    const problems = QuickOrderCheckResponse.parse(res.body).value.lines.map((l) => l.problem);
    expect(problems).toEqual(['unknown_code', 'unknown_code']);
  });

  it('counts what the basket already holds', async () => {
    const buyer = await customer();
    const p = await product(5);
    await addBasketLine({ db: t.db, userId: buyer.id, storeId: outlet, productId: p.id, count: 4 });
    const res = await post('/check', buyer.token, { lines: [{ line: 1, code: p.code, quantity: '2' }] });
    expect(QuickOrderCheckResponse.parse(res.body).value.lines[0]).toMatchObject({
      problem: 'over_stock',
      available: 1,
      product: { basket_count: 4, stock: 5 },
    });
  });

  it('refuses a user without ordering rights and more than 500 lines', async () => {
    const viewer = await customer({ groups: [] });
    const line = { line: 1, code: 'X', quantity: '1' };
    expect((await post('/check', viewer.token, { lines: [line] })).status).toBe(403);
    const buyer = await customer();
    const many = Array.from({ length: 501 }, (_, i) => ({ ...line, line: i + 1 }));
    expect((await post('/check', buyer.token, { lines: many })).status).toBe(422);
  });

  it('matches codes by the same key as the contract (the SQL twin agrees)', async () => {
    for (const code of ['PN-40-0001', 'аб/12 Ц', 'x_Y.z 9', 'Ł-ÄÖ 3']) {
      const [row] = await queryRows<{ key: string }>(
        t.db,
        sql`select ${productCodeKeySql(sql`${code}::text`)} as key`,
      );
      expect(row!.key).toBe(productCodeKey(code));
    }
  });
});

describe('POST /basket/quick-order', () => {
  it('adds the good lines in one call and answers what was added', async () => {
    const buyer = await customer();
    const products = await Promise.all(Array.from({ length: 27 }, () => product(10)));
    await addBasketLine({
      db: t.db,
      userId: buyer.id,
      storeId: outlet,
      productId: products[0]!.id,
      count: 2,
    });
    const lines = products.map((p, i) => ({ code: i === 1 ? p.code.toLowerCase() : p.code, count: 3 }));
    const res = await post('', buyer.token, { lines });
    expect(res.status).toBe(200);
    const answer = QuickOrderAddResponse.parse(res.body).value;
    expect(answer).toMatchObject({ lines: 27, units: 81 });
    expect(answer.added[0]).toMatchObject({ id: products[0]!.id, count: 3, basket_count: 5 });
    const items = await basket(buyer.token);
    expect(items).toHaveLength(27);
    expect(items.find((i) => i.id === products[0]!.id)?.basket_count).toBe(5);
  });

  it('adds nothing when one chosen line fails (unknown code or over stock), and says which', async () => {
    const buyer = await customer();
    const [a, b] = [await product(10), await product(2)];
    await addBasketLine({ db: t.db, userId: buyer.id, storeId: outlet, productId: a.id, count: 1 });
    const before = await basket(buyer.token);
    const over = await post('', buyer.token, {
      lines: [
        { code: a.code, count: 2 },
        { code: b.code, count: 3 },
      ],
    });
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors)).toEqual(['lines.1']);
    expect(over.body.message).toContain('2');
    const unknown = await post('', buyer.token, {
      lines: [
        { code: a.code, count: 1 },
        { code: `${prefix}-NONE`, count: 1 },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['lines.1'][0]).toContain(`${prefix}-NONE`);
    expect(await basket(buyer.token)).toEqual(before);
  });

  it('sums duplicate codes against the stock', async () => {
    const buyer = await customer();
    const p = await product(4);
    const res = await post('', buyer.token, {
      lines: [
        { code: p.code, count: 3 },
        { code: p.code.toLowerCase(), count: 2 },
      ],
    });
    expect(res.status).toBe(422);
    expect(await basket(buyer.token)).toEqual([]);
    const ok = await post('', buyer.token, {
      lines: [
        { code: p.code, count: 2 },
        { code: p.code, count: 2 },
      ],
    });
    expect(QuickOrderAddResponse.parse(ok.body).value.added).toEqual([
      { id: p.id, code: p.code, name: expect.any(String), count: 4, basket_count: 4 },
    ]);
  });

  it("leaves another user's basket untouched", async () => {
    const [buyer, other] = [await customer(), await customer()];
    const p = await product(10);
    await addBasketLine({ db: t.db, userId: other.id, storeId: outlet, productId: p.id, count: 2 });
    expect((await post('', buyer.token, { lines: [{ code: p.code, count: 3 }] })).status).toBe(200);
    expect(await basket(other.token)).toEqual([{ id: p.id, basket_count: 2 }]);
    expect(await basket(buyer.token)).toEqual([{ id: p.id, basket_count: 3 }]);
  });

  it('refuses a user without ordering rights and a count that is not a whole positive number', async () => {
    const viewer = await customer({ groups: [] });
    expect((await post('', viewer.token, { lines: [{ code: 'X', count: 1 }] })).status).toBe(403);
    const buyer = await customer();
    expect((await post('', buyer.token, { lines: [{ code: 'X', count: 0 }] })).status).toBe(422);
    expect((await post('', buyer.token, { lines: [{ code: 'X', count: 1.5 }] })).status).toBe(422);
  });
});

describe('POST /basket/quick-order/file', () => {
  it('reads a Russian Excel CSV (Windows-1251, ";", a header) into lines', async () => {
    const buyer = await customer();
    const text = 'Наименование;Кол-во;Артикул\r\nНабор;4;AB-1\r\n;;\r\nДругой;два;AB-2\r\n';
    const cp1251 = Buffer.from(
      [...text].map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 128) return code;
        if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
        return 0x3f;
      }),
    );
    const res = await upload(buyer.token, new Blob([cp1251]), 'order.csv');
    expect(res.status).toBe(200);
    expect(QuickOrderFileResponse.parse(res.body).value.lines).toEqual([
      { line: 2, code: 'AB-1', quantity: '4' },
      { line: 4, code: 'AB-2', quantity: 'два' },
    ]);
  });

  it('reads an XLSX and a comma CSV without a header', async () => {
    const buyer = await customer();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Заказ');
    sheet.addRow(['Артикул', 'Количество']);
    sheet.addRow(['AB-1', 5]);
    sheet.addRow(['AB-2', 7]);
    const xlsx = await workbook.xlsx.writeBuffer();
    const res = await upload(buyer.token, new Blob([xlsx as ArrayBuffer]), 'order.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.value.lines).toEqual([
      { line: 2, code: 'AB-1', quantity: '5' },
      { line: 3, code: 'AB-2', quantity: '7' },
    ]);
    const csv = await upload(buyer.token, new Blob(['AB-1,3\nAB-2,1\n']), 'order.csv');
    expect(csv.body.value.lines).toEqual([
      { line: 1, code: 'AB-1', quantity: '3' },
      { line: 2, code: 'AB-2', quantity: '1' },
    ]);
  });

  it('answers 422 for an empty or unreadable file', async () => {
    const buyer = await customer();
    const empty = await upload(buyer.token, new Blob(['\n\n']), 'empty.csv');
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file).toHaveLength(1);
    const broken = await upload(
      buyer.token,
      new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]),
      'x.xlsx',
    );
    expect(broken.status).toBe(422);
  });
});
