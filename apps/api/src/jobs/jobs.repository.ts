import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema';

/** One row of `jobs` (apps/api/src/db/schema/jobs.ts). */
export type JobRow = typeof jobs.$inferSelect;

/** `now() + ms` in the database's clock (every process compares leases against the same clock). */
const inMs = (ms: number) => sql`now() + (${Math.max(0, Math.round(ms))}::int * interval '1 millisecond')`;

/** Owned by this worker and still running: a process whose lease ran out writes nothing more. */
const ownedBy = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/**
 * Inserts a queued job. With `key`, `on conflict do nothing` against the partial unique index
 * `jobs_active_key` (one queued or running job per key) and answers the existing job's id with
 * `created: false` (docs/rules.md#jobs). With `merge`, a queued job of the key takes this one in
 * (mergeIntoQueued) instead of staying as it was.
 */
export async function insertJob(
  db: Executor,
  job: { kind: string; key?: string; payload?: unknown; runAt?: Date; merge?: boolean },
): Promise<{ id: number; created: boolean }> {
  const values = {
    kind: job.kind,
    key: job.key ?? null,
    payload: job.payload ?? {},
    ...(job.runAt ? { runAt: job.runAt } : {}),
  };
  // The active job of a key may finish (or be claimed) between the insert and the look-up: try again then.
  for (let tries = 0; tries < 3; tries++) {
    const [inserted] = await db
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.key, where: sql`status in ('queued', 'running')` })
      .returning({ id: jobs.id });
    if (inserted) return { id: inserted.id, created: true };
    if (job.merge) {
      const merged = await mergeIntoQueued(db, { key: job.key!, payload: values.payload, runAt: job.runAt });
      if (merged !== null) return { id: merged, created: false };
    }
    const [active] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.key, job.key!), inArray(jobs.status, ['queued', 'running'])));
    if (active) return { id: active.id, created: false };
  }
  throw new Error(`could not enqueue job ${job.kind} with key ${job.key}`);
}

/**
 * Merges `payload` into the queued job of `key`: its fields replace the job's, except an array
 * field the job also has, which becomes the union of both (distinct, sorted); the job is due at
 * the earlier of its `run_at` and `runAt` (default now). Answers the job's id, or null when no job
 * of the key is queued (none, or it is running).
 */
