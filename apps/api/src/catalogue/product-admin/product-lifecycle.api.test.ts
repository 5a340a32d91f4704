import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine, addFavourite } from '../../test/factories/basket';
import { addSales, createCategory, createProduct } from '../../test/factories/catalog';
import { auditRows } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The catalogue's life cycle for staff (docs/rules.md#product-lifecycle, docs/rules.md#category-editor):
 * a product made by hand, archived, restored and deleted; categories made, renamed, moved, ordered
 * and hidden — each audited and seen by a customer's catalogue, product page and search on the
 * very next read (the snapshot and kept answers warmed before every change).
 */
let t: TestApp;
let manager: string;
let customer: string;
let customerId: number;
let categoryId: number;

const hex = () => randomBytes(4).toString('hex');
const as = (method: string, url: string, body?: unknown, token = manager) =>
  t.call(method, `/api/v0${url}`, { token, body });

/** The codes a customer finds with `q` (the search index). */
async function search(q: string): Promise<string[]> {
  const res = await as('GET', `/catalog/products?q=${encodeURIComponent(q)}`, undefined, customer);
  expect(res.status).toBe(200);
  return res.body.data.map((p: { code: string }) => p.code);
}

/** The codes a customer sees in a category (with its subcategories). */
async function inCategory(slug: string): Promise<string[] | number> {
  const res = await as('GET', `/catalog/products?category=${slug}`, undefined, customer);
  return res.status === 200 ? res.body.data.map((p: { code: string }) => p.code) : res.status;
}

type TreeNode = { slug: string; displayed_name: string; children?: TreeNode[] };
/** The customer's category tree flattened to `parent/slug` paths with names, in order. */
async function tree(lang: 'ru' | 'en' = 'ru'): Promise<string[]> {
  const res = await t.call('GET', '/api/v0/catalog/categories', { token: customer, version: lang });
  expect(res.status).toBe(200);
  const out: string[] = [];
  const walk = (nodes: TreeNode[], parent: string) => {
    for (const n of nodes) {
      out.push(`${parent}${n.slug}:${n.displayed_name}`);
      walk(n.children ?? [], `${parent}${n.slug}/`);
    }
  };
  walk(res.body.data, '');
  return out;
}

const newProduct = (body: Record<string, unknown> = {}) =>
  as('POST', '/services/products', {
    code: `HAND-${hex()}`,
    name_ru: 'Ручной набор',
    name_en: 'Hand kit',
    category_id: categoryId,
    prices: { RUB: { wholesale: '950', retail: '1520.5' } },
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const staff = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(staff.user.id);
  const shop = await createUser({ db: t.db, groups: ['warehouse'], stores: [1] });
  customerId = shop.user.id;
  customer = await t.app.tokens.sign(shop.user.id);
  categoryId = (await createCategory({ db: t.db, slug: 'life-main' })).id;
});
afterAll(() => t?.close());

