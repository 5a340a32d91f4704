import { RegistrationRequestResponse, RegistrationRequestsResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createRegistrationRequest } from '../../test/factories/registration-requests';
import { createUser, randomTestIp } from '../../test/factories/users';
import { ANY_VERSION, expectRecordVersions } from '../../test/record-versions';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The requests inbox over HTTP (docs/rules.md#request-status): list, filters, search, the count of
 * new ones, one request, the staff comment and the reject; manager only.
 */
let t: TestApp;
let manager: string;
let managerId: number;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createUser({ db: t.db, username: 'req_manager', groups: ['manager'] });
  managerId = staff.user.id;
  manager = await t.app.tokens.sign(staff.user.id);
  customer = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['warehouse'] })).user.id);
});
afterAll(() => t?.close());

const base = '/api/v0/services/registration-requests';
const list = (query: string, token = manager) => t.call('GET', `${base}${query}`, { token });
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);
const at = (day: string) => new Date(`${day}T10:00:00Z`);

describe('GET /services/registration-requests', () => {
  it('lists newest first and filters by status, kind, version and inclusive days', async () => {
    const db = t.db;
    const a = await createRegistrationRequest({ db, createdAt: at('2021-03-01') });
    const b = await createRegistrationRequest({ db, kind: 'price_request', createdAt: at('2021-03-02') });
    const c = await createRegistrationRequest({
      db,
      version: 'en',
      status: 'rejected',
      createdAt: at('2021-03-03'),
    });
    const d = await createRegistrationRequest({ db, status: 'in_progress', createdAt: at('2021-03-04') });
    const march = '?from=2021-03-01&to=2021-03-04';

    const all = await list(march);
    expect(all.status).toBe(200);
    const body = RegistrationRequestsResponse.parse(all.body);
    expect(ids(all)).toEqual([d.id, c.id, b.id, a.id]);
    expect(body.meta).toEqual({ page: 1, per_page: 25, total: 4, last_page: 1 });
    expect(body.data[1]).toMatchObject({ version: 'en', status: 'rejected', kind: 'registration' });

    expect(ids(await list(`${march}&status=new`))).toEqual([b.id, a.id]);
    expect(ids(await list(`${march}&kind=price_request`))).toEqual([b.id]);
    expect(ids(await list(`${march}&version=en`))).toEqual([c.id]);
    expect(ids(await list('?from=2021-03-02&to=2021-03-03'))).toEqual([c.id, b.id]);
    // Days the wrong way round are swapped.
    expect(ids(await list('?from=2021-03-03&to=2021-03-02'))).toEqual([c.id, b.id]);

    const page2 = await list(`${march}&per_page=3&page=2`);
    expect(ids(page2)).toEqual([a.id]);
    expect(page2.body.meta).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    expect((await list('?status=done')).status).toBe(400);
    expect((await list('?per_page=101')).status).toBe(400);
  });

  it('finds a request by text in the name, e-mail or phone, and a phone by its digits', async () => {
    const r = await createRegistrationRequest({
      db: t.db,
      name: 'Хобби-Маркет Тверь',
      email: 'Zakupki@Hobby-Tver.test',
      phone: '+7 (912) 555-01-23',
    });
    await createRegistrationRequest({ db: t.db, name: 'Другой магазин', phone: '+7 900 111-22-33' });
    for (const q of ['хобби-маркет', 'zakupki@hobby', '555-01', '9125550123', '912 555 0123'])
      expect(ids(await list(`?q=${encodeURIComponent(q)}`)), q).toEqual([r.id]);
    expect(ids(await list('?q=100%25'))).toEqual([]);
  });
});

