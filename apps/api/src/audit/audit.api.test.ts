import { AuditPageResponse, AuditResponse, AuditStaffResponse, addDays, todayIn } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TIME_ZONE } from '../db/client';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createStore, createUser } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * GET services/audit, services/audit/staff and services/audit/{entity}/{entityId} through HTTP
 * (docs/rules.md#audit): the admin's filtered log, the staff filter, one entity's history, access.
 */
let t: TestApp;
let admin: string;
let manager: string;
let customer: string;
let editor: { id: number; username: string };
let other: { id: number; username: string };
let productId: number;
let outletId: number;

/** An audit row written `daysAgo` days before now (at noon, so a day filter is unambiguous). */
const audit = (row: { userId: number | null; entity: string; entityId: string | number; daysAgo: number }) =>
  t.db.execute(
    sql`insert into audit_log (user_id, entity, entity_id, action, changes, created_at)
        values (${row.userId}, ${row.entity}, ${String(row.entityId)}, 'update',
          ${JSON.stringify({ name: ['before', 'after'] })}::jsonb,
          date_trunc('day', now()) - make_interval(days => ${row.daysAgo}) + interval '12 hours')`,
  );

/** The day `daysAgo` days before today in the database's zone (its sessions' calendar, docs/rules.md#sales-period). */
const day = (daysAgo: number) => addDays(todayIn(DATABASE_TIME_ZONE), -daysAgo);

beforeAll(async () => {
  t = await createTestApp();
  const sign = async (groups: string[]) => {
    const { user } = await createUser({ db: t.db, groups });
    return { id: user.id, username: user.username, token: await t.app.tokens.sign(user.id) };
  };
  admin = (await sign(['admin'])).token;
  const m = await sign(['manager']);
  manager = m.token;
  editor = m;
  other = await sign(['manager']);
  customer = (await sign(['warehouse'])).token;
  const categoryId = (await createCategory({ db: t.db })).id;
  productId = (await createProduct({ db: t.db, categoryId, code: 'AU-1', nameRu: 'Мозаика «Кот»' })).id;
  outletId = (await createStore({ db: t.db, name: '<b>Точка</b> у моря', isRetail: true })).id;
  await audit({ userId: editor.id, entity: 'product', entityId: productId, daysAgo: 5 });
  await audit({ userId: editor.id, entity: 'store', entityId: outletId, daysAgo: 3 });
  await audit({ userId: other.id, entity: 'product', entityId: productId, daysAgo: 1 });
  await audit({
    userId: null,
    entity: 'import',
    entityId: '00000000-0000-4000-8000-000000000000',
    daysAgo: 0,
  });
});
afterAll(() => t?.close());

const list = async (query = '', token = admin) => {
  const res = await t.call('GET', `/api/v0/services/audit${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AuditPageResponse.parse(res.body);
};

describe('GET services/audit (admin)', () => {
  it('lists every row newest first with its author, entity and a readable name of it', async () => {
    const page = await list();
    expect(page.meta).toEqual({ page: 1, per_page: 50, total: 4, last_page: 1 });
    expect(page.data.map((e) => [e.entity, e.user?.username ?? null])).toEqual([
      ['import', null],
      ['product', other.username],
      ['store', editor.username],
      ['product', editor.username],
    ]);
    expect(page.data[1]).toMatchObject({
      entity_id: String(productId),
      entity_label: 'AU-1 Мозаика «Кот»',
      action: 'update',
      changes: { name: ['before', 'after'] },
    });
    expect(page.data[2]!.entity_label).toBe('Точка у моря');
    expect(page.data[0]!.entity_label).toBeNull();
  });

  it('filters by staff member, entity (and id) and days, each alone and together', async () => {
    expect((await list(`?user_id=${editor.id}`)).data.map((e) => e.entity)).toEqual(['store', 'product']);
    expect((await list('?entity=product')).data.map((e) => e.user?.id)).toEqual([other.id, editor.id]);
    expect((await list(`?entity=store&entity_id=${outletId}`)).meta.total).toBe(1);
    expect((await list(`?entity=store&entity_id=${outletId + 1}`)).data).toEqual([]);
    expect((await list(`?from=${day(3)}&to=${day(1)}`)).data.map((e) => e.entity)).toEqual([
      'product',
      'store',
    ]);
    expect((await list(`?from=${day(1)}`)).meta.total).toBe(2);
    expect((await list(`?to=${day(5)}`)).meta.total).toBe(1);
    expect((await list(`?user_id=${editor.id}&entity=product&to=${day(4)}`)).meta.total).toBe(1);
    expect((await list('?page=2')).data).toEqual([]);
  });

  it('answers 400 to a malformed filter', async () => {
    for (const query of ['?entity=planet', '?from=yesterday', '?user_id=abc'])
      expect((await t.call('GET', `/api/v0/services/audit${query}`, { token: admin })).status, query).toBe(
        400,
      );
  });

  it('lists the staff members who wrote audit rows, for the filter', async () => {
    const res = await t.call('GET', '/api/v0/services/audit/staff', { token: admin });
    expect(res.status).toBe(200);
    const ids = AuditStaffResponse.parse(res.body).data.map((u) => u.id);
    expect(ids.sort()).toEqual([editor.id, other.id].sort());
  });

  it('answers 403 to a manager and a customer, 401 to a guest', async () => {
    for (const url of ['/api/v0/services/audit', '/api/v0/services/audit/staff']) {
      expect((await t.call('GET', url, { token: manager })).status, url).toBe(403);
      expect((await t.call('GET', url, { token: customer })).status, url).toBe(403);
      expect((await t.call('GET', url)).status, url).toBe(401);
    }
  });
});

describe('GET services/audit/{entity}/{entityId} (staff)', () => {
  it("answers one entity's history newest first to a manager", async () => {
    const res = await t.call('GET', `/api/v0/services/audit/product/${productId}`, { token: manager });
    expect(res.status).toBe(200);
    const rows = AuditResponse.parse(res.body).data;
    expect(rows.map((r) => r.user?.username)).toEqual([other.username, editor.username]);
    expect(rows.every((r) => r.entity === 'product' && r.entity_id === String(productId))).toBe(true);
    const none = await t.call('GET', '/api/v0/services/audit/counterparty/999999', { token: manager });
    expect(none.body.data).toEqual([]);
  });

  it('answers 403 to a customer, 401 to a guest, 400 for an unknown entity', async () => {
    const url = `/api/v0/services/audit/product/${productId}`;
    expect((await t.call('GET', url, { token: customer })).status).toBe(403);
    expect((await t.call('GET', url)).status).toBe(401);
    expect((await t.call('GET', '/api/v0/services/audit/planet/1', { token: manager })).status).toBe(400);
  });
});
