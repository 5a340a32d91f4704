import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Currency, ImportJob, ImportProgress } from '@kits/contract';
import type { Db } from '../../db/client';
import { insertAudit } from '../product-service/audit.repository';
import { finishJob, insertJob, markRunning, saveProgress } from './import.jobs.repository';
import { runImport } from './import.service';
import type { PictureSourceOptions } from './picture-source';

/** Heartbeat of a running job, ms; a job silent for JOB_STALE_SECONDS is shown as interrupted. */
const HEARTBEAT_MS = 30_000;
/** Progress is written at most this often, ms (and always at the end). */
const PROGRESS_EVERY_MS = 500;

export type JobOptions = {
  storeId: 1 | 56;
  approve: boolean;
  currency: Currency;
  dryRun: boolean;
};

/**
 * Runs import jobs of this process in the background (decisions §7, §1): the job's state lives in
 * import_jobs, so any process answers for it; this object only holds the running jobs' abort
 * controllers so the app can stop them when it closes (they end `failed`, "interrupted").
 */
export class ImportJobRunner {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(private readonly deps: { db: Db; mediaDir: string; pictures?: PictureSourceOptions }) {}

  /**
   * Records a queued job for the uploaded file at `filePath` (deleted when the job ends) and starts
   * it on the next tick. Answers the queued job.
   */
  async start(job: {
    id: string;
    fileName: string;
    filePath: string;
    source: string;
    options: JobOptions;
    userId: number | null;
  }): Promise<ImportJob> {
    const queued = await insertJob(this.deps.db, job);
    const controller = new AbortController();
    const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.run(job, controller.signal),
    );
    this.running.set(job.id, { controller, done });
    done.finally(() => this.running.delete(job.id));
    return queued;
  }

  /** Stops every running job (between batches) and waits for them to record their end. */
  async close(): Promise<void> {
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.all([...this.running.values()].map((r) => r.done));
  }

  private async run(
    job: {
      id: string;
      fileName: string;
      filePath: string;
      source: string;
      options: JobOptions;
      userId: number | null;
    },
    signal: AbortSignal,
  ): Promise<void> {
    const { db } = this.deps;
    let last: ImportProgress | null = null;
    let lastWrite = 0;
    const heartbeat = setInterval(() => void saveProgress(db, job.id).catch(() => undefined), HEARTBEAT_MS);
    try {
      await markRunning(db, job.id);
      const report = await runImport({
        db,
        mediaDir: this.deps.mediaDir,
        open: () => createReadStream(job.filePath),
        fileName: job.fileName,
        source: job.source,
        storeId: job.options.storeId,
        approve: job.options.approve,
        currency: job.options.currency,
        dryRun: job.options.dryRun,
        pictures: this.deps.pictures ?? {},
        signal,
        onProgress: async (progress) => {
          last = progress;
          if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          await saveProgress(db, job.id, progress);
        },
      });
      await finishJob(db, job.id, {
        status: report.fatal ? 'failed' : 'done',
        report,
        progress: last,
        error: report.fatal?.message ?? null,
      });
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
    } catch (error) {
      const message = signal.aborted
        ? 'interrupted: the server stopped'
        : `failed: ${(error as Error).message}`;
      await finishJob(db, job.id, { status: 'failed', report: null, progress: last, error: message }).catch(
        () => undefined,
      );
    } finally {
      clearInterval(heartbeat);
      await rm(job.filePath, { force: true }).catch(() => undefined);
    }
  }
}
