import { z } from 'zod/mini';

/**
 * GET services/system-status (admin, docs/rules.md#system-status): what an operator looks at first —
 * the running version, the database, the background job queue with its failures, the mail outbox's
 * failures and the last runs of each integration.
 */
const Count = z.object({ kind: z.string(), status: z.string(), count: z.number() });

export const FailedJob = z.object({
  id: z.number(),
  kind: z.string(),
  error: z.nullable(z.string()),
  attempts: z.number(),
  finished_at: z.nullable(z.string()),
});
export type FailedJob = z.infer<typeof FailedJob>;

export const FailedMail = z.object({
  id: z.number(),
  template: z.string(),
  /** The recipient's address, or null for the staff address (MAIL_STAFF_TO). */
  to: z.nullable(z.string()),
  attempts: z.number(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
});

/** One kind of background work of an integration: when it last finished well and last failed. */
export const IntegrationRun = z.object({
  kind: z.string(),
  last_done_at: z.nullable(z.string()),
  last_failed_at: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
});
export type IntegrationRun = z.infer<typeof IntegrationRun>;

export const SystemStatus = z.object({
  version: z.string(),
  started_at: z.string(),
  uptime_seconds: z.number(),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), size_bytes: z.nullable(z.number()) }),
  jobs: z.object({
    counts: z.array(Count),
    oldest_queued_seconds: z.nullable(z.number()),
    failed: z.array(FailedJob),
  }),
  mail: z.object({
    counts: z.array(z.object({ status: z.string(), count: z.number() })),
    failed: z.array(FailedMail),
  }),
  integrations: z.object({
    /** moysklad.*, shopify.*, feed-url.* and mail.send job kinds. */
    runs: z.array(IntegrationRun),
    shopify: z.array(
      z.object({ domain: z.string(), status: z.string(), last_sync_at: z.nullable(z.string()) }),
    ),
    feed_urls: z.array(
      z.object({
        id: z.number(),
        url: z.string(),
        last_run_at: z.nullable(z.string()),
        outcome: z.nullable(z.string()),
        error: z.nullable(z.string()),
      }),
    ),
  }),
});
export type SystemStatus = z.infer<typeof SystemStatus>;
export const SystemStatusResponse = z.object({ data: SystemStatus });
export const FailedJobResponse = z.object({ data: FailedJob });
