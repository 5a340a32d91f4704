import type { ImportJob, ImportProgress, ImportReport } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** A queued or running job whose heartbeat is older than this was interrupted (its process stopped). */
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
  };
}

const SELECT = sql`select id, status, file_name, file_path, source, options, progress, report, error,
  created_at, started_at, finished_at,
  status in ('queued', 'running') and heartbeat_at < now() - make_interval(secs => ${JOB_STALE_SECONDS}) as stale
  from import_jobs`;

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
  const [row] = await queryRows<JobRow>(db, sql`${SELECT} where id = ${id}`);
  return row ? toJob(row) : null;
}

/** The newest jobs first. */
export async function listJobs(db: Executor, limit: number): Promise<ImportJob[]> {
  const rows = await queryRows<JobRow>(db, sql`${SELECT} order by created_at desc limit ${limit}`);
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

/** Heartbeat of the queued and running jobs of one process. */
export async function touchJobs(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update import_jobs set heartbeat_at = now()
        where id::text in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
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
