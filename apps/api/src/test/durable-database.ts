import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { PGLITE_TEMPLATE, TEST_TMP } from './paths';
import { createPgDatabase, dropPgDatabase } from './postgres-databases';

/**
 * A database that outlives the process that fills it, for tests that run the server or a CLI in a
 * child process (server-process.ts): a PGlite folder under .tmp (from the migrated template) when
 * TEST_DB is not postgres, else a new PostgreSQL database. `env` is what the child needs
 * (DATA_DIR, plus DATABASE_URL on PostgreSQL); `open` opens it in this process — on PGlite never
 * while a child has it open (one folder, one process).
 *
 *   const store = await createDurableDatabase();
 *   const database = await store.open(); … factories … await database.close();
 *   const server = await startServer({ env: store.env });
 */
export type DurableDatabase = {
  kind: 'pglite' | 'postgres';
  env: { DATA_DIR: string; DATABASE_URL?: string };
  open: () => Promise<Database>;
  /** Deletes the folder (and drops the PostgreSQL database). */
  drop: () => Promise<void>;
};

/** A new migrated, empty database of the suite's kind (TEST_DB). */
export async function createDurableDatabase(): Promise<DurableDatabase> {
  const key = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = path.join(TEST_TMP, `durable-${key}`);
  mkdirSync(dataDir, { recursive: true });
  if (process.env.TEST_DB === 'postgres') {
    const { name, url: databaseUrl } = await createPgDatabase('kits_durable');
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      open: () => openDatabase({ databaseUrl, poolSize: 5, migrate: false }),
      drop: async () => {
        await dropPgDatabase(name);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  let loaded = false;
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: async () => {
      const loadDataDir = loaded ? undefined : new Blob([readFileSync(PGLITE_TEMPLATE)]);
      loaded = true;
      return openDatabase({ dataDir: pgliteDir, loadDataDir, migrate: false });
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
