import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { createDurableDatabase, type DurableDatabase } from '../test/durable-database';
import { type ServerProcess, startServer } from '../test/server-process';

/**
 * WEB_CONCURRENCY=2 on PostgreSQL (docs/rules.md#web-concurrency), the built bundle as `npm start`
 * runs it: one primary with two workers that answer on the one port, a killed worker replaced, and
 * SIGTERM to the primary stopping every worker before it exits. PGlite refuses N > 1 (config.unit.test.ts).
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let store: DurableDatabase;
let server: ServerProcess;

/** The process ids of `pid`'s children (Linux /proc). */
const children = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  await buildServer();
  store = await createDurableDatabase();
  server = await startServer({
    script: 'apps/api/dist/server.mjs',
    env: { ...store.env, WEB_CONCURRENCY: '2' },
  });
});

afterAll(async () => {
  await server?.kill();
  await store?.drop();
});

describe.runIf(onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('two workers answer on one port; a killed one is replaced; SIGTERM stops them all', async () => {
    // The primary reports serving once both workers listen.
    await until(() => server.output().includes('serving:'));
    const workers = children(server.pid);
    expect(workers).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${server.url}/api/v0/catalog/categories`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(401));

    process.kill(workers[0]!, 'SIGKILL');
    await until(() => {
      const now = children(server.pid);
      return now.length === 2 && !now.includes(workers[0]!);
    });
    const replaced = children(server.pid);
    expect((await fetch(`${server.url}/api/v0/catalog/categories`)).status).toBe(401);

    expect(await server.stop()).toBe(0);
    for (const pid of replaced) expect(alive(pid), `worker ${pid}`).toBe(false);
  });
});
