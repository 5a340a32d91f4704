import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import {
  claimJob,
  type JobRow,
  markDone,
  markFailed,
  releaseJob,
  renewLease,
  writeProgress,
} from './jobs.repository';

/** What a handler gets: its job, the resume point it saved last, and the signal to stop at. */
export type JobContext<P> = {
  id: number;
  payload: P;
  /** What the last run saved with saveProgress (null on a first run). */
  progress: unknown | null;
  /** Claims so far, this one included (1 on a first run). */
  attempts: number;
  /** Aborted when the process closes or this process lost the job's lease: stop between steps. */
  signal: AbortSignal;
  db: Db;
  /** The app's configuration (a handler's keys and endpoints: e.g. SHOPIFY_TOKEN_KEY, SHOPIFY_ADMIN_URL). */
  config: Config;
  /** The app's mailer (null without SMTP_URL): the mail outbox's sender (docs/rules.md#mail-outbox). */
  mailer: Mailer | null;
  /** Stores the resume point; throws when the job is no longer this process's (lease lost). */
  saveProgress(progress: unknown): Promise<void>;
};

/** A kind of job: `run` answers the job's result (stored as JSON) or throws to retry. */
export type JobHandler<P = unknown> = {
  kind: string;
  /** Runs before it fails for good (default 5). */
  maxAttempts?: number;
  /**
   * The job's key is let go when it is claimed, so that another job of the key can queue while it
   * runs (default: the key is held until the job is done or failed). For jobs that enqueuers
   * merge into (enqueueJob's `merge`): what arrives during a run gets its own job, never lost.
   */
  freesKeyWhenClaimed?: boolean;
  /**
   * One job of the kind runs at a time, across processes: a queued one waits while another of the
   * kind runs (its lease alive). With `freesKeyWhenClaimed`, the run queued meanwhile follows it.
   */
  oneAtATime?: boolean;
  /**
   * A job somebody waits for within seconds (an order on its way to the stock system, a mail with a
   * sign-in link): the runner keeps one of its slots for such jobs, so bulk work (a full sync, a
   * network's recommendations) filling the others never delays them (docs/rules.md#jobs).
   */
  prompt?: boolean;
  run(job: JobContext<P>): Promise<unknown>;
};

/** Called on every runner tick once `everyMs` has passed; enqueues with a key so processes don't double up. */
export type PeriodicJob = { name: string; everyMs: number; enqueue(db: Db, config: Config): Promise<void> };

/** Thrown by a handler to fail its job at once, without retries (e.g. the shop refused the token). */
export class PermanentJobError extends Error {}

/** Thrown by saveProgress (and the signal's reason) when another process took the job over. */
export class LeaseLostError extends Error {
  constructor(id: number) {
    super(`job ${id}: lease lost`);
  }
}

type JobLog = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type JobRunnerOptions = {
  db: Db;
  config: Config;
  handlers: readonly JobHandler[];
  periodic?: readonly PeriodicJob[];
  /** Handed to every handler (JobContext.mailer); default none. */
  mailer?: Mailer | null;
  log?: JobLog;
  /** Names this process in `locked_by` (default host:pid:random). */
  workerId?: string;
  /** Pause between polls when idle, ms (default 1000). */
  pollMs?: number;
  /** A claim holds the job this long without a heartbeat, ms (default 30 s). */
  leaseMs?: number;
  /** How often a running job's lease is renewed, ms (default 10 s). */
  heartbeatMs?: number;
  /** First retry delay, doubled on each further attempt, ms (default 5 s), capped at maxBackoffMs (10 min). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /**
   * Jobs run at once by start()'s loop (default 3). When some handlers are `prompt`, the other
   * jobs take at most all slots but one: the last is kept for the prompt ones.
   */
  concurrency?: number;
};

