import { FeedReportResponse, IntegrationKeyCreatedResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The machine API's outlet data through HTTP (docs/integration-api.md#feeds): a key with the
 * kind's scope sets an outlet's stock and adds sales lines, a batch sent again changes nothing,
 * a bad row refuses the batch naming its row and field with nothing written, and a key without
 * the scope, a revoked key or a login token are refused. The rules of each kind are the feeds
 * core's (channels/feeds/feeds.api.test.ts tests them through files).
 */
let t: TestApp;
let admin: string;
let stockKey: { id: number; secret: string };
let suppliesKey: string;
let outlet: number;
let code: string;
let productId: number;

const issue = async (name: string, scopes: string[]) => {
  const res = await t.call('POST', '/api/v0/services/integration-keys', {
    token: admin,
    body: { name, scopes },
  });
  const created = IntegrationKeyCreatedResponse.parse(res.body);
  return { id: created.data.id, secret: created.secret };
};

const send = (key: string, kind: string, body: unknown) =>
  t.call('POST', `/api/v0/integration/feeds/${kind}`, { headers: { authorization: `Bearer ${key}` }, body });

const outletStock = async () =>
  (
    await queryRows<{ quantity: number }>(
      t.db,
      sql`select quantity from stock where store_id = ${outlet} and product_id = ${productId}`,
    )
  )[0]?.quantity ?? null;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  outlet = (await createStore({ db: t.db, name: 'Точка на Мира', isRetail: true })).id;
  const category = await createCategory({ db: t.db });
  const product = await createProduct({
    db: t.db,
    categoryId: category.id,
    prices: [{ currency: 'RUB', wholesale: '100.00', retail: '200.00' }],
  });
  code = product.code;
  productId = product.id;
  admin = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['admin'] })).user.id);
  stockKey = await issue('Касса «Мира»', ['stock:write', 'sales:write']);
  suppliesKey = (await issue('1С поставки', ['supplies:write'])).secret;
});
afterAll(() => t?.close());

describe('POST integration/feeds/{kind}', () => {
  it('sets an outlet’s stock once; the same batch again changes nothing', async () => {
    const body = { rows: [{ outlet, code, quantity: 7 }] };
    const first = await send(stockKey.secret, 'outlet-stock', body);
    expect(first.status).toBe(200);
    expect(FeedReportResponse.parse(first.body).data).toMatchObject({
      applied: true,
      rows: 1,
      changed: 1,
      errors: 0,
    });
    expect(await outletStock()).toBe(7);
    const again = FeedReportResponse.parse((await send(stockKey.secret, 'outlet-stock', body)).body).data;
    expect(again).toMatchObject({ changed: 0, unchanged: 1 });
    // Each call is audited on the key.
    const uses = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where entity = 'integration_key' and entity_id = ${String(stockKey.id)} and action = 'use'`,
    );
    expect(uses[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('adds sales lines by the sender’s line ids, idempotently', async () => {
    const rows = [
      { outlet, line_id: 'chk-1-1', day: '2026-11-27', code, quantity: 2, amount: '400.00' },
      { outlet, line_id: 'chk-1-2', day: '2026-11-27', code, quantity: 1, amount: '200.00' },
    ];
    expect(FeedReportResponse.parse((await send(stockKey.secret, 'sales', { rows })).body).data.changed).toBe(
      2,
    );
    expect(FeedReportResponse.parse((await send(stockKey.secret, 'sales', { rows })).body).data.changed).toBe(
      0,
    );
    const sold = await queryRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(quantity), 0)::int as n from sales where store_id = ${outlet} and product_id = ${productId}`,
    );
    expect(sold[0]!.n).toBe(3);
  });

  it('refuses a batch with a bad row, naming its row and field, and writes nothing', async () => {
    const res = await send(stockKey.secret, 'outlet-stock', {
      rows: [
        { outlet, code, quantity: 9 },
        { outlet, code: 'NO-SUCH-CODE', quantity: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain('line.2.code');
    expect(await outletStock()).toBe(7);
  });

  it('refuses a key without the kind’s scope (403), a revoked key and a login token (401)', async () => {
    expect((await send(suppliesKey, 'outlet-stock', { rows: [{ outlet, code, quantity: 1 }] })).status).toBe(
      403,
    );
    expect((await send(suppliesKey, 'supplies', { rows: [{ outlet, code, quantity: 4 }] })).status).toBe(200);
    const login = await t.call('POST', '/api/v0/integration/feeds/outlet-stock', {
      token: admin,
      body: { rows: [{ outlet, code, quantity: 1 }] },
    });
    expect(login.status).toBe(401);
    const revoked = await issue('Старая касса', ['stock:write']);
    await t.call('POST', `/api/v0/services/integration-keys/${revoked.id}/revoke`, { token: admin });
    expect(
      (await send(revoked.secret, 'outlet-stock', { rows: [{ outlet, code, quantity: 1 }] })).status,
    ).toBe(401);
    expect(await outletStock()).toBe(7);
  });
});
