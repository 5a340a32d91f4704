import { CounterpartiesResponse, CounterpartyResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { auditRows, createCounterpartyRow } from '../../test/factories/counterparties';
import { createStore, createUser, loginAs, randomTestIp } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The counterparties service through HTTP (docs/rules.md#counterparty, docs/rules.md#requisites). */
let t: TestApp;
let manager: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  const { user } = await createUser({ db: t.db, groups: ['manager'] });
  manager = { id: user.id, token: await t.app.tokens.sign(user.id) };
});
afterAll(() => t?.close());

const api = '/api/v0/services/counterparties';

/** A Russian company as the create form sends it. */
const body = (over: Record<string, unknown> = {}) => ({
  legal_name: 'ООО «Палитра»',
  inn: '7707083893',
  kpp: '773601001',
  vat_id: '',
  legal_address: 'г. Москва, ул. Вавилова, 19',
  bank_name: 'ПАО Сбербанк',
  bank_bic: '044525225',
  bank_account: '4070 2810 9380 0001 2345',
  correspondent_account: '30101810400000000225',
  contact_name: 'Петров Пётр',
  contact_email: 'buyer@palitra.test',
  contact_phone: '+7 (915) 000-11-22',
  version: 'ru',
  discount: 5,
  comment: null,
  ...over,
});
const outletBody = (over: Record<string, unknown> = {}) => ({
  name: 'Палитра на Ленина',
  is_retail: true,
  city: 'Тверь',
  currency: 'RUB',
  report_period_days: 14,
  auto_order_sum: 50000,
  in_ranking: true,
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await t.call('POST', api, { token: manager.token, body: body(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CounterpartyResponse.parse(res.body).data;
};

/** A customer of counterparty `counterpartyId` owning `stores`, with a live token and its password. */
async function customerOf(counterpartyId: number, stores: number[] = []) {
  const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores });
  await t.db.execute(sql`update users set counterparty_id = ${counterpartyId} where id = ${user.id}`);
  return { user, password, token: await loginAs(t, user.username, password) };
}

describe('access', () => {
  it('answers 401 to guests and 403 to customers on every route', async () => {
    const { id } = await createCounterpartyRow({ db: t.db });
    const { token } = await customerOf(id);
    const routes: [string, string, unknown?][] = [
      ['GET', api],
      ['POST', api, body()],
      ['GET', `${api}/${id}`],
      ['PATCH', `${api}/${id}`, { kpp: '773601002' }],
      ['POST', `${api}/${id}/block`],
      ['POST', `${api}/${id}/unblock`],
      ['GET', `${api}/${id}/outlets`],
      ['POST', `${api}/${id}/outlets`, outletBody()],
      ['PATCH', `${api}/${id}/outlets/1`, { in_ranking: false }],
      ['GET', `${api}/${id}/orders`],
    ];
    for (const [method, path, payload] of routes) {
      expect([method, path, (await t.call(method, path, { body: payload })).status]).toEqual([
        method,
        path,
        401,
      ]);
      expect([method, path, (await t.call(method, path, { token, body: payload })).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
  });
});

describe('create, read, edit', () => {
  it('creates a counterparty with compacted requisites and an audit row, and reads it back', async () => {
    const created = await create();
    expect(created).toMatchObject({
      legal_name: 'ООО «Палитра»',
      inn: '7707083893',
      vat_id: null,
      bank_account: '40702810938000012345',
      version: 'ru',
      discount: 5,
      status: 'active',
      users_count: 0,
      outlets_count: 0,
    });
    const read = await t.call('GET', `${api}/${created.id}`, { token: manager.token });
    expect(read.body.data).toEqual(created);
    const [audit] = await auditRows(t.db, { entity: 'counterparty', entityId: created.id });
    expect(audit).toMatchObject({ user_id: manager.id, action: 'create' });
    expect(audit!.changes).toMatchObject({ inn: [null, '7707083893'], discount: [null, '5.00'] });
    expect((await t.call('GET', `${api}/999999`, { token: manager.token })).status).toBe(404);
  });

  it('refuses wrong requisites with 422 naming each field, in the request language, writing nothing', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from counterparties`);
    const bad = await t.call('POST', api, {
      token: manager.token,
      body: body({ inn: '7707083894', kpp: '77360100', bank_bic: '04452522' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      inn: ['Неверное контрольное число ИНН'],
      kpp: ['КПП состоит из 9 цифр'],
      bank_bic: ['БИК состоит из 9 цифр'],
    });
    const english = await t.call('POST', api, {
      token: manager.token,
      version: 'en',
      body: body({ inn: null, kpp: null }),
    });
    expect(english.body.errors).toEqual({ inn: ['Enter the INN: Russian counterparties must have one'] });
    const shape = await t.call('POST', api, {
      token: manager.token,
      body: body({ legal_name: '', discount: 101 }),
    });
    expect(shape.status).toBe(422);
    expect(Object.keys(shape.body.errors).sort()).toEqual(['discount', 'legal_name']);
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from counterparties`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('takes an English counterparty with a VAT id, SWIFT and IBAN and no INN', async () => {
    const created = await create({
      legal_name: 'Art Corner GmbH',
      version: 'en',
      inn: null,
      kpp: null,
      vat_id: 'de 123456789',
      bank_bic: 'DEUTDEFF',
      bank_account: 'DE89 3704 0044 0532 0130 00',
      correspondent_account: null,
    });
    expect(created).toMatchObject({ version: 'en', inn: null, vat_id: 'DE123456789' });
  });

  it('edits the KPP with an audit row of the change, and an unchanged PATCH writes nothing', async () => {
    const { id } = await create();
    const res = await t.call('PATCH', `${api}/${id}`, {
      headers: ANY_VERSION,
      token: manager.token,
      body: { kpp: '773601002' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.kpp).toBe('773601002');
    await t.call('PATCH', `${api}/${id}`, {
      headers: ANY_VERSION,
      token: manager.token,
      body: { kpp: '773601002' },
    });
    const rows = await auditRows(t.db, { entity: 'counterparty', entityId: id });
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      ['create', expect.any(Object)],
      ['update', { kpp: ['773601001', '773601002'] }],
    ]);
    const bad = await t.call('PATCH', `${api}/${id}`, {
      headers: ANY_VERSION,
      token: manager.token,
      body: { inn: '500100732259' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ kpp: ['КПП бывает только у организаций, у ИП его нет'] });
  });

  it("sets every user's discount with apply_to_users, and keeps the version once it has users", async () => {
    const { id } = await create({ discount: 3 });
    const a = await customerOf(id);
    const b = await customerOf(id);
    const only = await t.call('PATCH', `${api}/${id}`, {
      headers: ANY_VERSION,
      token: manager.token,
      body: { discount: 7 },
    });
    expect(only.body.data.discount).toBe(7);
    const discounts = () =>
      queryRows<{ discount: string }>(
        t.db,
        sql`select discount::text from users where id in (${a.user.id}, ${b.user.id}) order by id`,
      );
    expect((await discounts()).map((r) => r.discount)).toEqual(['0.00', '0.00']);
    await t.call('PATCH', `${api}/${id}`, {
      headers: ANY_VERSION,
      token: manager.token,
      body: { discount: 12.5, apply_to_users: true },
    });
    expect((await discounts()).map((r) => r.discount)).toEqual(['12.50', '12.50']);
    const userAudit = await auditRows(t.db, { entity: 'user', entityId: a.user.id });
    expect(userAudit.map((r) => r.changes)).toEqual([{ discount: ['0.00', '12.50'] }]);
    const version = await t.call('PATCH', `${api}/${id}`, {
      headers: ANY_VERSION,
      token: manager.token,
      body: {
        version: 'en',
        inn: null,
        kpp: null,
        bank_bic: 'DEUTDEFF',
        bank_account: 'DE89370400440532013000',
      },
    });
    expect(version.status).toBe(422);
    expect(Object.keys(version.body.errors)).toEqual(['version']);
  });
});

describe('record versions (docs/rules.md#record-versions)', () => {
  it('GET carries the ETag; a PATCH needs If-Match: stale → 412 with the current one, none → 428, one of two at once wins', async () => {
    const { id } = await create();
    const got = await t.call('GET', `${api}/${id}`, { token: manager.token });
    expect(got.headers.get('etag')).toBe(got.body.data.etag);
    const listed = await t.call('GET', `${api}?q=${id}`, { token: manager.token });
    expect(listed.status).toBe(200);
    const comments = ['', 'первая правка', 'вторая правка', 'третья правка', 'четвёртая правка'];
    await expectRecordVersions({
      t,
      read: async () => (await t.call('GET', `${api}/${id}`, { token: manager.token })).body.data,
      write: (n, headers) =>
        t.call('PATCH', `${api}/${id}`, { token: manager.token, headers, body: { comment: comments[n] } }),
    });
    const rows = await auditRows(t.db, { entity: 'counterparty', entityId: id });
    expect(rows.filter((r) => r.action === 'update')).toHaveLength(2);
  });
});

describe('GET services/counterparties', () => {
  it('searches legal name, INN, VAT id, contacts and users, filters status and version, sorted by name', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const b = await createCounterpartyRow({ db: t.db, legalName: `Бета ${tag}`, inn: '7736207543' });
    const a = await createCounterpartyRow({
      db: t.db,
      legalName: `альфа ${tag}`,
      status: 'blocked',
      extra: { contactPhone: '+7 (903) 555-44-33' },
    });
    const e = await createCounterpartyRow({
      db: t.db,
      legalName: `Gamma ${tag}`,
      version: 'en',
      vatId: 'PL9876543210',
    });
    const { user } = await createUser({ db: t.db, username: `login_${tag}`, email: `boss@${tag}.test` });
    await t.db.execute(sql`update users set counterparty_id = ${e.id} where id = ${user.id}`);
    const search = async (query: string) => {
      const res = await t.call('GET', `${api}?${query}`, { token: manager.token });
      expect(res.status).toBe(200);
      return CounterpartiesResponse.parse(res.body);
    };
    expect((await search(`q=${tag}`)).data.map((c) => c.id)).toEqual([e.id, a.id, b.id]);
    expect((await search('q=7736207543')).data.map((c) => c.id)).toEqual([b.id]);
    expect((await search('q=pl98765')).data.map((c) => c.id)).toEqual([e.id]);
    expect((await search('q=9035554433')).data.map((c) => c.id)).toEqual([a.id]);
    expect((await search(`q=login_${tag}`)).data.map((c) => c.id)).toEqual([e.id]);
    expect((await search(`q=boss@${tag}`)).data[0]).toMatchObject({ id: e.id, users_count: 1 });
    expect((await search(`q=${tag}&status=blocked`)).data.map((c) => c.id)).toEqual([a.id]);
    expect((await search(`q=${tag}&version=en`)).data.map((c) => c.id)).toEqual([e.id]);
    const paged = await search(`q=${tag}&per_page=2&page=2`);
    expect(paged.data.map((c) => c.id)).toEqual([b.id]);
    expect(paged.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 });
  });
});

describe('block and unblock', () => {
  it("refuses the users' live tokens at once (401) and their login (403); unblock lets them sign in afresh, old tokens stay dead", async () => {
    const { id } = await create();
    const customer = await customerOf(id);
    expect((await t.call('GET', '/api/v0/store', { token: customer.token })).status).toBe(200);
    const blocked = await t.call('POST', `${api}/${id}/block`, { token: manager.token });
    expect(blocked.body.data.status).toBe('blocked');
    expect((await t.call('GET', '/api/v0/store', { token: customer.token })).status).toBe(401);
    const login = (ip = randomTestIp()) =>
      t.call('POST', '/api/v0/auth/login', {
        body: { login: customer.user.username, password: customer.password },
        headers: { 'x-forwarded-for': ip },
      });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_BLOCKED');
    const unblocked = await t.call('POST', `${api}/${id}/unblock`, { token: manager.token });
    expect(unblocked.body.data.status).toBe('active');
    const fresh = await login();
    expect(fresh.status).toBe(200);
    expect((await t.call('GET', '/api/v0/store', { token: customer.token })).status).toBe(401);
    expect((await t.call('GET', '/api/v0/store', { token: fresh.body.access_token })).status).toBe(200);
    const rows = await auditRows(t.db, { entity: 'counterparty', entityId: id });
    expect(rows.slice(1).map((r) => [r.action, r.changes])).toEqual([
      ['block', { status: ['active', 'blocked'] }],
      ['unblock', { status: ['blocked', 'active'] }],
    ]);
  });
});
