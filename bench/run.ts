// `npm run bench [-- <area>…] [--reseed] [--duration=10] [--connections=20] [--warmup=2] [--sizes-only] [--only=<part>]`:
// measures each area and rewrites its section of docs/benchmarks.md. Areas: catalog, web, basket, order-send, invoice-pdf,
// media, import, uploads, auto-order, analytics, pglite-restart, server, fuzz, reports, moysklad, snapshot, live (`--requests=12000 --seed=2026`:
// generated requests per database).
import { benchAnalytics } from './areas/analytics';
import { benchCatalog } from './areas/catalog';
import { benchAutoOrder } from './areas/franchise';
import { benchFuzz } from './areas/fuzz';
import { benchImport } from './areas/import';
import { benchLive } from './areas/live';
import { benchMedia } from './areas/media';
import { benchMoysklad } from './areas/moysklad';
import { benchBasket, benchInvoicePdf, benchOrderSend } from './areas/orders';
import { benchPgliteRestart } from './areas/pglite-restart';
import { benchReports } from './areas/reports';
import { benchServer } from './areas/server';
import { benchSnapshot } from './areas/snapshot';
import { benchUploads } from './areas/uploads';
import { benchWeb } from './areas/web';
import type { BenchOptions } from './lib/options';
import { type AreaId, writeSection } from './lib/report';

const runners: Partial<Record<AreaId, (options: BenchOptions) => Promise<string>>> = {
  catalog: benchCatalog,
  web: benchWeb,
  basket: benchBasket,
  'order-send': benchOrderSend,
  'invoice-pdf': benchInvoicePdf,
  media: benchMedia,
  import: benchImport,
  uploads: benchUploads,
  'auto-order': benchAutoOrder,
  analytics: benchAnalytics,
  fuzz: benchFuzz,
  'pglite-restart': benchPgliteRestart,
  server: benchServer,
  reports: benchReports,
  moysklad: benchMoysklad,
  snapshot: benchSnapshot,
  live: benchLive,
};

function parseArgs(argv: string[]) {
  const flags = new Map<string, string>();
  const areas: string[] = [];
  for (const arg of argv) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (match) flags.set(match[1]!, match[2] ?? 'true');
    else areas.push(arg);
  }
  const number = (name: string, fallback: number) => Number(flags.get(name) ?? fallback);
  const options: BenchOptions = {
    reseed: flags.has('reseed'),
    duration: number('duration', 10),
    connections: number('connections', 20),
    warmup: number('warmup', 2),
    requests: number('requests', 12_000),
    seed: number('seed', 2026),
    sizesOnly: flags.has('sizes-only'),
    only: flags.get('only'),
  };
  return { areas: areas.length > 0 ? areas : Object.keys(runners), options };
}

async function main() {
  const { areas, options } = parseArgs(process.argv.slice(2));
  for (const area of areas) {
    const run = runners[area as AreaId];
    if (!run) throw new Error(`unknown area "${area}"; known: ${Object.keys(runners).join(', ')}`);
    console.log(`[bench] === ${area} ===`);
    const report = await run(options);
    // A part of an area is a quick check, not the area's figures: printed, docs/benchmarks.md kept.
    if (options.only) {
      console.log(report);
      continue;
    }
    const file = writeSection(area as AreaId, report);
    console.log(`[bench] ${area}: written to ${file}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
