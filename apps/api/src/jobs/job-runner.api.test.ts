import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type Database, type Db, queryRows } from '../db/client';
import { jobs } from '../db/schema';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { createUser } from '../test/factories/users';
import { createTestApp, type TestApp } from '../test/test-app';
import { enqueueJob, type JobHandler, JobRunner, type JobRunnerOptions, PermanentJobError, readJob } from '.';

/**
 * The job runner kept in the database (docs/rules.md#jobs). On PostgreSQL the two runners of a
 * test use two connection pools, as two processes would; on PGlite (one process's database) they
 * share the one connection.
 */
let store: DurableDatabase;
let first: Database;
let second: Database;
const runners: JobRunner[] = [];

beforeAll(async () => {
  store = await createDurableDatabase();
  first = await store.open();
  second = store.kind === 'postgres' ? await store.open() : first;
});

afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.close()));
  if (second !== first) await second?.close();
  await first?.close();
  await store?.drop();
});

function runner(db: Db, handlers: JobHandler[], options: Partial<JobRunnerOptions> = {}) {
  const made = new JobRunner({
    db,
    config: loadConfig({ NODE_ENV: 'test' }),
    handlers,
    pollMs: 20,
    backoffMs: 200,
    ...options,
  });
  runners.push(made);
  return made;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(25);
  }
}

type Items = { items: number };
/** Works through `items` one by one, saving the next item as its progress; stops on the signal. */
function batchHandler(
  kind: string,
  seen: Array<{ job: number; item: number }>,
  pauseMs = 30,
): JobHandler<Items> {
  return {
    kind,
    async run({ id, payload, progress, signal, saveProgress }) {
      for (let item = (progress as { next: number } | null)?.next ?? 0; item < payload.items; item++) {
        signal.throwIfAborted();
        seen.push({ job: id, item });
        await saveProgress({ next: item + 1 });
        await sleep(pauseMs);
      }
      return { items: payload.items };
    },
  };
}

