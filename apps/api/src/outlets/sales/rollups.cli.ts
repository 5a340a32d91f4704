/**
 * `npm run db:rollups`: recomputes the sales rollups (docs/rules.md#sales-rollups) from the sales
 * lines of the configured database (DATABASE_URL, or PGlite under DATA_DIR) in one transaction,
 * then prints the rows per rollup table and the time. For after a bulk change the triggers do not
 * follow (an outlet's currency or version, a deleted product or outlet: decision 0022).
 * Never run it against a PGlite folder a running server has open.
 */
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/client';
import { rebuildSalesRollups } from './sales-rollups';

async function main() {
  if (process.argv.length > 2) throw new Error(`unknown argument ${process.argv[2]}`);
  const started = Date.now();
  const say = (text: string) =>
    process.stdout.write(`[rollups +${((Date.now() - started) / 1000).toFixed(1)}s] ${text}\n`);
  const database = await openConfiguredDatabase(loadConfig(), say);
  try {
    say('rebuilding the sales rollups…');
    const rebuilt = Date.now();
    const counts = await rebuildSalesRollups(database.db);
    for (const [table, rows] of Object.entries(counts)) say(`${table}: ${rows.toLocaleString('en-US')} rows`);
    say(`sales rollups rebuilt in ${((Date.now() - rebuilt) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
