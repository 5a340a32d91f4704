import { Invoice } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { addBasketLine, addFavourite } from '../../test/factories/basket';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { auditRows } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The catalogue's life cycle for staff over HTTP: a product created by hand (docs/rules.md#product-create),
 * archived and restored (docs/rules.md#product-archive), deleted only while nothing refers to it
 * (docs/rules.md#product-delete); categories created, renamed, moved, hidden and ordered
 * (docs/rules.md#category-editor, docs/rules.md#category-hide). The next-read freshness of each
 * change is proven by test/catalog-freshness.ts (one process and two).
 */
let t: TestApp;
let manager: string;
let customer: { id: number; token: string };
let outlet: number;
let categoryId: number;

const post = (path: string, body?: unknown, token = manager) =>
  t.call('POST', `/api/v0/services/${path}`, { token, body });
const patchCategory = (id: number, body: unknown) =>
  t.call('PATCH', `/api/v0/services/categories/${id}`, { token: manager, body });
const asCustomer = (path: string) => t.call('GET', `/api/v0/${path}`, { token: customer.token });
const treeIds = async () => {
  type Node = { id: number; children: Node[] };
  const walk = (nodes: Node[]): number[] => nodes.flatMap((n) => [n.id, ...walk(n.children)]);
  return walk((await asCustomer('catalog/categories')).body.data);
};

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, isRetail: true })).id;
  const staff = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(staff.user.id);
  const shop = await createUser({ db: t.db, groups: ['warehouse'], stores: [outlet] });
  customer = { id: shop.user.id, token: await t.app.tokens.sign(shop.user.id) };
  categoryId = (await createCategory({ db: t.db, slug: 'lc-main' })).id;
  await createProduct({ db: t.db, categoryId, statuses: ['new'] });
});
afterAll(() => t?.close());

