import { z } from 'zod/mini';
import { CURRENCIES, MAIN_STORE_ID } from '../constants';
import { IdParam } from './common';
import { Etag } from './record-version';

/**
 * Scheduled catalogue feed URLs (docs/feed-url.md): a YML or Shopify CSV pulled every N minutes
 * through the catalogue import (`/services/feed-urls`, the roles that may run an import).
 */

/** The shortest interval between two pulls of a feed, minutes. */
export const FEED_MIN_INTERVAL_MINUTES = 5;
/** The longest: one week. */
export const FEED_MAX_INTERVAL_MINUTES = 7 * 24 * 60;
/** Runs listed per feed (the newest). */
export const FEED_RUNS_LISTED = 10;

const interval = z.int().check(z.minimum(FEED_MIN_INTERVAL_MINUTES), z.maximum(FEED_MAX_INTERVAL_MINUTES));

/** POST /services/feed-urls body. */
export const FeedUrlBody = z.object({
  /** http(s) URL of a YML or Shopify CSV; its host must resolve to public addresses only. */
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  /** Shown on the page; default the URL's host and path. */
  name: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  /** Key prefix of the products it writes (as the upload's `source`); default `feed:<id>`. */
  source: z.optional(z.string().check(z.trim(), z.regex(/^[\p{L}\p{N}:._-]{1,80}$/u))),
  interval_minutes: interval,
  enabled: z._default(z.boolean(), true),
  /** Target store of the feed's stock: 1 (default) or 56. */
  store: z._default(
    z
      .int()
      .check(z.refine((id) => id === MAIN_STORE_ID.ru || id === MAIN_STORE_ID.en, 'store must be 1 or 56')),
    MAIN_STORE_ID.ru,
  ),
  /** Currency of a Shopify CSV's prices (a YML names its own). */
  currency: z._default(z.enum(CURRENCIES), 'RUB'),
});
export type FeedUrlBody = z.infer<typeof FeedUrlBody>;

/** PATCH /services/feed-urls/{id} body: the fields to change. */
export const FeedUrlPatch = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))),
  interval_minutes: z.optional(interval),
  enabled: z.optional(z.boolean()),
});
export type FeedUrlPatch = z.infer<typeof FeedUrlPatch>;

/** One pull: `unchanged` (304, or the body hash of the last import), `imported`, `failed`. */
export const FeedUrlRun = z.object({
  id: z.int(),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
  /** The HTTP status of the answer; null when none came (refused address, network error). */
  http_status: z.nullable(z.int()),
  outcome: z.enum(['unchanged', 'imported', 'failed']),
  /** The import job (GET /services/import/{id}) when the body was imported. */
  import_job_id: z.nullable(z.string()),
  /** The import report's counts. */
  counts: z.nullable(
    z.object({
      created: z.int(),
      updated: z.int(),
      unchanged: z.int(),
      rejected: z.int(),
      warnings: z.int(),
    }),
  ),
  error: z.nullable(z.string()),
});
export type FeedUrlRun = z.infer<typeof FeedUrlRun>;

export const FeedUrl = z.object({
  id: z.int(),
  url: z.string(),
  name: z.string(),
  source: z.string(),
  interval_minutes: z.int(),
  enabled: z.boolean(),
  store: z.int(),
  currency: z.enum(CURRENCIES),
  /** When the next pull is due (ISO). */
  next_run_at: z.string(),
  created_at: z.string(),
  /** The newest runs first (at most FEED_RUNS_LISTED). */
  runs: z.array(FeedUrlRun),
  /**
   * The version a PATCH names in If-Match (docs/rules.md#record-versions): of the settings (url,
   * name, source, interval, enabled, store, currency), not of the runs and the next pull, which the
   * puller moves.
   */
  etag: Etag,
});
export type FeedUrl = z.infer<typeof FeedUrl>;

/** Path parameter: a feed URL's id (a database id: 1 … 2³¹−1, else 400). */
export const FeedUrlParam = IdParam;
export const FeedUrlResponse = z.object({ data: FeedUrl });
export const FeedUrlsResponse = z.object({ data: z.array(FeedUrl) });
