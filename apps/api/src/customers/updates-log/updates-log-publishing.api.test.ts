import { randomBytes } from 'node:crypto';
import { UPDATE_LOG_CONTENT_MAX, UpdateLogAdminRecordResponse, UpdateLogAdminResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUpdateLogRecord } from '../../test/factories/updates-log';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What's-new publishing (docs/rules.md#update-log-publishing): the services/updates-log routes. */

let t: TestApp;
let manager: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser({ db: t.db, groups: ['manager'] });
  manager = { id: user.id, token: await t.app.tokens.sign(user.id) };
});
afterAll(() => t.close());

const api = '/api/v0/services/updates-log';
const tag = () => randomBytes(4).toString('hex');
const body = (over: Record<string, unknown> = {}) => {
  const id = tag();
  return {
    content_ru: `**Новое** ${id}`,
    content_en: `**New** ${id}`,
    is_major: false,
    only_franchising: false,
    ...over,
  };
};

/** A logged-in customer with `outlets` retail outlets of their own. */
async function customer(outlets = 1) {
  const storeIds: number[] = [];
  for (let i = 0; i < outlets; i++) storeIds.push((await createStore({ db: t.db, isRetail: true })).id);
  const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores: storeIds });
  return { user, token: await loginAs(t, user.username, password) };
}

const me = async (token: string) => (await t.call('POST', '/api/v0/auth/me', { token })).body.user;

const auditOf = (id: number) =>
  queryRows<{ action: string; user_id: number; changes: Record<string, unknown> }>(
    t.db,
    sql`select action, user_id, changes from audit_log
      where entity = 'update_log_record' and entity_id = ${String(id)} order by id`,
  );

describe('services/updates-log refuses everyone but staff', () => {
  it('answers 401 to a guest and 403 to a customer on every route', async () => {
    const { token } = await customer();
    for (const [method, path, payload] of [
      ['GET', api, undefined],
      ['POST', api, body()],
      ['PUT', `${api}/1`, body()],
      ['DELETE', `${api}/1`, undefined],
    ] as const) {
      expect((await t.call(method, path, { body: payload })).status).toBe(401);
      const forbidden = await t.call(method, path, { token, body: payload });
      expect(forbidden.status).toBe(403);
    }
  });
});

