import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';

/**
 * The reads of the status page (docs/rules.md#system-status): plain selects across the tables of
 * the jobs, mail, МойСклад, Shopify and feed-URL modules — it writes none of them.
 */
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function jobCounts(db: Executor) {
  return queryRows<{ kind: string; status: string; count: number }>(
    db,
    sql`select kind, status, count(*)::int as count from jobs
        where status in ('queued', 'running', 'failed') group by kind, status order by kind, status`,
  );
}

export async function oldestQueuedSeconds(db: Executor): Promise<number | null> {
  const [row] = await queryRows<{ age: number | null }>(
    db,
    sql`select extract(epoch from now() - min(run_at))::float8 as age from jobs where status = 'queued' and run_at <= now()`,
  );
  return row?.age === null || row?.age === undefined ? null : Math.max(0, Math.round(row.age));
}

export async function failedJobs(db: Executor, limit: number) {
  const rows = await queryRows<{
    id: number;
    kind: string;
    error: string | null;
    attempts: number;
    finished_at: string | null;
  }>(
    db,
    sql`select id, kind, error, attempts, finished_at from jobs where status = 'failed'
        order by finished_at desc nulls last, id desc limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, finished_at: iso(row.finished_at) }));
}

export async function mailCounts(db: Executor) {
  return queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from mail_outbox group by status order by status`,
  );
}

export async function failedMails(db: Executor, limit: number) {
  const rows = await queryRows<{
    id: number;
    template: string;
    to: string | null;
    attempts: number;
    last_error: string | null;
    created_at: string;
  }>(
    db,
    sql`select id, template, to_address as "to", attempts, last_error, created_at from mail_outbox
        where status in ('failed', 'unsent') order by id desc limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at)! }));
}

/** Per job kind of an integration (МойСклад, Shopify, feed URLs, the mail drain): last success and last failure. */
export async function integrationRuns(db: Executor) {
  const rows = await queryRows<{
    kind: string;
    last_done_at: string | null;
    last_failed_at: string | null;
    last_error: string | null;
  }>(
    db,
    sql`select kind,
          max(finished_at) filter (where status = 'done') as last_done_at,
          max(finished_at) filter (where status = 'failed') as last_failed_at,
          (array_agg(error order by finished_at desc) filter (where status = 'failed'))[1] as last_error
        from jobs
        where kind like 'moysklad.%' or kind like 'shopify.%' or kind like 'feed-url%' or kind = 'mail.send'
        group by kind order by kind`,
  );
  return rows.map((row) => ({
    ...row,
    last_done_at: iso(row.last_done_at),
    last_failed_at: iso(row.last_failed_at),
  }));
}

export async function shopifyAccounts(db: Executor) {
  const rows = await queryRows<{ domain: string; status: string; last_sync_at: string | null }>(
    db,
    sql`select shop_domain as domain, status, last_sync_at from shopify_accounts order by shop_domain limit 50`,
  );
  return rows.map((row) => ({ ...row, last_sync_at: iso(row.last_sync_at) }));
}

export async function feedUrlRuns(db: Executor) {
  const rows = await queryRows<{
    id: number;
    url: string;
    last_run_at: string | null;
    outcome: string | null;
    error: string | null;
  }>(
    db,
    sql`select f.id, f.url, r.started_at as last_run_at, r.outcome, r.error
        from feed_urls f
        left join lateral (select started_at, outcome, error from feed_url_runs
          where feed_id = f.id order by started_at desc, id desc limit 1) r on true
        order by f.id limit 50`,
  );
  return rows.map((row) => ({ ...row, last_run_at: iso(row.last_run_at) }));
}

/** PostgreSQL's size of the current database in bytes. */
export async function postgresSize(db: Executor): Promise<number> {
  const [row] = await queryRows<{ size: string }>(
    db,
    sql`select pg_database_size(current_database())::text as size`,
  );
  return Number(row!.size);
}