describe('job runner', () => {
  it('runs each job once when two runners poll the same database', async () => {
    const ran: Array<{ job: number; worker: string }> = [];
    const handler = (worker: string): JobHandler => ({
      kind: 'test.once',
      async run({ id }) {
        ran.push({ job: id, worker });
        await sleep(20);
        return { worker };
      },
    });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push((await enqueueJob(first.db, { kind: 'test.once', payload: { i } })).id);
    const a = runner(first.db, [handler('a')]);
    const b = runner(second.db, [handler('b')]);
    a.start();
    b.start();
    await waitFor(async () => {
      const rows = await first.db.select().from(jobs).where(inArray(jobs.id, ids));
      return rows.every((row) => row.status === 'done');
    });
    await Promise.all([a.close(), b.close()]);
    expect(ran.map((r) => r.job).sort((x, y) => x - y)).toEqual(ids);
    if (store.kind === 'postgres') expect(new Set(ran.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
    const done = await readJob(first.db, ids[0]!);
    expect(done).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
    expect(done?.result).toEqual({ worker: ran.find((r) => r.job === ids[0])?.worker });
  });

  it('retries a throw with back-off, then fails it after its max attempts', async () => {
    let calls = 0;
    const broken: JobHandler = {
      kind: 'test.broken',
      maxAttempts: 3,
      async run() {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    };
    const jobRunner = runner(first.db, [broken], { backoffMs: 10_000 });
    const { id } = await enqueueJob(first.db, { kind: 'test.broken' });
    /** How far `run_at` is ahead of now, ms. */
    const waitMs = async () =>
      (
        await queryRows<{ ms: number }>(
          first.db,
          sql`select (extract(epoch from run_at - now()) * 1000)::int as ms from jobs where id = ${id}`,
        )
      )[0]!.ms;
    /** The back-off passes. */
    const due = () => first.db.execute(sql`update jobs set run_at = now() where id = ${id}`);

    expect(await jobRunner.runDue()).toBe(1);
    const queued = await readJob(first.db, id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, error: 'boom 1', lockedBy: null });
    // 10 s back-off: not due yet.
    expect(await waitMs()).toBeGreaterThan(5000);
    expect(await waitMs()).toBeLessThanOrEqual(10_000);
    expect(await jobRunner.runDue()).toBe(0);
    await due();
    expect(await jobRunner.runDue()).toBe(1);
    expect(await readJob(first.db, id)).toMatchObject({ status: 'queued', attempts: 2, error: 'boom 2' });
    // Doubled: 20 s.
    expect(await waitMs()).toBeGreaterThan(15_000);
    expect(await waitMs()).toBeLessThanOrEqual(20_000);
    await due();
    expect(await jobRunner.runDue()).toBe(1);
    const failed = await readJob(first.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: 'boom 3', lockedBy: null });
    expect(failed?.finishedAt).toBeInstanceOf(Date);
    expect(calls).toBe(3);
  });

  it('finishes a job that succeeds on a retry, and fails a PermanentJobError at once', async () => {
    const flaky: JobHandler = {
      kind: 'test.flaky',
      async run({ attempts }) {
        if (attempts === 1) throw new Error('shop unreachable');
        return { attempts };
      },
    };
    const refused: JobHandler = {
      kind: 'test.refused',
      async run() {
        throw new PermanentJobError('token refused');
      },
    };
    const jobRunner = runner(first.db, [flaky, refused], { backoffMs: 0 });
    const a = await enqueueJob(first.db, { kind: 'test.flaky' });
    const b = await enqueueJob(first.db, { kind: 'test.refused' });
    expect(await jobRunner.runDue()).toBe(3);
    expect(await readJob(first.db, a.id)).toMatchObject({
      status: 'done',
      attempts: 2,
      result: { attempts: 2 },
    });
    expect(await readJob(first.db, b.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'token refused',
    });
  });

  it('resumes a job from its saved progress on another runner after a graceful close', async () => {
    const seen: Array<{ job: number; item: number }> = [];
    const a = runner(first.db, [batchHandler('test.batches', seen)]);
    const { id } = await enqueueJob(first.db, { kind: 'test.batches', payload: { items: 12 } });
    a.start();
    await waitFor(async () => seen.length >= 3);
    await a.close();
    const released = await readJob(first.db, id);
    expect(released).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    const next = (released!.progress as { next: number }).next;
    expect(next).toBeGreaterThanOrEqual(3);
    expect(next).toBeLessThan(12);
    expect(released!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const b = runner(second.db, [batchHandler('test.batches', seen, 0)]);
    expect(await b.runDue()).toBe(1);
    expect(seen.map((s) => s.item)).toEqual([...Array(12).keys()]);
    expect(await readJob(first.db, id)).toMatchObject({ status: 'done', attempts: 1, result: { items: 12 } });
  });

  it('claims a job whose lease ran out (its process died) and resumes it from its progress', async () => {
    const [dead] = await first.db
      .insert(jobs)
      .values({
        kind: 'test.lease',
        status: 'running',
        attempts: 1,
        lockedBy: 'killed-process',
        lockedUntil: sql`now() - interval '1 second'`,
        payload: { items: 4 },
        progress: { next: 2 },
      })
      .returning();
    const [alive] = await first.db
      .insert(jobs)
      .values({
        kind: 'test.lease',
        status: 'running',
        attempts: 1,
        lockedBy: 'live-process',
        lockedUntil: sql`now() + interval '1 minute'`,
        payload: { items: 4 },
      })
      .returning();
    const seen: Array<{ job: number; item: number }> = [];
    const jobRunner = runner(second.db, [batchHandler('test.lease', seen, 0)]);
    expect(await jobRunner.runDue()).toBe(1);
    expect(seen).toEqual([
      { job: dead!.id, item: 2 },
      { job: dead!.id, item: 3 },
    ]);
    expect(await readJob(first.db, dead!.id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await readJob(first.db, alive!.id)).toMatchObject({ status: 'running', lockedBy: 'live-process' });
  });

  it('keeps a long job its own through heartbeats, past the lease', async () => {
    const seen: Array<{ job: number; item: number }> = [];
    const options = { leaseMs: 1500, heartbeatMs: 200 };
    const a = runner(first.db, [batchHandler('test.long', seen, 300)], options);
    const b = runner(second.db, [batchHandler('test.long', seen, 0)], options);
    const { id } = await enqueueJob(first.db, { kind: 'test.long', payload: { items: 10 } });
    const running = a.runDue();
    // Past the first lease: the heartbeats kept it.
    await sleep(2500);
    expect(await b.runDue()).toBe(0);
    expect(await running).toBe(1);
    expect(seen.map((s) => s.item)).toEqual([...Array(10).keys()]);
    expect(await readJob(first.db, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('polls but claims nothing while held (a process warming up), then takes the due job', async () => {
    const ran: number[] = [];
    const handler: JobHandler = {
      kind: 'test.held',
      async run({ id }) {
        ran.push(id);
        return {};
      },
    };
    const { id } = await enqueueJob(first.db, { kind: 'test.held' });
    let warmed!: () => void;
    const jobRunner = runner(first.db, [handler]);
    jobRunner.start({ holdClaimsUntil: new Promise<void>((resolve) => (warmed = resolve)) });
    await waitFor(async () => jobRunner.health().polling);
    await sleep(200);
    expect(ran).toEqual([]);
    expect(await readJob(first.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
    warmed();
    await waitFor(async () => (await readJob(first.db, id))?.status === 'done');
    expect(ran).toEqual([id]);
    await jobRunner.close();
  });

  it('takes jobs once the hold has lasted maxHoldMs, though what it waits for never settles', async () => {
    const handler: JobHandler = { kind: 'test.capped', run: async () => ({}) };
    const { id } = await enqueueJob(first.db, { kind: 'test.capped' });
    const jobRunner = runner(first.db, [handler]);
    jobRunner.start({ holdClaimsUntil: new Promise(() => {}), maxHoldMs: 300 });
    await sleep(150);
    expect((await readJob(first.db, id))?.status).toBe('queued');
    await waitFor(async () => (await readJob(first.db, id))?.status === 'done');
    await jobRunner.close();
  });

  it('keeps a slot for prompt jobs: bulk jobs filling the others never hold one back', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const bulkStarted: number[] = [];
    const bulk: JobHandler = {
      kind: 'test.bulk',
      async run({ id }) {
        bulkStarted.push(id);
        await released;
        return {};
      },
    };
    const prompt: JobHandler = { kind: 'test.prompt', prompt: true, run: async () => ({}) };
    const bulkIds: number[] = [];
    for (let i = 0; i < 4; i++) bulkIds.push((await enqueueJob(first.db, { kind: 'test.bulk' })).id);
    const jobRunner = runner(first.db, [bulk, prompt], { concurrency: 3 });
    jobRunner.start();
    await waitFor(async () => bulkStarted.length === 2);
    // Two bulk jobs run, two wait: the third slot is the prompt jobs' alone.
    const { id } = await enqueueJob(first.db, { kind: 'test.prompt' });
    await waitFor(async () => (await readJob(first.db, id))?.status === 'done');
    expect(bulkStarted).toHaveLength(2);
    release();
    await waitFor(async () => {
      const rows = await Promise.all(bulkIds.map((bulkId) => readJob(first.db, bulkId)));
      return rows.every((row) => row?.status === 'done');
    });
    await jobRunner.close();
  });

  it('keeps one queued or running job per key, and enqueues periodic jobs when due', async () => {
    const one = await enqueueJob(first.db, { kind: 'test.keyed', key: 'test.keyed:1' });
    const again = await enqueueJob(second.db, { kind: 'test.keyed', key: 'test.keyed:1' });
    const other = await enqueueJob(first.db, { kind: 'test.keyed', key: 'test.keyed:2' });
    expect(one.created).toBe(true);
    expect(again).toEqual({ id: one.id, created: false });
    expect(other.created).toBe(true);
    let enqueued = 0;
    const jobRunner = runner(first.db, [{ kind: 'test.keyed', run: async () => null }], {
      periodic: [
        {
          name: 'test.keyed',
          everyMs: 60_000,
          enqueue: async (db) => {
            enqueued++;
            await enqueueJob(db, { kind: 'test.keyed', key: 'test.keyed:1' });
          },
        },
      ],
    });
    // The periodic enqueue finds job `one` still queued: two runs (one, other), no duplicate.
    expect(await jobRunner.runDue()).toBe(2);
    expect(enqueued).toBe(1);
    expect(await readJob(first.db, one.id)).toMatchObject({ status: 'done' });
    const after = await enqueueJob(first.db, { kind: 'test.keyed', key: 'test.keyed:1' });
    expect(after.created).toBe(true);
    expect(after.id).not.toBe(one.id);
  });
});

describe('merged jobs', () => {
  it('merges enqueues into the queued job of a key, and lets a job that frees its key be followed by a new one while it runs', async () => {
    const key = 'test.merged';
    const one = await enqueueJob(first.db, { kind: key, key, payload: { ids: [3, 1] }, merge: true });
    const two = await enqueueJob(second.db, {
      kind: key,
      key,
      payload: { ids: [2, 3], note: 'x' },
      merge: true,
    });
    expect(one.created).toBe(true);
    expect(two).toEqual({ id: one.id, created: false });
    expect((await readJob(first.db, one.id))?.payload).toEqual({ ids: [1, 2, 3], note: 'x' });
    const seen: unknown[] = [];
    let during: { id: number; created: boolean } | undefined;
    const jobRunner = runner(first.db, [
      {
        kind: key,
        freesKeyWhenClaimed: true,
        run: async ({ payload, db }) => {
          seen.push(payload);
          // A batch arriving while the job runs gets a job of its own, never merged into this one.
          during ??= await enqueueJob(db, { kind: key, key, payload: { ids: [4] }, merge: true });
          return null;
        },
      },
    ]);
    expect(await jobRunner.runDue()).toBe(2);
    expect(during?.created).toBe(true);
    expect(seen).toEqual([{ ids: [1, 2, 3], note: 'x' }, { ids: [4] }]);
  });
});

describe('one job of a kind at a time', () => {
  it('keeps the job queued during a run of its kind waiting until that run ends, though slots are free', async () => {
    const kind = 'test.one-at-a-time';
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: Array<{ id: number; start: number; end?: number }> = [];
    let during: { id: number; created: boolean } | undefined;
    const handler: JobHandler = {
      kind,
      freesKeyWhenClaimed: true,
      oneAtATime: true,
      run: async ({ id, db }) => {
        const run: { id: number; start: number; end?: number } = { id, start: Date.now() };
        runs.push(run);
        if (runs.length === 1) {
          // "Sync now" while the first run runs: queued (its key freed), not started beside it.
          during = await enqueueJob(db, { kind, key: kind, payload: {}, merge: true });
          await released;
        }
        run.end = Date.now();
        return null;
      },
    };
    const one = await enqueueJob(first.db, { kind, key: kind, payload: {}, merge: true });
    runner(first.db, [handler], { concurrency: 2 }).start();
    runner(second.db, [handler], { concurrency: 2 }).start();
    await waitFor(async () => during !== undefined);
    await sleep(300);
    expect(during?.created).toBe(true);
    expect(runs.map((r) => r.id)).toEqual([one.id]);
    expect((await readJob(first.db, during!.id))?.status).toBe('queued');
    release();
    await waitFor(async () => (await readJob(first.db, during!.id))?.status === 'done');
    expect(runs.map((r) => r.id)).toEqual([one.id, during!.id]);
    expect(runs[1]!.start).toBeGreaterThanOrEqual(runs[0]!.end!);
  });
});

describe('the app’s job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('deletes done jobs older than a week and failed ones older than 30 days in its cleanup job', async () => {
    const [old, recent, failed, oldFailed] = await t.db
      .insert(jobs)
      .values([
        { kind: 'test.old', status: 'done', finishedAt: sql`now() - interval '8 days'` },
        { kind: 'test.old', status: 'done', finishedAt: sql`now() - interval '1 day'` },
        { kind: 'test.old', status: 'failed', finishedAt: sql`now() - interval '8 days'` },
        { kind: 'test.old', status: 'failed', finishedAt: sql`now() - interval '31 days'` },
      ])
      .returning();
    expect(await t.app.jobs.runDue()).toBe(1);
    const left = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'test.old'));
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, failed!.id].sort());
    expect(await readJob(t.db, old!.id)).toBeNull();
    expect(await readJob(t.db, oldFailed!.id)).toBeNull();
  });
});

describe('data retention (docs/operations.md#data-retention)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUDIT_RETENTION_DAYS: '30' });
  });
  afterAll(() => t?.close());

  it('deletes what each owner keeps no longer — old links, audit rows, counters, revocations — and keeps the rest', async () => {
    const { user } = await createUser({ db: t.db });
    const seed = (statement: ReturnType<typeof sql>) => t.db.execute(statement);
    await seed(sql`insert into password_links (user_id, token_hash, expires_at, used_at) values
      (${user.id}, 'old-used', now() - interval '40 days', now() - interval '41 days'),
      (${user.id}, 'old-expired', now() - interval '31 days', null),
      (${user.id}, 'recent', now() - interval '1 day', null)`);
    await seed(sql`insert into audit_log (user_id, entity, entity_id, action, changes, created_at) values
      (${user.id}, 'retention', '1', 'update', '{}', now() - interval '31 days'),
      (${user.id}, 'retention', '2', 'update', '{}', now() - interval '29 days')`);
    await seed(sql`insert into rate_limit_hits (key, window_start, count) values
      ('retention:old', now() - interval '2 days', 3), ('retention:new', now(), 1)`);
    await seed(sql`insert into throttles (key, failures, window_start, last_at) values
      ('retention:old', 5, now() - interval '3 days', now() - interval '2 days'),
      ('retention:new', 5, now(), now())`);
    await seed(sql`insert into revoked_tokens (jti, expires_at) values
      ('retention-old', now() - interval '1 minute'), ('retention-new', now() + interval '1 day')`);

    await enqueueJob(t.db, { kind: 'jobs.cleanup', key: 'jobs.cleanup' });
    expect(await t.app.jobs.runDue()).toBe(1);

    const left = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ k: string }>(t.db, query)).map((r) => r.k);
    expect(await left(sql`select token_hash as k from password_links where user_id = ${user.id}`)).toEqual([
      'recent',
    ]);
    expect(await left(sql`select entity_id as k from audit_log where entity = 'retention'`)).toEqual(['2']);
    expect(await left(sql`select key as k from rate_limit_hits where key like 'retention:%'`)).toEqual([
      'retention:new',
    ]);
    expect(await left(sql`select key as k from throttles where key like 'retention:%'`)).toEqual([
      'retention:new',
    ]);
    expect(await left(sql`select jti as k from revoked_tokens where jti like 'retention-%'`)).toEqual([
      'retention-new',
    ]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'jobs.cleanup'));
    expect(job!.result).toMatchObject({
      rules: { password_links: 2, audit_log: 1, rate_limits: 2, revoked_tokens: 1 },
    });
  });
});

describe('an app built without jobs: manual', () => {
  it('starts its runner when ready: the periodic cleanup is queued and run without runDue', async () => {
    const started = await createTestApp({}, { jobs: { pollMs: 50 } });
    try {
      await waitFor(async () => {
        const rows = await started.db.select().from(jobs).where(eq(jobs.kind, 'jobs.cleanup'));
        return rows.some((row) => row.status === 'done');
      });
    } finally {
      await started.close();
    }
  });
});
