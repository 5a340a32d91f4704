import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { ANY_VERSION } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The product service over HTTP (docs/rules.md#routes /services/product-service; docs/rules.md#staff-writes):
 * search, read, PATCH with validation and an audit row, the audit list; manager only.
 */
let t: TestApp;
let manager: string;
let customer: string;
let categoryId: number;
let otherCategoryId: number;

const rub = (wholesale: string, retail: string) => ({ currency: 'RUB' as const, wholesale, retail });

async function product(code: string) {
  return createProduct({
    db: t.db,
    categoryId,
    code,
    nameRu: `Набор ${code}`,
    nameEn: `Kit ${code}`,
    prices: [rub('100.00', '180.00')],
    stock: [{ storeId: 1, quantity: 5 }],
    hashtags: ['хит'],
    statuses: ['new'],
    properties: [{ slug: 'size', value: '30x40' }],
  });
}

const patch = (id: number, body: unknown, token = manager) =>
  t.call('PATCH', `/api/v0/services/products/${id}`, { token, body, headers: ANY_VERSION });

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  const { user } = await createUser({
    db: t.db,
    username: 'content_manager',
    groups: ['manager'],
    stores: [1],
  });
  manager = await t.app.tokens.sign(user.id);
  const shop = await createUser({ db: t.db, groups: ['warehouse'], stores: [1] });
  customer = await t.app.tokens.sign(shop.user.id);
  categoryId = (await createCategory({ db: t.db, slug: 'ps-main' })).id;
  otherCategoryId = (await createCategory({ db: t.db, slug: 'ps-other' })).id;
  await createProduct({ db: t.db, categoryId, statuses: ['approved_by_content_manager', 'discontinued'] });
});
afterAll(() => t?.close());

describe('access', () => {
  it('answers 403 to a customer and 401 to a visitor on every /services route', async () => {
    const p = await product('PS-ACCESS');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v0/services/products'],
      ['GET', `/api/v0/services/products/${p.id}`],
      ['PATCH', `/api/v0/services/products/${p.id}`, { name_ru: 'Взлом' }],
      ['GET', '/api/v0/services/statuses'],
      ['GET', '/api/v0/services/import'],
      ['GET', '/api/v0/services/import/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/v0/services/import', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, { token: customer, body })).status, `${method} ${url}`).toBe(403);
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
    expect(
      (await t.call('GET', `/api/v0/services/products/${p.id}`, { token: manager })).body.data.name_ru,
    ).toBe('Набор PS-ACCESS');
  });
});

describe('GET /services/products', () => {
  it('finds products by code or name, 25 per page, with every currency, both main stores and the lists', async () => {
    for (let i = 1; i <= 27; i++) await product(`PS-LIST-${String(i).padStart(2, '0')}`);
    const first = await t.call('GET', '/api/v0/services/products?q=ps-list', { token: manager });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, per_page: 25, total: 27, last_page: 2 });
    expect(first.body.data[0]).toMatchObject({
      code: 'PS-LIST-01',
      name_ru: 'Набор PS-LIST-01',
      name_en: 'Kit PS-LIST-01',
      category: { id: categoryId, slug: 'ps-main' },
      prices: { RUB: { wholesale: '100.00', retail: '180.00' }, EUR: null, PLN: null, RSD: null },
      stock: [
        { store_id: 1, store_name: 'Склад', quantity: 5, supplies: 0 },
        { store_id: 56, store_name: 'Warehouse EU', quantity: 0, supplies: 0 },
      ],
      statuses: ['new'],
      hashtags: ['хит'],
      properties: [{ slug: 'size', value: '30x40' }],
      external_key: null,
    });
    const second = await t.call('GET', '/api/v0/services/products?q=ps-list&page=2', { token: manager });
    expect(second.body.data.map((p: { code: string }) => p.code)).toEqual(['PS-LIST-26', 'PS-LIST-27']);
    const byName = await t.call(
      'GET',
      `/api/v0/services/products?q=${encodeURIComponent('kit ps-list-07')}`,
      {
        token: manager,
      },
    );
    expect(byName.body.data.map((p: { code: string }) => p.code)).toEqual(['PS-LIST-07']);
    const wildcard = await t.call('GET', '/api/v0/services/products?q=%25', { token: manager });
    expect(wildcard.body.meta.total).toBe(0);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', '/api/v0/services/products/999999', { token: manager })).status).toBe(404);
    expect((await patch(999999, { name_ru: 'Нет' })).status).toBe(404);
  });
});

