import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from './columns';

/**
 * The background job runner's queue (apps/api/src/jobs, docs/rules.md#jobs): every process polls it
 * and claims due jobs with `for update skip locked`, so a job runs once however many processes
 * share one PostgreSQL, and a job whose process died (lease past `locked_until`) is claimed again
 * and resumes from its `progress`.
 *
 * - `kind`: the handler's name (e.g. `shopify.publish`).
 * - `key`: optional dedupe key; at most one queued or running job per key (periodic jobs use it).
 * - `status`: queued | running | done | failed.
 * - `payload`: the handler's input; `progress`: what it saved between batches (resume point);
 *   `result`: its report when done; `error`: the last failure's message.
 * - `attempts`: claims so far; a failed run is retried at `run_at` with back-off until the
 *   handler's max attempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    status: text('status').notNull().default('queued'),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    progress: jsonb('progress'),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    runAt: stampedNow('run_at'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    createdAt: stampedNow('created_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('jobs_due').on(t.status, t.runAt),
    uniqueIndex('jobs_active_key').on(t.key).where(sql`status in ('queued', 'running')`),
  ],
);
