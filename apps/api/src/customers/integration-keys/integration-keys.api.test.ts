import {
  IntegrationKeyCreatedResponse,
  IntegrationKeysResponse,
  type IntegrationScope,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Integration keys through HTTP (docs/rules.md#integration-keys, docs/integration-api.md): an
 * admin issues, lists and revokes them; the secret is shown once and kept only hashed; a call
 * with no, an unknown or a revoked key gets 401, one without the route's scope 403, past the
 * key's limit 429; every call is audited on the key and moves its last use.
 */
let t: TestApp;
let admin: string;
let manager: string;
let customer: string;

beforeAll(async () => {
  // A limit of 5 calls a minute, so the 429 is reached quickly.
  t = await createTestApp({ INTEGRATION_RATE_LIMIT: '5' });
  await createStore({ db: t.db, id: 1, name: 'Склад' });
  admin = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['admin'] })).user.id);
  manager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['manager'] })).user.id);
  customer = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['warehouse'] })).user.id);
});
afterAll(() => t?.close());

async function issue(name: string, scopes: IntegrationScope[]) {
  const res = await t.call('POST', '/api/v0/services/integration-keys', {
    token: admin,
    body: { name, scopes },
  });
  expect(res.status).toBe(201);
  return IntegrationKeyCreatedResponse.parse(res.body);
}

const readOrders = (key: string | undefined, version: 'ru' | 'en' = 'ru') =>
  t.call('GET', '/api/v0/integration/orders', { token: key, version });

const auditOf = (keyId: number) =>
  queryRows<{ action: string; user_id: number | null; changes: Record<string, unknown> }>(
    t.db,
    sql`select action, user_id, changes from audit_log
        where entity = 'integration_key' and entity_id = ${String(keyId)} order by id`,
  );

describe('issuing and listing keys', () => {
  it('shows the secret once at creation, keeps only its SHA-256, and never answers it again', async () => {
    const created = await issue('1С Бухгалтерия', ['orders:read', 'orders:read', 'stock:write']);
    expect(created.secret).toMatch(/^kits_[A-Za-z0-9_-]{43}$/);
    expect(created.data).toMatchObject({
      name: '1С Бухгалтерия',
      prefix: created.secret.slice(0, 13),
      scopes: ['orders:read', 'stock:write'],
      last_used_at: null,
      revoked_at: null,
    });
    const list = await t.call('GET', '/api/v0/services/integration-keys', { token: admin });
    expect(list.status).toBe(200);
    const keys = IntegrationKeysResponse.parse(list.body).data;
    expect(keys.find((k) => k.id === created.data.id)).toEqual(created.data);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const [row] = await queryRows<{ secret_hash: string }>(
      t.db,
      sql`select secret_hash from integration_keys where id = ${created.data.id}`,
    );
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(created.secret.slice(5));
    expect((await auditOf(created.data.id)).map((a) => a.action)).toEqual(['create']);
    const history = await t.call('GET', `/api/v0/services/audit/integration_key/${created.data.id}`, {
      token: admin,
    });
    expect(history.body.data).toMatchObject([
      {
        action: 'create',
        entity_label: '1С Бухгалтерия',
        changes: { scopes: ['orders:read', 'stock:write'] },
      },
    ]);
  });

  it('lets only an admin manage keys: 401 for a guest, 403 for a manager or a customer', async () => {
    const body = { name: 'Касса', scopes: ['sales:write'] };
    for (const [token, status] of [
      [undefined, 401],
      [manager, 403],
      [customer, 403],
    ] as const) {
      expect((await t.call('GET', '/api/v0/services/integration-keys', { token })).status).toBe(status);
      expect((await t.call('POST', '/api/v0/services/integration-keys', { token, body })).status).toBe(
        status,
      );
      expect((await t.call('POST', '/api/v0/services/integration-keys/1/revoke', { token })).status).toBe(
        status,
      );
    }
  });

  it('answers 422 with field errors for an empty name, no scope or an unknown scope', async () => {
    const res = await t.call('POST', '/api/v0/services/integration-keys', {
      token: admin,
      body: { name: '  ', scopes: [] },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      errors: { name: expect.any(Array), scopes: expect.any(Array) },
    });
    const unknown = await t.call('POST', '/api/v0/services/integration-keys', {
      token: admin,
      body: { name: 'ERP', scopes: ['orders:delete'] },
    });
    expect(unknown.status).toBe(422);
  });
});

describe('calling with a key', () => {
  it('refuses no key, an unknown key and a login token with 401 and the error body', async () => {
    const { secret } = await issue('Проверка', ['orders:read']);
    const forged = `${secret.slice(0, 13)}${'A'.repeat(secret.length - 13)}`;
    const login = admin;
    for (const key of [undefined, forged, 'kits_short', login]) {
      const res = await readOrders(key);
      expect(res.status, String(key)).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    }
    expect((await readOrders(undefined, 'en')).body.message).toMatch(/integration key/i);
  });

  it('refuses a key without the route scope with 403, and audits the refusal', async () => {
    const { secret, data } = await issue('Только склад', ['stock:write']);
    const res = await readOrders(secret);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('orders:read') });
    const audit = await auditOf(data.id);
    expect(audit.at(-1)).toMatchObject({ action: 'use', user_id: null, changes: { status: 403 } });
  });

  it('audits every call on the key (with what it read) and notes its last use', async () => {
    const { secret, data } = await issue('Аудит', ['orders:read']);
    expect((await readOrders(secret)).status).toBe(200);
    expect((await readOrders(secret)).status).toBe(200);
    const uses = (await auditOf(data.id)).filter((a) => a.action === 'use');
    expect(uses).toHaveLength(2);
    expect(uses[0]!.changes).toMatchObject({
      operation: 'GET /api/v0/integration/orders',
      status: 200,
      orders: 0,
    });
    const list = IntegrationKeysResponse.parse(
      (await t.call('GET', '/api/v0/services/integration-keys', { token: admin })).body,
    );
    expect(list.data.find((k) => k.id === data.id)!.last_used_at).not.toBeNull();
  });

  it('refuses a revoked key with 401 from its next call; revoking again changes nothing; 404 for an unknown key', async () => {
    const { secret, data } = await issue('Старая касса', ['orders:read']);
    expect((await readOrders(secret)).status).toBe(200);
    const revoked = await t.call('POST', `/api/v0/services/integration-keys/${data.id}/revoke`, {
      token: admin,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect((await readOrders(secret)).status).toBe(401);
    const again = await t.call('POST', `/api/v0/services/integration-keys/${data.id}/revoke`, {
      token: admin,
    });
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    expect((await auditOf(data.id)).map((a) => a.action)).toEqual(['create', 'use', 'revoke']);
    const unknown = await t.call('POST', '/api/v0/services/integration-keys/2147483000/revoke', {
      token: admin,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 429 with Retry-After past the key’s calls a minute, for that key only', async () => {
    const busy = await issue('Шумный', ['orders:read']);
    const calm = await issue('Спокойный', ['orders:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await readOrders(busy.secret)).status);
    // The window may turn over between two calls: then the count starts again.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    const limited = await readOrders(busy.secret);
    if (limited.status === 429) {
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect((await readOrders(calm.secret)).status).toBe(200);
    // Calls past the limit are not audited.
    expect((await auditOf(busy.data.id)).filter((a) => a.action === 'use').length).toBeLessThanOrEqual(5 * 2);
  });
});