describe('POST /services/products', () => {
  it('creates a product with converted prices, stock, shelf size and lists, and audits it', async () => {
    const res = await post('products', {
      code: '  LC  0001 ',
      name_ru: 'Набор «Маяк»',
      name_en: 'Lighthouse kit',
      category_id: categoryId,
      description_ru: 'Холст',
      prices: { RUB: { wholesale: '100', retail: '160.50' } },
      stock: [{ store_id: 1, quantity: 7 }],
      properties: [
        { slug: 'size', value: '40 × 50 см' },
        { slug: 'premium', value: 'да' },
      ],
      hashtags: ['хит'],
      statuses: ['new'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = res.body.data;
    expect(product).toMatchObject({
      code: 'LC 0001',
      external_key: null,
      archived_at: null,
      name_ru: 'Набор «Маяк»',
      category: { id: categoryId },
      prices: {
        RUB: { wholesale: '100.00', retail: '160.50' },
        EUR: { wholesale: '1.05', retail: '1.69' },
        PLN: { wholesale: '4.55', retail: '7.30' },
        RSD: { wholesale: '120.00', retail: '192.60' },
      },
      hashtags: ['хит'],
      statuses: ['new'],
    });
    expect(product.stock.find((s: { store_id: number }) => s.store_id === 1).quantity).toBe(7);
    const [row] = await queryRows(t.db, sql`select size, is_premium from products where id = ${product.id}`);
    expect(row).toEqual({ size: '40x50', is_premium: true });
    const audit = await auditRows(t.db, { entity: 'product', entityId: product.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', changes: { code: [null, 'LC 0001'] } });
  });

  it('answers 422 with a message per field and writes nothing', async () => {
    await createProduct({ db: t.db, categoryId, code: 'LC-TAKEN' });
    const res = await t.call('POST', '/api/v0/services/products', {
      token: manager,
      headers: { 'x-localization': 'en' },
      body: {
        code: 'LC-TAKEN',
        name_ru: 'Занятый',
        name_en: 'Taken',
        category_id: 999_999,
        statuses: ['no_such_status'],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      code: [expect.stringMatching(/^Code LC-TAKEN is already taken by product \d+$/)],
      prices: ['Give the prices in at least one currency'],
      category_id: ['No such category'],
      statuses: ['Unknown statuses: no_such_status'],
    });
    const ru = await post('products', { code: 'LC/1', name_ru: '', name_en: 'x', category_id: categoryId });
    expect(ru.status).toBe(422);
    expect(Object.keys(ru.body.errors).sort()).toEqual(['code', 'name_ru']);
    expect(
      (await t.call('GET', '/api/v0/services/products?q=Занятый', { token: manager })).body.meta.total,
    ).toBe(0);
  });
});

describe('archive and restore', () => {
  it('hides an archived product from customers, keeps it in their order, its invoice and the analytics (marked), and restores it', async () => {
    const p = await createProduct({
      db: t.db,
      categoryId,
      code: 'LC-ARCH',
      nameRu: 'Архивный набор',
      prices: [{ currency: 'RUB', wholesale: '50.00', retail: '80.00' }],
    });
    const order = await createOrder({
      db: t.db,
      userId: customer.id,
      storeId: outlet,
      lines: [{ productId: p.id, code: p.code, name: p.nameRu, quantity: 2, price: '50.00' }],
    });
    await addSales({ db: t.db, storeId: outlet, productId: p.id, quantity: 2, amount: '100.00' });
    const archived = await post(`products/${p.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived_at).toEqual(expect.any(String));
    expect((await post(`products/${p.id}/archive`)).status).toBe(200);
    expect((await auditRows(t.db, { entity: 'product', entityId: p.id })).map((a) => a.action)).toEqual([
      'archive',
    ]);

    expect((await asCustomer(`catalog/products/${p.code}`)).status).toBe(404);
    expect((await asCustomer('catalog/products?q=Архивный')).body.data).toEqual([]);
    const seen = await asCustomer(`orders/${order.uuid}`);
    expect(seen.body.data.lines).toEqual([
      expect.objectContaining({ code: 'LC-ARCH', name: 'Архивный набор' }),
    ]);
    const invoice = await t.call('POST', '/api/v0/order/invoice', {
      token: customer.token,
      body: { order_uuid: order.uuid },
    });
    const pdf = await asCustomer(`order/invoice/${Invoice.parse(invoice.body).id}`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
      mergePages: true,
    });
    expect(text).toContain('LC-ARCH');
    expect(
      (await t.call('GET', '/api/v0/services/products?q=LC-ARCH', { token: manager })).body.data,
    ).toEqual([expect.objectContaining({ code: 'LC-ARCH', archived_at: expect.any(String) })]);

    // The network analytics keeps its sales and marks it (docs/rules.md#product-archive).
    const top = await t.call('GET', '/api/v0/services/analytics/products', { token: manager });
    expect(top.body.data.products).toContainEqual(
      expect.objectContaining({ code: 'LC-ARCH', units: 2, archived: true }),
    );

    const restored = await post(`products/${p.id}/restore`);
    expect(restored.body.data.archived_at).toBeNull();
    expect((await asCustomer(`catalog/products/${p.code}`)).status).toBe(200);
    expect((await auditRows(t.db, { entity: 'product', entityId: p.id })).map((a) => a.action)).toEqual([
      'archive',
      'restore',
    ]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await post('products/999999/archive')).status).toBe(404);
  });
});

describe('DELETE /services/products/{id}', () => {
  const remove = (id: number, lang = 'ru') =>
    t.call('DELETE', `/api/v0/services/products/${id}`, {
      token: manager,
      headers: { 'x-localization': lang },
    });

  it('refuses with 409 naming every reference, and changes nothing', async () => {
    const p = await createProduct({ db: t.db, categoryId, code: 'LC-REF' });
    await createOrder({
      db: t.db,
      userId: customer.id,
      storeId: outlet,
      lines: [{ productId: p.id, code: p.code, quantity: 1, price: '10.00' }],
    });
    await addBasketLine({ db: t.db, userId: customer.id, storeId: outlet, productId: p.id });
    await addFavourite({ db: t.db, userId: customer.id, productId: p.id });
    await addSales({ db: t.db, storeId: outlet, productId: p.id, quantity: 3 });
    const en = await remove(p.id, 'en');
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'The product cannot be deleted: it is referenced by 1 order, 1 basket, 1 favourites list, 1 sales line. Archive it instead: it is hidden from customers and kept in orders and reports.',
    );
    expect((await remove(p.id)).body.message).toContain('1 заказ, 1 корзина, 1 избранное, 1 строка продаж');
    expect((await t.call('GET', `/api/v0/services/products/${p.id}`, { token: manager })).status).toBe(200);
    expect(await auditRows(t.db, { entity: 'product', entityId: p.id })).toEqual([]);
  });

  it('deletes an unreferenced product with its rows and audits it; 404 afterwards', async () => {
    const p = await createProduct({
      db: t.db,
      categoryId,
      code: 'LC-DEL',
      prices: [{ currency: 'RUB', wholesale: '1.00', retail: '2.00' }],
      stock: [{ storeId: 1, quantity: 3 }],
      hashtags: ['удалить'],
      media: [{ fileName: 'p/lc-del/main.jpg', collectionName: 'main' }],
    });
    expect((await remove(p.id)).status).toBe(204);
    expect((await t.call('GET', `/api/v0/services/products/${p.id}`, { token: manager })).status).toBe(404);
    expect((await remove(p.id)).status).toBe(404);
    expect(await auditRows(t.db, { entity: 'product', entityId: p.id })).toEqual([
      expect.objectContaining({
        action: 'delete',
        changes: expect.objectContaining({ code: ['LC-DEL', null] }),
      }),
    ]);
  });
});

describe('the category editor', () => {
  it('creates categories with transliterated unique slugs, last among their siblings', async () => {
    const first = await post('categories', { name_ru: 'Картины шерстью', name_en: 'Wool paintings' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ slug: 'kartiny-sherstyu', parent_id: null, hidden: false });
    const second = await post('categories', {
      name_ru: 'Картины шерстью',
      name_en: 'Wool paintings 2',
      parent_id: first.body.data.id,
    });
    expect(second.body.data).toMatchObject({
      slug: 'kartiny-sherstyu-2',
      parent_id: first.body.data.id,
      position: 0,
    });
    expect(
      (await post('categories', { name_ru: 'x', name_en: 'x', parent_id: 999_999 })).body.errors,
    ).toHaveProperty('parent_id');
    expect(
      (await auditRows(t.db, { entity: 'category', entityId: first.body.data.id })).map((a) => a.action),
    ).toEqual(['create']);
  });

  it('renames in both languages and refuses a move into its own subtree', async () => {
    const root = (await post('categories', { name_ru: 'Корень', name_en: 'Root' })).body.data;
    const child = (await post('categories', { name_ru: 'Ветка', name_en: 'Branch', parent_id: root.id })).body
      .data;
    const renamed = await patchCategory(root.id, { name_ru: 'Новый корень', name_en: 'New root' });
    expect(renamed.body.data).toMatchObject({
      name_ru: 'Новый корень',
      name_en: 'New root',
      slug: root.slug,
    });
    const en = await t.call('GET', '/api/v0/catalog/categories', {
      token: customer.token,
      headers: { 'x-localization': 'en' },
    });
    expect(JSON.stringify(en.body.data)).toContain('"displayed_name":"New root"');
    for (const parent of [root.id, child.id]) {
      const res = await patchCategory(root.id, { parent_id: parent });
      expect(res.status).toBe(422);
      expect(res.body.errors.parent_id).toHaveLength(1);
    }
    const moved = await patchCategory(child.id, { parent_id: null });
    expect(moved.body.data.parent_id).toBeNull();
    expect((await patchCategory(999_999, { hidden: true })).status).toBe(404);
    const actions = await auditRows(t.db, { entity: 'category', entityId: child.id });
    expect(actions.map((a) => a.action)).toEqual(['create', 'update']);
    expect(actions[1]!.changes).toEqual({ parent_id: [root.id, null] });
  });

  it('hides a category with its whole subtree and their products from customers, not from staff', async () => {
    const top = (await post('categories', { name_ru: 'Скрытый', name_en: 'Hidden' })).body.data;
    const sub = (await post('categories', { name_ru: 'Под скрытым', name_en: 'Under', parent_id: top.id }))
      .body.data;
    const p = await createProduct({ db: t.db, categoryId: sub.id, code: 'LC-HIDDEN', nameRu: 'Спрятанный' });
    expect(await treeIds()).toEqual(expect.arrayContaining([top.id, sub.id]));
    expect((await patchCategory(top.id, { hidden: true })).body.data.hidden).toBe(true);
    const ids = await treeIds();
    expect(ids).not.toContain(top.id);
    expect(ids).not.toContain(sub.id);
    expect((await asCustomer(`catalog/products?category=${sub.slug}`)).status).toBe(404);
    expect((await asCustomer(`catalog/products/${p.code}`)).status).toBe(404);
    expect((await asCustomer('catalog/products?q=Спрятанный')).body.data).toEqual([]);
    const staff = await t.call('GET', '/api/v0/services/categories', { token: manager });
    expect(staff.body.data.find((c: { id: number }) => c.id === sub.id)).toMatchObject({ product_count: 1 });
    await patchCategory(top.id, { hidden: false });
    expect((await asCustomer(`catalog/products/${p.code}`)).status).toBe(200);
  });

  it('orders the children of one parent and refuses a list that is not exactly them', async () => {
    const parent = (await post('categories', { name_ru: 'Порядок', name_en: 'Order' })).body.data;
    const a = (await post('categories', { name_ru: 'А', name_en: 'A', parent_id: parent.id })).body.data;
    const b = (await post('categories', { name_ru: 'Б', name_en: 'B', parent_id: parent.id })).body.data;
    const order = (ids: number[], parentId: number | null = parent.id) =>
      t.call('PUT', '/api/v0/services/categories/order', {
        token: manager,
        body: { parent_id: parentId, ids },
      });
    const res = await order([b.id, a.id]);
    expect(res.status).toBe(200);
    const children = res.body.data.filter((c: { parent_id: number | null }) => c.parent_id === parent.id);
    expect(children.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    const ids = await treeIds();
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect((await order([b.id])).status).toBe(422);
    expect((await order([a.id, b.id], null)).status).toBe(422);
    expect((await auditRows(t.db, { entity: 'category', entityId: parent.id })).map((r) => r.action)).toEqual(
      ['create', 'order'],
    );
  });
});
