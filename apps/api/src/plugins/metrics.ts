import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client';
import { message } from '../lib/messages';

/** The token a scraper sends, compared in constant time. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at GET /metrics (docs/operations.md#health-and-metrics) with prom-client, one
 * registry per app: off unless METRICS_TOKEN is set (then 404 JSON), and then only for
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Per process: the request rate and
 * duration by route pattern and status, the process's own (CPU, memory, event-loop lag, GC), the
 * PostgreSQL pool; read from the database at each scrape (the same in every process): the job
 * queue by kind and status, the oldest queued job's age, each job kind's time since its last
 * success (the sync lag of МойСклад, Shopify, feed URLs), and the mail outbox by status.
 */
export async function registerMetrics(app: FastifyInstance, database: Database) {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send({ message: message(request.lang, 'routeNotFound'), code: 'NOT_FOUND' }),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  if (database.pool) {
    const pool = database.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections of this process: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'jobs',
    help: 'Background jobs by kind and status (queued, running, failed — failed ones are kept 30 days)',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ kind: string; status: string; n: number }>(
        app.db,
        sql`select kind, status, count(*)::int as n from jobs
            where status in ('queued', 'running', 'failed') group by kind, status`,
      );
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'jobs_oldest_queued_age_seconds',
    help: 'Seconds the oldest due queued job has waited (0: none waiting)',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ age: number | null }>(
        app.db,
        sql`select extract(epoch from now() - min(run_at))::float8 as age from jobs
            where status = 'queued' and run_at <= now()`,
      );
      this.set(Math.max(0, row?.age ?? 0));
    },
  });
  new Gauge({
    name: 'job_last_success_age_seconds',
    help: 'Seconds since each job kind last finished well: the sync lag of МойСклад (moysklad.*), Shopify (shopify.*), feed URLs',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ kind: string; age: number }>(
        app.db,
        sql`select kind, extract(epoch from now() - max(finished_at))::float8 as age from jobs
            where status = 'done' group by kind`,
      );
      for (const row of rows) this.set({ kind: row.kind }, row.age);
    },
  });
  new Gauge({
    name: 'sync_last_success_age_seconds',
    help: 'Seconds since each connection last synced well, read from its own table: a Shopify shop (its last stock push), a feed URL (its last pull that did not fail)',
    labelNames: ['integration', 'name'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ integration: string; name: string; age: number }>(
        app.db,
        sql`select 'shopify' as integration, shop_domain as name,
              extract(epoch from now() - last_sync_at)::float8 as age
            from shopify_accounts where token_sealed <> '' and last_sync_at is not null
            union all
            select 'feed_url', f.name, extract(epoch from now() - max(r.finished_at))::float8
            from feed_urls f join feed_url_runs r on r.feed_id = f.id
            where f.enabled and r.outcome <> 'failed' and r.finished_at is not null group by f.id, f.name`,
      );
      for (const row of rows) this.set({ integration: row.integration, name: row.name }, row.age);
    },
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'E-mails in the outbox by status (pending, sending, sent, failed, unsent; finished ones are kept 30 days)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ status: string; n: number }>(
        app.db,
        sql`select status, count(*)::int as n from mail_outbox group by status`,
      );
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: message(request.lang, 'unauthenticated'), code: 'UNAUTHENTICATED' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
