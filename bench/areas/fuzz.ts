import pg from 'pg';
import { runFuzz } from '../../apps/api/src/security/fuzz/run-fuzz';
import { openApiOperations } from '../../apps/api/src/security/operations';
import { createSecurityWorld } from '../../apps/api/src/security/world';
import setupPgliteTemplate from '../../apps/api/src/test/global-setup';
import { createTestApp } from '../../apps/api/src/test/test-app';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { table } from '../lib/report';

/**
 * The fuzzing of docs/security.md#how-it-is-proven at full size, section "fuzz" of
 * docs/benchmarks.md (`npm run bench -- fuzz [--requests=12000] [--seed=2026]`): the same
 * generator and property as apps/api/src/security/fuzz.api.test.ts — never a 5xx, every 4xx with
 * the error body of docs/rules.md#error-body — with `requests` generated requests spread over
 * every operation, on a fresh PGlite and on a fresh PostgreSQL database (the test harness's:
 * DATABASE_URL's server, `postgres://postgres@127.0.0.1:5432/test` by default; the database is
 * dropped afterwards). Reports requests tried and 5xx found per database.
 */

type Run = {
  database: string;
  operations: number;
  tried: number;
  serverErrors: number;
  otherFailures: number;
  seconds: number;
  failures: string[];
};

async function fuzzOn(database: 'pglite' | 'postgres', options: BenchOptions): Promise<Run> {
  process.env.TEST_DB = database;
  if (database === 'pglite') await setupPgliteTemplate();
  const t = await createTestApp();
  try {
    const world = await createSecurityWorld(t);
    const operations = openApiOperations(t.app);
    const runs = Math.ceil(options.requests / operations.length);
    console.log(`[bench] fuzz on ${database}: ${operations.length} operations × ${runs} requests…`);
    const report = await runFuzz({ t, world, seed: options.seed, runs, operations });
    const failures = report.failures.map((f) => `${f.status} ${f.problem}: ${f.request} → ${f.answer}`);
    console.log(
      `[bench] fuzz on ${database}: ${report.tried} requests tried, ${report.serverErrors} × 5xx, ` +
        `${report.failures.length} failures in ${Math.round(report.seconds)} s`,
    );
    return {
      database: database === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL',
      operations: operations.length,
      tried: report.tried,
      serverErrors: report.serverErrors,
      otherFailures: report.failures.length - report.serverErrors,
      seconds: report.seconds,
      failures,
    };
  } finally {
    await t.close();
  }
}

/** Whether the PostgreSQL server of the test harness answers. */
async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function benchFuzz(options: BenchOptions): Promise<string> {
  const started = loadLine();
  const runs = [await fuzzOn('pglite', options)];
  if (await postgresReachable()) runs.push(await fuzzOn('postgres', options));
  else console.log('[bench] fuzz: PostgreSQL not reachable (DATABASE_URL), only PGlite measured');
  const rows = runs.map((r) => [
    r.database,
    r.operations,
    r.tried.toLocaleString('en'),
    r.serverErrors,
    r.otherFailures,
    Math.round(r.seconds),
    Math.round(r.tried / r.seconds),
  ]);
  const failures = runs.flatMap((r) => r.failures.slice(0, 10).map((f) => `- ${r.database}: \`${f}\``));
  return [
    `Measured ${today()} on ${machineLine()}; ${started}.`,
    '',
    `Method: the app in-process on a fresh database of each kind (the API test harness), the world of \`apps/api/src/security/world.ts\` (every role, an order, an invoice, media, an auto order…); for every operation of the OpenAPI document, requests generated with fast-check from its schemas (seed ${options.seed}): two in five entirely valid, the others with hostile paths, queries, headers and JSON or multipart bodies (boundary numbers, NUL, lone surrogates, 100 KB texts, wrong types, broken JSON and multipart), sent 4 at a time as a manager, a customer, now and then an admin, a guest or a forged token. Property: never a 5xx, every 4xx with the error body \`{ message, errors?, code? }\`.`,
    '',
    table(['database', 'operations', 'requests tried', '5xx', 'other failures', 'seconds', 'req/s'], rows),
    '',
    failures.length ? `First failures:\n\n${failures.join('\n')}` : 'No request broke the property.',
    '',
    `Reproduce: \`npm run bench -- fuzz --requests=${options.requests} --seed=${options.seed}\` (PostgreSQL: DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/test).`,
  ].join('\n');
}
