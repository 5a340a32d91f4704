import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { randomTestIp } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The registration limit's window is a fixed hour: start mid-window (only Date is faked; it runs).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000);
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('POST /auth/registration', () => {
  const register = (body: unknown, options: { ip?: string; version?: 'ru' | 'en' } = {}) =>
    t.call('POST', '/api/v0/auth/registration', {
      body,
      version: options.version,
      headers: { 'x-forwarded-for': options.ip ?? randomTestIp() },
    });

  it('stores the request and answers 200 with a message in the request language', async () => {
    const body = { name: 'Ирина Петрова', email: 'irina@shop.test', phone: '+7 900 123-45-67' };
    const ru = await register(body);
    expect(ru.status).toBe(200);
    expect(ru.body.message).toMatch(/^Заявка на регистрацию отправлена/);
    const en = await register({ ...body, email: 'irina.en@shop.test' }, { version: 'en' });
    expect(en.body).toEqual({
      message: 'Your registration request has been sent. We will contact you soon.',
    });

    const rows = await queryRows<{ name: string; phone: string; status: string }>(
      t.db,
      sql`select name, phone, status from registration_requests where email = 'irina@shop.test'`,
    );
    expect(rows).toEqual([{ name: 'Ирина Петрова', phone: '+7 900 123-45-67', status: 'new' }]);
    // The first step of onboarding in the audit log, by a guest (docs/rules.md#audit).
    const audit = await queryRows<{ user_id: number | null; action: string }>(
      t.db,
      sql`select a.user_id, a.action from audit_log a join registration_requests r on r.id::text = a.entity_id
        where a.entity = 'registration_request' and r.email = 'irina@shop.test'`,
    );
    expect(audit).toEqual([{ user_id: null, action: 'create' }]);
  });

  it('stores a request-prices lead with its kind and comment', async () => {
    const res = await register({
      name: 'Олег',
      email: 'oleg@shop.test',
      phone: '+7 900 000-00-01',
      kind: 'price_request',
      comment: 'Интересуют алмазные мозаики',
    });
    expect(res.status).toBe(200);
    const rows = await queryRows<{ kind: string; comment: string | null }>(
      t.db,
      sql`select kind, comment from registration_requests where email = 'oleg@shop.test'`,
    );
    expect(rows).toEqual([{ kind: 'price_request', comment: 'Интересуют алмазные мозаики' }]);
  });

  it('answers 422 with field errors for missing or invalid fields and stores nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from registration_requests`,
    );
    const res = await register({ name: '', email: 'not-an-email' }, { version: 'en' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Please check the data you entered' });
    expect(res.body.errors.email).toEqual([expect.any(String)]);
    expect(res.body.errors.name).toEqual([expect.any(String)]);
    expect(res.body.errors.phone).toEqual([expect.any(String)]);
    const ru = await register({ name: ' ', email: 'not-an-email', phone: '12' });
    expect(ru.body.errors).toEqual({
      name: ['Укажите имя'],
      email: ['Введите адрес электронной почты, например name@example.ru'],
      phone: ['Номер телефона слишком короткий: не меньше 5 цифр'],
    });
    const after = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from registration_requests`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses the 6th request of one IP within an hour with 429 and Retry-After', async () => {
    const ip = randomTestIp();
    for (let i = 1; i <= 5; i++) {
      const res = await register({ name: `N${i}`, email: `n${i}@ip.test`, phone: '1234567' }, { ip });
      expect(res.status, `request ${i}`).toBe(200);
    }
    const sixth = await register(
      { name: 'N6', email: 'n6@ip.test', phone: '1234567' },
      { ip, version: 'en' },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
    expect(sixth.body.message).toMatch(/^Too many registration requests/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from registration_requests where email = 'n6@ip.test'`,
    );
    expect(stored[0]!.n).toBe(0);
  });
});
