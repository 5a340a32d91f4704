import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- the parser ships no types: it answers [{ name, help, type, metrics: [{ labels, value }] }]
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { TEST_TMP } from '../test/paths';
import { startPrivatePostgres } from '../test/private-postgres';
import { createTestApp, type TestApp } from '../test/test-app';

type Family = { name: string; type: string; metrics: { labels?: Record<string, string>; value?: string }[] };
const METRICS_TOKEN = 'metrics-token-0123456789';

/**
 * Health, readiness and metrics (docs/operations.md#health-and-metrics): JSON answers a load
 * balancer can read, never the web app's page; /ready names what is wrong with a 503 — the job
 * runner not polling, the database stopped (PGlite closed in-process; on PostgreSQL a server of
 * the test's own stopped for a moment); /metrics off by default, behind its token when on, in
 * Prometheus's text format.
 */
describe('GET /api/v0/health and /ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_CLIENT_TOKEN: 'client-token-for-the-spa' }, { jobs: { pollMs: 50 } });
  });
  afterAll(() => t?.close());

  it('answers health with the version, and ready with every check, without the client token', async () => {
    const health = await t.call('GET', '/api/v0/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', version: expect.any(String) });
    await expect.poll(async () => (await t.call('GET', '/api/v0/ready')).status, { timeout: 5000 }).toBe(200);
    const ready = await t.call('GET', '/api/v0/ready');
    expect(ready.body).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, jobs: { ok: true } },
    });
  });

  it('answers an unknown /api path with a JSON 404, never the page', async () => {
    for (const url of ['/api/v0/nothing-here', '/api/v1/orders', '/api', '/metrics']) {
      const res = await t.call('GET', url, { headers: { 'x-client-token': 'client-token-for-the-spa' } });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/application\/json/);
      expect(res.body.code, url).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/v0/ready when something is wrong', () => {
  it('answers 503 naming the job runner that does not poll', async () => {
    const manual = await createTestApp();
    try {
      const res = await manual.call('GET', '/api/v0/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 'not_ready',
        checks: { database: { ok: true }, jobs: { ok: false } },
      });
      expect(res.body.reasons).toEqual(['jobs: not polling']);
    } finally {
      await manual.close();
    }
  });

  it('answers 503 while the database is stopped, and 200 again once it is back (PostgreSQL)', async (test) => {
    if (process.env.TEST_DB !== 'postgres')
      return test.skip('PostgreSQL only: the PGlite case closes it below');
    const postgres = await startPrivatePostgres();
    if (!postgres) return test.skip('no PostgreSQL server binaries on this machine');
    try {
      await postgres.createDatabase('kits');
      const database = await openDatabase({ databaseUrl: postgres.url('kits'), poolSize: 4 });
      const dataDir = path.join(TEST_TMP, `ready-${randomBytes(4).toString('hex')}`);
      mkdirSync(dataDir, { recursive: true });
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        database,
        logger: false,
        mailer: null,
        jobs: { pollMs: 50 },
        warmUp: false,
      });
      await app.ready();
      const ready = async () => (await app.inject({ method: 'GET', url: '/api/v0/ready' })).json();
      try {
        await expect.poll(async () => (await ready()).status, { timeout: 5000 }).toBe('ready');
        postgres.pause();
        const down = await app.inject({ method: 'GET', url: '/api/v0/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json().reasons[0]).toMatch(/^database: unreachable/);
        postgres.start();
        await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe('ready');
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      postgres.stop();
    }
  }, 60_000);

  it('answers 503 once the database is closed (PGlite)', async (test) => {
    if (process.env.TEST_DB === 'postgres')
      return test.skip('PGlite only: the PostgreSQL case stops a server');
    const database = await openDatabase({ dataDir: 'memory://' });
    const dataDir = path.join(TEST_TMP, `ready-${randomBytes(4).toString('hex')}`);
    mkdirSync(dataDir, { recursive: true });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database,
      logger: false,
      mailer: null,
      jobs: { pollMs: 50 },
      warmUp: false,
    });
    await app.ready();
    try {
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/api/v0/ready' })).statusCode, {
          timeout: 5000,
        })
        .toBe(200);
      await database.close();
      const down = await app.inject({ method: 'GET', url: '/api/v0/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json().checks.database.ok).toBe(false);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t?.close());

  it('refuses a scraper without the token, and answers Prometheus text that parses, with requests by route pattern', async () => {
    expect((await t.call('GET', '/metrics')).status).toBe(401);
    expect(
      (await t.call('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .status,
    ).toBe(401);
    await t.call('GET', '/api/v0/catalog/products/12345');
    const res = await fetch(`${t.ruUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(await res.text()) as Family[];
    const byName = new Map(families.map((family) => [family.name, family]));
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'jobs',
      'jobs_oldest_queued_age_seconds',
      'job_last_success_age_seconds',
      'mail_outbox_messages',
      'process_cpu_user_seconds_total',
    ])
      expect(byName.has(name), name).toBe(true);
    const requests = byName.get('http_requests_total')!.metrics;
    // The route's pattern, never the id of the URL.
    expect(requests.some((m) => m.labels?.route === '/api/v0/catalog/products/:code')).toBe(true);
    expect(requests.some((m) => m.labels?.route?.includes('12345'))).toBe(false);
    if (process.env.TEST_DB === 'postgres') expect(byName.has('db_pool_connections')).toBe(true);
  });
});
