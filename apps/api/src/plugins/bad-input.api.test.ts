import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createStore, createUser, loginAs } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Bad input never reaches the database as a 500 (docs/security.md#bad-input): ids beyond the
 * database's range, NUL characters, lone surrogates, a malformed X-Basket-Uuid, broken multipart
 * bodies and tokens naming no user each get a 4xx with the error body of docs/rules.md#decisions-2.
 */
let t: TestApp;
let shop: string;
let manager: string;
const BIG = '2147483648';

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1 });
  const customer = await createUser({ db: t.db, groups: ['warehouse'], stores: [1] });
  const staff = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  shop = await loginAs(t, customer.user.username, customer.password);
  manager = await loginAs(t, staff.user.username, staff.password);
});
afterAll(() => t?.close());

/** A 4xx with the error body: a message, a code, and the field when one is expected. */
function expectRefused(res: { status: number; body: unknown }, status: number, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as { message: string; code: string; errors?: Record<string, string[]> };
  expect(body.message).toEqual(expect.any(String));
  expect(body.code).toEqual(expect.any(String));
  if (field) expect(Object.keys(body.errors ?? {})).toContain(field);
}

describe('ids beyond 2^31 − 1', () => {
  it('are refused with 400 in every id path and query parameter', async () => {
    const calls: [string, string, string][] = [
      ['PUT', `/api/v0/favourite/${BIG}`, 'id'],
      ['DELETE', `/api/v0/favourite/${BIG}`, 'id'],
      ['PATCH', `/api/v0/basket/increase/${BIG}`, 'id'],
      ['PATCH', `/api/v0/basket/decrease/${BIG}`, 'id'],
      ['DELETE', `/api/v0/basket/remove/${BIG}`, 'productId'],
      ['GET', `/api/v0/media/${BIG}`, 'id'],
      ['GET', `/api/v0/order/invoice/${BIG}`, 'id'],
      ['GET', `/api/v0/product/analytic/${BIG}`, 'productId'],
      ['PATCH', `/api/v0/store/active/${BIG}`, 'id'],
      ['GET', `/api/v0/orders?store_id=${BIG}`, 'store_id'],
      ['GET', `/api/v0/orders?page=99999999999`, 'page'],
      ['GET', `/api/v0/catalog/products?page=${BIG}0`, 'page'],
    ];
    for (const [method, url, field] of calls)
      expectRefused(await t.call(method, url, { token: shop }), 400, field);
    for (const url of [`/api/v0/services/products/${BIG}`, `/api/v0/services/counterparties/${BIG}`]) {
      expectRefused(await t.call('GET', url, { token: manager }), 400, 'id');
    }
  });
});

describe('text the database cannot store', () => {
  it('refuses a NUL character in a body without a token (422), in a query and in a path (400)', async () => {
    expectRefused(
      await t.call('POST', '/api/v0/auth/login', { body: { login: 'a\u0000b', password: 'x' } }),
      422,
      'login',
    );
    expectRefused(await t.call('GET', '/api/v0/catalog/products?q=a%00b', { token: shop }), 400, 'q');
    expectRefused(await t.call('GET', '/api/v0/catalog/products/A%00B', { token: shop }), 400, 'code');
  });

  it('answers JSON nested 10,000 levels deep with a 4xx, not a stack overflow (found by the fuzzing)', async () => {
    const deep = `${'['.repeat(10_000)}"a\\u0000"${']'.repeat(10_000)}`;
    expectRefused(
      await t.call('POST', '/api/v0/auth/login', { body: deep }),
      422,
      Array(10_000).fill('0').join('.'),
    );
    const empty = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    expectRefused(await t.call('POST', '/api/v0/auth/login', { body: empty }), 422);
  });

  it('refuses a lone surrogate in the order comment and in a registration request', async () => {
    expectRefused(
      await t.call('POST', '/api/v0/order/send', { token: shop, body: '{"comment":"\\ud800"}' }),
      422,
      'comment',
    );
    const res = await t.call('POST', '/api/v0/auth/registration', {
      body: '{"name":"x\\udc00","email":"a@b.test","phone":"+7 900 000-00-00"}',
    });
    expectRefused(res, 422, 'name');
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from registration_requests`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('headers and tokens', () => {
  it('refuses a malformed X-Basket-Uuid with 400', async () => {
    const res = await t.call('POST', '/api/v0/orders/00000000-0000-4000-8000-000000000000/repeat', {
      token: shop,
      headers: { 'x-basket-uuid': "'; drop table orders; --" },
    });
    expectRefused(res, 400, 'x-basket-uuid');
  });

  it('answers 401 to a well-signed token whose subject is not a user id', async () => {
    const [setting] = await queryRows<{ value: string }>(
      t.db,
      sql`select value from app_settings where key = 'auth_secret'`,
    );
    const key = new TextEncoder().encode(setting!.value);
    for (const sub of ['abc', '99999999999', '-1', '1e3']) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
      expectRefused(await t.call('POST', '/api/v0/auth/me', { token }), 401);
    }
  });
});

describe('broken multipart bodies', () => {
  const uploads = [
    ['POST', '/api/v0/media/product/1'],
    ['POST', '/api/v0/services/import'],
  ] as const;
  const bodies: [string, string, number][] = [
    ['multipart/form-data', '--x\r\n', 400],
    ['multipart/form-data; boundary=', '--\r\n', 400],
    [
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc',
      400,
    ],
  ];
  it('refuses a feed whose file name holds a NUL with 422 on the file, and starts no import (found by the fuzzing)', async () => {
    const feed = '<?xml version="1.0"?><yml_catalog><shop><offers></offers></shop></yml_catalog>';
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.yml"\r\n\r\n' +
      `${feed}\r\n--XYZ--\r\n`;
    const headers = { 'content-type': 'multipart/form-data; boundary=XYZ' };
    expectRefused(
      await t.call('POST', '/api/v0/services/import', { token: manager, body, headers }),
      422,
      'file',
    );
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from import_jobs`);
    expect(rows[0]?.n).toBe(0);
  });

  it('answers 400 for no boundary, an empty one and a body cut short', async () => {
    for (const [method, url] of uploads) {
      for (const [type, body, status] of bodies) {
        const res = await t.call(method, url, { token: manager, body, headers: { 'content-type': type } });
        expect(res.status, `${url} ${type}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${url} ${type}`).toBeLessThan(500);
        if (res.status !== 422) expect(res.status, `${url} ${type}`).toBe(status);
      }
    }
  });
});
