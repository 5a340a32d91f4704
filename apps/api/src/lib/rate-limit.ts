import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { lazyRequire } from './lazy-require';

/** ioredis, loaded only with REDIS_URL (docs/rules.md#lazy-libraries). */
const redisLibrary = lazyRequire<typeof import('ioredis')>('ioredis');

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
 * A throttle (docs/security.md, OWASP authentication guidance): the first `free` failures within
 * `windowSeconds` of the first one pass at once; after that each attempt must wait a delay that
 * doubles with every failure — `baseDelaySeconds` × 2^(failures − free), at most `maxDelaySeconds`
 * — after the previous one. Nobody is locked out for the whole window: the owner of an account
 * under attack gets a turn as soon as the delay has passed.
 */
export type ThrottleRule = {
  free: number;
  windowSeconds: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
};

/** A reservation: `allowed` (counted as a failure until released), else the seconds to wait (≥ 1). */
export type ThrottleResult = { allowed: boolean; failures: number; retryAfterSeconds: number };

/** Seconds an attempt must wait after the previous failure, with `failures` counted so far. */
export function throttleDelaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.baseDelaySeconds * 2 ** (failures - rule.free), rule.maxDelaySeconds);
}

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
  /**
   * Reserves one attempt on the throttle `key` before it is checked, atomically, so that attempts
   * in flight at the same moment are counted one by one (never all read the same count). An
   * allowed attempt counts as a failure until `release`d.
   */
  reserve(key: string, rule: ThrottleRule): Promise<ThrottleResult>;
  /** Gives back a reserved attempt that succeeded: `undo` takes one failure back, `clear` forgets them all. */
  release(key: string, mode: 'undo' | 'clear'): Promise<void>;
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
    async reserve(key, rule) {
      const at = now();
      const nowTs = new Date(at).toISOString();
      const windowStart = new Date(at - rule.windowSeconds * 1000).toISOString();
      // One statement: a new or expired key starts at 1; otherwise the count rises only when the
      // attempt is free or its delay has passed (the row lock orders attempts in flight).
      const rows = await queryRows<{ failures: number }>(
        db,
        sql`insert into throttles as t (key, failures, window_start, last_at)
          values (${key}, 1, ${nowTs}, ${nowTs})
          on conflict (key) do update set
            failures = case when t.window_start <= ${windowStart} then 1 else t.failures + 1 end,
            window_start = case when t.window_start <= ${windowStart} then ${nowTs} else t.window_start end,
            last_at = ${nowTs}
          where t.window_start <= ${windowStart}
            or t.failures < ${rule.free}
            or t.last_at + least(${rule.baseDelaySeconds}::float8 * power(2, t.failures - ${rule.free}), ${rule.maxDelaySeconds})
              * interval '1 second' <= ${nowTs}::timestamptz
          returning failures`,
      );
      if (rows[0]) return { allowed: true, failures: Number(rows[0].failures), retryAfterSeconds: 0 };
      const state = await queryRows<{ failures: number; last_ms: string }>(
        db,
        sql`select failures, (extract(epoch from last_at) * 1000)::bigint::text as last_ms from throttles where key = ${key}`,
      );
      return refusal(rule, Number(state[0]?.failures ?? rule.free), Number(state[0]?.last_ms ?? at), at);
    },
    async release(key, mode) {
      if (mode === 'clear') await db.execute(sql`delete from throttles where key = ${key}`);
      else
        await db.execute(sql`update throttles set failures = greatest(failures - 1, 0) where key = ${key}`);
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
  const client =
    options.client ??
    new (redisLibrary().Redis)(options.url!, { maxRetriesPerRequest: 2, lazyConnect: false });
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
    async reserve(key, rule) {
      const at = now();
      const reply = (await client.eval(
        RESERVE_SCRIPT,
        1,
        `${prefix}throttle:${key}`,
        at,
        rule.windowSeconds * 1000,
        rule.free,
        rule.baseDelaySeconds * 1000,
        rule.maxDelaySeconds * 1000,
      )) as [number, number, number];
      const [allowed, failures, lastMs] = reply;
      if (allowed === 1) return { allowed: true, failures, retryAfterSeconds: 0 };
      return refusal(rule, failures, lastMs, at);
    },
    async release(key, mode) {
      if (mode === 'clear') await client.del(`${prefix}throttle:${key}`);
      else await client.eval(UNDO_SCRIPT, 1, `${prefix}throttle:${key}`);
    },
    async close() {
      if (!options.client) await client.quit();
    },
  };
}

/** A refused reservation: how long until the delay after the last failure has passed. */
function refusal(rule: ThrottleRule, failures: number, lastMs: number, at: number): ThrottleResult {
  const waitMs = lastMs + throttleDelaySeconds(rule, failures) * 1000 - at;
  return { allowed: false, failures, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The throttle's reservation in Redis, atomic as a script: a hash {failures, start, last} that
 * expires with its window. Answers {allowed 0|1, failures, last (ms)}.
 */
const RESERVE_SCRIPT = `
local now, window, free, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local start = tonumber(redis.call('HGET', KEYS[1], 'start') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if failures == 0 or start <= now - window then
  redis.call('HSET', KEYS[1], 'failures', 1, 'start', now, 'last', now)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 1, now}
end
if failures >= free then
  local delay = math.min(base * 2 ^ (failures - free), max)
  if now < last + delay then return {0, failures, last} end
end
redis.call('HSET', KEYS[1], 'failures', failures + 1, 'last', now)
return {1, failures + 1, now}
`;
const UNDO_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if failures > 0 then redis.call('HSET', KEYS[1], 'failures', failures - 1) end
return failures
`;

/** The app's limiter: Redis when `redisUrl` is set, PostgreSQL otherwise (docs/rules.md#decisions-1). */
export function createRateLimiter(options: { db: Executor; redisUrl?: string }): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter({ url: options.redisUrl })
    : createPgRateLimiter({ db: options.db });
}

/**
 * Deletes the PostgreSQL counters nobody can hit any more (docs/operations.md#data-retention):
 * fixed windows that began, and throttles last failed, more than a day ago (every window and wait
 * is shorter). Answers the rows deleted; nothing with Redis, whose keys expire by themselves.
 */
export async function pruneRateLimits(db: Executor): Promise<number> {
  const hits = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_hits where window_start < now() - interval '1 day' returning key`,
  );
  const throttled = await queryRows<{ key: string }>(
    db,
    sql`delete from throttles where last_at < now() - interval '1 day' returning key`,
  );
  return hits.length + throttled.length;
}
