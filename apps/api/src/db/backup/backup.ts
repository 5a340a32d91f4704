import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import * as tar from 'tar';
import { type Config, migrationsFolder, repoRoot } from '../../config';
import { openConfiguredDatabase } from '../client';
import { lockPgliteFolder } from '../pglite-lock';

/**
 * Backups that restore (docs/operations.md#backups-and-restore): `npm run db:backup -- DIR` writes
 * DIR/manifest.json and, beside it, the database — PostgreSQL's own custom dump (`pg_dump -Fc`), or
 * the embedded PGlite folder as PGlite dumps it (`dumpDataDir`, gzip) — and DATA_DIR/media and
 * DATA_DIR/secrets as tar.gz. `npm run db:restore -- DIR [--force]` checks the manifest (every
 * file there, its SHA-256 right, a schema no newer than this code's) and restores into the
 * configured target, which must be empty unless --force. The next start migrates an older backup.
 */
export const BACKUP_FORMAT = 1;
const run = promisify(execFile);

export type Manifest = {
  format: number;
  created_at: string;
  app_version: string;
  database: 'postgres' | 'pglite';
  /** The newest migration applied to the backed-up database (its journal tag and `when`). */
  migration: { tag: string; when: number };
  /** File name → SHA-256 (hex) of every file of the backup but the manifest. */
  files: Record<string, string>;
};

/** Why a backup or restore cannot go on: the CLI prints it and exits 1. */
export class BackupError extends Error {}

type Target = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

const journal = () =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;

const sha256 = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

/** The client tool `name` (pg_dump, pg_restore) whose major version is at least the server's. */
async function pgTool(name: 'pg_dump' | 'pg_restore', databaseUrl: string): Promise<string> {
  let version: string;
  try {
    version = (await run(name, ['--version'])).stdout;
  } catch {
    throw new BackupError(
      `${name} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
    );
  }
  const client = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
  const connection = new pg.Client({ connectionString: databaseUrl });
  await connection.connect();
  try {
    const { rows } = await connection.query<{ v: string }>('show server_version_num');
    const server = Math.floor(Number(rows[0]!.v) / 10000);
    if (client < server)
      throw new BackupError(
        `${name} ${client} is older than the PostgreSQL server (${server}): install the client tools of version ${server} or newer`,
      );
  } finally {
    await connection.end();
  }
  return name;
}

/** The journal's entry of the newest migration applied, from the database's newest `created_at` (ms). */
function appliedMigration(when: number): Manifest['migration'] {
  const entry = [...journal()].reverse().find((e) => e.when <= when);
  return entry ? { tag: entry.tag, when: entry.when } : { tag: 'none', when: 0 };
}

/** Tars DATA_DIR/`folder` into `file` when the folder exists; answers whether it did. */
async function tarFolder(dataDir: string, folder: string, file: string): Promise<boolean> {
  if (!existsSync(path.join(dataDir, folder))) return false;
  await tar.c({ gzip: true, file, cwd: dataDir, portable: true }, [folder]);
  return true;
}

/**
 * Backs up the configured database, media and secrets into `dir` (created; must be empty).
 * PostgreSQL is dumped while the server runs (pg_dump's snapshot is consistent); the embedded
 * PGlite needs the server stopped (PgliteInUseError otherwise). Answers the manifest.
 */
export async function backup(config: Target, dir: string): Promise<Manifest> {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0)
    throw new BackupError(`${dir} is not empty: give a new folder for each backup`);
  const files: Record<string, string> = {};
  let migration: Manifest['migration'];
  if (config.DATABASE_URL) {
    const tool = await pgTool('pg_dump', config.DATABASE_URL);
    const file = path.join(dir, 'database.dump');
    await run(tool, ['-Fc', '--no-owner', '--no-privileges', '-f', file, config.DATABASE_URL], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const connection = new pg.Client({ connectionString: config.DATABASE_URL });
    await connection.connect();
    try {
      const { rows } = await connection.query<{ m: string | null }>(
        'select max(created_at)::text as m from drizzle.__drizzle_migrations',
      );
      migration = appliedMigration(Number(rows[0]?.m ?? 0));
    } finally {
      await connection.end();
    }
  } else {
    const database = await openConfiguredDatabase(config, undefined, { migrate: false });
    try {
      const rows = await database.pglite!.query<{ m: string | null }>(
        'select max(created_at)::text as m from drizzle.__drizzle_migrations',
      );
      migration = appliedMigration(Number(rows.rows[0]?.m ?? 0));
      const dump = await database.pglite!.dumpDataDir('gzip');
      await writeFile(path.join(dir, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  for (const folder of ['media', 'secrets'])
    await tarFolder(config.DATA_DIR, folder, path.join(dir, `${folder}.tar.gz`));
  for (const name of readdirSync(dir).sort()) files[name] = await sha256(path.join(dir, name));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    app_version: (
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
    ).version,
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    migration,
    files,
  };
  writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads and checks `dir`'s manifest and files against `config`'s target kind. @throws BackupError */
export async function checkBackup(config: Target, dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      `${dir} holds no readable manifest.json: not a backup of this app, or an unfinished one`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`backup format ${manifest.format} is not ${BACKUP_FORMAT}`);
  const latest = journal().at(-1)!;
  if (manifest.migration.when > latest.when)
    throw new BackupError(
      `the backup's database is newer than this code (${manifest.migration.tag} is not among its migrations): restore it with the version that made it (${manifest.app_version}) or newer`,
    );
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== kind)
    throw new BackupError(
      `the backup holds a ${manifest.database} database but the target is ${kind}: set ${manifest.database === 'postgres' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it`,
    );
  const database = manifest.database === 'postgres' ? 'database.dump' : 'pglite.tar.gz';
  if (!manifest.files[database]) throw new BackupError(`the manifest lists no ${database}`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const file = path.join(dir, name);
    if (!existsSync(file)) throw new BackupError(`${name} is missing from the backup`);
    if ((await sha256(file)) !== expected)
      throw new BackupError(`${name} does not match its checksum: the backup is damaged`);
  }
  return manifest;
}

