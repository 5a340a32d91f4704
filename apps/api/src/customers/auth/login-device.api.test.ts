import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, randomTestIp } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_THROTTLE, LOGIN_THROTTLE } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_TTL_SECONDS } from './device-cookie';

/**
 * The attack of issue 30 item 7 (docs/security.md#sign-in-limits, docs/rules.md#login-limits):
 * wrong passwords for a chosen login from many addresses must not lock its owner out. The owner's
 * browser carries a device cookie from an earlier sign-in and is limited on its own (OWASP's device
 * cookies), while the guessers keep the per-address and per-account limits. Every password check
 * is counted by wrapping the one `verifyPassword`.
 */
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      verifications.count += 1;
      return real.verifyPassword(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // Throttle windows are 15 minutes: start mid-window. Only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.floor(Date.now() / 900_000) * 900_000 + 450_000);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** A sign-in from `ip` (a fresh address unless given), sending `cookie` as the browser would. */
const signIn = (body: { login: string; password: string }, options: { ip?: string; cookie?: string } = {}) =>
  t.call('POST', '/api/v0/auth/login', {
    body,
    headers: {
      'x-forwarded-for': options.ip ?? randomTestIp(),
      ...(options.cookie ? { cookie: `theme=dark; ${DEVICE_COOKIE}=${options.cookie}` } : {}),
    },
  });

/** The device cookie's value of an answer's Set-Cookie. */
function deviceCookieOf(res: { headers: Headers }): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(header).toBeDefined();
  return header!.slice(DEVICE_COOKIE.length + 1).split(';')[0]!;
}

/** Runs `work` with the clock standing still: no throttle delay passes meanwhile. */
async function frozen<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false });
  vi.setSystemTime(Date.now());
  try {
    return await work();
  } finally {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now());
  }
}

describe('the device cookie', () => {
  it('is set by a sign-in: HttpOnly, SameSite=Strict, for the login call only, a year', async () => {
    const { user, password } = await createUser({ db: t.db });
    const res = await signIn({ login: user.username, password });
    expect(res.status).toBe(200);
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(header.split('; ').slice(1)).toEqual([
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_TTL_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
    ]);
    // Plain http here; over https (X-Forwarded-Proto behind a trusted proxy) it is Secure.
    const https = await t.call('POST', '/api/v0/auth/login', {
      body: { login: user.username, password },
      headers: { 'x-forwarded-for': randomTestIp(), 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/; Secure$/);
    // It is no bearer token.
    const me = await t.call('POST', '/api/v0/auth/me', { token: deviceCookieOf(res) });
    expect(me.status).toBe(401);
  });
});

describe('guessing one account from 100 addresses (the attack)', () => {
  it('never slows the owner on their known device, and the guessers still get no more than 100 checks', async () => {
    const { user, password } = await createUser({ db: t.db });
    const owner = deviceCookieOf(await signIn({ login: user.username, password }));
    const before = verifications.count;
    // 150 guesses at once from 150 addresses, some carrying a forged or another account's cookie.
    const other = await createUser({ db: t.db });
    const attackersCookie = deviceCookieOf(
      await signIn({ login: other.user.username, password: other.password }),
    );
    const guessed = before + 1;
    const results = await frozen(() =>
      Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          signIn(
            { login: user.username, password: `guess-${i}` },
            { cookie: [undefined, attackersCookie, `${owner.slice(0, -4)}AAAA`][i % 3] },
          ),
        ),
      ),
    );
    const checked = results.filter((r) => r.status !== 429);
    expect(checked.every((r) => r.status === 401)).toBe(true);
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_THROTTLE.free);
    expect(verifications.count - guessed).toBe(checked.length);

    await frozen(async () => {
      // The account is slowed for untrusted tries, the right password among them too…
      const stranger = await signIn({ login: user.username, password });
      expect(stranger.status).toBe(429);
      // …but the owner's device signs in at once, from any address.
      const signedIn = await signIn({ login: user.username, password }, { cookie: owner });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.access_token).toEqual(expect.any(String));
      // The owner signing in gave the guessers nothing back: the next guesses are still refused unchecked.
      const counted = verifications.count;
      const after = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn({ login: user.username, password: `more-${i}` })),
      );
      expect(after.map((r) => r.status)).toEqual(Array(20).fill(429));
      expect(verifications.count).toBe(counted);
    });
  });

  it("limits a device on its own: 10 wrong tries with the owner's cookie slow that cookie, not the owner's others", async () => {
    const { user, password } = await createUser({ db: t.db });
    const stolen = deviceCookieOf(await signIn({ login: user.username, password }));
    const laptop = deviceCookieOf(await signIn({ login: user.username, password }));
    await frozen(async () => {
      for (let i = 0; i < LOGIN_THROTTLE.free; i++) {
        expect((await signIn({ login: user.username, password: `x-${i}` }, { cookie: stolen })).status).toBe(
          401,
        );
      }
      const counted = verifications.count;
      expect((await signIn({ login: user.username, password }, { cookie: stolen })).status).toBe(429);
      expect(verifications.count).toBe(counted);
      expect((await signIn({ login: user.username, password }, { cookie: laptop })).status).toBe(200);
      // Tries from a device count on its own throttle only: the account's untrusted limit is untouched.
      expect((await signIn({ login: user.username, password })).status).toBe(200);
    });
  });
});
