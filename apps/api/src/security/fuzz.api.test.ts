import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { runFuzz } from './fuzz/run-fuzz';
import { openApiOperations } from './operations';
import { createSecurityWorld, type SecurityWorld } from './world';

/**
 * Fuzzing driven by the contract's schemas (docs/security.md#how-it-is-proven): for every
 * operation of the OpenAPI document, generated valid and hostile paths, queries, headers and bodies
 * (boundary numbers, NUL, lone surrogates, 100 KB texts, wrong types, broken JSON and multipart)
 * as a manager and as a customer; never a 5xx, and every 4xx carries the error body of
 * docs/rules.md#error-body. A fixed seed and a modest count here; `npm run bench -- fuzz` runs
 * thousands more on PGlite and PostgreSQL.
 */
const SEED = 15_2026;
const RUNS_PER_OPERATION = 32;

let t: TestApp;
let world: SecurityWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await createSecurityWorld(t);
});
afterAll(() => t?.close());

describe('fuzzing every operation from its schemas', () => {
  it('never answers a 5xx, and every 4xx has the error body', { timeout: 120_000 }, async () => {
    const report = await runFuzz({ t, world, seed: SEED, runs: RUNS_PER_OPERATION });
    const operations = openApiOperations(t.app);
    expect(report.failures.slice(0, 20)).toEqual([]);
    expect(report.tried).toBeGreaterThan(operations.length * RUNS_PER_OPERATION * 0.95);
    // The generated inputs reach the handlers, not only the validation: most operations answer a 2xx at least once.
    const reached = operations.filter((op) =>
      Object.keys(report.statuses[op.id] ?? {}).some((s) => Number(s) < 300),
    );
    expect(reached.length / operations.length).toBeGreaterThan(0.5);
  });
});
