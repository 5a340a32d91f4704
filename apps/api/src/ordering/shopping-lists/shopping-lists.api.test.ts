import {
  SHOPPING_LIST_MAX_QUANTITY,
  SHOPPING_LISTS_MAX,
  ShoppingListOrderResponse,
  ShoppingListResponse,
  ShoppingListsResponse,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBasketLine } from '../../test/factories/basket';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Shopping lists through HTTP (docs/rules.md#shopping-lists): the owner's CRUD, sharing within the
 * counterparty and with nobody else, ordering into the current outlet's basket capped by stock with
 * the report, and an archived product's line kept and skipped.
 */
let t: TestApp;
let categoryId: number;
/** A franchise: two outlets, two buyers (the owner and a colleague) of one counterparty. */
let outletA: number;
let outletB: number;
let owner: Caller;
let colleague: Caller;
/** A buyer of another counterparty, a manager and a customer without ordering rights. */
let stranger: Caller;
let manager: Caller;
let viewer: Caller;

type Caller = { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outletA = (await createStore({ db: t.db, isRetail: true })).id;
  outletB = (await createStore({ db: t.db, isRetail: true })).id;
  const otherOutlet = (await createStore({ db: t.db, isRetail: true })).id;
  categoryId = (await createCategory({ db: t.db })).id;
  const user = async (groups: string[], stores: number[]) => {
    const { user } = await createUser({ db: t.db, groups, stores });
    return { id: user.id, token: await t.app.tokens.sign(user.id) };
  };
  owner = await user(['warehouse'], [outletA, outletB]);
  colleague = await user(['warehouse'], [outletB, outletA]);
  stranger = await user(['warehouse'], [otherOutlet]);
  manager = await user(['manager'], [1]);
  viewer = await user([], [outletA]);
  await createCounterpartyRow({
    db: t.db,
    users: [owner.id, colleague.id, viewer.id],
    stores: [outletA, outletB],
  });
  await createCounterpartyRow({ db: t.db, users: [stranger.id], stores: [otherOutlet] });
});
afterAll(() => t?.close());

const product = (stock: number) =>
  createProduct({
    db: t.db,
    categoryId,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
    stock: [{ storeId: 1, quantity: stock }],
  });
const call = (who: Caller | undefined, method: string, url: string, body?: unknown) =>
  t.call(method, `/api/v0/shopping-lists${url}`, { token: who?.token, body });