describe('POST /services/products', () => {
  it('creates a product with prices in every currency, status new and an audit row; customers find it next read', async () => {
    const code = `HAND-${hex()}`;
    expect(await search(code)).toEqual([]);
    const res = await newProduct({
      code: `  ${code} `,
      name_ru: '  Ручной   набор ',
      description_ru: 'Описание',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      code,
      name_ru: 'Ручной набор',
      name_en: 'Hand kit',
      description_ru: 'Описание',
      description_en: null,
      external_key: null,
      archived_at: null,
      statuses: ['new'],
      category: { id: categoryId },
    });
    // RUB as typed; the others converted at the import's rates (EUR = RUB / 95, PLN = RUB / 22, RSD = RUB × 1.2).
    expect(p.prices).toEqual({
      RUB: { wholesale: '950.00', retail: '1520.50' },
      EUR: { wholesale: '10.00', retail: '16.01' },
      PLN: { wholesale: '43.18', retail: '69.11' },
      RSD: { wholesale: '1140.00', retail: '1824.60' },
    });
    const [audit] = await auditRows(t.db, { entity: 'product', entityId: p.id });
    expect(audit).toMatchObject({ action: 'create', changes: { code, category_id: categoryId } });
    expect(await search(code)).toEqual([code]);
    const page = await as('GET', `/catalog/products/${code}`, undefined, customer);
    expect(page.status).toBe(200);
    expect(page.body.data.price_wholesale).toBe('950.00');
  });

  it('answers 422 with field messages in the request language: code taken, unknown category, prices', async () => {
    const taken = (await newProduct()).body.data.code;
    const res = await newProduct({ code: taken, category_id: 2_000_000_000, prices: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      code: [`Код ${taken} уже занят другим товаром`],
      category_id: ['Нет такой категории'],
      prices: ['Укажите цену хотя бы в одной валюте'],
    });
    const zero = await t.call('POST', '/api/v0/services/products', {
      token: manager,
      version: 'en',
      body: {
        code: `Z-${hex()}`,
        name_ru: 'Ноль',
        name_en: 'Zero',
        category_id: categoryId,
        prices: { EUR: { wholesale: '0', retail: '1' } },
      },
    });
    expect(zero.status).toBe(422);
    expect(zero.body.errors).toEqual({ 'prices.EUR': ['The price must be above zero'] });
    const blank = await newProduct({ name_en: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name_en).toBeDefined();
  });
});

describe('archive, restore, delete', () => {
  it('archives: gone from the catalogue, product page and search on the next read, kept in orders; restores', async () => {
    const p = (await newProduct()).body.data;
    expect(await search(p.code)).toEqual([p.code]);
    expect(await inCategory('life-main')).toContain(p.code);
    const order = await createOrder({
      db: t.db,
      userId: customerId,
      storeId: 1,
      lines: [{ productId: p.id, code: p.code, name: p.name_ru, quantity: 2, price: '950.00' }],
    });
    const archived = await as('POST', `/services/products/${p.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.archived_at).not.toBeNull();
    expect(await search(p.code)).toEqual([]);
    expect(await inCategory('life-main')).not.toContain(p.code);
    expect((await as('GET', `/catalog/products/${p.code}`, undefined, customer)).status).toBe(404);
    const seen = await as('GET', `/orders/${order.uuid}`, undefined, customer);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).toContain(p.code);
    // Staff still find it, marked archived.
    const listed = await as('GET', `/services/products?q=${p.code}`);
    expect(listed.body.data[0].archived_at).toBe(archived.body.data.archived_at);
    // Archiving again changes nothing.
    expect((await as('POST', `/services/products/${p.id}/archive`)).body.data.archived_at).toBe(
      archived.body.data.archived_at,
    );
    const restored = await as('POST', `/services/products/${p.id}/restore`);
    expect(restored.body.data.archived_at).toBeNull();
    expect(await search(p.code)).toEqual([p.code]);
    expect((await auditRows(t.db, { entity: 'product', entityId: p.id })).map((r) => r.action)).toEqual([
      'create',
      'archive',
      'restore',
    ]);
    expect((await as('POST', '/services/products/2000000000/archive')).status).toBe(404);
  });

  it('deletes a product nothing references, in one go with its rows; the catalogue forgets it', async () => {
    const p = (await newProduct()).body.data;
    expect(await search(p.code)).toEqual([p.code]);
    const res = await as('DELETE', `/services/products/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Товар ${p.code} удалён`);
    expect((await as('GET', `/services/products/${p.id}`)).status).toBe(404);
    expect(await search(p.code)).toEqual([]);
    expect((await auditRows(t.db, { entity: 'product', entityId: p.id })).at(-1)).toMatchObject({
      action: 'delete',
      changes: { code: p.code },
    });
    expect((await as('DELETE', `/services/products/${p.id}`)).status).toBe(404);
  });

  it('refuses with 409 naming what references it: orders, baskets, favourites, sales, stock', async () => {
    const make = async () => (await newProduct()).body.data as { id: number; code: string };
    const cases: [string, (id: number) => Promise<unknown>, string][] = [
      [
        'orders',
        (id) =>
          createOrder({
            db: t.db,
            userId: customerId,
            storeId: 1,
            lines: [{ productId: id, quantity: 1, price: '1.00' }],
          }),
        'строки заказов (1)',
      ],
      [
        'baskets',
        (id) => addBasketLine({ db: t.db, userId: customerId, storeId: 1, productId: id }),
        'корзины (1)',
      ],
      ['favourites', (id) => addFavourite({ db: t.db, userId: customerId, productId: id }), 'избранное (1)'],
      [
        'sales',
        (id) => addSales({ db: t.db, storeId: 1, productId: id, quantity: 2, daysAgo: 1 }),
        'продажи (1)',
      ],
    ];
    for (const [kind, reference, text] of cases) {
      const p = await make();
      await reference(p.id);
      const res = await as('DELETE', `/services/products/${p.id}`);
      expect(res.status, kind).toBe(409);
      expect(res.body.message, kind).toContain(text);
      expect(res.body.message, kind).toContain('Перенесите его в архив');
      expect((await as('GET', `/services/products/${p.id}`)).status, kind).toBe(200);
    }
    const stocked = await createProduct({ db: t.db, categoryId, stock: [{ storeId: 1, quantity: 3 }] });
    const en = await t.call('DELETE', `/api/v0/services/products/${stocked.id}`, {
      token: manager,
      version: 'en',
    });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'The product cannot be deleted: store stock (1) reference it. Archive it instead.',
    );
  });
});

describe('categories', () => {
  it('creates, renames, moves, orders and hides categories; the customer tree and lists follow on the next read', async () => {
    const code = (await newProduct()).body.data.code;
    const before = await tree();
    const created = await as('POST', '/services/categories', {
      name_ru: 'Ручные наборы',
      name_en: 'Hand kits',
      position: 5,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const top = created.body.data;
    expect(top).toMatchObject({
      slug: 'ruchnye-nabory',
      parent_id: null,
      position: 5,
      hidden_at: null,
      product_count: 0,
    });
    const again = await as('POST', '/services/categories', {
      name_ru: 'Ручные наборы',
      name_en: 'Hand kits 2',
      parent_id: top.id,
    });
    expect(again.body.data).toMatchObject({ slug: 'ruchnye-nabory-2', parent_id: top.id });
    const child = again.body.data;
    expect(await tree()).toEqual([
      ...before,
      'ruchnye-nabory:Ручные наборы',
      'ruchnye-nabory/ruchnye-nabory-2:Ручные наборы',
    ]);

    // Rename (both languages) and move the product's category under the new one.
    const renamed = await as('PATCH', `/services/categories/${top.id}`, {
      name_ru: 'Наборы руками',
      name_en: 'Handmade',
    });
    expect(renamed.body.data).toMatchObject({
      name_ru: 'Наборы руками',
      name_en: 'Handmade',
      slug: 'ruchnye-nabory',
    });
    expect(await tree('en')).toContain('ruchnye-nabory:Handmade');
    const moved = await as('PATCH', `/services/categories/${categoryId}`, { parent_id: child.id });
    expect(moved.body.data.parent_id).toBe(child.id);
    expect(await inCategory('ruchnye-nabory')).toContain(code);
    expect(await tree()).toContain(`ruchnye-nabory/ruchnye-nabory-2/life-main:${moved.body.data.name_ru}`);

    // A cycle and an unknown parent are refused.
    const cycle = await as('PATCH', `/services/categories/${top.id}`, { parent_id: categoryId });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors).toEqual({
      parent_id: ['Категорию нельзя перенести в саму себя или в её подкатегорию'],
    });
    expect((await as('PATCH', `/services/categories/${top.id}`, { parent_id: top.id })).status).toBe(422);
    const unknown = await as('PATCH', `/services/categories/${top.id}`, { parent_id: 2_000_000_000 });
    expect(unknown.body.errors).toEqual({ parent_id: ['Нет такой родительской категории'] });
    expect((await as('PATCH', '/services/categories/2000000000', { position: 1 })).status).toBe(404);

    // Order: a smaller position comes first among siblings.
    const sibling = (
      await as('POST', '/services/categories', { name_ru: 'Ааа сосед', name_en: 'Aaa', position: 9 })
    ).body.data;
    const order = async () => (await tree()).filter((p) => !p.includes('/')).map((p) => p.split(':')[0]);
    expect((await order()).indexOf(sibling.slug)).toBeGreaterThan((await order()).indexOf('ruchnye-nabory'));
    await as('PATCH', `/services/categories/${sibling.id}`, { position: 1 });
    expect((await order()).indexOf(sibling.slug)).toBeLessThan((await order()).indexOf('ruchnye-nabory'));

    // Hide the top: its subtree and the products in it disappear for customers; showing brings them back.
    expect(await search(code)).toEqual([code]);
    const hidden = await as('PATCH', `/services/categories/${top.id}`, { hidden: true });
    expect(hidden.body.data.hidden_at).not.toBeNull();
    expect((await tree()).filter((p) => p.startsWith('ruchnye-nabory'))).toEqual([]);
    expect(await search(code)).toEqual([]);
    expect((await as('GET', `/catalog/products/${code}`, undefined, customer)).status).toBe(404);
    expect(await inCategory('life-main')).toBe(404);
    const staffList = await as('GET', '/services/categories');
    expect(staffList.body.data.find((c: { id: number }) => c.id === top.id).hidden_at).not.toBeNull();
    await as('PATCH', `/services/categories/${top.id}`, { hidden: false });
    expect(await search(code)).toEqual([code]);
    expect(await tree()).toContain('ruchnye-nabory:Наборы руками');

    expect(
      (await auditRows(t.db, { entity: 'category', entityId: top.id })).map((r) => [r.action, r.changes]),
    ).toEqual([
      ['create', expect.objectContaining({ slug: 'ruchnye-nabory' })],
      ['update', { name_ru: ['Ручные наборы', 'Наборы руками'], name_en: ['Hand kits', 'Handmade'] }],
      ['update', { hidden: [false, true] }],
      ['update', { hidden: [true, false] }],
    ]);
    // Put the shared category back at the top level.
    await as('PATCH', `/services/categories/${categoryId}`, { parent_id: null });
  });

  it('answers 403 to a customer on every new route', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/services/products', { code: 'X', name_ru: 'x', name_en: 'x', category_id: 1, prices: {} }],
      ['POST', '/services/products/1/archive'],
      ['POST', '/services/products/1/restore'],
      ['DELETE', '/services/products/1'],
      ['GET', '/services/categories'],
      ['POST', '/services/categories', { name_ru: 'x', name_en: 'x' }],
      ['PATCH', '/services/categories/1', { position: 1 }],
    ];
    for (const [method, url, body] of calls)
      expect((await as(method, url, body, customer)).status, url).toBe(403);
  });
});
