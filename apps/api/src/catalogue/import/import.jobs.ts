import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Currency, ImportJob, ImportProgress, ImportReport } from '@kits/contract';
import { insertAudit } from '../../audit';
import { mediaDir } from '../../config';
import type { Db } from '../../db/client';
import { enqueueJob, type JobContext, type JobHandler } from '../../jobs';
import { outboundPolicy } from '../../lib/outbound';
import {
  findJobFile,
  finishJob,
  insertJob,
  markResumed,
  markRunning,
  saveProgress,
} from './import.jobs.repository';
import type { ImportResume } from './import.service';
import type { PictureSourceOptions } from './picture-source';

/** Progress is written at most this often, ms (and after every batch, and at the end). */
const PROGRESS_EVERY_MS = 500;
/** The job runner's kind of an uploaded feed's import (docs/import.md#jobs). */
export const IMPORT_JOB_KIND = 'catalogue.import';

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

/** What the runner's job carries: the import_jobs row's id (the file, options and status live there). */
type ImportPayload = { importId: string };

/**
 * Records a queued import of the uploaded file at `job.filePath` and queues it on the job runner,
 * in one transaction (docs/import.md#jobs): any process may run it, one import at a time across
 * processes (two imports of one feed at once would fight over its keys), and one cut off by a stop
 * or a kill resumes from its last whole batch. Answers the queued job.
 */
export async function queueImport(db: Db, job: QueuedJob): Promise<ImportJob> {
  return db.transaction(async (tx) => {
    const queued = await insertJob(tx, job);
    await enqueueJob(tx, {
      kind: IMPORT_JOB_KIND,
      key: `${IMPORT_JOB_KIND}:${job.id}`,
      payload: { importId: job.id },
    });
    return queued;
  });
}

/**
 * The `catalogue.import` handler: runs the import of its import_jobs row from the saved resume
 * point (the whole batches written before an interruption are skipped, their counts kept), marks
 * a resumed run "interrupted → resumed" (resumed_count), and removes the uploaded file when the
 * import ends. A stop (the signal) leaves the file and the resume point for the next run.
 */
export const importJobHandler: JobHandler<ImportPayload> = {
  kind: IMPORT_JOB_KIND,
  oneAtATime: true,
  maxAttempts: 10,
  async run(job: JobContext<ImportPayload>) {
    const row = await findJobFile(job.db, job.payload.importId);
    if (!row?.file_path) return { skipped: 'the import already ended' };
    const resume = (job.progress as ImportResume | null) ?? null;
    if (resume) await markResumed(job.db, row.id);
    const outcome = await runImportJob(
      // A picture URL comes from the feed: the outbound guard judges it (docs/security.md#outbound).
      { db: job.db, mediaDir: mediaDir(job.config), pictures: { policy: outboundPolicy(job.config) } },
      { ...row, filePath: row.file_path },
      { signal: job.signal, resume, saveResume: (state) => job.saveProgress(state) },
    );
    return { status: outcome.status, error: outcome.error };
  },
};

/** How an import job ended: its status, its report (null when it failed before one) and error. */
export type ImportJobOutcome = {
  status: 'done' | 'failed';
  report: ImportReport | null;
  error: string | null;
};

type JobDeps = { db: Db; mediaDir: string; pictures?: PictureSourceOptions };

/**
 * Records a queued import job of the file at `job.filePath` and runs it at once in this process:
 * the upload's pipeline (docs/import.md), for a caller that already holds the file and runs in a
 * job of its own, e.g. a feed URL's pull (docs/feed-url.md). The file is deleted when the job ends;
 * the job's row, report and audit row are the upload's. Never throws for the content.
 */
export async function importFileAsJob(
  deps: JobDeps,
  job: QueuedJob,
  signal?: AbortSignal,
): Promise<ImportJobOutcome> {
  await insertJob(deps.db, job);
  return runImportJob(deps, job, { signal: signal ?? new AbortController().signal, resume: null });
}

/**
 * Runs a recorded job: marks it running, imports (from `resume` when given, saving the resume point
 * after every whole batch with `saveResume`), records its end, audits it and removes its file. A
 * stop on the signal of a resumable run (with `saveResume`) rethrows — the job stays running, its
 * file kept, for the runner to resume; any other failure ends the job `failed`.
 */
async function runImportJob(
  deps: JobDeps,
  job: QueuedJob,
  run: {
    signal: AbortSignal;
    resume: ImportResume | null;
    saveResume?: (state: ImportResume) => Promise<void>;
  },
): Promise<ImportJobOutcome> {
  const { db } = deps;
  const { signal } = run;
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
      resume: run.resume,
      onBatch: run.saveResume,
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
    if (!report.dry_run && !report.fatal) await auditImport(db, job, report);
    await rm(job.filePath, { force: true }).catch(() => undefined);
    return outcome;
  } catch (error) {
    if (signal.aborted && run.saveResume) {
      // Stopped between batches: the runner queues it again and the next run resumes.
      if (last) await saveProgress(db, job.id, last).catch(() => undefined);
      throw error;
    }
    const message = signal.aborted
      ? 'interrupted: the server stopped'
      : `failed: ${(error as Error).message}`;
    await finishJob(db, job.id, { status: 'failed', report: null, progress: last, error: message }).catch(
      () => undefined,
    );
    await rm(job.filePath, { force: true }).catch(() => undefined);
    return { status: 'failed', report: null, error: message };
  }
}

/** One audit row (import, import) with the run's counts. */
function auditImport(db: Db, job: QueuedJob, report: ImportReport) {
  const { created, updated, unchanged, rejected_count, pictures } = report;
  return insertAudit(db, {
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
