// Bundles the API (apps/api/src/server.ts with the workspace packages it imports) into one ES module,
// apps/api/dist/server.mjs, with esbuild; the pure-JavaScript libraries of every start are bundled
// (BUNDLED_PACKAGES), the rest load from node_modules (native sharp and argon2, PGlite's wasm and
// data files, pdfkit's fonts). Run by `npm start` when the
// sources are newer than the bundle (scripts/start.mjs), by `npm run build`, or alone:
// `node scripts/build-server.mjs`. Decision: docs/decisions/0029-built-server-bundle-and-cluster.md.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/api/dist');
export const serverBundle = path.join(distDir, 'server.mjs');
/** What the bundle is made of: a change in any of them makes `npm start` build it again. */
// The lock file: the bundled libraries (BUNDLED_PACKAGES) are part of the bundle.
const inputs = [
  'apps/api/src',
  'apps/api/package.json',
  'package-lock.json',
  'packages/contract',
  'scripts/build-server.mjs',
];

/** Newest modification time (ms) of a file or of the files under a folder, node_modules and dist left out. */
export function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

/** True when the bundle is missing or older than one of its inputs. */
export function serverBundleStale() {
  let built;
  try {
    built = statSync(serverBundle).mtimeMs;
  } catch {
    return true;
  }
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/**
 * The pure-JavaScript libraries every start loads (the HTTP server and its plugins, SQL, validation,
 * tokens, texts, metrics): bundled with the code that imports them, and so is every package they
 * import in turn, except those in FILES_NEEDED. Loading them as one module instead of ~1,000
 * files through Node's module loader (resolution, package.json reads, the CommonJS export scan)
 * takes about a third off the time to load the app (decision 0049).
 */
export const BUNDLED_PACKAGES = [
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  '@fastify/helmet',
  '@fastify/multipart',
  '@fastify/send',
  '@fastify/static',
  'drizzle-orm',
  'pg',
  'zod',
  'jose',
  'lru-cache',
  'prom-client',
  'i18next',
  'transliteration',
  'rubles',
  'ipaddr.js',
];

/**
 * Packages that stay imports from node_modules even when a bundled package imports them: native
 * code (sharp, argon2, pg-native), files found beside their own module (PGlite's wasm, pino's
 * transport worker, swagger-ui's pages).
 */
const FILES_NEEDED =
  /^(sharp|@img\/|@node-rs\/|pg-native|@electric-sql\/pglite|pino|thread-stream|@fastify\/swagger)/;

/** The package a bare import names (`@scope/name` or `name`). */
export const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports: the workspace's TypeScript packages (@kits/*) and BUNDLED_PACKAGES (with what
 * they import) are bundled; every other npm package stays an import resolved from node_modules.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kits/') || args.path.startsWith('node:')) return undefined;
      if (FILES_NEEDED.test(args.path)) return { path: args.path, external: true };
      const fromBundledPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      return fromBundledPackage || BUNDLED_PACKAGES.includes(packageOf(args.path))
        ? undefined
        : { path: args.path, external: true };
    });
  },
};

/**
 * The parse-thread modules (`*.worker.ts` under apps/api/src): each is an entry of its own, built
 * beside server.mjs as `<name>.worker.mjs`, where apps/api/src/lib/parse-pool.ts finds it.
 */
export function workerEntries(folder = path.join(root, 'apps/api/src')) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return workerEntries(file);
    return entry.name.endsWith('.worker.ts') ? [file] : [];
  });
}

/** esbuild's options for the server bundle (also used by scripts/server-bundle.test.ts). */
export function bundleOptions() {
  return {
    entryPoints: [path.join(root, 'apps/api/src/server.ts'), ...workerEntries()],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    outdir: distDir,
    splitting: true,
    entryNames: '[name]',
    // Beside server.mjs, not in a subfolder: config.ts finds apps/api as the folder above its file.
    chunkNames: 'chunk.[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'warning',
    plugins: [npmPackagesExternal],
    // The bundled CommonJS packages require Node's own modules (and the external ones) by name.
    banner: {
      js: "import { createRequire as __kitsCreateRequire } from 'node:module'; const require = __kitsCreateRequire(import.meta.url);",
    },
  };
}

/**
 * Builds apps/api/dist/server.mjs (+ .map) and the chunks of what the server imports only when
 * needed (`await import(…)`: the demo data generator, PDF, spreadsheets, pictures, the feed import),
 * so a restart never loads them. Each file is written to a temporary name and renamed, the entry
 * last, so a server starting at that moment from the same checkout never reads half a build; old
 * chunks stay (a running server may still import one), named by content hash, and go after a day.
 */
export async function buildServer() {
  const result = await build(bundleOptions());
  const entryLast = [...result.outputFiles].sort(
    (a, b) => Number(a.path.startsWith(serverBundle)) - Number(b.path.startsWith(serverBundle)),
  );
  for (const file of entryLast) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  dropOldChunks(new Set(result.outputFiles.map((file) => file.path)));
}

/** Deletes chunks of earlier builds that are more than a day old. */
function dropOldChunks(current) {
  for (const name of readdirSync(distDir)) {
    const file = path.join(distDir, name);
    const old = Date.now() - statSync(file).mtimeMs > 24 * 3600_000;
    if (name.startsWith('chunk.') && old && !current.has(file)) rmSync(file, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  process.stdout.write(`[build] ${path.relative(root, serverBundle)} in ${Date.now() - started} ms\n`);
}
