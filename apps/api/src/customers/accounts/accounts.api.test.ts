import { AccountCreatedResponse, AccountsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { publicUrl } from '../../lib/public-url';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The staff calls on user accounts over HTTP (docs/rules.md#counterparty users,
 * docs/rules.md#role-grants): list, create with a set-password link, edit, lock and unlock.
 */
let t: TestApp;
let admin: string;
let manager: string;
let managerId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse', currency: 'EUR', version: 'en' });
  const a = await createUser({ db: t.db, username: 'acc_admin', groups: ['admin'], stores: [1] });
  const m = await createUser({ db: t.db, username: 'acc_manager', groups: ['manager'], stores: [1] });
  adminId = a.user.id;
  managerId = m.user.id;
  admin = await t.app.tokens.sign(adminId);
  manager = await t.app.tokens.sign(managerId);
});
afterAll(() => t?.close());

/** A counterparty of `version` owning `outlets` retail outlets (and one warehouse that is no outlet). */
async function counterparty(version: 'ru' | 'en' = 'ru', outlets = 2) {
  const [cp] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into counterparties (legal_name, version) values ('ООО «Ромашка»', ${version}) returning id`,
  );
  const ids: number[] = [];
  for (let i = 0; i < outlets + 1; i++) {
    const store = await createStore({ db: t.db, isRetail: i < outlets, version, currency: 'RUB' });
    await t.db.execute(sql`update stores set counterparty_id = ${cp!.id} where id = ${store.id}`);
    ids.push(store.id);
  }
  return { id: cp!.id, storeIds: ids };
}

let n = 0;
const body = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `buyer.${n}`,
    fullname: 'Анна Смирнова',
    email: `buyer${n}@shop.example`,
    phone: `+7 (901) 555-${String(1000 + n).slice(-4, -2)}-${String(1000 + n).slice(-2)}`,
    locale: 'ru',
    groups: ['warehouse'],
    discount: 5,
    ...over,
  };
};
const create = (counterpartyId: number, payload: unknown, token = manager) =>
  t.call('POST', `/api/v0/services/counterparties/${counterpartyId}/users`, { token, body: payload });
const patch = (
  id: number,
  payload: unknown,
  token = manager,
  headers: Record<string, string> = ANY_VERSION,
) => t.call('PATCH', `/api/v0/services/users/${id}`, { token, body: payload, headers });
const userCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`))[0]!.n;
const auditOf = (id: number) =>
  queryRows<{ action: string; user_id: number; changes: Record<string, [unknown, unknown]> }>(
    t.db,
    sql`select action, user_id, changes from audit_log where entity = 'user' and entity_id = ${String(id)} order by id`,
  );

