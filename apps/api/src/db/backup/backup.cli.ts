/**
 * `npm run db:backup -- DIR` and `npm run db:restore -- DIR [--force]` (docs/operations.md#backups-and-restore):
 * the configured database (DATABASE_URL, or the PGlite under DATA_DIR — its server stopped) with
 * DATA_DIR/media and DATA_DIR/secrets, into or from the folder DIR. Exits 1 with the reason when
 * it cannot (a damaged backup, a newer schema, a target that holds data without --force…).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { PgliteInUseError } from '../pglite-lock';
import { BackupError, backup, restore } from './backup';

const [command, ...rest] = process.argv.slice(2);
const say = (text: string) => process.stdout.write(`[db:${command}] ${text}\n`);

async function main() {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const dir = positionals[0];
  if ((command !== 'backup' && command !== 'restore') || !dir)
    throw new BackupError('usage: npm run db:backup -- DIR | npm run db:restore -- DIR [--force]');
  const config = loadConfig();
  const folder = path.resolve(dir);
  if (command === 'backup') {
    const manifest = await backup(config, folder);
    say(
      `${manifest.database} database (${manifest.migration.tag}), ${Object.keys(manifest.files).join(', ')} → ${folder}`,
    );
  } else {
    const manifest = await restore(config, folder, { force: values.force });
    say(
      `restored the ${manifest.database} backup of ${manifest.created_at} (${manifest.migration.tag}); the next start migrates it to this version`,
    );
  }
}

main().catch((err) => {
  const known = err instanceof BackupError || err instanceof PgliteInUseError;
  process.stderr.write(`[db:${command}] ${known ? err.message : (err as Error).stack}\n`);
  process.exit(1);
});
