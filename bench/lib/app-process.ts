import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_DATA_DIR } from './database';
import { root } from './report';

/** The app's port, its process id (for memory sampling) and how to stop it. */
export type AppProcess = { port: number; pid: number; stop: () => Promise<void> };

/**
 * Starts bench-server.ts in its own process (so the load generator does not share its event loop)
 * on `databaseUrl` (undefined: PGlite in DATA_DIR), with `env` over the bench's (e.g. WEB_DIST),
 * and resolves with its port once it listens.
 */
export function startApp(databaseUrl: string | undefined, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
  const childEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: BENCH_DATA_DIR, ...env };
  if (!databaseUrl) delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/lib/bench-server.ts')],
    {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port=(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), pid: child.pid!, stop });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}: ${output}`)));
  });
}

/**
 * Runs node with `args` from the repository root (with `env` over the bench's), echoing its stdout,
 * and answers that stdout; rejects with `name` and the exit code when it exits non-zero.
 */
export function runNode(name: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${name} exited with ${code}`)),
    );
  });
}
