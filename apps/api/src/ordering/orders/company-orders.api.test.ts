import { AccountsResponse, OrderBuyersResponse, OrdersResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createOrder } from '../../test/factories/orders';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The company sees its orders (docs/rules.md#company-orders) through HTTP: a buyer sees the orders
 * of every outlet they may order for, the counterparty's admin user every order of the company,
 * a user of another counterparty none of them; the list filters by status, outlet, buyer and days.
 */
let t: TestApp;
let manager: string;
const users: Record<string, { id: number; token: string }> = {};
const orders: Record<string, string> = {};
let outletA1: number;
let outletA2: number;
let counterpartyA: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outletA1 = (await createStore({ db: t.db, name: 'A — Ленина', isRetail: true })).id;
  outletA2 = (await createStore({ db: t.db, name: 'A — Мира', isRetail: true })).id;
  const outletB = (await createStore({ db: t.db, name: 'B — Садовая', isRetail: true })).id;
  const categoryId = (await createCategory({ db: t.db })).id;
  const p = await createProduct({ db: t.db, categoryId });
  const user = async (name: string, stores: number[], companyAdmin = false) => {
    const { user } = await createUser({
      db: t.db,
      groups: ['warehouse'],
      stores,
      fullname: name,
      companyAdmin,
    });
    users[name] = { id: user.id, token: await t.app.tokens.sign(user.id) };
    return user.id;
  };
  // Counterparty A: two buyers of the outlet on Lenina, one of the outlet on Mira, its admin user.
  const a = [
    await user('Анна', [1, outletA1]),
    await user('Борис', [1, outletA1]),
    await user('Вера', [1, outletA2]),
    await user('Глеб', [1], true),
  ];
  counterpartyA = (await createCounterpartyRow({ db: t.db, users: a, stores: [outletA1, outletA2] })).id;
  await createCounterpartyRow({
    db: t.db,
    users: [await user('Чужой', [1, outletB], true)],
    stores: [outletB],
  });
  const line = [{ productId: p.id, quantity: 1, price: '100.00' }];
  const order = async (key: string, userName: string, storeId: number, createdAt: Date) => {
    const row = await createOrder({ db: t.db, userId: users[userName]!.id, storeId, lines: line, createdAt });
    orders[key] = row.uuid;
  };
  await order('annaLenina', 'Анна', outletA1, new Date('2026-03-02T10:00:00Z'));
  await order('veraMira', 'Вера', outletA2, new Date('2026-03-05T10:00:00Z'));
  await order('annaWarehouse', 'Анна', 1, new Date('2026-03-07T10:00:00Z'));
  await order('borisLenina', 'Борис', outletA1, new Date('2026-03-09T10:00:00Z'));
  await t.db.execute(sql`update orders set status = 'confirmed' where uuid = ${orders.borisLenina}::uuid`);
  const staff = await createUser({ db: t.db, groups: ['manager'] });
  manager = await t.app.tokens.sign(staff.user.id);
});
afterAll(() => t?.close());

const list = async (who: string, query = '') => {
  const res = await t.call('GET', `/api/v0/orders${query}`, { token: users[who]!.token });
  expect(res.status).toBe(200);
  const uuids = OrdersResponse.parse(res.body).data.map((o) => o.uuid);
  return Object.entries(orders)
    .filter(([, uuid]) => uuids.includes(uuid))
    .map(([key]) => key)
    .sort();
};
const open = (who: string, key: string) =>
  t.call('GET', `/api/v0/orders/${orders[key]}`, { token: users[who]!.token });

