import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { generateYmlFeed } from '../../apps/api/src/catalogue/import/yml.generate';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { httpClient, signIn } from '../../apps/api/src/test/http-client';
import { exited, type ServerProcess, spawnScript, startServer } from '../../apps/api/src/test/server-process';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { root, table } from '../lib/report';
import { median } from '../lib/stats';

const work = path.join(root, '.tmp/bench-restart');
const base = path.join(work, 'base');
const RUNS = 3;
/** Seconds of writes before the SIGKILL. */
const WRITE_SECONDS = 10;
/** Megabytes of WAL a long-running server had written: the case issue 15 measured. */
const WAL_MB = 2000;
const OFFERS = 4000;
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  NODE_ENV: 'production',
  AUTH_SECRET: 'bench-restart-secret-0123456789abcdef',
});

/** Serving = the shop signs in and reads the categories (200). */
async function serving(url: string): Promise<boolean> {
  const token = await signIn(url, 'shop', DEMO_PASSWORD);
  return (await httpClient(url)('GET', '/api/v0/catalog/categories', { token })).status === 200;
}

const start = (dataDir: string) =>
  startServer({ env: { ...env(dataDir), SEED: 'demo' }, ready: serving, timeoutMs: 600_000 });

/** A demo data folder stopped cleanly, made once (a first start seeds it). */
async function baseFolder() {
  if (existsSync(path.join(base, 'pglite'))) return;
  const server = await start(base);
  await server.stop();
}

/**
 * Writes until `ms` have passed: the manager uploads a generated feed of OFFERS items (the import
 * runs in the server) while six customers send orders. Answers the orders confirmed.
 */
async function write(server: ServerProcess, ms: number): Promise<number> {
  const end = Date.now() + ms;
  const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
  const form = new FormData();
  const feed = await buffer(generateYmlFeed({ offers: OFFERS, seed: 3 }));
  form.append('file', new Blob([feed]), 'restart-bench.xml');
  await fetch(`${server.url}/api/v0/services/import?source=yml:restart-bench`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager}` },
    body: form,
  });
  const call = httpClient(server.url);
  const products = await call('GET', '/api/v0/catalog/products?per_page=100', {
    token: await signIn(server.url, 'shop', DEMO_PASSWORD),
  });
  const ids: number[] = products.body.data.map((p: { id: number }) => p.id);
  let orders = 0;
  const customer = async (login: string) => {
    const token = await signIn(server.url, login, DEMO_PASSWORD);
    // Until the time is up or the server is gone (a refused connection ends the loop).
    while (Date.now() < end) {
      await call('PATCH', `/api/v0/basket/increase/${ids[Math.floor(Math.random() * ids.length)]}`, {
        token,
      });
      const sent = await call('POST', '/api/v0/order/send', { token, body: { order_comment: {} } });
      if (sent.status === 201) orders++;
      else await call('DELETE', '/api/v0/basket', { token });
    }
  };
  const customers = ['shop', 'franchise', 'partner01', 'partner02', 'partner03', 'partner04'];
  await Promise.all(customers.map((login) => customer(login).catch(() => undefined)));
  return orders;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Copies the base folder into `name` and answers its path. */
function copyBase(name: string) {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(base, dir, { recursive: true });
  return dir;
}

/** Case 1: app writes for WRITE_SECONDS, then SIGTERM or SIGKILL; ms until it serves again. */
async function afterAppWrites(how: 'clean' | 'kill') {
  const dir = copyBase(`run-${how}`);
  const server = await start(dir);
  const writing = write(server, WRITE_SECONDS * 1000 + 5_000);
  await new Promise((resolve) => setTimeout(resolve, WRITE_SECONDS * 1000));
  if (how === 'clean') await server.stop();
  else await server.kill();
  const orders = await writing;
  const again = await start(dir);
  await again.stop();
  rmSync(dir, { recursive: true, force: true });
  return { ms: again.readyMs, note: `${orders} orders` };
}

/** Case 2: WAL_MB of WAL written with checkpoints `on` or `off`, SIGKILL; ms until the server serves. */
async function afterLongSession(mode: 'on' | 'off') {
  const dir = copyBase(`run-wal-${mode}`);
  const writer = spawnScript('bench/lib/wal-writer.ts', [path.join(dir, 'pglite'), String(WAL_MB), mode], {});
  while (!writer.output().includes('written')) {
    if (writer.child.exitCode !== null) throw new Error(`wal-writer failed:\n${writer.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writer.child.kill('SIGKILL');
  await exited(writer.child);
  const again = await start(dir);
  await again.stop();
  rmSync(dir, { recursive: true, force: true });
  return { ms: again.readyMs, note: '' };
}

type Case = { label: string; run: () => Promise<{ ms: number; note: string }> };

/**
 * PGlite restart (docs/security.md#durability): time from spawning the server to the first 200 of
 * GET catalog/categories (after a sign-in) on a copy of a demo data folder, RUNS runs per case.
 */
export async function benchPgliteRestart(_options: BenchOptions): Promise<string> {
  const load = loadLine();
  await baseFolder();
  const cases: Case[] = [
    { label: 'SIGTERM after 10 s of app writes', run: () => afterAppWrites('clean') },
    { label: 'SIGKILL during 10 s of app writes', run: () => afterAppWrites('kill') },
    {
      label: `SIGKILL after ${WAL_MB} MB of WAL, no checkpoints (PGlite alone: before the fix)`,
      run: () => afterLongSession('off'),
    },
    {
      label: `SIGKILL after ${WAL_MB} MB of WAL, keepCheckpointing (the server now)`,
      run: () => afterLongSession('on'),
    },
  ];
  const rows: string[][] = [];
  for (const c of cases) {
    const times: number[] = [];
    const notes: string[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await c.run();
      times.push(result.ms);
      if (result.note) notes.push(result.note);
      console.log(`[bench] ${c.label} #${run}: ${seconds(result.ms)} ${result.note}`);
    }
    rows.push([c.label, seconds(median(times)), times.map(seconds).join(', '), notes.join(', ')]);
  }
  return [
    `Measured ${today()} on ${machineLine()}; ${load}.`,
    '',
    'Method: a demo data folder (PGlite, seeded by a first start, stopped cleanly) is copied for each run, and the server (`apps/api/src/server.ts`, NODE_ENV=production) is started on the copy after one of four histories. Time = spawn to the first 200 of GET catalog/categories after a sign-in (Node start and module loading included, about 2 s of it), median of ' +
      `${RUNS} runs. App writes: the manager uploads a generated ${OFFERS}-offer feed while six customers send orders. ${WAL_MB} MB of WAL: \`bench/lib/wal-writer.ts\` opens the folder as the server does and inserts 1 KB rows until that much WAL is written — what a server that has run for a long time (or taken a big import) has behind it — with checkpoints off (PGlite alone: single-user PostgreSQL never checkpoints by itself) or on (\`keepCheckpointing\`, apps/api/src/db/pglite-checkpoints.ts), then is SIGKILLed.`,
    '',
    table(['history', 'median', 'runs', 'writes'], rows),
    '',
    'Reproduce: `npm run bench -- pglite-restart`.',
  ].join('\n');
}