describe('POST services/counterparties/{id}/users', () => {
  it('creates the account with its outlets, the main store and a link from PUBLIC_URL (docs/rules.md#public-url)', async () => {
    const cp = await counterparty('ru', 2);
    const res = await create(cp.id, body({ username: 'Anna.S', phone: '+7 (900) 123-45-67' }));
    expect(res.status).toBe(201);
    const { data, link } = AccountCreatedResponse.parse(res.body);
    expect(data).toMatchObject({
      username: 'Anna.S',
      fullname: 'Анна Смирнова',
      phone: '+7 (900) 123-45-67',
      locale: 'ru',
      groups: ['warehouse'],
      discount: 5,
      locked: false,
      counterparty_id: cp.id,
    });
    expect(link.emailed_to).toBeNull();
    expect(link.url).toMatch(new RegExp(`^${publicUrl(t.config, 'ru')}/set-password\\?token=[\\w-]{43}$`));
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(72 * 3600_000);

    const [row] = await queryRows<{ stores: number[]; current_store_id: number }>(
      t.db,
      sql`select u.current_store_id, (select array_agg(store_id order by store_id) from user_stores
          where user_id = u.id) as stores from users u where u.id = ${data.id}`,
    );
    expect(row!.stores).toEqual([1, ...cp.storeIds]);
    expect(row!.current_store_id).toBe(cp.storeIds[0]);
    // Nobody can sign in before the link is used.
    const login = await t.call('POST', '/api/v0/auth/login', {
      body: { login: 'anna.s', password: 'any-password' },
    });
    expect(login.status).toBe(401);

    const audit = await auditOf(data.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'password_link']);
    expect(audit[0]).toMatchObject({ user_id: managerId });
    expect(audit[0]!.changes.username).toEqual([null, 'Anna.S']);
    expect(audit[0]!.changes.counterparty_id).toEqual([null, cp.id]);
    const text = JSON.stringify(audit);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(link.url!.split('token=')[1]);
  });

  it('links an English counterparty’s user without outlets to its stores and the English main store, current', async () => {
    const cp = await counterparty('en', 0);
    const res = await create(cp.id, body({ locale: 'en', groups: [], phone: null }), manager);
    expect(res.status).toBe(201);
    const [row] = await queryRows<{ stores: number[]; current_store_id: number }>(
      t.db,
      sql`select u.current_store_id, (select array_agg(store_id order by store_id) from user_stores
          where user_id = u.id) as stores
          from users u where u.id = ${res.body.data.id}`,
    );
    expect(row).toEqual({ stores: [56, ...cp.storeIds], current_store_id: 56 });
    expect(res.body.data).toMatchObject({ groups: [], phone: null, locale: 'en' });
  });

  it('names every taken field — login, e-mail (any case) and phone (by its digits) — and writes nothing', async () => {
    const cp = await counterparty();
    const first = await create(
      cp.id,
      body({ username: 'dup.login', email: 'dup@shop.example', phone: '+7 900 777-66-55' }),
    );
    expect(first.status).toBe(201);
    const before = await userCount();
    const res = await create(
      cp.id,
      body({ username: 'DUP.LOGIN', email: 'Dup@Shop.Example', phone: '7-900-777-66-55' }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'phone', 'username']);
    expect(res.body.errors.username).toEqual(['Этот логин уже занят']);
    // A login may not be another account's e-mail either: both sign in.
    const crossed = await create(cp.id, body({ username: 'dup@shop.example' }), manager);
    expect(crossed.body.errors).toEqual({ username: ['Этот логин уже занят'] });
    expect(await userCount()).toBe(before);
    expect(
      (await t.call('GET', `/api/v0/services/counterparties/${cp.id}/users`, { token: manager })).body.data,
    ).toHaveLength(1);
  });

  it('refuses a manager granting manager or admin (403, nothing written); an admin may', async () => {
    const cp = await counterparty();
    const before = await userCount();
    for (const groups of [['manager'], ['warehouse', 'admin']]) {
      const res = await create(cp.id, body({ groups }));
      expect(res.status, groups.join()).toBe(403);
      expect(res.body.errors).toHaveProperty('groups');
    }
    expect(await userCount()).toBe(before);
    const byAdmin = await create(cp.id, body({ groups: ['manager'] }), admin);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.groups).toEqual(['manager']);
  });

  it('answers 422 for bad fields and 404 for an unknown counterparty', async () => {
    const cp = await counterparty();
    const bad = await create(
      cp.id,
      body({ username: 'a b', email: 'nope', discount: 101, groups: ['boss'] }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['discount', 'email', 'groups.0', 'username']);
    expect((await create(987_654, body())).status).toBe(404);
    expect(
      (await t.call('GET', '/api/v0/services/counterparties/987654/users', { token: manager })).status,
    ).toBe(404);
  });
});

describe('PATCH services/users/{id}', () => {
  it('versions an account: a stale If-Match → 412 with the current one, none → 428, one of two at once wins (docs/rules.md#record-versions)', async () => {
    const cp = await counterparty();
    const { data } = (await create(cp.id, body())).body;
    const names = ['', 'Анна Первая', 'Анна Вторая', 'Анна Третья', 'Анна Четвёртая'];
    await expectRecordVersions({
      t,
      read: async () =>
        (
          await t.call('GET', `/api/v0/services/counterparties/${cp.id}/users`, { token: manager })
        ).body.data.find((a: { id: number }) => a.id === data.id),
      write: (n, headers) => patch(data.id, { fullname: names[n] }, manager, headers),
    });
  });

  it('changes the given fields and records only what changed', async () => {
    const cp = await counterparty();
    const { data } = (await create(cp.id, body({ phone: '+7 900 000-11-22' }))).body;
    const res = await patch(data.id, {
      fullname: 'Анна Петрова',
      username: 'anna.petrova',
      phone: '79000001122',
      groups: ['warehouse', 'dropshipping'],
      discount: 7.5,
      locale: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fullname: 'Анна Петрова',
      username: 'anna.petrova',
      phone: '79000001122',
      groups: ['dropshipping', 'warehouse'],
      discount: 7.5,
      locale: 'en',
    });
    const [, , update] = await auditOf(data.id);
    expect(update).toMatchObject({ action: 'update', user_id: managerId });
    expect(Object.keys(update!.changes).sort()).toEqual([
      'discount',
      'fullname',
      'groups',
      'locale',
      'phone',
      'username',
    ]);
    expect(update!.changes.discount).toEqual([5, 7.5]);
    // The same values again change nothing and write no row.
    expect((await patch(data.id, { fullname: 'Анна Петрова' })).status).toBe(200);
    expect(await auditOf(data.id)).toHaveLength(3);
  });

  it('answers 422 naming a login or e-mail another account has', async () => {
    const cp = await counterparty();
    const one = (await create(cp.id, body())).body.data;
    const two = (await create(cp.id, body())).body.data;
    const res = await patch(two.id, { username: one.username.toUpperCase(), email: one.email });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'username']);
    // Its own values are no duplicate.
    expect((await patch(two.id, { username: two.username, email: two.email.toUpperCase() })).status).toBe(
      200,
    );
  });

  it('refuses a manager raising anyone, themself included, and touching staff accounts; an admin may', async () => {
    const cp = await counterparty();
    const { data } = (await create(cp.id, body())).body;
    const raise = await patch(data.id, { groups: ['warehouse', 'manager'] });
    expect(raise.status).toBe(403);
    expect(raise.body.errors.groups[0]).toContain('manager');
    expect((await patch(managerId, { groups: ['manager', 'admin'] })).status).toBe(403);
    expect((await patch(managerId, { fullname: 'Я сам' })).status).toBe(403);
    expect((await patch(adminId, { discount: 1 })).status).toBe(403);
    const byAdmin = await patch(data.id, { groups: ['admin'] }, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.groups).toEqual(['admin']);
    // Now a staff account: the manager may not take the group away again.
    expect((await patch(data.id, { groups: [] })).status).toBe(403);
    expect((await patch(data.id, { groups: [] }, admin)).body.data.groups).toEqual([]);
    expect((await patch(987_654, { fullname: 'X' })).status).toBe(404);
  });
});

