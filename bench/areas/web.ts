import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { readSection, root, table } from '../lib/report';
import { benchSignIn, pgliteDemo, TIMING_TITLE } from './web-timing';
import { benchFirstViews, VIEWS_TITLE } from './web-views';

/** Vite's manifest entry (dist/.vite/manifest.json). */
type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

/** The lazy module the catalogue page loads (apps/web/src/app/router.tsx: CatalogPage → app/routes/catalog.tsx). */
const CATALOG_ROUTE = /(^|\/)src\/app\/routes\/catalog\.tsx$/;

/**
 * Builds the web app into .tmp/bench-web (so a running server's dist is untouched) with a
 * manifest, and sums the gzip bytes of the JS the first /catalog load needs: the entry with its
 * static imports, plus the catalogue route's lazy chunk with its static imports. Then times sign-in →
 * first product row on that build (`benchSignIn`), unless `--sizes-only`: the timing of the last full
 * run is kept, with its date.
 */
export async function benchWeb(options: Pick<BenchOptions, 'sizesOnly'>): Promise<string> {
  const outDir = path.join(root, '.tmp/bench-web');
  console.log('[bench] building the web app (vite build --manifest)…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--manifest', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const routeKeys = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && CATALOG_ROUTE.test(k));
  const files = new Map<string, string>(); // file → why
  const collect = (key: string, why: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, why);
    for (const imported of chunk.imports ?? []) collect(imported, why);
  };
  collect(entryKey, 'entry');
  for (const key of routeKeys) collect(key, `route ${key.replace(/^.*src\//, 'src/')}`);

  const rows: (string | number)[][] = [];
  let raw = 0;
  let gzip = 0;
  for (const [file, why] of files) {
    const bytes = readFileSync(path.join(outDir, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    rows.push([`\`${file}\``, why, kib(bytes.length), kib(gz)]);
  }
  rows.push(['**total**', '', `**${kib(raw)}**`, `**${kib(gzip)}**`]);
  const css = [
    ...new Set(
      [...files.keys()].flatMap((f) => Object.values(manifest).find((c) => c.file === f)?.css ?? []),
    ),
  ];
  const cssGzip = css.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f)), { level: 9 }).length,
    0,
  );
  console.log(
    `[bench] first catalogue load: ${kib(gzip)} of JS gzipped (${kib(raw)} raw), ${kib(cssGzip)} CSS gzipped`,
  );

  return [
    `Measured ${today()} on ${machineLine()}.`,
    '',
    'Method: `vite build --manifest` of apps/web; the JS a logged-in first visit to `/catalog` downloads is the entry chunk with its static imports plus the lazy chunk the router loads for `/catalog` (`src/app/routes/catalog.tsx`, the catalogue page with its price-list link) with its static imports. Sizes are gzip level 9 of each file (what a compressing proxy sends); the Russian texts the entry’s own code uses ship in it, the other Russian namespaces load with the pages and modals loaded on demand that use them, English on demand as a whole (decisions 0034, 0035).',
    routeKeys.length === 0
      ? '\nNo lazy catalogue route chunk was found: the catalogue ships inside the entry.\n'
      : '',
    table(['chunk', 'loaded as', 'raw', 'gzip'], rows),
    '',
    `CSS for the same load: ${css.length} file(s), ${kib(cssGzip)} gzipped.`,
    '',
    ...(options.sizesOnly ? previousTiming() : await benchSignIn(outDir)),
    '',
    ...(options.sizesOnly ? previousViews() : await benchFirstViews({ webDist: outDir, ...pgliteDemo() })),
    '',
    'Reproduce: `npm run bench -- web` (`--sizes-only`: the sizes alone, no servers or browser).',
  ].join('\n');
}

/** The timing subsection of the last full run, marked with that run's date (`--sizes-only`). */
const previousTiming = () => previousSubsection(TIMING_TITLE, VIEWS_TITLE);
/** The first-views subsection of the last full run, likewise. */
const previousViews = () => previousSubsection(VIEWS_TITLE);

/** Subsection `title` of the last run's web section (up to `before`, if given), marked with that run's date. */
function previousSubsection(title: string, before?: string): string[] {
  const previous = readSection('web');
  const at = previous.indexOf(title);
  if (at < 0) return [title, '', 'Not measured (`--sizes-only`).'];
  const end = before ? previous.indexOf(before, at) : -1;
  const rest = previous
    .slice(at + title.length, end > at ? end : undefined)
    .replace(/\n*Reproduce: .*$/s, '')
    .trim();
  const kept = /^\*Kept from the run of (\S+) \(/.exec(rest);
  const body = kept ? rest.slice(rest.indexOf('\n')).trim() : rest;
  const date = kept?.[1] ?? /Measured (\S+) on/.exec(previous)?.[1] ?? 'an earlier run';
  return [title, '', `*Kept from the run of ${date} (this one was \`--sizes-only\`).*`, '', body];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
