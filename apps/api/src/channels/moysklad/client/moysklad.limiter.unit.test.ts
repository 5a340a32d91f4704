import { describe, expect, it } from 'vitest';
import { createLimiter, requestWeight, sharedLimiter } from './moysklad.limiter';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `tasks` (weights) through a limiter, each taking `ms`; answers each start time and the most in flight at once. */
async function exercise(
  options: { concurrency: number; intervalCap: number; intervalMs: number },
  weights: number[],
  ms: number,
) {
  const limiter = createLimiter(options);
  const starts: { at: number; weight: number }[] = [];
  let running = 0;
  let most = 0;
  await Promise.all(
    weights.map((weight) =>
      limiter.run(
        async () => {
          starts.push({ at: performance.now(), weight });
          most = Math.max(most, ++running);
          await sleep(ms);
          running--;
        },
        { weight },
      ),
    ),
  );
  return { starts, most };
}

/** The most units started in any window of `intervalMs` (a little less, for timer jitter). */
function mostUnitsInWindow(starts: { at: number; weight: number }[], intervalMs: number): number {
  let most = 0;
  for (const first of starts) {
    const inWindow = starts.filter((s) => s.at >= first.at && s.at < first.at + intervalMs - 5);
    most = Math.max(
      most,
      inWindow.reduce((sum, s) => sum + s.weight, 0),
    );
  }
  return most;
}

describe('the МойСклад limiter', () => {
  it('never has more than `concurrency` requests in flight', async () => {
    const { most, starts } = await exercise(
      { concurrency: 5, intervalCap: 1000, intervalMs: 1000 },
      Array(20).fill(1),
      20,
    );
    expect(starts).toHaveLength(20);
    expect(most).toBe(5);
  });

  it('never starts more than `intervalCap` weight units in any window', async () => {
    const options = { concurrency: 5, intervalCap: 9, intervalMs: 200 };
    const weights = [1, 5, 1, 1, 5, 1, 1, 1, 5, 1, 1, 1];
    const { starts } = await exercise(options, weights, 1);
    expect(starts).toHaveLength(weights.length);
    expect(mostUnitsInWindow(starts, options.intervalMs)).toBeLessThanOrEqual(9);
    const span = starts.at(-1)!.at - starts[0]!.at;
    expect(span).toBeGreaterThanOrEqual(2 * options.intervalMs - 20);
  });

  it('starts nothing while paused by the server', async () => {
    const limiter = createLimiter({ concurrency: 5, intervalCap: 45, intervalMs: 3000 });
    await limiter.run(async () => {});
    limiter.pauseFor(120);
    const started = performance.now();
    await limiter.run(async () => {});
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('drops a waiting request when its signal aborts', async () => {
    const limiter = createLimiter({ concurrency: 1, intervalCap: 45, intervalMs: 3000 });
    const blocker = limiter.run(() => sleep(100));
    const controller = new AbortController();
    const waiting = limiter.run(async () => 'ran', { signal: controller.signal });
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    await blocker;
  });

  it('weighs the full stock reports 5 and everything else 1', () => {
    expect(requestWeight('report/stock/bystore')).toBe(5);
    expect(requestWeight('https://api.moysklad.ru/api/remap/1.2/report/stock/all?limit=100')).toBe(5);
    expect(requestWeight('report/stock/bystore/current')).toBe(1);
    expect(requestWeight('entity/product')).toBe(1);
  });

  it('shares one limiter per API root and token', () => {
    const a = sharedLimiter({ apiUrl: 'https://x/api/remap/1.2', token: 't1' });
    expect(sharedLimiter({ apiUrl: 'https://x/api/remap/1.2/', token: 't1' })).toBe(a);
    expect(sharedLimiter({ apiUrl: 'https://x/api/remap/1.2', token: 't2' })).not.toBe(a);
  });
});
