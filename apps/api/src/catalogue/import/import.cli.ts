import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CURRENCIES, type Currency, type ImportReport } from '@kits/contract';
import { loadConfig, mediaDir } from '../../config';
import { openConfiguredDatabase } from '../../db/client';
import { outboundPolicy } from '../../lib/outbound';
import { runImport } from './import.service';

const USAGE = `Usage: npm run catalog:import -- FILE [options]

Imports a YML (Yandex Market) feed or a Shopify product CSV into the catalogue (docs/import.md).

Options:
  --images DIR     read pictures from DIR (by the URL's file name) before trying the URL
  --no-pictures    import no pictures
  --dry-run        validate and report what would change, write nothing
  --source NAME    key prefix (default yml:<file name> / shopify:<file name>)
  --store ID       store whose stock the feed sets: 1 (default) or 56
  --approve        new products get approved_by_content_manager instead of new
  --currency CODE  currency of a Shopify CSV's prices: RUB (default), EUR, PLN, RSD
  --report FILE    also write the full report as JSON to FILE
  --batch N        items per transaction (default 500)

Uses DATA_DIR / DATABASE_URL like the server. With PGlite (no DATABASE_URL) stop the server
first: two processes must never open the same data folder.
Exit code 0 when the file was read (even with rejected items), 1 when it could not be.`;

/** `npm run catalog:import -- FILE …`: see USAGE. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      images: { type: 'string' },
      'no-pictures': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      source: { type: 'string' },
      store: { type: 'string', default: '1' },
      approve: { type: 'boolean', default: false },
      currency: { type: 'string', default: 'RUB' },
      report: { type: 'string' },
      batch: { type: 'string', default: '500' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const file = positionals[0];
  if (values.help || !file) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const storeId = Number(values.store) as 1 | 56;
  const currency = values.currency.toUpperCase() as Currency;
  const problems = [
    !existsSync(file) || !statSync(file).isFile() ? `no such file: ${file}` : null,
    values.images && !existsSync(values.images) ? `no such folder: ${values.images}` : null,
    storeId === 1 || storeId === 56 ? null : '--store must be 1 or 56',
    CURRENCIES.includes(currency) ? null : `--currency must be one of ${CURRENCIES.join(', ')}`,
    Number(values.batch) >= 1 ? null : '--batch must be a positive number',
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const say = (text: string) => process.stdout.write(`[import] ${text}\n`);
    say(`${values['dry-run'] ? 'checking' : 'importing'} ${file}…`);
    const report = await runImport({
      db: database.db,
      mediaDir: mediaDir(config),
      open: () => createReadStream(file),
      fileName: path.basename(file),
      source: values.source,
      storeId,
      approve: values.approve,
      dryRun: values['dry-run'],
      currency,
      batchSize: Number(values.batch),
      pictures: values['no-pictures'] ? false : { imagesDir: values.images, policy: outboundPolicy(config) },
      onProgress: (p) => {
        say(
          `${p.phase}: ${p.items_read}/${p.items_total ?? '?'} items, ${p.created} created, ${p.updated} updated, ` +
            `${p.unchanged} unchanged, ${p.rejected} rejected; pictures ${p.pictures_imported} imported, ${p.pictures_failed} failed`,
        );
      },
    });
    if (values.report) writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
    console.log(formatReport(report));
    return report.fatal ? 1 : 0;
  } finally {
    await database.close();
  }
}

/** The report as the terminal shows it: totals, then the first 20 of each list. */
function formatReport(r: ImportReport): string {
  const lines = [
    '',
    `${r.dry_run ? 'Would import' : 'Imported'} ${r.file_name} (${r.format ?? 'unknown format'}, source ${r.source}, store ${r.store_id}) in ${(r.duration_ms / 1000).toFixed(1)} s`,
    `  items read  ${r.items_read}`,
    `  created     ${r.created}`,
    `  updated     ${r.updated}`,
    `  unchanged   ${r.unchanged}`,
    `  rejected    ${r.rejected_count}`,
    `  warnings    ${r.warnings_count}`,
    `  categories  ${r.categories.created} created, ${r.categories.updated} updated`,
    `  pictures    ${r.pictures.imported} imported, ${r.pictures.skipped} already there, ${r.pictures.failed_count} failed`,
  ];
  const list = (title: string, rows: string[], total: number) => {
    if (total === 0) return;
    lines.push(
      '',
      `${title} (${total}${total > 20 ? ', first 20' : ''}):`,
      ...rows.slice(0, 20).map((row) => `  ${row}`),
    );
  };
  const where = (p: { key: string | null; line: number | null }) =>
    [p.line ? `line ${p.line}` : null, p.key ? `key ${p.key}` : null].filter(Boolean).join(', ');
  list(
    'Rejected',
    r.rejected.map((p) => [where(p), p.reason].filter(Boolean).join(': ')),
    r.rejected_count,
  );
  list(
    'Warnings',
    r.warnings.map((p) => [where(p), p.reason].filter(Boolean).join(': ')),
    r.warnings_count,
  );
  list(
    'Pictures not imported',
    r.pictures.failed.map((f) => `${f.key}: ${f.url}: ${f.reason}`),
    r.pictures.failed_count,
  );
  if (r.fatal) {
    lines.push(
      '',
      `The file could not be imported: ${r.fatal.message}${r.fatal.line ? ` (line ${r.fatal.line})` : ''}`,
    );
  }
  return lines.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
