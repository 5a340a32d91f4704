import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, ref, stampedNow, timestamptz } from './columns';
import { users } from './users';

/**
 * Scheduled catalogue feed URLs (docs/feed-url.md): a YML or Shopify CSV pulled every
 * `interval_minutes` (5 or more) while `enabled`, with conditional requests. `etag` and
 * `last_modified` are the validators of the last 200 answer; `body_sha256` the hash of the last
 * body that went through the import, so an unchanged body writes nothing. `next_run_at` is when the
 * feed is due; `source` the import's key prefix (`feed:<id>` unless given).
 */
export const feedUrls = pgTable(
  'feed_urls',
  {
    id: id(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    storeId: integer('store_id').notNull().default(1),
    currency: text('currency').notNull().default('RUB'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    bodySha256: text('body_sha256'),
    nextRunAt: stampedNow('next_run_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check('feed_urls_interval', sql`${t.intervalMinutes} >= 5`),
    index('feed_urls_due').on(t.nextRunAt),
  ],
);

/**
 * One pull of a feed URL: when, the HTTP status (null when no answer came), the outcome
 * (`unchanged`: 304 or the same body; `imported`; `failed`), the import job it made and its
 * report's counts, the error. The newest runs of each feed are kept.
 */
export const feedUrlRuns = pgTable(
  'feed_url_runs',
  {
    id: id(),
    feedId: ref('feed_id', () => feedUrls.id),
    startedAt: stampedNow('started_at'),
    finishedAt: timestamptz('finished_at'),
    httpStatus: integer('http_status'),
    /** unchanged | imported | failed */
    outcome: text('outcome').notNull(),
    importJobId: uuid('import_job_id'),
    /** { created, updated, unchanged, rejected, warnings } of the import's report. */
    counts: jsonb('counts'),
    error: text('error'),
  },
  (t) => [index('feed_url_runs_feed').on(t.feedId, t.startedAt)],
);
