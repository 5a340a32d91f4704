import path from 'node:path';
import { repoRoot } from '../config';

/** Scratch folder of the test runs (git-ignored). */
export const TEST_TMP = path.join(repoRoot, '.tmp');
/** Migrated empty PGlite, dumped once per run by global-setup.ts (uncompressed: each test file loads it faster). */
export const PGLITE_TEMPLATE = path.join(TEST_TMP, 'pglite-template.tar');
