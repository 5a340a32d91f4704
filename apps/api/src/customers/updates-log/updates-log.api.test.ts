import { UpdatesLogResponse } from '@kits/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUpdateLogRecord } from '../../test/factories/updates-log';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A logged-in user with `outlets` retail outlets of their own. */
async function userWithOutlets(outlets: number) {
  const storeIds: number[] = [];
  for (let i = 0; i < outlets; i++) storeIds.push((await createStore({ db: t.db, isRetail: true })).id);
  const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores: storeIds });
  return { user, token: await loginAs(t, user.username, password) };
}

const me = async (token: string) => (await t.call('POST', '/api/v0/auth/me', { token })).body.user;

describe('GET /updates-log', () => {
  it('answers 401 to a visitor who is not logged in', async () => {
    const res = await t.call('GET', '/api/v0/updates-log');
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers the records newest first in the language of the request', async () => {
    const older = await createUpdateLogRecord({
      db: t.db,
      contentRu: 'Добавили фильтр по хэштегам',
      contentEn: 'Added the hashtag filter',
      createdAt: new Date('2030-01-01T10:00:00Z'),
    });
    const newer = await createUpdateLogRecord({
      db: t.db,
      contentRu: 'Новая страница заказов',
      contentEn: 'A new orders page',
      createdAt: new Date('2030-02-01T10:00:00Z'),
    });
    const { token } = await userWithOutlets(1);

    const ru = await t.call('GET', '/api/v0/updates-log', { token });
    expect(ru.status).toBe(200);
    const body = UpdatesLogResponse.parse(ru.body);
    const ids = body.data.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.data.find((r) => r.id === older.id)).toEqual({
      id: older.id,
      content: 'Добавили фильтр по хэштегам',
      created_at: '2030-01-01T10:00:00.000Z',
      updated_at: '2030-01-01T10:00:00.000Z',
      only_franchising: false,
    });

    const en = await t.call('GET', '/api/v0/updates-log', { token, version: 'en' });
    expect(en.body.data.find((r: { id: number }) => r.id === newer.id).content).toBe('A new orders page');
    const localized = await t.call('GET', '/api/v0/updates-log', {
      token,
      headers: { 'x-localization': 'pl' },
    });
    expect(localized.body.data.find((r: { id: number }) => r.id === newer.id).content).toBe(
      'A new orders page',
    );
  });

  it('shows franchising-only records only to users with more than one retail outlet', async () => {
    const record = await createUpdateLogRecord({ db: t.db, onlyFranchising: true });
    const single = await userWithOutlets(1);
    const franchise = await userWithOutlets(2);

    const forSingle = await t.call('GET', '/api/v0/updates-log', { token: single.token });
    expect(forSingle.body.data.map((r: { id: number }) => r.id)).not.toContain(record.id);
    const forFranchise = await t.call('GET', '/api/v0/updates-log', { token: franchise.token });
    expect(forFranchise.body.data.find((r: { id: number }) => r.id === record.id)).toMatchObject({
      only_franchising: true,
    });
  });
});

describe('PATCH /profile/hide-updates-log', () => {
  it('answers 401 to a visitor who is not logged in', async () => {
    expect((await t.call('PATCH', '/api/v0/profile/hide-updates-log')).status).toBe(401);
  });

  it('hides the log until the next major update', async () => {
    await createUpdateLogRecord({ db: t.db });
    const { user, token } = await userWithOutlets(1);
    expect((await me(token)).show_update_log).toBe(true);

    const res = await t.call('PATCH', '/api/v0/profile/hide-updates-log', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Список изменений больше не будет вам показываться до следующего крупного обновления',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.updateLogHiddenAt).toBeInstanceOf(Date);
    expect((await me(token)).show_update_log).toBe(false);

    await createUpdateLogRecord({ db: t.db, isMajor: false, createdAt: new Date(Date.now() + 60_000) });
    expect((await me(token)).show_update_log).toBe(false);
    await createUpdateLogRecord({ db: t.db, isMajor: true, createdAt: new Date(Date.now() + 120_000) });
    expect((await me(token)).show_update_log).toBe(true);
  });

  it('answers in English on the English version', async () => {
    const { token } = await userWithOutlets(0);
    const res = await t.call('PATCH', '/api/v0/profile/hide-updates-log', { token, version: 'en' });
    expect(res.body.message).toBe(
      'The list of changes will not be shown to you again until the next major update',
    );
  });
});