async function create(who: Caller, body: Record<string, unknown>) {
  const res = await call(who, 'POST', '', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ShoppingListResponse.parse(res.body).data;
}
const lists = async (who: Caller) => {
  const res = await call(who, 'GET', '');
  expect(res.status).toBe(200);
  return ShoppingListsResponse.parse(res.body).data;
};
const basket = async (who: Caller) =>
  (await t.call('GET', '/api/v0/basket', { token: who.token })).body.value as {
    id: number;
    basket_count: number;
  }[];

describe('shopping lists: the owner', () => {
  it('creates a list with lines, renames it, adds, sets and removes lines, and deletes it', async () => {
    const a = await product(10);
    const b = await product(10);
    const list = await create(owner, {
      name: '  Недельный набор ',
      lines: [{ product_id: a.id, quantity: 2 }],
    });
    expect(list).toMatchObject({ name: 'Недельный набор', shared: false, own: true, lines: 1, units: 2 });
    expect(list.items).toEqual([
      expect.objectContaining({
        id: a.id,
        code: a.code,
        quantity: 2,
        archived: false,
        price_with_discount: '100.00',
        stock: 10,
      }),
    ]);

    const renamed = await call(owner, 'PATCH', `/${list.id}`, { name: 'Еженедельный' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Еженедельный');

    const added = await call(owner, 'POST', `/${list.id}/lines`, {
      lines: [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 1 },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.data.items.map((l: { id: number; quantity: number }) => [l.id, l.quantity])).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);

    const set = await call(owner, 'PUT', `/${list.id}/lines/${b.id}`, { quantity: 7 });
    expect(set.body.data.units).toBe(12);
    const missing = await call(owner, 'PUT', `/${list.id}/lines/${2_000_000_000}`, { quantity: 1 });
    expect(missing.status).toBe(404);
    const removed = await call(owner, 'DELETE', `/${list.id}/lines/${a.id}`);
    expect(removed.body.data.items.map((l: { id: number }) => l.id)).toEqual([b.id]);

    expect((await lists(owner)).map((l) => l.id)).toContain(list.id);
    expect((await call(owner, 'DELETE', `/${list.id}`)).status).toBe(200);
    expect((await call(owner, 'GET', `/${list.id}`)).status).toBe(404);
  });

  it('refuses an unknown product, an empty name and a zero quantity with 422, adding nothing', async () => {
    const a = await product(10);
    const list = await create(owner, { name: 'Проверка' });
    const unknown = await call(owner, 'POST', `/${list.id}/lines`, {
      lines: [
        { product_id: a.id, quantity: 1 },
        { product_id: 2_000_000_000, quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('2000000000');
    expect((await call(owner, 'GET', `/${list.id}`)).body.data.items).toEqual([]);
    expect((await call(owner, 'POST', '', { name: '   ' })).status).toBe(422);
    expect(
      (await call(owner, 'POST', `/${list.id}/lines`, { lines: [{ product_id: a.id, quantity: 0 }] })).status,
    ).toBe(422);
  });
});

describe('shopping lists: limits', () => {
  it('refuses a 101st list of one user with 422 and keeps the 100', async () => {
    const { user } = await createUser({ db: t.db, groups: ['warehouse'], stores: [outletA] });
    const buyer = { id: user.id, token: await t.app.tokens.sign(user.id) };
    // All but the last directly (a test's own rows), the last through the call.
    await t.db.execute(
      sql`insert into shopping_lists (user_id, name) select ${buyer.id}, 'Список ' || n from generate_series(1, ${SHOPPING_LISTS_MAX - 1}) n`,
    );
    await create(buyer, { name: `Список ${SHOPPING_LISTS_MAX}` });
    const refused = await call(buyer, 'POST', '', { name: 'Лишний' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.name[0]).toContain(String(SHOPPING_LISTS_MAX));
    expect(await lists(buyer)).toHaveLength(SHOPPING_LISTS_MAX);
  });

  it('caps a line at 99 999 units when units are added to it', async () => {
    const a = await product(10);
    const list = await create(owner, { name: 'Много', lines: [{ product_id: a.id, quantity: 99_000 }] });
    const added = await call(owner, 'POST', `/${list.id}/lines`, {
      lines: [{ product_id: a.id, quantity: 5_000 }],
    });
    expect(added.body.data.items[0].quantity).toBe(SHOPPING_LIST_MAX_QUANTITY);
  });
});

describe('shopping lists: sharing within the counterparty, and with nobody else', () => {
  it('shows a shared list to a colleague to read and order, never to change; unsharing hides it again', async () => {
    const a = await product(10);
    const list = await create(owner, { name: 'Наборы недели', lines: [{ product_id: a.id, quantity: 1 }] });
    expect((await call(colleague, 'GET', `/${list.id}`)).status).toBe(404);
    expect((await lists(colleague)).map((l) => l.id)).not.toContain(list.id);

    await call(owner, 'PATCH', `/${list.id}`, { shared: true });
    const seen = (await lists(colleague)).find((l) => l.id === list.id);
    expect(seen).toMatchObject({ shared: true, own: false, lines: 1 });
    expect((await call(colleague, 'GET', `/${list.id}`)).status).toBe(200);
    expect((await call(colleague, 'POST', `/${list.id}/order`)).status).toBe(200);
    for (const [method, url, body] of [
      ['PATCH', `/${list.id}`, { name: 'Чужое' }],
      ['POST', `/${list.id}/lines`, { lines: [{ product_id: a.id, quantity: 1 }] }],
      ['PUT', `/${list.id}/lines/${a.id}`, { quantity: 3 }],
      ['DELETE', `/${list.id}/lines/${a.id}`, undefined],
      ['DELETE', `/${list.id}`, undefined],
    ] as const) {
      const res = await call(colleague, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await call(owner, 'GET', `/${list.id}`)).body.data).toMatchObject({
      name: 'Наборы недели',
      units: 1,
    });

    await call(owner, 'PATCH', `/${list.id}`, { shared: false });
    expect((await call(colleague, 'GET', `/${list.id}`)).status).toBe(404);
  });

  it("answers 404 to another counterparty's buyer and to staff, 403 to a customer who may not order, 401 to a guest", async () => {
    const list = await create(owner, { name: 'Общий', shared: true });
    for (const who of [stranger, manager]) {
      expect((await lists(who)).map((l) => l.id)).not.toContain(list.id);
      for (const [method, url, body] of [
        ['GET', `/${list.id}`, undefined],
        ['POST', `/${list.id}/order`, undefined],
        ['PATCH', `/${list.id}`, { name: 'x' }],
        ['DELETE', `/${list.id}`, undefined],
      ] as const) {
        expect((await call(who, method, url, body)).status, `${method} ${url}`).toBe(404);
      }
    }
    expect((await call(viewer, 'GET', `/${list.id}`)).status).toBe(403);
    expect((await call(viewer, 'GET', '')).status).toBe(403);
    expect((await call(undefined, 'GET', '')).status).toBe(401);
  });
});

describe('shopping lists: ordering into the basket', () => {
  it("puts the lines into the caller's current outlet's basket capped by stock, reporting what was capped", async () => {
    const full = await product(10);
    const capped = await product(5);
    const empty = await product(0);
    const list = await create(owner, {
      name: 'Заказ',
      shared: true,
      lines: [
        { product_id: full.id, quantity: 2 },
        { product_id: capped.id, quantity: 8 },
        { product_id: empty.id, quantity: 1 },
      ],
    });
    // The colleague's current outlet is B; its basket there already holds 2 of the capped product.
    await addBasketLine({ db: t.db, userId: colleague.id, storeId: outletB, productId: capped.id, count: 2 });
    const res = await call(colleague, 'POST', `/${list.id}/order`);
    expect(res.status).toBe(200);
    const { value } = ShoppingListOrderResponse.parse(res.body);
    expect(value.added).toEqual([
      { id: full.id, code: full.code, name: full.nameRu, count: 2, basket_count: 2 },
      { id: capped.id, code: capped.code, name: capped.nameRu, count: 3, basket_count: 5 },
    ]);
    expect(value.skipped).toEqual([
      { id: capped.id, code: capped.code, name: capped.nameRu, wanted: 8, added: 3, reason: 'partial' },
      { id: empty.id, code: empty.code, name: empty.nameRu, wanted: 1, added: 0, reason: 'out_of_stock' },
    ]);
    expect([value.lines, value.units]).toEqual([2, 5]);
    const lines = await basket(colleague);
    expect(lines).toEqual(
      expect.arrayContaining([
        { id: full.id, basket_count: 2 },
        { id: capped.id, basket_count: 5 },
      ]),
    );
    expect(lines.find((l) => l.id === empty.id)).toBeUndefined();
    // The owner's basket (outlet A) is untouched.
    expect((await basket(owner)).find((l) => l.id === full.id)).toBeUndefined();

    // Ordered again: the capped line has no room left, the full one fits again.
    const again = ShoppingListOrderResponse.parse(
      (await call(colleague, 'POST', `/${list.id}/order`)).body,
    ).value;
    expect(again.skipped.find((s) => s.id === capped.id)).toMatchObject({ added: 0, reason: 'out_of_stock' });
    expect(again.added.find((a) => a.id === full.id)).toMatchObject({ count: 2, basket_count: 4 });
  });

  it("keeps an archived product's line, marks it, and skips it when the list is ordered", async () => {
    const kept = await product(10);
    const archived = await product(10);
    const list = await create(owner, {
      name: 'С архивным',
      lines: [
        { product_id: kept.id, quantity: 1 },
        { product_id: archived.id, quantity: 4 },
      ],
    });
    const archive = await t.call('POST', `/api/v0/services/products/${archived.id}/archive`, {
      token: manager.token,
    });
    expect(archive.status).toBe(200);

    const read = ShoppingListResponse.parse((await call(owner, 'GET', `/${list.id}`)).body).data;
    expect(read.archived_lines).toBe(1);
    expect(read.items.map((l) => [l.id, l.archived])).toEqual([
      [kept.id, false],
      [archived.id, true],
    ]);
    const { value } = ShoppingListOrderResponse.parse((await call(owner, 'POST', `/${list.id}/order`)).body);
    expect(value.added.map((a) => a.id)).toEqual([kept.id]);
    expect(value.skipped).toEqual([
      {
        id: archived.id,
        code: archived.code,
        name: archived.nameRu,
        wanted: 4,
        added: 0,
        reason: 'archived',
      },
    ]);
    expect((await basket(owner)).find((l) => l.id === archived.id)).toBeUndefined();
  });
});
