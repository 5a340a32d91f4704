import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from './columns';

/**
 * Catalogue import jobs started from the product service page (docs/rules.md#decisions-7, docs/rules.md#stateless statelessness):
 * the process that received the upload runs the job and writes its progress here, so any process
 * answers `GET /services/import/{id}`. `heartbeat_at` moves with the progress; a queued or running
 * job whose heartbeat is older than a few minutes was interrupted (its process stopped).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey(),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    /** The uploaded feed, kept until the job ends. */
    filePath: text('file_path'),
    source: text('source').notNull(),
    /** The import options: { store_id, approve, currency, dry_run }. */
    options: jsonb('options').notNull(),
    /** ImportProgress of packages/contract (items read, created…), updated per batch. */
    progress: jsonb('progress'),
    /** ImportReport of packages/contract, when the job ended. */
    report: jsonb('report'),
    error: text('error'),
    userId: integer('user_id'),
    createdAt: stampedNow('created_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    heartbeatAt: stampedNow('heartbeat_at'),
    /** Times the job was interrupted and resumed from its saved progress (docs/import.md#jobs). */
    resumedCount: integer('resumed_count').notNull().default(0),
  },
  (t) => [index('import_jobs_created').on(t.createdAt)],
);