async function mergeIntoQueued(
  db: Executor,
  options: { key: string; payload: unknown; runAt?: Date },
): Promise<number | null> {
  const incoming = sql`${JSON.stringify(options.payload)}::jsonb`;
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await db
    .update(jobs)
    .set({
      payload: sql`${jobs.payload} || coalesce((
        select jsonb_object_agg(n.k, case
          when jsonb_typeof(n.v) = 'array' and jsonb_typeof(${jobs.payload} -> n.k) = 'array'
          then (select coalesce(jsonb_agg(distinct e order by e), '[]'::jsonb)
                from jsonb_array_elements((${jobs.payload} -> n.k) || n.v) e)
          else n.v end)
        from jsonb_each(${incoming}) n(k, v)), '{}'::jsonb)`,
      runAt: sql`least(${jobs.runAt}, ${runAt})`,
    })
    .where(and(eq(jobs.key, options.key), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * The newest `limit` jobs of `kinds` whose payload holds `payload` (jsonb containment, e.g.
 * `{ accountId: 5 }`), newest first.
 */
export function selectJobs(
  db: Executor,
  options: { kinds: readonly string[]; payload: Record<string, unknown>; limit: number },
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...options.kinds]),
        sql`${jobs.payload} @> ${JSON.stringify(options.payload)}::jsonb`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(options.limit);
}

/** One job by id, or null. */
export async function selectJob(db: Executor, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/**
 * Claims the next due job of `kinds` in one statement: a queued job whose `run_at` has come, or a
 * running one whose lease ran out (its process died), oldest `run_at` first; `for update skip
 * locked` lets several processes claim at once without taking the same job. Sets the lease
 * (`locked_until = now() + leaseMs`), counts the attempt and answers the row, or null. A job of
 * `keyFreedKinds` lets its key go: another job of the key may queue while it runs. A queued job of
 * `oneAtATimeKinds` is not claimed while a job of its kind runs with a live lease.
 */
export async function claimJob(
  db: Executor,
  options: {
    kinds: readonly string[];
    workerId: string;
    leaseMs: number;
    keyFreedKinds?: readonly string[];
    oneAtATimeKinds?: readonly string[];
  },
): Promise<JobRow | null> {
  if (options.kinds.length === 0) return null;
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  const kinds = list(options.kinds);
  const freed = options.keyFreedKinds ?? [];
  const single = options.oneAtATimeKinds ?? [];
  const waitsForItsKind =
    single.length > 0
      ? sql`and not (status = 'queued' and kind in (${list(single)}) and exists (
          select 1 from jobs other where other.kind = jobs.kind and other.status = 'running'
            and other.locked_until >= now()))`
      : sql``;
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: options.workerId,
      lockedUntil: inMs(options.leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      ...(freed.length > 0
        ? { key: sql`case when ${jobs.kind} in (${list(freed)}) then null else ${jobs.key} end` }
        : {}),
    })
    .where(
      eq(
        jobs.id,
        sql`(select id from jobs
          where kind in (${kinds})
            and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
            ${waitsForItsKind}
          order by run_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Renews the lease; false when this worker no longer owns the job. */
export async function renewLease(
  db: Executor,
  options: { id: number; workerId: string; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: inMs(options.leaseMs) })
    .where(ownedBy(options.id, options.workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Writes the resume point; false when this worker no longer owns the job. */
export async function writeProgress(
  db: Executor,
  options: { id: number; workerId: string; progress: unknown },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ progress: options.progress ?? null })
    .where(ownedBy(options.id, options.workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Done: the handler's result, the lease let go. */
export async function markDone(
  db: Executor,
  options: { id: number; workerId: string; result: unknown },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'done',
      result: options.result ?? null,
      error: null,
      finishedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(ownedBy(options.id, options.workerId));
}

/** A failed run: queued again at `now() + retryInMs`, or failed for good when `retryInMs` is null. */
export async function markFailed(
  db: Executor,
  options: { id: number; workerId: string; error: string; retryInMs: number | null },
): Promise<void> {
  const retry = options.retryInMs !== null;
  await db
    .update(jobs)
    .set({
      status: retry ? 'queued' : 'failed',
      error: options.error,
      ...(retry ? { runAt: inMs(options.retryInMs!) } : { finishedAt: sql`now()` }),
      lockedBy: null,
      lockedUntil: null,
    })
    .where(ownedBy(options.id, options.workerId));
}

/**
 * Hands a job back on a graceful close: queued and due at once, its progress kept, the attempt not
 * counted (it was interrupted, not failed).
 */
export async function releaseJob(db: Executor, options: { id: number; workerId: string }): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: sql`now()`,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(ownedBy(options.id, options.workerId));
}

/** Deletes jobs of `status` (and `kind` when given) finished more than `olderThanMs` ago; answers how many. */
export async function deleteFinishedJobs(
  db: Executor,
  options: { status: 'done' | 'failed'; olderThanMs: number; kind?: string },
): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, options.status),
        options.kind === undefined ? undefined : eq(jobs.kind, options.kind),
        sql`${jobs.finishedAt} < now() - (${Math.round(options.olderThanMs)}::bigint * interval '1 millisecond')`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Puts a failed job back in the queue, due now, its attempts counted afresh and its progress kept
 * (the status page's "retry", docs/rules.md#system-status). Answers the row, or null when no failed
 * job has that id; throws the database's unique violation when its key has another job queued.
 */
export async function requeueFailedJob(db: Executor, id: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: sql`now()`,
      attempts: 0,
      error: null,
      finishedAt: null,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning({ id: jobs.id });
  return row ? selectJob(db, row.id) : null;
}
