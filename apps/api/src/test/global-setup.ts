import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../db/client';
import { PGLITE_TEMPLATE, TEST_TMP } from './paths';
import { createPgDatabase, dropPgDatabase, PG_TEMPLATE_ENV } from './postgres-databases';

/**
 * Vitest global setup for the API suite: runs the migrations once per run, never per test file.
 * PGlite: migrates one in memory and dumps it as the template every test file loads (creating a
 * PGlite takes seconds; loading a dump is fast). PostgreSQL (TEST_DB=postgres): migrates a template
 * database `kits_tpl_<pid>_<random>` that every test database copies (postgres-databases.ts; its
 * name goes to the workers in KITS_TEST_PG_TEMPLATE), and drops it when the run ends.
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') {
    delete process.env[PG_TEMPLATE_ENV]; // the template itself is made the slow way: migrated
    const { name } = await createPgDatabase('kits_tpl');
    process.env[PG_TEMPLATE_ENV] = name;
    return () => dropPgDatabase(name);
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite!.dumpDataDir('none');
  mkdirSync(TEST_TMP, { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
