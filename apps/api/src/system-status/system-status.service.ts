import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FailedJob, SystemStatus } from '@kits/contract';
import { insertAudit } from '../audit';
import type { Config } from '../config';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/client';
import { retryFailedJob } from '../jobs';
import { AppError } from '../lib/app-error';
import { message } from '../lib/messages';
import { APP_VERSION } from '../plugins/health';
import {
  failedJobs,
  failedMails,
  feedUrlRuns,
  integrationRuns,
  jobCounts,
  mailCounts,
  oldestQueuedSeconds,
  postgresSize,
  shopifyAccounts,
} from './system-status.repository';

const STARTED = new Date();
/** Failed jobs and e-mails listed (the newest). */
const LISTED = 20;

/** Bytes of the files under `dir` (the embedded database's folder), or null when unreadable. */
async function folderSize(dir: string): Promise<number | null> {
  try {
    let total = 0;
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
      if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
    return total;
  } catch {
    return null;
  }
}

/**
 * GET services/system-status (admin; docs/rules.md#system-status): version and uptime of this
 * process, the database's kind and size, the job queue with the newest failures, the mail outbox's
 * counts and failures, and each integration's last runs. @throws FORBIDDEN (route guard).
 */
export async function systemStatus(
  _ctx: RequestContext,
  options: { db: Db; config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> },
): Promise<SystemStatus> {
  const { db, config } = options;
  const postgres = !!config.DATABASE_URL;
  const [counts, oldest, failed, mails, mailFailures, runs, shopify, feeds, size] = await Promise.all([
    jobCounts(db),
    oldestQueuedSeconds(db),
    failedJobs(db, LISTED),
    mailCounts(db),
    failedMails(db, LISTED),
    integrationRuns(db),
    shopifyAccounts(db),
    feedUrlRuns(db),
    postgres ? postgresSize(db) : folderSize(path.join(config.DATA_DIR, 'pglite')),
  ]);
  return {
    version: APP_VERSION,
    started_at: STARTED.toISOString(),
    uptime_seconds: Math.round(process.uptime()),
    database: { kind: postgres ? 'postgres' : 'pglite', size_bytes: size },
    jobs: { counts, oldest_queued_seconds: oldest, failed },
    mail: { counts: mails, failed: mailFailures },
    integrations: { runs, shopify, feed_urls: feeds },
  };
}

/**
 * POST services/system-status/jobs/{id}/retry (admin): the failed job queued again, due now, with an
 * audit row (job, retry). @throws NOT_FOUND when no failed job has that id; CONFLICT when another
 * job of its key is already queued or running.
 */
export async function retryJob(ctx: RequestContext, options: { db: Db; id: number }): Promise<FailedJob> {
  const user = ctx.requireUser();
  return options.db.transaction(async (tx) => {
    let job: Awaited<ReturnType<typeof retryFailedJob>>;
    try {
      job = await retryFailedJob(tx, options.id);
    } catch (err) {
      if ((err as { code?: string }).code !== '23505') throw err;
      throw new AppError('CONFLICT', { message: message(ctx.lang, 'jobKeyBusy') });
    }
    if (!job)
      throw new AppError('NOT_FOUND', { message: message(ctx.lang, 'jobNotFailed', { id: options.id }) });
    await insertAudit(tx, {
      userId: user.id,
      entity: 'job',
      entityId: job.id,
      action: 'retry',
      changes: { kind: [null, job.kind] },
    });
    return { id: job.id, kind: job.kind, error: job.error, attempts: job.attempts, finished_at: null };
  });
}
