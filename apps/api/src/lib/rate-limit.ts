import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type Executor, queryRows } from '../db/client';

/** A limit: at most `limit` hits per fixed window of `windowSeconds`. */
export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * State of one key after a hit (or at a peek): `count` hits so far in the current window,
 * `allowed` while `count <= limit`, `retryAfterSeconds` until the window ends (whole seconds, ≥ 1),
 * the value of a 429's `Retry-After` header (docs/rules.md#decisions-2).
 */
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Fixed-window counters shared by every API process (docs/rules.md#stateless: no state in the process).
 * Windows are aligned to multiples of `windowSeconds` since the epoch, the same in both stores.
 */
export interface RateLimiter {
  /** Counts one hit on `key` and answers the state after it. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** The state of `key` without counting anything (count 0 when never hit in this window). */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Forgets every hit on `key` (e.g. a login's failures after a right password). */
  reset(key: string): Promise<void>;
  /** Releases connections (Redis); a no-op for PostgreSQL. */
  close(): Promise<void>;
}

/** Current window of `rule` at `nowMs`: its start (ms) and seconds left (at least 1). */
export function currentWindow(rule: RateLimitRule, nowMs: number) {
  const windowMs = rule.windowSeconds * 1000;
  const startMs = Math.floor(nowMs / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000));
  return { startMs, endMs: startMs + windowMs, retryAfterSeconds };
}

const result = (count: number, rule: RateLimitRule, retryAfterSeconds: number): RateLimitResult => ({
  allowed: count <= rule.limit,
  retryAfterSeconds,
  count,
});

/**
 * Rate limiter on the `rate_limit_hits` table: one row per key and window, counted with an atomic
 * `insert … on conflict do update set count = count + 1 returning count`. A key's older windows are
 * deleted when it opens a new one, and rows older than a day now and then, so the table stays small.
 * `now` (ms) is injectable for tests.
 */
export function createPgRateLimiter(options: { db: Executor; now?: () => number }): RateLimiter {
  const { db } = options;
  // Read lazily, so tests that fake Date see their clock.
  const now = options.now ?? (() => Date.now());
  return {
    async hit(key, rule) {
      const window = currentWindow(rule, now());
      const start = new Date(window.startMs).toISOString();
      const rows = await queryRows<{ count: number }>(
        db,
        sql`insert into rate_limit_hits (key, window_start, count) values (${key}, ${start}, 1)
          on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
          returning count`,
      );
      const count = Number(rows[0]?.count ?? 1);
      if (count === 1) {
        await db.execute(sql`delete from rate_limit_hits where key = ${key} and window_start < ${start}`);
        // Keys that are never hit again (one-off IPs) are swept about once in a hundred new windows.
        if (Math.random() < 0.01)
          await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '1 day'`);
      }
      return result(count, rule, window.retryAfterSeconds);
    },
    async peek(key, rule) {
      const window = currentWindow(rule, now());
      const rows = await queryRows<{ count: number }>(
        db,
        sql`select count from rate_limit_hits
          where key = ${key} and window_start = ${new Date(window.startMs).toISOString()}`,
      );
      return result(Number(rows[0]?.count ?? 0), rule, window.retryAfterSeconds);
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
    },
    async close() {},
  };
}

/**
 * Rate limiter on Redis (used when REDIS_URL is set): one key `${prefix}${key}` per limited key,
 * `INCR` then `PEXPIREAT` at the end of the current window in one MULTI, so the counter vanishes by
 * itself when its window ends. Pass `url` (a connection of its own, closed by `close`) or `client`.
 */
export function createRedisRateLimiter(options: {
  url?: string;
  client?: Redis;
  prefix?: string;
  now?: () => number;
}): RateLimiter {
  const client = options.client ?? new Redis(options.url!, { maxRetriesPerRequest: 2, lazyConnect: false });
  const prefix = options.prefix ?? 'rl:';
  // Read lazily, so tests that fake Date see their clock.
  const now = options.now ?? (() => Date.now());
  return {
    async hit(key, rule) {
      const window = currentWindow(rule, now());
      const replies = await client
        .multi()
        .incr(prefix + key)
        .pexpireat(prefix + key, window.endMs)
        .exec();
      const [error, count] = replies?.[0] ?? [new Error('redis: empty MULTI reply'), 0];
      if (error) throw error;
      return result(Number(count), rule, window.retryAfterSeconds);
    },
    async peek(key, rule) {
      const window = currentWindow(rule, now());
      const value = await client.get(prefix + key);
      return result(Number(value ?? 0), rule, window.retryAfterSeconds);
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      if (!options.client) await client.quit();
    },
  };
}

/** The app's limiter: Redis when `redisUrl` is set, PostgreSQL otherwise (docs/rules.md#decisions-1). */
export function createRateLimiter(options: { db: Executor; redisUrl?: string }): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter({ url: options.redisUrl })
    : createPgRateLimiter({ db: options.db });
}
