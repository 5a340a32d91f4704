import { createHash } from 'node:crypto';
import type PQueue from 'p-queue';

/**
 * МойСклад's limits (JSON API 1.2, «Ограничения»): at most 5 requests in parallel per user or
 * solution, and 45 weight units per 3 s; `report/stock/all` and `report/stock/bystore` (their
 * full reports, not the short `/current` ones) weigh 5 units, every other request 1. A limiter
 * keeps a process's requests of one token inside both: a p-queue with `concurrency` and a
 * sliding window (`strict`) of `intervalCap` units per `intervalMs`, where a request of weight w
 * takes w consecutive starts (w − 1 empty ones, then the request). When МойСклад says the budget
 * is spent (X-RateLimit-Remaining 0, or a 429), `pauseFor` holds every request of the token.
 */
export type MoyskladLimiter = {
  /** Runs `task` once a parallel slot and `weight` units (default 1) are free; `signal` drops it while it waits. */
  run<T>(task: () => Promise<T>, options?: { weight?: number; signal?: AbortSignal }): Promise<T>;
  /** Starts nothing for the next `ms` (МойСклад's X-Lognex-Reset or X-Lognex-Retry-After). */
  pauseFor(ms: number): void;
  /** Tasks running now. */
  readonly running: number;
};

export type LimiterOptions = {
  /** Requests in flight at once (default 5). */
  concurrency?: number;
  /** Units that may start in any window of `intervalMs` (default 45). */
  intervalCap?: number;
  /**
   * The window, ms (default 3 100: МойСклад's 3 s plus a margin for the time a request takes to
   * reach it, so the server's window, counted on arrival, is never overrun).
   */
  intervalMs?: number;
};

/** The weight of a request to `pathOrUrl`: 5 for the full stock reports, else 1. */
export function requestWeight(pathOrUrl: string): number {
  return /(?:^|\/)report\/stock\/(?:all|bystore)\/?(?:[?#]|$)/.test(pathOrUrl) ? 5 : 1;
}

/** A limiter of its own (tests give small values); the app uses `sharedLimiter`. */
export function createLimiter(options: LimiterOptions = {}): MoyskladLimiter {
  const concurrency = options.concurrency ?? 5;
  const intervalCap = options.intervalCap ?? 45;
  const intervalMs = options.intervalMs ?? 3_100;
  let queue: Promise<PQueue> | undefined;
  let resumeAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running = 0;

  /** p-queue, loaded and built on the first request (nothing loads at start). */
  const open = () => {
    queue ??= import('p-queue').then(({ default: Queue }) => {
      const q = new Queue({ concurrency, intervalCap, interval: intervalMs, strict: true });
      if (resumeAt > Date.now()) hold(q);
      return q;
    });
    return queue;
  };
  const hold = (q: PQueue) => {
    q.pause();
    clearTimeout(timer);
    timer = setTimeout(() => q.start(), Math.max(0, resumeAt - Date.now()));
    timer.unref();
  };

  return {
    async run(task, { weight = 1, signal } = {}) {
      const q = await open();
      signal?.throwIfAborted();
      const units = Math.min(Math.max(1, Math.round(weight)), intervalCap);
      for (let i = 1; i < units; i++) q.add(async () => {}, { signal }).catch(() => {});
      return q.add(
        async () => {
          running++;
          try {
            return await task();
          } finally {
            running--;
          }
        },
        { signal },
      );
    },
    pauseFor(ms) {
      const until = Date.now() + Math.max(0, ms);
      if (until <= resumeAt) return;
      resumeAt = until;
      void queue?.then(hold);
    },
    get running() {
      return running;
    },
  };
}

const shared = new Map<string, MoyskladLimiter>();

/**
 * The one limiter of a token in this process (keyed by the API root and a hash of the token, so
 * the token itself is not kept as a key): every client of that token shares its budget.
 */
export function sharedLimiter(options: { apiUrl: string; token: string }): MoyskladLimiter {
  const digest = createHash('sha256').update(options.token).digest('hex').slice(0, 32);
  const key = `${options.apiUrl.replace(/\/+$/, '')} ${digest}`;
  let limiter = shared.get(key);
  if (!limiter) {
    limiter = createLimiter();
    shared.set(key, limiter);
  }
  return limiter;
}
