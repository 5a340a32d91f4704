import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createUser, randomTestIp } from '../../test/factories/users';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FORGOT_ACCOUNT_RULE, FORGOT_ADDRESS_RULE } from './forgot-password.service';

/**
 * Forgotten passwords (docs/rules.md#forgot-password, docs/security.md#forgot-password): the same
 * answer for a known and an unknown login, a single-use expiring link e-mailed in the user's
 * language from PUBLIC_URL (never the request's Host), limits per address and per account, and
 * every session of the user ended once the password is set.
 */
let t: TestApp;
let smtp: TestSmtpServer;
const PUBLIC = 'https://b2b.example.ru';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: PUBLIC,
    PUBLIC_URL_EN: 'https://b2b.example.eu',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const forgot = (login: string, options: { ip?: string; version?: 'ru' | 'en'; host?: string } = {}) =>
  t.call('POST', '/api/v0/auth/forgot-password', {
    body: { login },
    version: options.version,
    headers: {
      'x-forwarded-for': options.ip ?? randomTestIp(),
      ...(options.host ? { 'x-forwarded-host': options.host, 'x-forwarded-proto': 'http' } : {}),
    },
  });
/** Runs `password.forgot`, then the `mail.send` drain the periodic check queues once its e-mail is due. */
const drain = async () => {
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
};
const tokenOf = (mail: ReceivedMail) => /set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
const setPassword = (token: string, password: string) =>
  t.call('POST', '/api/v0/auth/set-password', { body: { token, password } });
const login = (login: string, password: string) =>
  t.call('POST', '/api/v0/auth/login', {
    body: { login, password },
    headers: { 'x-forwarded-for': randomTestIp() },
  });

describe('POST auth/forgot-password', () => {
  it('answers an unknown login exactly as a known one, and e-mails only the known one', async () => {
    const { user } = await createUser({ db: t.db, email: 'known@shop.example' });
    const known = await forgot(user.username);
    const unknown = await forgot('nobody-at-all');
    const unknownEmail = await forgot('nobody@shop.example');
    expect(known.status).toBe(200);
    for (const other of [unknown, unknownEmail]) {
      expect(other.status).toBe(known.status);
      expect(other.body).toEqual(known.body);
    }
    expect(smtp.received).toHaveLength(0);
    await drain();
    expect(smtp.received.map((m) => m.to)).toEqual([['known@shop.example']]);
  });

  it('e-mails a single-use link from PUBLIC_URL whatever Host came; setting the password ends every session', async () => {
    const { user, password } = await createUser({ db: t.db, locale: 'en', fullname: 'Olga Master' });
    const sessions = [await t.app.tokens.sign(user.id), await t.app.tokens.sign(user.id)];
    const me = (token: string) => t.call('POST', '/api/v0/auth/me', { token });
    expect((await me(sessions[0]!)).status).toBe(200);

    expect((await forgot(user.email!.toUpperCase(), { host: 'evil.example.com' })).status).toBe(200);
    await drain();
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.subject).toBe('Hobby Wholesale: reset your password');
    expect(mail!.text).toContain('Hello Olga Master,');
    expect(mail!.text).toContain(`https://b2b.example.eu/set-password?token=${tokenOf(mail!)}`);
    expect(mail!.text + mail!.html).not.toContain('evil.example.com');

    expect((await setPassword(tokenOf(mail!)!, 'new-password-1')).status).toBe(200);
    // Every session the user had is over; the old password is gone, the new one works.
    for (const token of sessions) expect((await me(token)).status).toBe(401);
    expect((await login(user.username, password)).status).toBe(401);
    expect((await login(user.username, 'new-password-1')).status).toBe(200);
    // Single use.
    const again = await setPassword(tokenOf(mail!)!, 'new-password-2');
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toBeDefined();
  });

  it('refuses a link past its 72 hours', async () => {
    const { user } = await createUser({ db: t.db });
    await forgot(user.username);
    await drain();
    const token = tokenOf(smtp.received[0]!)!;
    await t.db.execute(
      sql`update password_links set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await setPassword(token, 'late-password-1')).status).toBe(422);
  });

  it('keeps the user’s other links until one sets the password, then voids them', async () => {
    const { user } = await createUser({ db: t.db });
    await forgot(user.username);
    await forgot(user.username);
    await drain();
    const [first, second] = smtp.received.map(tokenOf);
    expect(first).not.toBe(second);
    expect((await setPassword(second!, 'second-password')).status).toBe(200);
    expect((await setPassword(first!, 'first-password')).status).toBe(422);
  });

  it('sends at most FORGOT_ACCOUNT_RULE.limit e-mails an hour per account, answering the same after', async () => {
    const { user } = await createUser({ db: t.db });
    const answers = [];
    for (let i = 0; i < FORGOT_ACCOUNT_RULE.limit + 2; i++)
      answers.push(await forgot(i % 2 ? user.email! : user.username));
    expect(new Set(answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).size).toBe(1);
    await drain();
    expect(smtp.received).toHaveLength(FORGOT_ACCOUNT_RULE.limit);
  });

  it('answers 429 with Retry-After past the limit of one address, known login or not', async () => {
    const ip = randomTestIp();
    for (let i = 0; i < FORGOT_ADDRESS_RULE.limit; i++)
      expect((await forgot(`someone-${i}`, { ip })).status).toBe(200);
    const { user } = await createUser({ db: t.db });
    const known = await forgot(user.username, { ip });
    const unknown = await forgot('nobody-again', { ip });
    expect(known.status).toBe(429);
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    // Another address is not held up.
    expect((await forgot(user.username)).status).toBe(200);
  });

  it('makes no link without a mailer (the answer unchanged)', async () => {
    const plain = await createTestApp();
    try {
      const { user } = await createUser({ db: plain.db });
      const res = await plain.call('POST', '/api/v0/auth/forgot-password', {
        body: { login: user.username },
      });
      expect(res.status).toBe(200);
      await plain.app.jobs.runDue();
      const links = await queryRows(plain.db, sql`select 1 from password_links where user_id = ${user.id}`);
      expect(links).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
