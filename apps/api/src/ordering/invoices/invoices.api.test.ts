import { Invoice } from '@kits/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { saveProfile } from '../../test/factories/profile';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** POST order/invoice and GET order/invoice/{id} through HTTP (docs/rules.md#invoice-pdf invoice; docs/rules.md#checkout). */
let t: TestApp;
let outlet: number;
let products: { id: number; code: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  outlet = (await createStore({ db: t.db, isRetail: true })).id;
  const categoryId = (await createCategory({ db: t.db })).id;
  products = [await createProduct({ db: t.db, categoryId }), await createProduct({ db: t.db, categoryId })];
});
afterAll(() => t?.close());

/** Each customer's own outlet: buyers of one outlet see its orders (docs/rules.md#company-orders). */
const outletOf = new Map<number, number>();

async function user(groups = ['warehouse']) {
  const own = groups.includes('manager') ? outlet : (await createStore({ db: t.db, isRetail: true })).id;
  const { user } = await createUser({
    db: t.db,
    groups,
    stores: [own],
    fullname: 'Иванова Мария Петровна',
  });
  outletOf.set(user.id, own);
  return { id: user.id, token: await t.app.tokens.sign(user.id) };
}

/** An order of 2 × 100.00 (90.00 discounted) and 3 × 33.33 (30.00 discounted): 270.00 to pay. */
const order = (userId: number, extra: Partial<Parameters<typeof createOrder>[0]> = {}) =>
  createOrder({
    db: t.db,
    userId,
    storeId: outletOf.get(userId) ?? outlet,
    lines: [
      {
        productId: products[0]!.id,
        code: 'KN-40-0001',
        name: 'Закат в горах 40×50',
        quantity: 2,
        price: '100.00',
        priceWithDiscount: '90.00',
      },
      {
        productId: products[1]!.id,
        code: 'AM-30-0002',
        name: 'Алмазная мозаика «Кот»',
        quantity: 3,
        price: '33.33',
        priceWithDiscount: '30.00',
      },
    ],
    ...extra,
  });

const request = (token: string, orderUuid: string) =>
  t.call('POST', '/api/v0/order/invoice', { token, body: { order_uuid: orderUuid } });

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('POST order/invoice', () => {
  it('creates the invoice of an order once and answers the same one afterwards', async () => {
    const me = await user();
    const o = await order(me.id);
    const first = await request(me.token, o.uuid);
    expect(first.status).toBe(201);
    const invoice = Invoice.parse(first.body);
    expect(invoice.number).toMatch(/^\d{4}-\d{6,}$/);
    expect(invoice.file_name).toBe(
      `Счёт на оплату № ${invoice.number} от ${invoice.created.slice(0, 10)}.pdf`,
    );
    const again = await request(me.token, o.uuid);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const listed = await t.call('GET', `/api/v0/orders/${o.uuid}`, { token: me.token });
    expect(listed.body.data.invoice_id).toBe(invoice.id);
  });

  it('answers 422 for an English-version order and for an inner order', async () => {
    const me = await user();
    const english = await request(me.token, (await order(me.id, { version: 'en' })).uuid);
    expect(english.status).toBe(422);
    expect(english.body.message).toMatch(/европейской версии/);
    const inner = await request(me.token, (await order(me.id, { type: 'store' })).uuid);
    expect(inner.status).toBe(422);
    expect(inner.body.message).toMatch(/внутреннего заказа/);
  });

  it("answers 404 for another customer's order, and staff may make it", async () => {
    const owner = await user();
    const o = await order(owner.id);
    expect((await request((await user()).token, o.uuid)).status).toBe(404);
    expect((await request((await user(['manager'])).token, o.uuid)).status).toBe(201);
  });
});

describe('GET order/invoice/{id}', () => {
  it("renders the PDF from the order's frozen lines with the total and the buyer's requisites", async () => {
    const me = await user();
    await saveProfile({
      db: t.db,
      userId: me.id,
      company: 'ИП Иванова М. П.',
      inn: '500100732259',
      legalAddress: 'г. Тверь, ул. Ленина, 5',
      phone: '+7 (915) 123-45-67',
    });
    const o = await order(me.id);
    const invoice = Invoice.parse((await request(me.token, o.uuid)).body);
    const res = await t.call('GET', `/api/v0/order/invoice/${invoice.id}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const day = invoice.created.slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoice.number}-${day}.pdf"; filename*=UTF-8''${encodeURIComponent(invoice.file_name)}`,
    );
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.bytes);
    expect(text).toContain(`Счёт на оплату № ${invoice.number}`);
    expect(text).toContain(`Заказ № ${o.name}`);
    for (const piece of ['KN-40-0001', 'Закат в горах 40×50', 'AM-30-0002', 'Алмазная мозаика «Кот»'])
      expect(text).toContain(piece);
    expect(text).toMatch(/90,00/);
    expect(text).toMatch(/Итого: 270,00/);
    expect(text).toMatch(/Двести семьдесят рублей 00 копеек/i);
    for (const piece of [
      'ИП Иванова М. П.',
      'ИНН 500100732259',
      'г. Тверь, ул. Ленина, 5',
      'ООО «Хобби Опт»',
    ])
      expect(text).toContain(piece);
  });

  it("takes the buyer's requisites from the order owner's counterparty, not the profile", async () => {
    const me = await user();
    await saveProfile({ db: t.db, userId: me.id, company: 'Старое имя', inn: '500100732259' });
    await createCounterpartyRow({
      db: t.db,
      users: [me.id],
      legalName: 'ООО «Палитра»',
      inn: '7707083893',
      kpp: '773601001',
      extra: {
        legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
        bankName: 'ПАО Сбербанк',
        bankBic: '044525225',
        bankAccount: '40702810938000012345',
        correspondentAccount: '30101810400000000225',
      },
    });
    const invoice = Invoice.parse((await request(me.token, (await order(me.id)).uuid)).body);
    const text = await pdfText(
      (await t.call('GET', `/api/v0/order/invoice/${invoice.id}`, { token: me.token })).bytes,
    );
    for (const piece of [
      'ООО «Палитра»',
      'ИНН 7707083893',
      'КПП 773601001',
      '117312, г. Москва, ул. Вавилова, д. 19',
      'р/с 40702810938000012345',
      'в ПАО Сбербанк',
      'БИК 044525225',
      'к/с 30101810400000000225',
    ])
      expect(text).toContain(piece);
    expect(text).not.toContain('Старое имя');
  });

  it("names the buyer by the user's full name when the profile has no company", async () => {
    const me = await user();
    const invoice = Invoice.parse((await request(me.token, (await order(me.id)).uuid)).body);
    const res = await t.call('GET', `/api/v0/order/invoice/${invoice.id}`, { token: me.token });
    expect(await pdfText(res.bytes)).toContain('Иванова Мария Петровна');
  });

  it('answers 404 to other customers and for unknown ids, and serves staff', async () => {
    const owner = await user();
    const invoice = Invoice.parse((await request(owner.token, (await order(owner.id)).uuid)).body);
    const path = `/api/v0/order/invoice/${invoice.id}`;
    expect((await t.call('GET', path, { token: (await user()).token })).status).toBe(404);
    expect((await t.call('GET', '/api/v0/order/invoice/999999', { token: owner.token })).status).toBe(404);
    expect((await t.call('GET', path)).status).toBe(401);
    const staff = await t.call('GET', path, { token: (await user(['admin'])).token });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('application/pdf');
  });
});
