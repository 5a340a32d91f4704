import type { Config } from '../config';
import type { Db, Executor } from '../db/client';
import type { JobHandler, PeriodicJob } from './job-runner';
import {
  deleteFinishedJobs,
  insertJob,
  type JobRow,
  requeueFailedJob,
  selectJob,
  selectJobs,
} from './jobs.repository';

export {
  type JobContext,
  type JobHandler,
  JobRunner,
  type JobRunnerOptions,
  LeaseLostError,
  type PeriodicJob,
  PermanentJobError,
} from './job-runner';
export type { JobRow } from './jobs.repository';
export {
  RECOMMENDATIONS_REFRESH,
  RECOMMENDATIONS_REFRESH_ALL_KEY,
  RECOMMENDATIONS_REFRESH_OUTLETS_KEY,
  type RecommendationsRefreshPayload,
} from './kinds';

/**
 * Queues a job (docs/rules.md#jobs), due at `runAt` (default now). With `key`, at most one job per
 * key is queued or running: while one is, this answers its id with `created: false`. With `merge`
 * (and a key), a queued job of the key takes this one in instead: this payload's fields replace
 * its own, arrays they both have are united (e.g. `{ storeIds: [1, 2] }` + `{ storeIds: [2, 3] }`
 * → `[1, 2, 3]`), and it is due at the earlier of both times — a burst of enqueues makes one job.
 * Pair it with a handler that `freesKeyWhenClaimed`, so that nothing merges into a running job.
 */
export function enqueueJob(
  db: Executor,
  job: { kind: string; key?: string; payload?: unknown; runAt?: Date; merge?: boolean },
): Promise<{ id: number; created: boolean }> {
  return insertJob(db, job);
}

/** A failed job queued again, due now (docs/rules.md#system-status); null when no failed job has that id. */
export function retryFailedJob(db: Executor, id: number): Promise<JobRow | null> {
  return requeueFailedJob(db, id);
}

/** One job (status, progress, result, error), or null. */
export function readJob(db: Executor, id: number): Promise<JobRow | null> {
  return selectJob(db, id);
}

/** The newest `limit` jobs of `kinds` whose payload holds the fields of `payload` (e.g. `{ accountId: 5 }`). */
export function listJobs(
  db: Executor,
  options: { kinds: readonly string[]; payload: Record<string, unknown>; limit: number },
): Promise<JobRow[]> {
  return selectJobs(db, options);
}

/**
 * Deletes the done jobs of `kind` finished more than `olderThanMs` ago; answers how many. For a
 * kind queued every few seconds, whose 7 days of done rows (DONE_JOBS_KEPT_MS) would crowd the table.
 */
export function forgetDoneJobs(
  db: Executor,
  options: { kind: string; olderThanMs: number },
): Promise<number> {
  return deleteFinishedJobs(db, { status: 'done', ...options });
}

/** Done jobs are kept this long (their reports stay readable), then deleted by `jobs.cleanup`. */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Failed jobs are kept longer, for a look at what went wrong. */
export const FAILED_JOBS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Data kept for a while, then deleted by `jobs.cleanup` (docs/operations.md#data-retention): each
 * rule belongs to the module owning its table (one writer per table) and answers how many rows it
 * deleted. Wings list theirs (lib/wing.ts `retention`), app.ts hands them to the cleanup job.
 */
export type RetentionRule = {
  /** What it deletes, as the cleanup job's report names it (e.g. `password_links`). */
  name: string;
  prune: (options: { db: Db; config: Config }) => Promise<number>;
};

/**
 * The hourly cleanup (docs/operations.md#data-retention): done jobs finished more than
 * DONE_JOBS_KEPT_MS ago, failed ones after FAILED_JOBS_KEPT_MS, then every retention rule in turn.
 * Its result: `{ deleted: total, rules: { [name]: rows } }`.
 */
export function cleanupJobHandler(rules: readonly RetentionRule[]): JobHandler {
  return {
    kind: 'jobs.cleanup',
    run: async ({ db, config }) => {
      const counts: Record<string, number> = {
        jobs:
          (await deleteFinishedJobs(db, { status: 'done', olderThanMs: DONE_JOBS_KEPT_MS })) +
          (await deleteFinishedJobs(db, { status: 'failed', olderThanMs: FAILED_JOBS_KEPT_MS })),
      };
      for (const rule of rules)
        counts[rule.name] = (counts[rule.name] ?? 0) + (await rule.prune({ db, config }));
      return { deleted: Object.values(counts).reduce((sum, n) => sum + n, 0), rules: counts };
    },
  };
}

/** Queues `jobs.cleanup` once an hour (one queued job at a time across processes: its key). */
export const cleanupPeriodicJob: PeriodicJob = {
  name: 'jobs.cleanup',
  everyMs: 60 * 60 * 1000,
  enqueue: async (db) => {
    await enqueueJob(db, { kind: 'jobs.cleanup', key: 'jobs.cleanup' });
  },
};
