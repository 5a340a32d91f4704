import { PasswordChangedResponse, PasswordLinkResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createStore, createUser, loginAs } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Passwords over HTTP: set-password links (docs/rules.md#password-link) — one use, 72 hours, the
 * newest only — and the own password change (docs/rules.md#password-change).
 */
let t: TestApp;
let manager: string;
let counterpartyId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const m = await createUser({ db: t.db, username: 'pw_manager', groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(m.user.id);
  const [cp] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into counterparties (legal_name) values ('ИП Иванов') returning id`,
  );
  counterpartyId = cp!.id;
});
afterAll(() => t?.close());

let n = 0;
/** A new account made through the staff call; answers it and its first link's token. */
async function newAccount() {
  n += 1;
  const res = await t.call('POST', `/api/v0/services/counterparties/${counterpartyId}/users`, {
    token: manager,
    body: {
      username: `pw.user${n}`,
      fullname: 'Иван Иванов',
      email: `pw${n}@shop.example`,
      phone: null,
      locale: 'ru',
      groups: ['warehouse'],
      discount: 0,
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, username: `pw.user${n}`, token: tokenOf(res.body.link.url) };
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const setPassword = (token: string, password: string) =>
  t.call('POST', '/api/v0/auth/set-password', { body: { token, password } });
const newLink = async (id: number) => {
  const res = await t.call('POST', `/api/v0/services/users/${id}/password-link`, { token: manager });
  expect(res.status).toBe(200);
  return PasswordLinkResponse.parse(res.body).data;
};

describe('POST auth/set-password', () => {
  it('sets the password once: the user signs in with it, the same link then answers 422 on token', async () => {
    const account = await newAccount();
    const res = await setPassword(account.token, 'kits-secret-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Пароль сохранён. Теперь можно войти.');
    const token = await loginAs(t, account.username, 'kits-secret-1');
    expect((await t.call('POST', '/api/v0/auth/me', { token })).body.user.username).toBe(account.username);

    const again = await setPassword(account.token, 'kits-secret-2');
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['token']);
    expect(await loginAs(t, account.username, 'kits-secret-1')).toBeTruthy();
    const [hash] = await queryRows<{ password_hash: string }>(
      t.db,
      sql`select password_hash from users where id = ${account.id}`,
    );
    expect(hash!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an expired link, and a link a newer one replaced', async () => {
    const account = await newAccount();
    await t.db.execute(
      sql`update password_links set expires_at = now() - interval '1 second' where user_id = ${account.id}`,
    );
    expect((await setPassword(account.token, 'kits-secret-1')).body.errors).toHaveProperty('token');

    const second = tokenOf((await newLink(account.id)).url!);
    const third = await newLink(account.id);
    expect(third.url).not.toBeNull();
    expect((await setPassword(second, 'kits-secret-1')).status).toBe(422);
    expect((await setPassword(tokenOf(third.url!), 'kits-secret-1')).status).toBe(200);
    const links = await queryRows<{ used: boolean }>(
      t.db,
      sql`select used_at is not null as used from password_links where user_id = ${account.id}`,
    );
    expect(links).toEqual([{ used: true }]);
  });

  it('refuses every token issued before, and unknown tokens and short passwords with 422', async () => {
    const { user } = await createUser({ db: t.db, groups: ['warehouse'] });
    await t.db.execute(sql`update users set counterparty_id = ${counterpartyId} where id = ${user.id}`);
    const old = await t.app.tokens.sign(user.id);
    const link = await newLink(user.id);
    const short = await setPassword(tokenOf(link.url!), 'short');
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['password']);
    expect((await setPassword('not-a-real-token', 'kits-secret-1')).body.errors).toHaveProperty('token');

    expect((await t.call('POST', '/api/v0/auth/me', { token: old })).status).toBe(200);
    expect((await setPassword(tokenOf(link.url!), 'kits-secret-1')).status).toBe(200);
    expect((await t.call('POST', '/api/v0/auth/me', { token: old })).status).toBe(401);
    const audit = await queryRows<{ action: string; changes: unknown }>(
      t.db,
      sql`select action, changes from audit_log where entity = 'user' and entity_id = ${String(user.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['password_link', 'password_set']);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|token=/);
  });
});

describe('PATCH profile/password', () => {
  it('needs the right current password (422), then refuses every other token and answers a working one', async () => {
    const { user, password } = await createUser({ db: t.db, groups: ['warehouse'] });
    const here = await loginAs(t, user.username, password);
    const elsewhere = await loginAs(t, user.username, password);
    const change = (token: string, current: string, next: string) =>
      t.call('PATCH', '/api/v0/profile/password', {
        token,
        body: { current_password: current, new_password: next },
      });

    const wrong = await change(here, 'not-my-password', 'brand-new-pass');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Текущий пароль указан неверно'] });
    expect((await change(here, password, 'short')).body.errors).toHaveProperty('new_password');
    expect(await loginAs(t, user.username, password)).toBeTruthy();

    const res = await change(here, password, 'brand-new-pass');
    expect(res.status).toBe(200);
    const fresh = PasswordChangedResponse.parse(res.body);
    expect(fresh.token_type).toBe('bearer');
    expect((await t.call('POST', '/api/v0/auth/me', { token: elsewhere })).status).toBe(401);
    expect((await t.call('POST', '/api/v0/auth/me', { token: here })).status).toBe(401);
    expect((await t.call('POST', '/api/v0/auth/me', { token: fresh.access_token })).status).toBe(200);
    expect(await loginAs(t, user.username, 'brand-new-pass')).toBeTruthy();
    const login = await t.call('POST', '/api/v0/auth/login', { body: { login: user.username, password } });
    expect(login.status).toBe(401);
  });

  it('answers in English on the English host', async () => {
    const { user } = await createUser({ db: t.db });
    const token = await t.app.tokens.sign(user.id);
    const res = await t.call('PATCH', '/api/v0/profile/password', {
      token,
      version: 'en',
      body: { current_password: 'nope-nope', new_password: 'brand-new-pass' },
    });
    expect(res.body.errors).toEqual({ current_password: ['The current password is wrong'] });
  });
});