const silent: JobLog = { warn: () => {}, error: () => {} };
const DEFAULT_MAX_ATTEMPTS = 5;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * The background job runner kept in the database (docs/rules.md#jobs): `start()` polls `jobs`,
 * claims due jobs of its handlers' kinds (one statement, `for update skip locked`: a job runs in one
 * process however many share the database), renews each claim's lease while it runs, stores the
 * result, retries a throw with exponential back-off until the handler's max attempts, and calls
 * the periodic jobs' enqueue when due. `close()` aborts the handlers' signals, waits for them and
 * queues their jobs again with their progress. `runDue()` is the tests' manual drive.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly db: Db;
  private readonly config: Config;
  private readonly mailer: Mailer | null;
  private readonly handlers: Map<string, JobHandler>;
  private readonly periodic: readonly PeriodicJob[];
  private readonly log: JobLog;
  private readonly settings: Required<
    Pick<
      JobRunnerOptions,
      'pollMs' | 'leaseMs' | 'heartbeatMs' | 'backoffMs' | 'maxBackoffMs' | 'concurrency'
    >
  >;
  private readonly running = new Map<
    number,
    { controller: AbortController; done: Promise<void>; prompt: boolean }
  >();
  /** The handlers' kinds by what the claim and the slots need of them (from the handlers, once). */
  private readonly kinds: {
    all: string[];
    /** The prompt handlers' (empty: no slot is kept). */
    prompt: string[];
    keyFreed: string[];
    oneAtATime: string[];
  };
  private readonly periodicRunAt = new Map<string, number>();
  private started = false;
  private closing = false;
  /** While true, ticks poll and queue the periodic jobs but claim none (start's `holdClaimsUntil`). */
  private claimsHeld = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.config = options.config;
    this.mailer = options.mailer ?? null;
    this.handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]));
    const kindsOf = (flag: (h: JobHandler) => boolean | undefined) =>
      options.handlers.filter(flag).map((h) => h.kind);
    this.kinds = {
      all: [...this.handlers.keys()],
      prompt: kindsOf((h) => h.prompt),
      keyFreed: kindsOf((h) => h.freesKeyWhenClaimed),
      oneAtATime: kindsOf((h) => h.oneAtATime),
    };
    this.periodic = options.periodic ?? [];
    this.log = options.log ?? silent;
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.settings = {
      pollMs: options.pollMs ?? 1000,
      leaseMs: options.leaseMs ?? 30_000,
      heartbeatMs: options.heartbeatMs ?? 10_000,
      backoffMs: options.backoffMs ?? 5000,
      maxBackoffMs: options.maxBackoffMs ?? 600_000,
      concurrency: options.concurrency ?? 3,
    };
  }

  /**
   * Starts polling (every pollMs, and at once when a job ends). Idempotent. With
   * `holdClaimsUntil`, the runner polls (health, periodic jobs) but claims no job until that
   * promise settles or `maxHoldMs` (default 30 s) has passed: a process that has just started
   * serves its first readers before it takes background work (docs/rules.md#jobs).
   */
  start(options: { holdClaimsUntil?: Promise<unknown>; maxHoldMs?: number } = {}): void {
    if (this.started || this.closing) return;
    this.started = true;
    if (options.holdClaimsUntil) {
      this.claimsHeld = true;
      const release = () => {
        if (!this.claimsHeld) return;
        this.claimsHeld = false;
        clearTimeout(cap);
        this.schedule(0);
      };
      const cap = setTimeout(release, options.maxHoldMs ?? 30_000);
      cap.unref();
      options.holdClaimsUntil.then(release, release);
    }
    this.schedule(0);
  }

  /**
   * Stops polling, aborts the running handlers' signals and waits for them; a job whose handler
   * stopped on the signal is queued again at once with its progress (the attempt not counted).
   */
  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    for (const { controller } of this.running.values()) controller.abort(new Error('job runner closing'));
    await Promise.allSettled([...this.running.values()].map((entry) => entry.done));
  }

  /**
   * For tests (BuildAppOptions.jobs 'manual'): calls every periodic job's enqueue (unless
   * `periodic: false`), then claims and runs due jobs one by one until none is due; answers how
   * many runs it made. Jobs retried with a back-off wait for their `run_at`. Stops when the
   * runner closes.
   */
  async runDue(options: { periodic?: boolean } = {}): Promise<number> {
    if (options.periodic !== false) await this.enqueuePeriodic({ all: true });
    let runs = 0;
    while (!this.closing) {
      const job = await this.claim();
      if (!job) return runs;
      await this.launch(job);
      runs++;
    }
    return runs;
  }

  private schedule(ms: number) {
    if (this.closing || !this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.ticking) return;
      this.ticking = this.tick().finally(() => {
        this.ticking = null;
        this.schedule(this.settings.pollMs);
      });
    }, ms);
  }

  /**
   * The runner's health for GET /ready (docs/operations.md#health-and-metrics): `polling` when it
   * was started and its last poll ended well within three poll intervals (a poll that failed
   * counts as not polling), or it is manual (tests drive it).
   */
  health(): { polling: boolean; lastPollAt: Date | null } {
    const last = this.lastPollAt;
    const fresh = last !== null && Date.now() - last.getTime() < Math.max(3 * this.settings.pollMs, 5000);
    return { polling: !this.closing && this.started && fresh, lastPollAt: last };
  }

  private lastPollAt: Date | null = null;

  private async tick() {
    try {
      await this.enqueuePeriodic({ all: false });
      while (!this.closing && !this.claimsHeld && this.running.size < this.settings.concurrency) {
        const job = await this.claim(this.bulkSlotsFull() ? this.kinds.prompt : undefined);
        if (!job) break;
        void this.launch(job).then(() => this.schedule(0));
      }
      this.lastPollAt = new Date();
    } catch (err) {
      this.log.error({ err }, 'job runner: poll failed');
    }
  }

  private async enqueuePeriodic({ all }: { all: boolean }) {
    const now = Date.now();
    for (const periodic of this.periodic) {
      const last = this.periodicRunAt.get(periodic.name);
      if (!all && last !== undefined && now - last < periodic.everyMs) continue;
      this.periodicRunAt.set(periodic.name, now);
      try {
        await periodic.enqueue(this.db, this.config);
      } catch (err) {
        this.log.warn({ err, periodic: periodic.name }, 'job runner: periodic enqueue failed');
      }
    }
  }

  /** True when the jobs that are not prompt fill every slot but the one kept for prompt ones. */
  private bulkSlotsFull(): boolean {
    if (this.kinds.prompt.length === 0) return false;
    let bulk = 0;
    for (const entry of this.running.values()) if (!entry.prompt) bulk++;
    return bulk >= Math.max(1, this.settings.concurrency - 1);
  }

  /** Claims the next due job of `kinds` (default: every handler's kind). */
  private claim(kinds: readonly string[] = this.kinds.all) {
    return claimJob(this.db, {
      kinds,
      keyFreedKinds: this.kinds.keyFreed,
      oneAtATimeKinds: this.kinds.oneAtATime,
      workerId: this.workerId,
      leaseMs: this.settings.leaseMs,
    });
  }

  /** Runs one claimed job with its heartbeat; resolves when its row has been written. */
  private launch(job: JobRow): Promise<void> {
    const controller = new AbortController();
    const lose = () => {
      if (!controller.signal.aborted) controller.abort(new LeaseLostError(job.id));
    };
    const heartbeat = setInterval(() => {
      renewLease(this.db, { id: job.id, workerId: this.workerId, leaseMs: this.settings.leaseMs })
        .then((owned) => owned || lose())
        .catch((err) => this.log.warn({ err, job: job.id }, 'job runner: lease renewal failed'));
    }, this.settings.heartbeatMs);
    heartbeat.unref();
    const done = this.execute(job, controller, lose)
      .catch((err) => this.log.error({ err, job: job.id }, 'job runner: could not record a job'))
      .finally(() => {
        clearInterval(heartbeat);
        this.running.delete(job.id);
      });
    this.running.set(job.id, { controller, done, prompt: this.kinds.prompt.includes(job.kind) });
    return done;
  }

  private async execute(job: JobRow, controller: AbortController, lose: () => void) {
    const owner = { id: job.id, workerId: this.workerId };
    const handler = this.handlers.get(job.kind)!;
    const maxAttempts = handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (job.attempts > maxAttempts) {
      // Claimed again after its lease ran out more times than it may run: its process kept dying.
      const error = job.error ?? `stopped ${job.attempts - 1} times without finishing`;
      await markFailed(this.db, { ...owner, error, retryInMs: null });
      return;
    }
    const context: JobContext<unknown> = {
      id: job.id,
      payload: job.payload,
      progress: job.progress ?? null,
      attempts: job.attempts,
      signal: controller.signal,
      db: this.db,
      config: this.config,
      mailer: this.mailer,
      saveProgress: async (progress) => {
        if (await writeProgress(this.db, { ...owner, progress })) return;
        lose();
        throw new LeaseLostError(job.id);
      },
    };
    let result: unknown;
    try {
      result = await handler.run(context);
    } catch (err) {
      const reason = controller.signal.reason;
      if (reason instanceof LeaseLostError) return;
      if (this.closing && controller.signal.aborted) {
        await releaseJob(this.db, owner);
        return;
      }
      const retry = !(err instanceof PermanentJobError) && job.attempts < maxAttempts;
      if (!retry) this.log.warn({ err, job: job.id, kind: job.kind }, 'job failed');
      await markFailed(this.db, {
        ...owner,
        error: messageOf(err),
        retryInMs: retry ? this.backoff(job) : null,
      });
      return;
    }
    await markDone(this.db, { ...owner, result: result ?? null });
  }

  private backoff(job: JobRow) {
    const { backoffMs, maxBackoffMs } = this.settings;
    return Math.min(backoffMs * 2 ** Math.max(0, job.attempts - 1), maxBackoffMs);
  }
}
