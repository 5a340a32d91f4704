import { sql } from 'drizzle-orm';
import { type Config, mediaDir } from '../../config';
import { type Db, queryRows } from '../client';
import { runSeed, type SeedSummary } from './run-seed';
import type { ScaleName } from './scales';

export { runSeed, type SeedSummary } from './run-seed';
export { SCALES, type ScaleName } from './scales';

/**
 * Loads the demo data set (decisions §6) when the database has no users and no products; does
 * nothing otherwise, so calling it on every start (server.ts) never duplicates anything.
 * `scale` defaults to demo (tests use 'test').
 */
export async function seedIfEmpty(options: {
  db: Db;
  config: Config;
  log: (text: string) => void;
  scale?: ScaleName;
}): Promise<SeedSummary | null> {
  const [counts] = await queryRows<{ users: number; products: number }>(
    options.db,
    sql`select (select count(*) from users)::int as users, (select count(*) from products)::int as products`,
  );
  if ((counts?.users ?? 0) > 0) return null;
  if ((counts?.products ?? 0) > 0) {
    options.log(
      'no users but a catalogue exists: demo data not loaded (npm run db:seed -- --reset replaces everything)',
    );
    return null;
  }
  options.log('empty database: loading the demo data set…');
  return runSeed({
    db: options.db,
    mediaDir: mediaDir(options.config),
    scale: options.scale ?? 'demo',
    log: options.log,
  });
}
