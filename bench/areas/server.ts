import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { httpClient, signIn } from '../../apps/api/src/test/http-client';
import { type ServerProcess, startServer } from '../../apps/api/src/test/server-process';
import { buildServer, serverBundle } from '../../scripts/build-server.mjs';
import { benchDatabaseUrl, dropDatabase, ensureDatabase } from '../lib/database';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { cpuMs, memoryMb } from '../lib/proc';
import { root, table } from '../lib/report';
import { median } from '../lib/stats';

const work = path.join(root, '.tmp/bench-server');
export const BUNDLE = path.relative(root, serverBundle);
const SOURCES = 'apps/api/src/server.ts';
export const RESTARTS = 5;
export const IDLE_MS = 10_000;
export const REQUESTS = 1000;
const AUTH_SECRET = 'bench-server-secret-0123456789abcdef';

export type Target = { label: string; env: Record<string, string | undefined>; reset: () => Promise<void> };

/** PostgreSQL (its own database `kits_bench_server`, recreated) and PGlite (its own folder, emptied). */
function targets(): Target[] {
  const url = new URL(benchDatabaseUrl());
  url.pathname = '/kits_bench_server';
  const pgDir = path.join(work, 'pg');
  const pgliteDir = path.join(work, 'pglite');
  return [
    {
      label: 'PostgreSQL',
      env: { DATABASE_URL: url.toString(), DATA_DIR: pgDir },
      reset: async () => {
        rmSync(pgDir, { recursive: true, force: true });
        await dropDatabase(url.toString());
        await ensureDatabase(url.toString());
      },
    },
    {
      label: 'PGlite',
      env: { DATABASE_URL: undefined, DATA_DIR: pgliteDir },
      reset: async () => rmSync(pgliteDir, { recursive: true, force: true }),
    },
  ];
}

/** Serving = GET catalog/categories answers 200 to the shop's token. */
export const catalogueAnswers = (token: string) => async (url: string) =>
  (await httpClient(url)('GET', '/api/v0/catalog/categories', { token })).status === 200;

export const start = (target: Target, script: string, ready: (url: string) => Promise<boolean>) =>
  startServer({
    script,
    env: { ...target.env, NODE_ENV: 'production', SEED: 'demo', AUTH_SECRET, LOG_LEVEL: 'warn' },
    ready,
    timeoutMs: 900_000,
  });

/** First start on an empty database: migrations, the demo data, then the shop's first catalogue read. */
async function coldStart(target: Target) {
  await target.reset();
  let token = '';
  const server = await start(target, BUNDLE, async (url) => {
    token ||= await signIn(url, 'shop', DEMO_PASSWORD);
    return catalogueAnswers(token)(url);
  });
  // The demo pictures render in the background after the server serves: let them finish.
  while (!server.output().includes('images:')) await new Promise((resolve) => setTimeout(resolve, 500));
  await server.stop();
  return { ms: server.readyMs, token };
}

/** Idle memory (a few requests, then IDLE_MS of nothing), then after REQUESTS catalogue reads. */
export async function memoryUnderUse(server: ServerProcess, token: string) {
  const call = httpClient(server.url);
  for (const p of ['/api/v0/catalog/categories', '/api/v0/profile', '/api/v0/basket'])
    await call('GET', p, { token });
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idle = memoryMb(server.pid);
  for (let i = 0; i < REQUESTS; i += 10) {
    const pages = Array.from({ length: 10 }, (_, k) => ((i + k) % 40) + 1);
    await Promise.all(
      pages.map((page) => call('GET', `/api/v0/catalog/products?page=${page}&per_page=50`, { token })),
    );
  }
  return { idle, after: memoryMb(server.pid) };
}

export const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mb = (value: number) => `${Math.round(value)} MB`;

/** Restarts of `script` with the data there: ready times (ms), and the last process's memory. */
async function restarts(target: Target, script: string, token: string, runs: number) {
  const times: number[] = [];
  const cpu: number[] = [];
  let measured: Awaited<ReturnType<typeof memoryUnderUse>> | undefined;
  for (let run = 1; run <= runs; run++) {
    const server = await start(target, script, catalogueAnswers(token));
    times.push(server.readyMs);
    cpu.push(cpuMs(server.pid));
    if (run === runs && script === BUNDLE) measured = await memoryUnderUse(server, token);
    await server.stop();
    console.log(`[bench] ${target.label} ${script} restart #${run}: ${s(server.readyMs)}`);
  }
  return { times, cpu, measured };
}

/**
 * The server process (docs/decisions/0029-built-server-bundle-and-cluster.md): cold start, restart
 * with the data there (the built bundle, and the sources through tsx for comparison), idle RSS and
 * RSS after REQUESTS catalogue reads, on PostgreSQL and PGlite.
 */
export async function benchServer(_options: BenchOptions): Promise<string> {
  const load = loadLine();
  await buildServer();
  const rows: string[][] = [];
  for (const target of targets()) {
    const cold = await coldStart(target);
    console.log(`[bench] ${target.label} cold start: ${s(cold.ms)}`);
    const built = await restarts(target, BUNDLE, cold.token, RESTARTS);
    const sources = await restarts(target, SOURCES, cold.token, 3);
    const { idle, after } = built.measured!;
    rows.push([
      target.label,
      s(cold.ms),
      `${s(median(built.times))} (${built.times.map(s).join(', ')})`,
      s(median(built.cpu)),
      `${s(median(sources.times))} (CPU ${s(median(sources.cpu))})`,
      mb(idle.rss),
      `${mb(after.rss)} (peak ${mb(after.peak)})`,
    ]);
  }
  return [
    `Measured ${today()} on ${machineLine()}; ${load}.`,
    '',
    `Method: \`node ${BUNDLE}\` (what \`npm start\` runs, NODE_ENV=production) on a free port. Time = spawn to the first 200 of GET catalog/categories with the shop's token. Cold start: an empty database (migrations, the demo data set written; the pictures go on rendering in the background and are awaited before the stop). Restart: the same data, SIGTERM in between, median of ${RESTARTS}; CPU = user + system time the process had used by then (/proc stat), the part that does not grow with the machine's load (tsx: the sources through \`node --import tsx ${SOURCES}\`, as before decision 0029, median of 3). Idle RSS: /proc VmRSS after three reads and ${IDLE_MS / 1000} s of nothing; then ${REQUESTS} catalogue reads (GET catalog/products, 50 a page, 10 at a time) and VmRSS with the peak (VmHWM).`,
    '',
    table(
      [
        'database',
        'cold start',
        'restart (bundle)',
        'its CPU',
        'restart (tsx)',
        'idle RSS',
        `RSS after ${REQUESTS} reads`,
      ],
      rows,
    ),
    '',
    'Reproduce: `npm run bench -- server`.',
  ].join('\n');
}
