import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Currency, ImportJob, ImportProgress, ImportReport } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { Db } from '../../db/client';
import { finishJob, insertJob, markRunning, saveProgress, touchJobs } from './import.jobs.repository';
import type { PictureSourceOptions } from './picture-source';

/** Heartbeat of queued and running jobs, ms; a job silent for JOB_STALE_SECONDS is shown as interrupted. */
const HEARTBEAT_MS = 30_000;
/** Progress is written at most this often, ms (and always at the end). */
const PROGRESS_EVERY_MS = 500;

export type JobOptions = {
  storeId: 1 | 56;
  approve: boolean;
  currency: Currency;
  dryRun: boolean;
};

export type QueuedJob = {
  id: string;
  fileName: string;
  filePath: string;
  source: string;
  options: JobOptions;
  userId: number | null;
};

/**
 * Runs the import jobs of this process in the background, one after the other (two imports of
 * one feed at once would fight over its keys), docs/rules.md#decisions-7, docs/rules.md#decisions-1: a job's state lives in
 * import_jobs, so any process answers for it. This object holds only the abort controllers of its
 * queued and running jobs, beats their heartbeat, and stops them when the app closes (they end
 * `failed`, "interrupted").
 */
export class ImportJobRunner {
  private readonly jobs = new Map<string, AbortController>();
  private tail: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly deps: { db: Db; mediaDir: string; pictures?: PictureSourceOptions }) {}

  /**
   * Records a queued job for the uploaded file at `filePath` (deleted when the job ends) and runs
   * it after the jobs before it. Answers the queued job.
   */
  async start(job: QueuedJob): Promise<ImportJob> {
    const queued = await insertJob(this.deps.db, job);
    const controller = new AbortController();
    this.jobs.set(job.id, controller);
    this.heartbeat ??= setInterval(() => {
      void touchJobs(this.deps.db, [...this.jobs.keys()]).catch(() => undefined);
    }, HEARTBEAT_MS);
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => runImportJob(this.deps, job, controller.signal).then(() => undefined))
      .finally(() => {
        this.jobs.delete(job.id);
        if (this.jobs.size === 0 && this.heartbeat) {
          clearInterval(this.heartbeat);
          this.heartbeat = null;
        }
      });
    return queued;
  }

  /** Stops every queued and running job (between batches) and waits for them to record their end. */
  async close(): Promise<void> {
    for (const controller of this.jobs.values()) controller.abort();
    await this.tail;
  }
}

/** How an import job ended: its status, its report (null when it failed before one) and error. */
export type ImportJobOutcome = {
  status: 'done' | 'failed';
  report: ImportReport | null;
  error: string | null;
};

type JobDeps = { db: Db; mediaDir: string; pictures?: PictureSourceOptions };

/**
 * Records a queued import job of the file at `job.filePath` and runs it at once in this process:
 * the upload's pipeline (docs/import.md), for a caller that already holds the file, e.g. a feed
 * URL's pull (docs/feed-url.md). The file is deleted when the job ends; the job's row, report and
 * audit row are the upload's. Never throws for the content; answers how it ended.
 */
export async function importFileAsJob(
  deps: JobDeps,
  job: QueuedJob,
  signal?: AbortSignal,
): Promise<ImportJobOutcome> {
  await insertJob(deps.db, job);
  return runImportJob(deps, job, signal ?? new AbortController().signal);
}

/** Runs a recorded (queued) job: marks it running, imports, records its end and audits it. */
async function runImportJob(deps: JobDeps, job: QueuedJob, signal: AbortSignal): Promise<ImportJobOutcome> {
  const { db } = deps;
  let last: ImportProgress | null = null;
  let lastWrite = 0;
  try {
    signal.throwIfAborted();
    await markRunning(db, job.id);
    // The parsers (saxes, parse5, csv-parse, iconv-lite, transliteration) load on the first
    // import, not at start (docs/rules.md#lazy-libraries).
    const { runImport } = await import('./import.service');
    const report = await runImport({
      db,
      mediaDir: deps.mediaDir,
      open: () => createReadStream(job.filePath),
      fileName: job.fileName,
      source: job.source,
      storeId: job.options.storeId,
      approve: job.options.approve,
      currency: job.options.currency,
      dryRun: job.options.dryRun,
      pictures: deps.pictures ?? {},
      signal,
      onProgress: async (progress) => {
        last = progress;
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = Date.now();
        await saveProgress(db, job.id, progress);
      },
    });
    const outcome: ImportJobOutcome = {
      status: report.fatal ? 'failed' : 'done',
      report,
      error: report.fatal?.message ?? null,
    };
    await finishJob(db, job.id, { ...outcome, progress: last });
    if (!report.dry_run && !report.fatal) {
      const { created, updated, unchanged, rejected_count, pictures } = report;
      await insertAudit(db, {
        userId: job.userId,
        entity: 'import',
        entityId: job.id,
        action: 'import',
        changes: {
          file_name: job.fileName,
          source: report.source,
          created,
          updated,
          unchanged,
          rejected: rejected_count,
          pictures_imported: pictures.imported,
        },
      });
    }
    return outcome;
  } catch (error) {
    const message = signal.aborted
      ? 'interrupted: the server stopped'
      : `failed: ${(error as Error).message}`;
    await finishJob(db, job.id, { status: 'failed', report: null, progress: last, error: message }).catch(
      () => undefined,
    );
    return { status: 'failed', report: null, error: message };
  } finally {
    await rm(job.filePath, { force: true }).catch(() => undefined);
  }
}
