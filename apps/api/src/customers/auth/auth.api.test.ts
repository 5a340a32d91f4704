import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { createTokenService } from '../../lib/tokens';
import { createCounterpartyRow } from '../../test/factories/counterparties';
import { createUser, loginAs, randomTestIp } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Rate-limit windows are fixed (15 min, 1 h): start the clock mid-window, so no test's tries
  // straddle a window boundary. Only Date is faked, and it keeps running.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.floor(Date.now() / 900_000) * 900_000 + 450_000);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** A login call from its own address, so the per-IP failure limit stays out of the way. */
const loginCall = (body: unknown, options: { ip?: string; version?: 'ru' | 'en' } = {}) =>
  t.call('POST', '/api/v0/auth/login', {
    body,
    version: options.version,
    headers: { 'x-forwarded-for': options.ip ?? randomTestIp() },
  });

describe('POST /auth/login', () => {
  it('logs in by username and by e-mail, in any letter case', async () => {
    const { user, password } = await createUser({
      db: t.db,
      username: 'CaseUser',
      email: 'Case.User@Example.test',
    });
    for (const login of [
      'CaseUser',
      'caseuser',
      'CASEUSER',
      'case.user@example.test',
      'CASE.USER@EXAMPLE.TEST',
    ]) {
      const res = await loginCall({ login, password });
      expect(res.status, login).toBe(200);
      expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: t.config.TOKEN_TTL_SECONDS });
      const me = await t.call('POST', '/api/v0/auth/me', { token: res.body.access_token });
      expect(me.body.user.id).toBe(user.id);
    }
  });

  it('answers 401 with a localized message for a wrong password or an unknown login', async () => {
    const { user } = await createUser({ db: t.db });
    const ru = await loginCall({ login: user.username, password: 'wrong' });
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual({ message: 'Неверный логин или пароль', code: 'BAD_CREDENTIALS' });
    const en = await loginCall({ login: 'nobody-here', password: 'wrong' }, { version: 'en' });
    expect(en.status).toBe(401);
    expect(en.body).toEqual({ message: 'Wrong login or password', code: 'BAD_CREDENTIALS' });
  });

  it('answers 422 with field errors when login or password is missing', async () => {
    const res = await loginCall({ login: '' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['login', 'password']));
  });

  it('after 10 failures for one account from one address makes each next try from there wait a doubling delay', async () => {
    const { user, password } = await createUser({ db: t.db });
    const ip = randomTestIp();
    for (let i = 1; i <= 10; i++) {
      const res = await loginCall({ login: user.username, password: `wrong-${i}` }, { ip });
      expect(res.status, `try ${i}`).toBe(401);
    }
    const eleventh = await loginCall(
      { login: user.username.toUpperCase(), password: 'wrong-11' },
      { ip, version: 'en' },
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('RATE_LIMITED');
    expect(eleventh.body.message).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(eleventh.headers.get('retry-after'))).toBe(1);
    expect((await loginCall({ login: user.username, password }, { ip })).status).toBe(429);

    // The delay doubles with each failure: 1 s, then 2 s, then 4 s…
    vi.setSystemTime(Date.now() + 1_000);
    expect((await loginCall({ login: user.username, password: 'wrong-12' }, { ip })).status).toBe(401);
    const wait = await loginCall({ login: user.username, password }, { ip });
    expect(wait.status).toBe(429);
    expect(Number(wait.headers.get('retry-after'))).toBe(2);
    vi.setSystemTime(Date.now() + 2_000);
    expect((await loginCall({ login: user.username, password: 'wrong-13' }, { ip })).status).toBe(401);
    expect(
      Number((await loginCall({ login: user.username, password }, { ip })).headers.get('retry-after')),
    ).toBe(4);
    // Once the delay has passed the right password gets in: no lock-out for the window.
    vi.setSystemTime(Date.now() + 4_000);
    expect((await loginCall({ login: user.username, password }, { ip })).status).toBe(200);
  });

  it('counts the username and the e-mail of one account together', async () => {
    const { user, password } = await createUser({ db: t.db });
    const ip = randomTestIp();
    for (let i = 1; i <= 10; i++) {
      const login = i % 2 ? user.username : user.email!.toUpperCase();
      expect((await loginCall({ login, password: 'bad' }, { ip })).status, `try ${i}`).toBe(401);
    }
    expect((await loginCall({ login: user.email, password }, { ip })).status).toBe(429);
    expect((await loginCall({ login: user.username, password }, { ip })).status).toBe(429);
  });

  it('checks at most 10 of 100 simultaneous wrong tries for one account from one address; the right one among them gets no token', async () => {
    const { user, password } = await createUser({ db: t.db });
    const ip = randomTestIp();
    // The clock stands still during the burst (a loaded machine may take seconds to answer 100
    // argon2 checks): no delay passes, so exactly the 10 free tries can be checked.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false });
    vi.setSystemTime(Date.now());
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        loginCall({ login: user.username, password: i === 46 ? password : `wrong-${i}` }, { ip }),
      ),
    );
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now());
    const checked = results.filter((r) => r.status !== 429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(checked.every((r) => r.status === 401)).toBe(true);
  });

  it("slows only the attacker's address: the owner signs in from another one at once", async () => {
    const { user, password } = await createUser({ db: t.db });
    const attacker = randomTestIp();
    for (let i = 0; i < 12; i++) await loginCall({ login: user.username, password: 'bad' }, { ip: attacker });
    expect((await loginCall({ login: user.username, password }, { ip: attacker })).status).toBe(429);
    expect((await loginCall({ login: user.username, password })).status).toBe(200);
  });

  it('slows an account for everyone once guesses from many addresses pass 100', async () => {
    const { user, password } = await createUser({ db: t.db });
    for (let i = 0; i < 100; i++) {
      expect((await loginCall({ login: user.username, password: `bad-${i}` })).status).toBe(401);
    }
    const owner = await loginCall({ login: user.username, password });
    expect(owner.status).toBe(429);
    expect(Number(owner.headers.get('retry-after'))).toBe(1);
    vi.setSystemTime(Date.now() + 1_000);
    expect((await loginCall({ login: user.username, password })).status).toBe(200);
  });

  it('slows a whole IP after 10 failures across different logins', async () => {
    const ip = randomTestIp();
    const { user, password } = await createUser({ db: t.db });
    for (let i = 1; i <= 10; i++) {
      expect((await loginCall({ login: `ghost-${i}`, password: 'x' }, { ip })).status).toBe(401);
    }
    const res = await loginCall({ login: user.username, password }, { ip });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same login from another address is not limited.
    expect((await loginCall({ login: user.username, password })).status).toBe(200);
  });

  it("clears a login's failures after a right password", async () => {
    const { user, password } = await createUser({ db: t.db });
    for (let i = 0; i < 9; i++) await loginCall({ login: user.username, password: 'bad' });
    expect((await loginCall({ login: user.username, password })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await loginCall({ login: user.username, password: 'bad' })).status).toBe(401);
    }
  });
});