/** True when the PostgreSQL database at `url` has tables of its own in the public schema. */
async function pgHasTables(url: string): Promise<boolean> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    const { rows } = await connection.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return rows[0]!.n > 0;
  } finally {
    await connection.end();
  }
}

/**
 * Restores `dir` into the configured target: its database (pg_restore; or PGlite's folder loaded
 * from the dump), then media and secrets into DATA_DIR. Refuses a target that holds data unless
 * `force` (PostgreSQL: objects dropped and recreated; PGlite: the folder replaced; files
 * overwritten). The server must be stopped on PGlite (PgliteInUseError). @throws BackupError
 */
export async function restore(
  config: Target,
  dir: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
  const manifest = await checkBackup(config, dir);
  if (config.DATABASE_URL) {
    const nonEmpty = await pgHasTables(config.DATABASE_URL);
    if (nonEmpty && !options.force)
      throw new BackupError(
        'the target database is not empty: restore into a new empty database, or add --force to replace its contents',
      );
    const tool = await pgTool('pg_restore', config.DATABASE_URL);
    const clean = nonEmpty ? ['--clean', '--if-exists'] : [];
    await run(
      tool,
      [
        ...clean,
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '-d',
        config.DATABASE_URL,
        path.join(dir, 'database.dump'),
      ],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } else {
    const folder = path.join(config.DATA_DIR, 'pglite');
    const unlock = lockPgliteFolder(config.DATA_DIR);
    try {
      if (existsSync(folder) && readdirSync(folder).length > 0) {
        if (!options.force)
          throw new BackupError(
            `${folder} is not empty: restore into a new DATA_DIR, or add --force to replace it`,
          );
        rmSync(folder, { recursive: true, force: true });
      }
      mkdirSync(folder, { recursive: true });
      const blob = new Blob([readFileSync(path.join(dir, 'pglite.tar.gz'))]);
      const client = await PGlite.create(folder, { loadDataDir: blob, extensions: { pg_trgm } });
      await client.close();
    } finally {
      unlock();
    }
  }
  for (const folder of ['media', 'secrets']) {
    const file = path.join(dir, `${folder}.tar.gz`);
    if (!manifest.files[`${folder}.tar.gz`]) continue;
    const target = path.join(config.DATA_DIR, folder);
    if (existsSync(target) && readdirSync(target).length > 0 && !options.force)
      throw new BackupError(`${target} is not empty: add --force to overwrite its files`);
    mkdirSync(config.DATA_DIR, { recursive: true });
    await tar.x({ file, cwd: config.DATA_DIR });
  }
  return manifest;
}
