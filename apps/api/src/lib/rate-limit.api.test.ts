import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  createPgRateLimiter,
  createRedisRateLimiter,
  currentWindow,
  type RateLimiter,
  type ThrottleRule,
} from './rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const rule = { limit: 3, windowSeconds: 3600 };
/** The middle of the current hour: the shared tests never straddle a window boundary. */
const midHour = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000;
let clockMs = midHour;
const clock = () => clockMs;
const setClock = (ms: number) => {
  clockMs = ms;
};

const throttle: ThrottleRule = { free: 3, windowSeconds: 900, baseDelaySeconds: 1, maxDelaySeconds: 4 };

/** The behaviour both implementations share; `setNow` moves their clock. */
function describeLimiter(name: string, make: () => RateLimiter, setNow: (ms: number) => void = () => {}) {
  describe(name, () => {
    let limiter: RateLimiter;
    let key: string;
    beforeAll(() => {
      limiter = make();
    });
    afterAll(() => limiter.close());
    // A fresh key per test, so tests never see each other's hits.
    const freshKey = () => {
      key = `test:${randomBytes(6).toString('hex')}`;
      return key;
    };

    it('allows hits up to the limit and refuses the next one with a Retry-After', async () => {
      freshKey();
      const counts: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await limiter.hit(key, rule);
        expect(r.allowed).toBe(true);
        counts.push(r.count);
      }
      expect(counts).toEqual([1, 2, 3]);
      const over = await limiter.hit(key, rule);
      expect(over).toMatchObject({ allowed: false, count: 4 });
      expect(over.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(over.retryAfterSeconds).toBeLessThanOrEqual(1800);
    });

    it('peeks without counting', async () => {
      freshKey();
      expect(await limiter.peek(key, rule)).toMatchObject({ allowed: true, count: 0 });
      await limiter.hit(key, rule);
      expect((await limiter.peek(key, rule)).count).toBe(1);
      expect((await limiter.peek(key, rule)).count).toBe(1);
    });

    it('forgets a key on reset', async () => {
      freshKey();
      for (let i = 0; i < 5; i++) await limiter.hit(key, rule);
      await limiter.reset(key);
      expect((await limiter.peek(key, rule)).count).toBe(0);
      expect((await limiter.hit(key, rule)).count).toBe(1);
    });

    it('counts concurrent hits exactly once each', async () => {
      freshKey();
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, rule)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });

    it('reserves throttle attempts: free ones at once, then a doubling delay up to the maximum', async () => {
      freshKey();
      let at = midHour;
      setNow(at);
      for (let i = 1; i <= 3; i++)
        expect(await limiter.reserve(key, throttle)).toMatchObject({ allowed: true, failures: i });
      expect(await limiter.reserve(key, throttle)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
      for (const delay of [1, 2, 4, 4]) {
        at += delay * 1000;
        setNow(at);
        expect((await limiter.reserve(key, throttle)).allowed, `after ${delay} s`).toBe(true);
        const next = await limiter.reserve(key, throttle);
        expect(next.allowed).toBe(false);
        expect(next.retryAfterSeconds).toBe(Math.min(delay * 2, 4));
      }
      // A new window starts over.
      setNow(at + 900_000);
      expect(await limiter.reserve(key, throttle)).toMatchObject({ allowed: true, failures: 1 });
      setNow(midHour);
    });

    it('gives reserved attempts back: undo one, or clear them all', async () => {
      freshKey();
      for (let i = 0; i < 3; i++) await limiter.reserve(key, throttle);
      await limiter.release(key, 'undo');
      expect(await limiter.reserve(key, throttle)).toMatchObject({ allowed: true, failures: 3 });
      await limiter.release(key, 'clear');
      expect(await limiter.reserve(key, throttle)).toMatchObject({ allowed: true, failures: 1 });
    });

    it('lets exactly the free attempts through when many reserve at the same moment', async () => {
      freshKey();
      const results = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve(key, throttle)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
    });

    it('keeps keys apart', async () => {
      freshKey();
      const other = `${key}:other`;
      await limiter.hit(key, rule);
      await limiter.hit(key, rule);
      expect((await limiter.hit(other, rule)).count).toBe(1);
    });
  });
}

describe('currentWindow', () => {
  it('aligns windows to multiples of their length and counts the seconds left, at least 1', () => {
    expect(currentWindow({ limit: 1, windowSeconds: 900 }, 1_000_000_000)).toEqual({
      startMs: 999_900_000,
      endMs: 1_000_800_000,
      retryAfterSeconds: 800,
    });
    expect(currentWindow({ limit: 1, windowSeconds: 60 }, 59_999).retryAfterSeconds).toBe(1);
  });
});

describe('the PostgreSQL rate limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describeLimiter(
    'on rate_limit_hits and throttles',
    () => createPgRateLimiter({ db: t.db, now: clock }),
    setClock,
  );

  it('starts a new count in the next window and drops the old window row', async () => {
    // Two hours ago, not a fixed old date: the limiter's occasional sweep (1 in 100 new windows)
    // deletes rows older than a day by the database's clock, which made this test fail now and then.
    let now = midHour - 7_200_000;
    const limiter = createPgRateLimiter({ db: t.db, now: () => now });
    for (let i = 0; i < 4; i++) await limiter.hit('window-test', rule);
    expect((await limiter.peek('window-test', rule)).allowed).toBe(false);
    now += 3_600_000;
    expect(await limiter.peek('window-test', rule)).toMatchObject({ allowed: true, count: 0 });
    expect((await limiter.hit('window-test', rule)).count).toBe(1);
    const rows = await t.db.execute(
      `select count(*)::int as n from rate_limit_hits where key = 'window-test'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe('the Redis rate limiter', async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => {});
  const reachable = await probe
    .connect()
    .then(() => probe.ping())
    .then(() => true)
    .catch(() => false);
  probe.disconnect();

  describe.skipIf(!reachable)(`at ${REDIS_URL}`, () => {
    describeLimiter(
      'with INCR + PEXPIREAT',
      () => createRedisRateLimiter({ url: REDIS_URL, prefix: `kits-test:${process.pid}:`, now: clock }),
      setClock,
    );

    it('lets the counter expire at the end of its window', async () => {
      const limiter = createRedisRateLimiter({ url: REDIS_URL, prefix: `kits-test:${process.pid}:` });
      const client = new Redis(REDIS_URL);
      try {
        await limiter.hit('ttl-test', rule);
        const ttl = await client.pttl(`kits-test:${process.pid}:ttl-test`);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(3_600_000);
      } finally {
        await limiter.reset('ttl-test');
        await limiter.close();
        client.disconnect();
      }
    });
  });

  describe('as the app limiter with REDIS_URL set', () => {
    it.skipIf(!reachable)('is the one buildApp decorates', async () => {
      const t = await createTestApp({ REDIS_URL });
      try {
        const key = `app-test:${randomBytes(4).toString('hex')}`;
        expect((await t.app.rateLimiter.hit(key, rule)).count).toBe(1);
        const direct = new Redis(REDIS_URL);
        expect(await direct.get(`rl:${key}`)).toBe('1');
        direct.disconnect();
        await t.app.rateLimiter.reset(key);
      } finally {
        await t.close();
      }
    });
  });
});
