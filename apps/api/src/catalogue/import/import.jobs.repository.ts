import type { Currency, ImportJob, ImportProgress, ImportReport } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/**
 * A queued or running job whose heartbeat is older than this, and that no job of the runner holds
 * (docs/import.md#jobs: the runner resumes its own), was interrupted for good (its process stopped).
 */
export const JOB_STALE_SECONDS = 300;

type JobRow = {
  id: string;
  status: ImportJob['status'];
  file_name: string;
  file_path: string | null;
  source: string;
  options: Record<string, unknown>;
  progress: ImportProgress | null;
  report: ImportReport | null;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  stale: boolean;
  resumed_count: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A job row as the page sees it; a stale queued/running job answers failed. */
function toJob(row: JobRow): ImportJob {
  return {
    id: row.id,
    status: row.stale ? 'failed' : row.status,
    file_name: row.file_name,
    source: row.source,
    created_at: iso(row.created_at)!,
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    progress: row.progress,
    report: row.report,
    error: row.stale ? 'interrupted: the process running the import stopped' : row.error,
    resumed_count: row.resumed_count,
  };
}

const SELECT = sql`select i.id, i.status, i.file_name, i.file_path, i.source, i.options, i.progress, i.report,
  i.error, i.created_at, i.started_at, i.finished_at, i.resumed_count,
  i.status in ('queued', 'running') and i.heartbeat_at < now() - make_interval(secs => ${JOB_STALE_SECONDS})
    and not exists (select 1 from jobs j where j.key = 'catalogue.import:' || i.id::text
      and j.status in ('queued', 'running')) as stale
  from import_jobs i`;

export async function insertJob(
  db: Executor,
  job: {
    id: string;
    fileName: string;
    filePath: string;
    source: string;
    options: object;
    userId: number | null;
  },
): Promise<ImportJob> {
  await db.execute(
    sql`insert into import_jobs (id, status, file_name, file_path, source, options, user_id)
        values (${job.id}, 'queued', ${job.fileName}, ${job.filePath}, ${job.source},
          ${JSON.stringify(job.options)}::jsonb, ${job.userId})`,
  );
  return (await findJob(db, job.id))!;
}

export async function findJob(db: Executor, id: string): Promise<ImportJob | null> {
  const [row] = await queryRows<JobRow>(db, sql`${SELECT} where i.id = ${id}`);
  return row ? toJob(row) : null;
}

/** The newest jobs first. */
export async function listJobs(db: Executor, limit: number): Promise<ImportJob[]> {
  const rows = await queryRows<JobRow>(db, sql`${SELECT} order by i.created_at desc limit ${limit}`);
  return rows.map(toJob);
}

export async function markRunning(db: Executor, id: string): Promise<void> {
  await db.execute(
    sql`update import_jobs set status = 'running', started_at = now(), heartbeat_at = now() where id = ${id}`,
  );
}

/** Progress and heartbeat of a running job. */
export async function saveProgress(db: Executor, id: string, progress: ImportProgress): Promise<void> {
  await db.execute(
    sql`update import_jobs set progress = ${JSON.stringify(progress)}::jsonb, heartbeat_at = now() where id = ${id}`,
  );
}

/** The file, options and owner of a job whose file is still there (not ended), for the runner's handler. */
export async function findJobFile(
  db: Executor,
  id: string,
): Promise<
  | {
      id: string;
      fileName: string;
      file_path: string | null;
      source: string;
      options: { storeId: 1 | 56; approve: boolean; currency: Currency; dryRun: boolean };
      userId: number | null;
    }
  | undefined
> {
  const [row] = await queryRows<{
    id: string;
    file_name: string;
    file_path: string | null;
    source: string;
    options: { storeId: 1 | 56; approve: boolean; currency: Currency; dryRun: boolean };
    user_id: number | null;
  }>(db, sql`select id, file_name, file_path, source, options, user_id from import_jobs where id = ${id}`);
  return row && { ...row, fileName: row.file_name, userId: row.user_id };
}

/** Counts a resume after an interruption ("interrupted → resumed" on the page). */
export async function markResumed(db: Executor, id: string): Promise<void> {
  await db.execute(
    sql`update import_jobs set resumed_count = resumed_count + 1, error = null where id = ${id}`,
  );
}

export async function finishJob(
  db: Executor,
  id: string,
  outcome: {
    status: 'done' | 'failed';
    report: ImportReport | null;
    progress: ImportProgress | null;
    error: string | null;
  },
): Promise<void> {
  await db.execute(
    sql`update import_jobs set status = ${outcome.status}, report = ${outcome.report ? JSON.stringify(outcome.report) : null}::jsonb,
          progress = coalesce(${outcome.progress ? JSON.stringify(outcome.progress) : null}::jsonb, progress),
          error = ${outcome.error}, finished_at = now(), heartbeat_at = now(), file_path = null
        where id = ${id}`,
  );
}