describe('publishing, editing and deleting a record', () => {
  it('round-trips a record with its audit rows', async () => {
    const sent = body({ is_major: true });
    const created = await t.call('POST', api, { token: manager.token, body: sent });
    expect(created.status).toBe(201);
    const record = UpdateLogAdminRecordResponse.parse(created.body).data;
    expect(record).toMatchObject(sent);

    const listed = UpdateLogAdminResponse.parse((await t.call('GET', api, { token: manager.token })).body);
    expect(listed.data[0]).toEqual(record);

    const edit = {
      ...sent,
      content_en: '  # Edited\n\n- one\n- two  ',
      is_major: false,
      only_franchising: true,
    };
    const edited = await t.call('PUT', `${api}/${record.id}`, { token: manager.token, body: edit });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: record.id,
      content_en: '# Edited\n\n- one\n- two',
      is_major: false,
      only_franchising: true,
      created_at: record.created_at,
    });

    const deleted = await t.call('DELETE', `${api}/${record.id}`, { token: manager.token, version: 'en' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(`Record ${record.id} is deleted from the list of changes`);
    const after = await t.call('GET', api, { token: manager.token });
    expect(after.body.data.map((r: { id: number }) => r.id)).not.toContain(record.id);

    const audit = await auditOf(record.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.user_id === manager.id)).toBe(true);
    expect(audit[1]!.changes).toEqual({
      content_en: [sent.content_en, '# Edited\n\n- one\n- two'],
      is_major: [true, false],
      only_franchising: [false, true],
    });
  });

  it('writes nothing when an edit changes nothing', async () => {
    const sent = body();
    const created = (await t.call('POST', api, { token: manager.token, body: sent })).body.data;
    const same = await t.call('PUT', `${api}/${created.id}`, { token: manager.token, body: sent });
    expect(same.body.data).toEqual(created);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('answers 422 naming each empty or too long text, in the request language', async () => {
    const ru = await t.call('POST', api, {
      token: manager.token,
      body: body({ content_ru: '  ', content_en: '' }),
    });
    expect(ru.status).toBe(422);
    expect(ru.body.errors).toEqual({
      content_ru: ['Напишите текст записи'],
      content_en: ['Напишите текст записи'],
    });
    const en = await t.call('POST', api, {
      token: manager.token,
      version: 'en',
      body: body({ content_en: 'a'.repeat(UPDATE_LOG_CONTENT_MAX + 1) }),
    });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      content_en: [`The record's text is longer than ${UPDATE_LOG_CONTENT_MAX} characters`],
    });
    const record = await createUpdateLogRecord({ db: t.db });
    const put = await t.call('PUT', `${api}/${record.id}`, {
      token: manager.token,
      body: body({ content_en: ' ' }),
    });
    expect(put.status).toBe(422);
    expect(Object.keys(put.body.errors)).toEqual(['content_en']);
    const missing = await t.call('POST', api, { token: manager.token, body: { content_ru: 'x' } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['content_en']);
  });

  it('refuses the same two texts published again, twice at once included, naming the date of the one there', async () => {
    const same = body();
    const [a, b] = await Promise.all([
      t.call('POST', api, { token: manager.token, body: same }),
      t.call('POST', api, { token: manager.token, body: { ...same, content_en: ` ${same.content_en}\n` } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const refused = a.status === 422 ? a : b;
    expect(refused.body.errors.content_ru).toEqual([
      expect.stringMatching(
        /^Такая запись уже опубликована \d{1,2} [а-я]+ \d{4} г\.: измените её вместо новой$/,
      ),
    ]);
    const listed = (await t.call('GET', api, { token: manager.token })).body.data as { content_ru: string }[];
    expect(listed.filter((r) => r.content_ru === same.content_ru)).toHaveLength(1);
    // One text changed is another record.
    expect(
      (await t.call('POST', api, { token: manager.token, body: { ...same, content_en: 'Other' } })).status,
    ).toBe(201);
  });

  it('answers 404 for an unknown record', async () => {
    const put = await t.call('PUT', `${api}/2147483000`, { token: manager.token, body: body() });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Записи 2147483000 в списке изменений нет');
    const del = await t.call('DELETE', `${api}/2147483000`, { token: manager.token, version: 'en' });
    expect(del.status).toBe(404);
    expect(del.body.message).toBe('There is no record 2147483000 in the list of changes');
  });
});

describe('what staff and customers see', () => {
  it('shows staff a franchise-only record that a single-outlet customer does not see', async () => {
    const record = (
      await t.call('POST', api, { token: manager.token, body: body({ only_franchising: true }) })
    ).body.data;
    const staff = await t.call('GET', api, { token: manager.token });
    expect(staff.body.data.find((r: { id: number }) => r.id === record.id)).toMatchObject({
      only_franchising: true,
    });
    const single = await customer(1);
    const forSingle = await t.call('GET', '/api/v0/updates-log', { token: single.token });
    expect(forSingle.body.data.map((r: { id: number }) => r.id)).not.toContain(record.id);
    const franchise = await customer(2);
    const forFranchise = await t.call('GET', '/api/v0/updates-log', {
      token: franchise.token,
      version: 'en',
    });
    expect(forFranchise.body.data.find((r: { id: number }) => r.id === record.id).content).toBe(
      record.content_en,
    );
  });

  it('a major record published after a user hid the log shows it to them again', async () => {
    const { token } = await customer(1);
    await t.call('POST', api, { token: manager.token, body: body() });
    await t.call('PATCH', '/api/v0/profile/hide-updates-log', { token });
    expect((await me(token)).show_update_log).toBe(false);

    await t.call('POST', api, { token: manager.token, body: body({ is_major: false }) });
    expect((await me(token)).show_update_log).toBe(false);
    const major = await t.call('POST', api, { token: manager.token, body: body({ is_major: true }) });
    expect(major.status).toBe(201);
    expect((await me(token)).show_update_log).toBe(true);
    await t.call('DELETE', `${api}/${major.body.data.id}`, { token: manager.token });
  });

  it('a record edited into a major one after a user hid the log shows it to them again', async () => {
    const sent = body();
    const record = (await t.call('POST', api, { token: manager.token, body: sent })).body.data;
    const { token } = await customer(1);
    await t.call('PATCH', '/api/v0/profile/hide-updates-log', { token });
    expect((await me(token)).show_update_log).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const edited = await t.call('PUT', `${api}/${record.id}`, {
      token: manager.token,
      body: { ...sent, is_major: true },
    });
    expect(edited.status).toBe(200);
    expect((await me(token)).show_update_log).toBe(true);
    await t.call('DELETE', `${api}/${record.id}`, { token: manager.token });
  });
});
