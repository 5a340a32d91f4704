import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

/**
 * A PostgreSQL server of its own for one test (the durability test that restarts PostgreSQL under
 * load, docs/security.md#durability): initdb into a temporary folder, started on a free port of
 * 127.0.0.1 with fsync off, so restarting it disturbs no other test. As root (CI, these machines)
 * it runs as the `postgres` system user, as PostgreSQL requires. Null when the server binaries
 * (Debian's /usr/lib/postgresql/<version>/bin) are not on the machine.
 */
export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  /**
   * `pg_ctl restart -m fast` without blocking this process (clients go on meanwhile): every
   * connection cut, in-flight transactions rolled back, then up again.
   */
  restart: () => Promise<void>;
  /** Stops the server (fast: connections cut), keeping its data for `start`. */
  pause: () => void;
  /** Starts it again after `pause`. */
  start: () => void;
  stop: () => void;
};

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const dir = version ? path.join(root, version, 'bin') : null;
  return dir && existsSync(path.join(dir, 'pg_ctl')) ? dir : null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const bin = binDir();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      { stdio: 'pipe', timeout: 60_000 },
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'kits-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctlArgs = (args: string[]) => ['-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), ...args];
  const ctl = (...args: string[]) => run('pg_ctl', ctlArgs(args));
  ctl('-o', options, 'start');
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"`);
      } finally {
        await admin.end();
      }
    },
    async restart() {
      const args = ctlArgs(['-o', options, '-m', 'fast', 'restart']);
      const pgCtl = path.join(bin, 'pg_ctl');
      await promisify(execFile)(
        asRoot ? 'runuser' : pgCtl,
        asRoot ? ['-u', 'postgres', '--', pgCtl, ...args] : args,
        {
          timeout: 60_000,
        },
      );
    },
    pause: () => ctl('-m', 'fast', 'stop'),
    start: () => ctl('-o', options, 'start'),
    stop() {
      try {
        ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
