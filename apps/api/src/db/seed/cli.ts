/**
 * `npm run db:seed [-- --scale demo|bench|test] [--reset] [--no-images]`: loads the demo data set
 * (docs/rules.md#decisions-6) into the configured database (DATABASE_URL, or PGlite under DATA_DIR). Refuses a
 * non-empty database unless --reset, which empties every table first (in the seed's transaction:
 * a failed seed leaves the old data).
 * Never run it against a PGlite folder a running server has open.
 */
import { loadConfig, mediaDir } from '../../config';
import { openConfiguredDatabase } from '../client';
import { isEmpty } from './empty';
import { runSeed } from './run-seed';
import { isScaleName, SCALES } from './scales';

function parseArgs(argv: string[]) {
  const args = { scale: 'demo', reset: false, images: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--reset') args.reset = true;
    else if (a === '--no-images') args.images = false;
    else if (a === '--scale') args.scale = argv[++i] ?? '';
    else if (a.startsWith('--scale=')) args.scale = a.slice('--scale='.length);
    else throw new Error(`unknown argument ${a}`);
  }
  if (!isScaleName(args.scale)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  return { ...args, scale: args.scale };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const say = (text: string) =>
    process.stdout.write(`[seed +${((Date.now() - started) / 1000).toFixed(1)}s] ${text}\n`);
  const database = await openConfiguredDatabase(config, say);
  try {
    if (!args.reset && !(await isEmpty(database.db))) {
      say('the database is not empty; run with --reset to replace everything');
      process.exitCode = 1;
      return;
    }
    const summary = await runSeed({
      db: database.db,
      mediaDir: mediaDir(config),
      scale: args.scale,
      log: say,
      images: args.images,
      reset: args.reset,
      imageDeadlineMs: Number.POSITIVE_INFINITY,
    });
    await summary?.imagesDone;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