describe('which orders a customer sees', () => {
  it("shows a buyer their colleague's orders of the outlet they order for, not another outlet's", async () => {
    expect(await list('Борис')).toEqual(['annaLenina', 'borisLenina']);
    expect((await open('Борис', 'annaLenina')).status).toBe(200);
    expect((await open('Борис', 'veraMira')).status).toBe(404);
    expect((await open('Борис', 'annaWarehouse')).status).toBe(404);
  });

  it('keeps orders for the main store to their buyer', async () => {
    expect(await list('Анна')).toEqual(['annaLenina', 'annaWarehouse', 'borisLenina']);
    expect(await list('Вера')).toEqual(['veraMira']);
  });

  it("shows the counterparty's admin user every order of the company", async () => {
    expect(await list('Глеб')).toEqual(['annaLenina', 'annaWarehouse', 'borisLenina', 'veraMira']);
    expect((await open('Глеб', 'veraMira')).status).toBe(200);
  });

  it('shows a user of another counterparty none of them, even as its admin user', async () => {
    expect(await list('Чужой')).toEqual([]);
    for (const key of Object.keys(orders)) expect((await open('Чужой', key)).status).toBe(404);
    const buyers = await t.call('GET', '/api/v0/orders/buyers', { token: users.Чужой!.token });
    expect(buyers.body).toEqual({ data: [] });
  });
});

describe('the filters of the list', () => {
  it('filters by buyer, outlet, status and days', async () => {
    expect(await list('Глеб', `?buyer=${users.Анна!.id}`)).toEqual(['annaLenina', 'annaWarehouse']);
    expect(await list('Глеб', `?store_id=${outletA2}`)).toEqual(['veraMira']);
    expect(await list('Глеб', '?status=confirmed')).toEqual(['borisLenina']);
    expect(await list('Глеб', '?date_from=2026-03-03&date_to=2026-03-07')).toEqual([
      'annaWarehouse',
      'veraMira',
    ]);
  });

  it('never widens what a customer sees: a buyer filter of another company finds nothing', async () => {
    expect(await list('Чужой', `?buyer=${users.Анна!.id}`)).toEqual([]);
    expect(await list('Борис', `?store_id=${outletA2}`)).toEqual([]);
  });

  it('lists the buyers of the orders the caller sees', async () => {
    const res = await t.call('GET', '/api/v0/orders/buyers', { token: users.Борис!.token });
    expect(OrderBuyersResponse.parse(res.body).data.map((b) => b.fullname)).toEqual(['Анна', 'Борис']);
    const all = await t.call('GET', '/api/v0/orders/buyers', { token: users.Глеб!.token });
    expect(OrderBuyersResponse.parse(all.body).data.map((b) => b.fullname)).toEqual([
      'Анна',
      'Борис',
      'Вера',
    ]);
  });
});

describe("staff make a counterparty's user its admin user", () => {
  const accountOf = async (id: number) => {
    const res = await t.call('GET', `/api/v0/services/counterparties/${counterpartyA}/users`, {
      token: manager,
    });
    return AccountsResponse.parse(res.body).data.find((a) => a.id === id)!;
  };

  it('grants the flag in the users section, and the user then sees the company', async () => {
    const vera = users.Вера!;
    const before = await accountOf(vera.id);
    expect(before.company_admin).toBe(false);
    const res = await t.call('PATCH', `/api/v0/services/users/${vera.id}`, {
      token: manager,
      body: { company_admin: true },
      headers: { 'if-match': before.etag },
    });
    expect(res.status).toBe(200);
    expect((await accountOf(vera.id)).company_admin).toBe(true);
    expect(await list('Вера')).toEqual(['annaLenina', 'annaWarehouse', 'borisLenina', 'veraMira']);
  });

  it('refuses the flag on a staff account, naming the field', async () => {
    const staff = await createUser({ db: t.db, groups: ['warehouse'] });
    const admin = await createUser({ db: t.db, groups: ['admin'] });
    const token = await t.app.tokens.sign(admin.user.id);
    const res = await t.call('PATCH', `/api/v0/services/users/${staff.user.id}`, {
      token,
      body: { company_admin: true },
      headers: { 'if-match': '*' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['company_admin']);
  });

  it('lets no customer grant it', async () => {
    const res = await t.call('PATCH', `/api/v0/services/users/${users.Анна!.id}`, {
      token: users.Глеб!.token,
      body: { company_admin: true },
      headers: { 'if-match': '*' },
    });
    expect(res.status).toBe(403);
  });
});
