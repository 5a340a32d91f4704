import { type Config, mediaDir } from '../../config';
import type { Db } from '../client';
import { isEmpty } from './empty';
import type { SeedSummary } from './run-seed';
import type { ScaleName } from './scales';

export type { SeedSummary } from './run-seed';
export { SCALES, type ScaleName } from './scales';

/**
 * Loads the demo data set (docs/rules.md#decisions-6) when the database has no users and no products; does
 * nothing otherwise, so calling it on every start (server.ts) never duplicates anything, even with
 * several servers starting at once on one PostgreSQL. `scale` defaults to demo (tests use 'test').
 */
export async function seedIfEmpty(options: {
  db: Db;
  config: Config;
  log: (text: string) => void;
  scale?: ScaleName;
}): Promise<SeedSummary | null> {
  if (!(await isEmpty(options.db))) return null;
  options.log('empty database: loading the demo data set…');
  // The generators (faker, sharp, argon2) load only here: a start on a filled database never pays for them.
  const { runSeed } = await import('./run-seed');
  return runSeed({
    db: options.db,
    mediaDir: mediaDir(options.config),
    scale: options.scale ?? 'demo',
    log: options.log,
    onlyIfEmpty: true,
  });
}