describe('POST services/users/{id}/lock and /unlock', () => {
  it('refuses a locked user’s live token (401) and their login (403) at once; unlocking lets them sign in afresh, the old token stays dead', async () => {
    const cp = await counterparty();
    const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores: cp.storeIds });
    await t.db.execute(sql`update users set counterparty_id = ${cp.id} where id = ${user.id}`);
    const token = await loginAs(t, user.username, password);
    expect((await t.call('POST', '/api/v0/auth/me', { token })).status).toBe(200);

    const locked = await t.call('POST', `/api/v0/services/users/${user.id}/lock`, { token: manager });
    expect(locked.status).toBe(200);
    expect(locked.body.data.locked).toBe(true);
    expect((await t.call('POST', '/api/v0/auth/me', { token })).status).toBe(401);
    const login = await t.call('POST', '/api/v0/auth/login', { body: { login: user.username, password } });
    expect(login.status).toBe(403);
    expect(
      AccountsResponse.parse(
        (await t.call('GET', `/api/v0/services/counterparties/${cp.id}/users`, { token: manager })).body,
      ).data[0]!.locked,
    ).toBe(true);

    const unlocked = await t.call('POST', `/api/v0/services/users/${user.id}/unlock`, { token: manager });
    expect(unlocked.body.data.locked).toBe(false);
    expect((await t.call('POST', '/api/v0/auth/me', { token })).status).toBe(401);
    const fresh = await loginAs(t, user.username, password);
    expect((await t.call('POST', '/api/v0/auth/me', { token: fresh })).status).toBe(200);
    expect((await auditOf(user.id)).map((a) => [a.action, a.changes.locked])).toEqual([
      ['lock', [false, true]],
      ['unlock', [true, false]],
    ]);
  });

  it('refuses locking oneself or, for a manager, a staff account', async () => {
    expect(
      (await t.call('POST', `/api/v0/services/users/${managerId}/lock`, { token: manager })).status,
    ).toBe(403);
    expect((await t.call('POST', `/api/v0/services/users/${adminId}/lock`, { token: manager })).status).toBe(
      403,
    );
    expect((await t.call('POST', `/api/v0/services/users/${adminId}/lock`, { token: admin })).status).toBe(
      403,
    );
    expect((await t.call('POST', '/api/v0/services/users/987654/lock', { token: admin })).status).toBe(404);
  });
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a customer on every staff call', async () => {
    const cp = await counterparty();
    const { user } = await createUser({
      db: t.db,
      groups: ['warehouse', 'dropshipping'],
      stores: cp.storeIds,
    });
    const customer = await t.app.tokens.sign(user.id);
    for (const [method, url, payload] of [
      ['GET', `/api/v0/services/counterparties/${cp.id}/users`],
      ['POST', `/api/v0/services/counterparties/${cp.id}/users`, body()],
      ['PATCH', `/api/v0/services/users/${user.id}`, { fullname: 'X' }],
      ['POST', `/api/v0/services/users/${user.id}/lock`],
      ['POST', `/api/v0/services/users/${user.id}/unlock`],
      ['POST', `/api/v0/services/users/${user.id}/password-link`],
    ] as const) {
      expect((await t.call(method, url, { body: payload })).status, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, { token: customer, body: payload })).status, `${method} ${url}`).toBe(
        403,
      );
    }
    const change = { current_password: 'whatever', new_password: 'new-password-1' };
    expect((await t.call('PATCH', '/api/v0/profile/password', { body: change })).status).toBe(401);
  });
});
