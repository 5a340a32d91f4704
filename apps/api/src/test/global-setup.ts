import { mkdirSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../db/client';
import { PGLITE_TEMPLATE, TEST_TMP } from './paths';

/**
 * Vitest global setup for the API suite: migrates one PGlite and dumps it as the template every
 * test file loads (creating a PGlite takes seconds; loading a dump is fast).
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') return;
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(TEST_TMP, { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
