import path from 'node:path';
import { runNode } from '../lib/app-process';
import { benchDatabaseUrl } from '../lib/database';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { root } from '../lib/report';

/** Offers of the generated feed (docs/rules.md#decisions-7 scale: a shop's whole catalogue). */
const OFFERS = 10_000;

/**
 * Catalogue import rate (docs/import.md §Performance): runs the import engineer's
 * `apps/api/src/catalogue/import/bench/import-bench.ts` in its own process — a generated
 * 10,000-offer YML feed imported three times (all created, all unchanged, all updated), pictures
 * off, on PGlite (a data folder on disk) and on PostgreSQL (`kits_import_bench` on the bench
 * server, dropped and created), one process each — and keeps its table: items per second and the process's peak RSS.
 */
export async function benchImport(_options: BenchOptions): Promise<string> {
  const load = loadLine();
  const postgres = new URL(benchDatabaseUrl());
  postgres.pathname = '/kits_import_bench';
  // One process per database: PGlite's WASM heap stays in its process and would inflate the
  // PostgreSQL run's peak RSS.
  const outputs: string[] = [];
  for (const only of ['pglite', 'postgres']) {
    outputs.push(
      await runNode('import bench', [
        '--import',
        'tsx',
        path.join(root, 'apps/api/src/catalogue/import/bench/import-bench.ts'),
        `--offers=${OFFERS}`,
        `--postgres=${postgres}`,
        `--only=${only}`,
      ]),
    );
  }
  const lines = outputs.join('\n').split('\n');
  const feed = lines.find((l) => l.startsWith('feed:')) ?? '';
  const tableLines = [...new Set(lines.filter((l) => l.startsWith('|')))];
  return [
    `Measured ${today()} on ${machineLine()}; ${load}.`,
    '',
    `Data: a generated YML feed (\`generateYmlFeed\`, seed 1) — ${feed.replace(/^feed:\s*/, '').replace(/;\s*node .*$/, '')}.`,
    '',
    'Method: `import-bench.ts` (the import module’s own benchmark) in a child process per database: the feed is imported three times per database — every offer created, then unchanged, then every price changed (all updated) — with pictures off; rate = items read ÷ wall time of `runImport` (validating and writing passes); peak RSS = `process.memoryUsage().rss` sampled every 50 ms during that run (PGlite’s WASM heap is inside the process).',
    '',
    ...tableLines,
    '',
    'Reproduce: `npm run bench -- import` (or `npx tsx apps/api/src/catalogue/import/bench/import-bench.ts --offers=10000 [--only=pglite|postgres]`).',
  ].join('\n');
}
