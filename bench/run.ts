// `npm run bench [-- <area>…] [--reseed] [--duration=10] [--connections=20] [--warmup=2] [--sizes-only] [--only=<part>] [--scale big]`:
// measures each area and rewrites its section of docs/benchmarks.md. Areas: catalog, web, basket, order-send, invoice-pdf,
// media, import, uploads, auto-order, analytics, pglite-restart, server, fuzz, reports, moysklad, snapshot, live (`--requests=12000 --seed=2026`:
// generated requests per database). `--scale big` (areas in BIG_AREAS) runs on ten times the bench scale
// (kits_bench_big, loaded when missing) and writes each area's "at --scale big" sub-section instead.
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
import { benchServerBig } from './areas/server-big';
import { benchSnapshot } from './areas/snapshot';
import { benchUploads } from './areas/uploads';
import { benchWeb } from './areas/web';
import { BENCH_SCALES, type BenchOptions, type BenchScale } from './lib/options';
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
  server: (options) => (options.scale === 'big' ? benchServerBig(options) : benchServer(options)),
  reports: benchReports,
  moysklad: benchMoysklad,
  snapshot: benchSnapshot,
  live: benchLive,
};

/** The areas that run on the big scale's data (`--scale big`); the others measure what does not grow with it. */
const BIG_AREAS: readonly AreaId[] = [
  'catalog',
  'server',
  'basket',
  'order-send',
  'invoice-pdf',
  'auto-order',
  'analytics',
  'reports',
];
/** Flags that take a value, written `--flag value` as well as `--flag=value`. */
const VALUE_FLAGS = new Set(['scale', 'duration', 'connections', 'warmup', 'requests', 'seed']);

function parseArgs(argv: string[]) {
  const flags = new Map<string, string>();
  const areas: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) areas.push(argv[i]!);
    else if (match[2] === undefined && VALUE_FLAGS.has(match[1]!) && argv[i + 1] !== undefined)
      flags.set(match[1]!, argv[++i]!);
    else flags.set(match[1]!, match[2] ?? 'true');
  }
  const scale = flags.get('scale') ?? 'bench';
  if (!(BENCH_SCALES as readonly string[]).includes(scale))
    throw new Error(`--scale must be one of ${BENCH_SCALES.join(', ')}`);
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
    scale: scale as BenchScale,
  };
  const all = Object.keys(runners).filter((a) => scale === 'bench' || BIG_AREAS.includes(a as AreaId));
  return { areas: areas.length > 0 ? areas : all, options };
}

async function main() {
  const { areas, options } = parseArgs(process.argv.slice(2));
  for (const area of areas) {
    const run = runners[area as AreaId];
    if (!run) throw new Error(`unknown area "${area}"; known: ${Object.keys(runners).join(', ')}`);
    if (options.scale === 'big' && !BIG_AREAS.includes(area as AreaId))
      throw new Error(`area "${area}" has no --scale big; those that have: ${BIG_AREAS.join(', ')}`);
    console.log(`[bench] === ${area}${options.scale === 'big' ? ' at --scale big' : ''} ===`);
    const report = await run(options);
    // A part of an area is a quick check, not the area's figures: printed, docs/benchmarks.md kept.
    if (options.only) {
      console.log(report);
      continue;
    }
    const file = writeSection(area as AreaId, report, options.scale);
    console.log(`[bench] ${area}: written to ${file}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