describe('GET /services/registration-requests/count', () => {
  it('counts the new requests only', async () => {
    const before = (await t.call('GET', `${base}/count`, { token: manager })).body.data.new as number;
    await createRegistrationRequest({ db: t.db });
    await createRegistrationRequest({ db: t.db, status: 'in_progress' });
    const res = await t.call('GET', `${base}/count`, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { new: before + 1 } });
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from registration_requests where status = 'new'`,
    );
    expect(res.body.data.new).toBe(row!.n);
  });
});

describe('a request sent from the form', () => {
  it('arrives new, with the version of the host it was sent to', async () => {
    const email = `en-shop-${Date.now()}@example.test`;
    const sent = await t.call('POST', '/api/v0/auth/registration', {
      version: 'en',
      headers: { 'x-forwarded-for': randomTestIp() },
      body: { name: 'Paint Corner', email, phone: '+48 600 100 200', comment: 'We sell in Warsaw' },
    });
    expect(sent.status).toBe(200);
    const found = await list(`?q=${encodeURIComponent(email)}`);
    expect(found.body.data).toEqual([
      expect.objectContaining({
        kind: 'registration',
        name: 'Paint Corner',
        email,
        phone: '+48 600 100 200',
        comment: 'We sell in Warsaw',
        version: 'en',
        status: 'new',
        staff_comment: null,
        handled_by: null,
        handled_at: null,
        counterparty_id: null,
        user_id: null,
      }),
    ]);
    const one = await t.call('GET', `${base}/${found.body.data[0].id}`, { token: manager });
    expect(RegistrationRequestResponse.parse(one.body).data).toEqual(found.body.data[0]);
    expect((await t.call('GET', `${base}/999999`, { token: manager })).status).toBe(404);
  });
});

describe('PATCH /services/registration-requests/{id}', () => {
  it('versions a request: a stale If-Match → 412 with the current one, none → 428, one of two at once wins (docs/rules.md#record-versions)', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const got = await t.call('GET', `${base}/${r.id}`, { token: manager });
    expect(got.headers.get('etag')).toBe(got.body.data.etag);
    const notes = ['', 'Перезвонить', 'Ждёт ИНН', 'Пришлёт реквизиты', 'Думает'];
    await expectRecordVersions({
      t,
      read: async () => (await t.call('GET', `${base}/${r.id}`, { token: manager })).body.data,
      write: (n, headers) =>
        t.call('PATCH', `${base}/${r.id}`, { token: manager, headers, body: { staff_comment: notes[n] } }),
    });
  });

  it('keeps the comment, moves a new request to in progress and records who did it', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const res = await t.call('PATCH', `${base}/${r.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { staff_comment: '  Перезвонить в понедельник ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'in_progress',
      staff_comment: 'Перезвонить в понедельник',
      handled_by: { id: managerId, username: 'req_manager' },
    });
    expect(res.body.data.handled_at).not.toBeNull();

    const again = await t.call('PATCH', `${base}/${r.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { staff_comment: 'Ждёт ИНН' },
    });
    expect(again.body.data).toMatchObject({ status: 'in_progress', staff_comment: 'Ждёт ИНН' });

    const audit = await queryRows<{ action: string; changes: unknown; user_id: number }>(
      t.db,
      sql`select action, changes, user_id from audit_log where entity = 'registration_request'
          and entity_id = ${String(r.id)} order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'update',
        user_id: managerId,
        changes: { staff_comment: [null, 'Перезвонить в понедельник'], status: ['new', 'in_progress'] },
      },
      {
        action: 'update',
        user_id: managerId,
        changes: { staff_comment: ['Перезвонить в понедельник', 'Ждёт ИНН'] },
      },
    ]);
  });

  it('answers 422 for a comment over 2000 characters and 404 for no such request', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const long = await t.call('PATCH', `${base}/${r.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { staff_comment: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty('staff_comment');
    expect(
      (
        await t.call('PATCH', `${base}/999999`, {
          headers: ANY_VERSION,
          token: manager,
          body: { staff_comment: 'a' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /services/registration-requests/{id}/reject', () => {
  it('needs a reason (422), then closes the request for good (409 afterwards)', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const reject = (body: unknown) => t.call('POST', `${base}/${r.id}/reject`, { token: manager, body });

    const empty = await reject({ reason: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('reason');
    expect((await reject({})).status).toBe(422);
    expect((await reject({ reason: 'x'.repeat(1001) })).status).toBe(422);

    const ok = await reject({ reason: 'Розничный покупатель, не магазин' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Розничный покупатель, не магазин',
      handled_by: { username: 'req_manager' },
    });

    const twice = await reject({ reason: 'Ещё раз' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Заявка ${r.id} уже отклонена`);
    const comment = await t.call('PATCH', `${base}/${r.id}`, {
      headers: ANY_VERSION,
      token: manager,
      body: { staff_comment: 'a' },
    });
    expect(comment.status).toBe(409);
    const kept = await t.call('GET', `${base}/${r.id}`, { token: manager });
    expect(kept.body.data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Розничный покупатель, не магазин',
    });

    const audit = await queryRows<{ action: string; changes: unknown }>(
      t.db,
      sql`select action, changes from audit_log where entity = 'registration_request' and entity_id = ${String(r.id)}`,
    );
    expect(audit).toEqual([
      {
        action: 'reject',
        changes: { status: ['new', 'rejected'], reject_reason: [null, 'Розничный покупатель, не магазин'] },
      },
    ]);
  });
});

describe('access', () => {
  it('refuses every route to guests (401) and customers (403)', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/count`],
      ['GET', `${base}/${r.id}`],
      ['PATCH', `${base}/${r.id}`, { staff_comment: 'a' }],
      ['POST', `${base}/${r.id}/reject`, { reason: 'a' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { body })).status, `${method} ${path} guest`).toBe(401);
      expect(
        (await t.call(method, path, { body, token: customer })).status,
        `${method} ${path} customer`,
      ).toBe(403);
    }
    const untouched = await t.call('GET', `${base}/${r.id}`, { token: manager });
    expect(untouched.body.data).toMatchObject({ status: 'new', staff_comment: null });
  });
});
