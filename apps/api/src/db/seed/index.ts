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

export { accountsWithDemoPassword, DEMO_PASSWORD } from './demo-accounts';

/**
 * Why a production start must stop (docs/operations.md#first-start), or null: in production
 * (NODE_ENV=production) without SEED=demo — the try-out start `npm start` declares SEED=demo — a
 * database whose accounts still hold the demo password is refused, naming them and the fixes.
 */
export async function demoPasswordRefusal(options: { db: Db; config: Config }): Promise<string | null> {
  const { db, config } = options;
  if (config.NODE_ENV !== 'production' || config.SEED === 'demo') return null;
  const { accountsWithDemoPassword } = await import('./demo-accounts');
  const open = await accountsWithDemoPassword(db);
  if (open.length === 0) return null;
  return [
    `refusing to start in production: these accounts still have the demo password: ${open.join(', ')}.`,
    'This database holds the demo data set (docs/operations.md#first-start). To run for real, either',
    '  - start on an empty database (a new DATA_DIR, or a new PostgreSQL database in DATABASE_URL) with SEED=none,',
    '    then create your admin: npm run admin:create -- --login <name> --email <address>; or',
    '  - give each account above a new password (or lock it) on the staff pages, then start again; or',
    '  - to keep trying the demo, start it as a demo: SEED=demo (what `npm start` does).',
  ].join('\n');
}