describe('bearer tokens', () => {
  it('answers 401 on /auth/me without a token, with a garbage token and with an expired one', async () => {
    const { user } = await createUser({ db: t.db });
    const none = await t.call('POST', '/api/v0/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Требуется вход в систему', code: 'UNAUTHENTICATED' });

    const garbage = await t.call('POST', '/api/v0/auth/me', { token: 'not.a.jwt', version: 'en' });
    expect(garbage.status).toBe(401);
    expect(garbage.body).toEqual({ message: 'Please sign in', code: 'UNAUTHENTICATED' });

    // Signed with the app's own secret (kept in app_settings), but already expired.
    const expiredTokens = await createTokenService({ db: t.db, ttlSeconds: -60 });
    const expired = await t.call('POST', '/api/v0/auth/me', { token: await expiredTokens.sign(user.id) });
    expect(expired.status).toBe(401);

    const otherSecret = await createTokenService({ db: t.db, secret: 'x'.repeat(40), ttlSeconds: 600 });
    const forged = await t.call('POST', '/api/v0/auth/me', { token: await otherSecret.sign(user.id) });
    expect(forged.status).toBe(401);
  });

  it('revokes the token on logout: the same token then gets 401, another session keeps working', async () => {
    const { user, password } = await createUser({ db: t.db });
    const token = await loginAs(t, user.username, password);
    const other = await loginAs(t, user.username, password);

    const out = await t.call('POST', '/api/v0/auth/logout', { token, version: 'en' });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You have signed out' });

    expect((await t.call('POST', '/api/v0/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/v0/store', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/v0/auth/logout', { token })).status).toBe(401);
    expect((await t.call('POST', '/api/v0/auth/me', { token: other })).status).toBe(200);

    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from revoked_tokens`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});

describe('verified tokens kept by the process (docs/rules.md#verified-tokens)', () => {
  it('refuses a kept token on the very next request after a logout, a new password, a lock or a block', async () => {
    const manager = await t.app.tokens.sign(
      (await createUser({ db: t.db, groups: ['manager'], stores: [] })).user.id,
    );
    const signedIn = async () => {
      const { user, password } = await createUser({ db: t.db, groups: ['warehouse'] });
      const token = await loginAs(t, user.username, password);
      // Verified on the first request, then answered from the kept claims.
      const checks = vi.spyOn(globalThis.crypto.subtle, 'verify');
      expect((await t.call('POST', '/api/v0/auth/me', { token })).status).toBe(200);
      expect((await t.call('POST', '/api/v0/auth/me', { token })).status).toBe(200);
      expect(checks).toHaveBeenCalledTimes(1);
      checks.mockRestore();
      return { user, password, token };
    };
    const me = (token: string) => t.call('POST', '/api/v0/auth/me', { token });

    const loggedOut = await signedIn();
    expect((await t.call('POST', '/api/v0/auth/logout', { token: loggedOut.token })).status).toBe(200);
    expect((await me(loggedOut.token)).status).toBe(401);

    const renewed = await signedIn();
    const other = await loginAs(t, renewed.user.username, renewed.password);
    expect((await me(other)).status).toBe(200);
    const change = await t.call('PATCH', '/api/v0/profile/password', {
      token: renewed.token,
      body: { current_password: renewed.password, new_password: 'brand-new-pass' },
    });
    expect(change.status).toBe(200);
    expect((await me(renewed.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);

    const locked = await signedIn();
    const lock = await t.call('POST', `/api/v0/services/users/${locked.user.id}/lock`, { token: manager });
    expect(lock.status).toBe(200);
    expect((await me(locked.token)).status).toBe(401);

    const buyer = await signedIn();
    const cp = await createCounterpartyRow({ db: t.db, users: [buyer.user.id] });
    expect((await me(buyer.token)).status).toBe(200);
    const block = await t.call('POST', `/api/v0/services/counterparties/${cp.id}/block`, { token: manager });
    expect(block.status).toBe(200);
    expect((await me(buyer.token)).status).toBe(401);
  });
});

describe('body-less calls with a JSON content type', () => {
  it('accepts POST /auth/me and /auth/logout with Content-Type: application/json and no body', async () => {
    const { user, password } = await createUser({ db: t.db });
    const token = await loginAs(t, user.username, password);
    const json = { 'content-type': 'application/json' };
    expect((await t.call('POST', '/api/v0/auth/me', { token, headers: json })).status).toBe(200);
    expect((await t.call('POST', '/api/v0/auth/logout', { token, headers: json })).status).toBe(200);
  });

  it('still answers 400 to malformed JSON and 422 to a login without a body', async () => {
    const bad = await t.call('POST', '/api/v0/auth/login', {
      body: '{"login":',
      headers: { 'x-forwarded-for': randomTestIp() },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    const empty = await t.call('POST', '/api/v0/auth/login', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomTestIp() },
    });
    expect(empty.status).toBe(422);
  });
});
