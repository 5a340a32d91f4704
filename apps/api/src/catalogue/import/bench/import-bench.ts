/**
 * Import rate of a generated YML feed (generateYmlFeed) on PGlite (a data folder on disk) and on
 * PostgreSQL, pictures off (docs/import.md §Performance):
 *
 *   npx tsx apps/api/src/catalogue/import/bench/import-bench.ts [--offers=10000] [--postgres=postgres://postgres@127.0.0.1:5432/kits_import_bench] [--only=pglite|postgres]
 *
 * Writes the feed to a file first (the import reads its file twice: validate, then write), then per
 * database: a first import (every offer created), a second (every offer unchanged) and a third
 * after every price changed (every offer updated). Prints items/s and the process's peak RSS
 * (sampled every 50 ms from process.memoryUsage). The PostgreSQL database is dropped and created.
 */

import { createReadStream, createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { repoRoot } from '../../../config';
import { type Database, openDatabase } from '../../../db/client';
import { runImport } from '../import.service';
import { generateYmlFeed } from '../yml.generate';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '10000' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/kits_import_bench' },
    only: { type: 'string' },
  },
});
const offers = Number(values.offers);
const dir = path.join(repoRoot, '.tmp', 'import-bench');

async function freshPostgres(url: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return openDatabase({ databaseUrl: url });
}

/** Peak RSS while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; seconds: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

/** The same feed with every price 1 rouble higher (line by line: a tag never spans chunks). */
function bumpPrices(): Transform {
  let rest = '';
  const bump = (text: string) =>
    text.replace(/<price>(\d+)<\/price>/g, (_, p: string) => `<price>${Number(p) + 1}</price>`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = rest + chunk.toString('utf8');
      const end = text.lastIndexOf('\n') + 1;
      rest = text.slice(end);
      done(null, bump(text.slice(0, end)));
    },
    flush(done) {
      done(null, bump(rest));
    },
  });
}

async function bench(kind: 'pglite' | 'postgres', feeds: { same: string; changed: string }) {
  const database =
    kind === 'postgres'
      ? await freshPostgres(values.postgres)
      : await (async () => {
          const dataDir = path.join(dir, 'pglite');
          rmSync(dataDir, { recursive: true, force: true });
          return openDatabase({ dataDir });
        })();
  const rows: string[] = [];
  try {
    for (const [label, file] of [
      ['first import (all created)', feeds.same],
      ['same file again (all unchanged)', feeds.same],
      ['every price changed (all updated)', feeds.changed],
    ] as const) {
      const { result, peakMb, seconds } = await withPeakRss(() =>
        runImport({
          db: database.db,
          mediaDir: path.join(dir, 'media'),
          open: () => createReadStream(file),
          fileName: 'bench.xml',
          pictures: false,
        }),
      );
      const rate = Math.round(result.items_read / seconds);
      rows.push(
        `| ${kind === 'pglite' ? 'PGlite (disk)' : 'PostgreSQL 127.0.0.1'} | ${label} | ${result.items_read} | ${result.created}/${result.updated}/${result.unchanged} | ${seconds.toFixed(1)} s | ${rate} items/s | ${peakMb} MB |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await database.close();
  }
  return rows;
}

async function main() {
  mkdirSync(dir, { recursive: true });
  const same = path.join(dir, `feed-${offers}.xml`);
  const changed = path.join(dir, `feed-${offers}-changed.xml`);
  await pipeline(generateYmlFeed({ offers, seed: 1 }), createWriteStream(same));
  await pipeline(createReadStream(same), bumpPrices(), createWriteStream(changed));
  console.log(
    `feed: ${offers} offers, ${(statSync(same).size / 1024 / 1024).toFixed(1)} MB; node ${process.version}`,
  );
  console.log('| database | run | items | created/updated/unchanged | time | rate | peak RSS |');
  console.log('|---|---|---|---|---|---|---|');
  if (values.only !== 'postgres') await bench('pglite', { same, changed });
  if (values.only !== 'pglite') await bench('postgres', { same, changed });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