describe('PATCH /services/products/{id}', () => {
  it('answers 422 with the failing fields and changes nothing', async () => {
    const p = await product('PS-BAD');
    const bad = await patch(p.id, {
      name_ru: '',
      prices: { RUB: { wholesale: '-1', retail: '10.005' } },
      stock: [{ store_id: 1, quantity: -1 }],
      colour: 'red',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['name_ru', 'prices.RUB.wholesale', 'prices.RUB.retail', 'stock.0.quantity']),
    );
    const unknown = await patch(p.id, { category_id: 999999, statuses: ['made_up'], name_ru: 'Годное имя' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['category_id', 'statuses']);
    const after = await t.call('GET', `/api/v0/services/products/${p.id}`, { token: manager });
    expect(after.body.data.name_ru).toBe('Набор PS-BAD');
    const audit = await t.call('GET', `/api/v0/services/audit/product/${p.id}`, { token: manager });
    expect(audit.body.data).toEqual([]);
  });

  it('edits in one transaction, writes one audit row, and the catalogue shows the edit', async () => {
    const p = await product('PS-EDIT');
    const res = await patch(p.id, {
      name_ru: 'Картина «Маяк»',
      name_en: 'Painting "Lighthouse"',
      description_ru: 'Новое описание',
      category_id: otherCategoryId,
      prices: { RUB: { wholesale: 120, retail: '199.9' }, EUR: { wholesale: '1.5', retail: '2.00' } },
      stock: [
        { store_id: 1, quantity: 9 },
        { store_id: 56, quantity: 3 },
      ],
      properties: [
        { slug: 'size', value: '40x50' },
        { slug: 'premium', value: '1' },
      ],
      hashtags: ['новинка', 'хит'],
      statuses: ['approved_by_content_manager'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      name_ru: 'Картина «Маяк»',
      category: { id: otherCategoryId },
      prices: { RUB: { wholesale: '120.00', retail: '199.90' }, EUR: { wholesale: '1.50', retail: '2.00' } },
      stock: [
        { store_id: 1, quantity: 9 },
        { store_id: 56, quantity: 3 },
      ],
      statuses: ['approved_by_content_manager'],
    });

    const audit = await t.call('GET', `/api/v0/services/audit/product/${p.id}`, { token: manager });
    expect(audit.body.data).toHaveLength(1);
    const [entry] = audit.body.data;
    expect(entry).toMatchObject({ action: 'update', user: { username: 'content_manager' } });
    expect(entry.changes).toMatchObject({
      name_ru: ['Набор PS-EDIT', 'Картина «Маяк»'],
      description_ru: [null, 'Новое описание'],
      category_id: [categoryId, otherCategoryId],
      'prices.RUB.wholesale': ['100.00', '120.00'],
      'prices.RUB.retail': ['180.00', '199.90'],
      'prices.EUR.wholesale': [null, '1.50'],
      'stock.1': [5, 9],
      'stock.56': [0, 3],
      hashtags: [['хит'], ['новинка', 'хит']],
      statuses: [['new'], ['approved_by_content_manager']],
    });

    const catalog = await t.call('GET', '/api/v0/catalog/products?q=PS-EDIT&category=all', {
      token: customer,
    });
    expect(catalog.status).toBe(200);
    expect(catalog.body.data[0]).toMatchObject({
      code: 'PS-EDIT',
      name: 'Картина «Маяк»',
      price_wholesale: '120.00',
      price_retail: '199.90',
      quantity: 9,
      statuses: [{ slug: 'approved_by_content_manager' }],
    });
  });

  it('writes nothing for a patch that changes nothing', async () => {
    const p = await product('PS-SAME');
    const res = await patch(p.id, {
      name_ru: 'Набор PS-SAME',
      prices: { RUB: { wholesale: '100', retail: 180 } },
      hashtags: ['хит'],
    });
    expect(res.status).toBe(200);
    const audit = await t.call('GET', `/api/v0/services/audit/product/${p.id}`, { token: manager });
    expect(audit.body.data).toEqual([]);
  });

  it('keeps the English value of a property whose value stays, and drops it when the value changes (decision 0017)', async () => {
    const p = await createProduct({
      db: t.db,
      categoryId,
      code: 'PS-EN',
      properties: [
        { slug: 'special', value: 'Светится в темноте', valueEn: 'Glows in the dark' },
        { slug: 'finish', value: 'лак', valueEn: 'varnish' },
      ],
    });
    const english = async () => {
      const res = await t.call('GET', '/api/v0/catalog/products/PS-EN', { token: customer, version: 'en' });
      return res.body.data.properties;
    };
    const first = await patch(p.id, {
      properties: [
        { slug: 'size', value: '30x40' },
        { slug: 'special', value: 'Светится в темноте' },
        { slug: 'finish', value: 'матовый' },
      ],
    });
    expect(first.status).toBe(200);
    expect(await english()).toEqual([
      { slug: 'size', value: '30x40' },
      { slug: 'special', value: 'Glows in the dark' },
      { slug: 'finish', value: 'матовый' },
    ]);
  });

  it('sets and clears English property values and hashtag names, shown in the English version (decision 0017)', async () => {
    const p = await createProduct({
      db: t.db,
      categoryId,
      code: 'PS-EN-EDIT',
      hashtags: ['ps-подарок', { name: 'ps-хит', nameEn: 'ps-hit' }],
      properties: [{ slug: 'special', value: 'Светится в темноте', valueEn: 'Glows' }],
    });
    const read = await t.call('GET', `/api/v0/services/products/${p.id}`, { token: manager });
    expect(read.body.data).toMatchObject({
      hashtags: ['ps-подарок', 'ps-хит'],
      hashtags_en: { 'ps-хит': 'ps-hit' },
      properties: [{ slug: 'special', value: 'Светится в темноте', value_en: 'Glows' }],
    });

    const res = await patch(p.id, {
      properties: [
        { slug: 'special', value: 'Светится в темноте', value_en: 'Glows in the dark' },
        { slug: 'finish', value: 'лак', value_en: '  ' },
      ],
      hashtags: ['ps-подарок', 'ps-хит', 'ps-новинка'],
      hashtags_en: { 'ps-подарок': 'ps-gift', 'ps-хит': '', 'ps-новинка': 'ps-new' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      hashtags_en: { 'ps-подарок': 'ps-gift', 'ps-новинка': 'ps-new' },
      properties: [
        { slug: 'special', value: 'Светится в темноте', value_en: 'Glows in the dark' },
        { slug: 'finish', value: 'лак', value_en: null },
      ],
    });
    expect(res.body.data.hashtags_en).not.toHaveProperty('ps-хит');

    const english = await t.call('GET', '/api/v0/catalog/products/PS-EN-EDIT', {
      token: customer,
      version: 'en',
    });
    expect(english.body.data.properties).toEqual([
      { slug: 'special', value: 'Glows in the dark' },
      { slug: 'finish', value: 'лак' },
    ]);
    expect(english.body.data.hash_tags.map((h: { name: string }) => h.name)).toEqual([
      'ps-gift',
      'ps-new',
      'ps-хит',
    ]);
    const russian = await t.call('GET', '/api/v0/catalog/products/PS-EN-EDIT', { token: customer });
    expect(russian.body.data.properties.map((x: { value: string }) => x.value)).toEqual([
      'Светится в темноте',
      'лак',
    ]);

    const audit = await t.call('GET', `/api/v0/services/audit/product/${p.id}`, { token: manager });
    expect(audit.body.data[0].changes).toMatchObject({
      'hashtags_en.ps-подарок': [null, 'ps-gift'],
      'hashtags_en.ps-хит': ['ps-hit', null],
      'hashtags_en.ps-новинка': [null, 'ps-new'],
    });
  });

  it('refuses an English name for a hashtag the product does not carry (422) and changes nothing', async () => {
    const p = await product('PS-EN-FOREIGN');
    const res = await patch(p.id, {
      name_en: 'Changed',
      hashtags: ['хит'],
      hashtags_en: { хит: 'hit', чужой: 'foreign' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.hashtags_en).toEqual(['Таких хэштегов у товара нет: чужой']);
    const after = await t.call('GET', `/api/v0/services/products/${p.id}`, { token: manager });
    expect(after.body.data).toMatchObject({ name_en: 'Kit PS-EN-FOREIGN', hashtags_en: {} });
  });

  it('lists the statuses a product may carry', async () => {
    const res = await t.call('GET', '/api/v0/services/statuses', { token: manager });
    expect(res.body.data.map((s: { slug: string }) => s.slug)).toEqual(
      expect.arrayContaining(['new', 'approved_by_content_manager', 'discontinued']),
    );
  });
});
