import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../config';
import { TEST_TMP } from './paths';

/**
 * The real server (apps/api/src/server.ts) or a CLI in a child process, for the durability tests
 * (docs/security.md#durability) and the restart benchmark: killed with SIGKILL, restarted on the
 * same data.
 *
 *   const server = await startServer({ env: { DATA_DIR: dir, SEED: 'none' } });
 *   await fetch(`${server.url}/api/v0/...`);
 *   await server.kill(); // SIGKILL, resolves once the process is gone
 */
export type ServerProcess = {
  /** Russian version (host localhost), e.g. http://localhost:43210. */
  url: string;
  /** English version (host 127.0.0.1). */
  enUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first answer of `ready`. */
  readyMs: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGKILL (no clean-up of any kind), resolved once the process has exited. */
  kill: () => Promise<void>;
  /** SIGTERM (the server's graceful stop), resolved with its exit code. */
  stop: () => Promise<number | null>;
};

/** A TCP port free at this moment on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a child: this process's, without the test runner's database choice (the
 * child gets exactly the DATABASE_URL or DATA_DIR it is given), quiet logs, no SPA, `env` on top.
 */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.TEST_DB;
  const merged: NodeJS.ProcessEnv = {
    ...base,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED: 'none',
    APP_HOST_RU: 'localhost',
    WEB_DIST: path.join(TEST_TMP, 'no-web'),
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged;
}

/**
 * Runs `script` (a path from the repository root: a .ts file with tsx, a built .mjs with plain
 * node) in a child process, output collected; `input`, when given, is its standard input (a pipe,
 * closed after it), else it has none.
 */
export function spawnScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
  input?: string,
): { child: ChildProcess; output: () => string } {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: childEnv(env),
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (input !== undefined) child.stdin!.end(input);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { child, output: () => text };
}

/** Resolves with the exit code once `child` has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Default readiness: the server answers HTTP at all (it listens only once migrated). */
const answers = async (url: string) => {
  const res = await fetch(`${url}/api/v0/catalog/categories`);
  await res.arrayBuffer();
  return res.status < 500;
};

/**
 * Starts apps/api/src/server.ts (or `script`, e.g. the built apps/api/dist/server.mjs) on a free
 * port with `env` (DATA_DIR or DATABASE_URL, …; SEED none unless given) and resolves once
 * `ready(url)` is true (polled every 25 ms). Rejects with the server's output when it exits first
 * or `timeoutMs` (default 60 s) passes.
 */
export async function startServer(options: {
  env: Record<string, string | undefined>;
  ready?: (url: string) => Promise<boolean>;
  timeoutMs?: number;
  script?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const started = Date.now();
  const { child, output } = spawnScript(options.script ?? 'apps/api/src/server.ts', [], {
    TRUST_PROXY: 'true',
    ...options.env,
    PORT: String(port),
  });
  const url = `http://localhost:${port}`;
  const ready = options.ready ?? answers;
  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it served:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not serve within ${options.timeoutMs ?? 60_000} ms:\n${output()}`);
    }
    if (await ready(url).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    enUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    readyMs: Date.now() - started,
    output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
