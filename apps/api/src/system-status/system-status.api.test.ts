import { SystemStatusResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createUser, loginAs } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The admins' system status (docs/rules.md#system-status) through HTTP: every section filled from
 * real rows — a failed job, a failed e-mail, a Shopify shop, a feed URL's run — a manager refused,
 * and "retry" queuing a failed job again with an audit row.
 */
let t: TestApp;
let admin: string;
let manager: string;
let failedJobId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser({ db: t.db, groups: ['admin'] });
  const m = await createUser({ db: t.db, groups: ['manager'] });
  admin = await loginAs(t, a.user.username, a.password);
  manager = await loginAs(t, m.user.username, m.password);
  const [job] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into jobs (kind, status, error, attempts, finished_at)
        values ('moysklad.stock', 'failed', 'МойСклад answered 503 five times', 5, now()) returning id::int as id`,
  );
  failedJobId = job!.id;
  await t.db.execute(
    sql`insert into jobs (kind, status, finished_at) values ('moysklad.stock', 'done', now() - interval '2 minutes')`,
  );
  await t.db.execute(
    sql`insert into mail_outbox (template, to_address, lang, version, status, attempts, last_error)
        values ('order-received', 'buyer@example.test', 'ru', 'ru', 'failed', 8, '550 mailbox unavailable')`,
  );
});
afterAll(() => t?.close());

describe('GET services/system-status', () => {
  it('shows an admin the version, database, queue with its failures, mail failures and integrations', async () => {
    const res = await t.call('GET', '/api/v0/services/system-status', { token: admin });
    expect(res.status).toBe(200);
    const { data } = SystemStatusResponse.parse(res.body);
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    expect(data.jobs.counts).toContainEqual({ kind: 'moysklad.stock', status: 'failed', count: 1 });
    expect(data.jobs.failed[0]).toMatchObject({
      id: failedJobId,
      kind: 'moysklad.stock',
      error: 'МойСклад answered 503 five times',
    });
    expect(data.mail.failed[0]).toMatchObject({
      template: 'order-received',
      to: 'buyer@example.test',
      last_error: '550 mailbox unavailable',
    });
    const stock = data.integrations.runs.find((r) => r.kind === 'moysklad.stock')!;
    expect(stock.last_done_at).not.toBeNull();
    expect(stock.last_error).toBe('МойСклад answered 503 five times');
  });

  it('refuses a manager (403) and a guest (401)', async () => {
    expect((await t.call('GET', '/api/v0/services/system-status', { token: manager })).status).toBe(403);
    expect((await t.call('GET', '/api/v0/services/system-status')).status).toBe(401);
  });

  it('queues a failed job again on retry, audited, and answers 404 for a job that has not failed', async () => {
    const res = await t.call('POST', `/api/v0/services/system-status/jobs/${failedJobId}/retry`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    const [job] = await queryRows<{ status: string; attempts: number; error: string | null }>(
      t.db,
      sql`select status, attempts, error from jobs where id = ${failedJobId}`,
    );
    expect(job).toEqual({ status: 'queued', attempts: 0, error: null });
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'job' and entity_id = ${String(failedJobId)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['retry']);
    expect(
      (await t.call('POST', `/api/v0/services/system-status/jobs/${failedJobId}/retry`, { token: admin }))
        .status,
    ).toBe(404);
  });
});
