import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions, root, workerEntries } from './build-server.mjs';

/** Libraries only some requests need: a start must not load them (docs/rules.md#lazy-libraries). */
const ON_FIRST_USE = [
  '@faker-js/faker',
  'sharp',
  'exceljs',
  'pdfkit',
  'archiver',
  'nodemailer',
  'ioredis',
  '@shopify/admin-api-client',
  'moysklad',
  'p-queue',
  'undici',
  'piscina',
  'yauzl',
] as const;

/** npm packages reached from the `entries` outputs through `kinds` of imports (static ones: what loading them loads). */
function packagesReached(metafile: Metafile, entries: string[], kinds: string[]): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]!.imports) {
      if (!kinds.includes(imported.kind)) continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  for (const entry of entries) visit(entry);
  return packages;
}

describe('the server bundle (docs/decisions/0029-built-server-bundle-and-cluster.md)', () => {
  it('loads the heavy libraries on first use only, never at start', async () => {
    const { metafile } = await build({ ...bundleOptions(), metafile: true, sourcemap: false });
    const entry = path.relative(root, path.join(root, 'apps/api/dist/server.mjs'));
    // A start: server.ts, then the app it imports before listening (server.ts `serve`).
    const app = Object.keys(metafile.outputs).find(
      (output) => metafile.outputs[output]!.entryPoint === 'apps/api/src/app.ts',
    )!;
    const atStart = packagesReached(metafile, [entry, app], ['import-statement']);
    const ever = packagesReached(metafile, [entry], ['import-statement', 'dynamic-import']);
    expect(atStart).toContain('fastify');
    expect(atStart).not.toContain('tsx');
    for (const name of ON_FIRST_USE) expect(atStart, name).not.toContain(name);
    for (const name of ['@faker-js/faker', 'archiver', 'pdfkit', 'sharp']) expect(ever, name).toContain(name);
  });

  it('builds every parse-thread module beside server.mjs, where lib/parse-pool.ts looks for it', async () => {
    const { metafile } = await build({ ...bundleOptions(), metafile: true, sourcemap: false });
    const workers = workerEntries();
    expect(workers.map((file) => path.basename(file))).toContain('quick-order.worker.ts');
    for (const file of workers) {
      const output = path.relative(
        root,
        path.join(root, 'apps/api/dist', `${path.basename(file, '.ts')}.mjs`),
      );
      expect(metafile.outputs[output]?.entryPoint, output).toBe(path.relative(root, file));
    }
  });

  it('imports only production dependencies, so `npm ci --omit=dev` runs it (docs/operations.md#first-start)', async () => {
    const { metafile } = await build({ ...bundleOptions(), metafile: true, sourcemap: false });
    const entry = path.relative(root, path.join(root, 'apps/api/dist/server.mjs'));
    const ever = packagesReached(metafile, [entry], ['import-statement', 'dynamic-import', 'require-call']);
    const manifest = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const production = new Set(
      ['apps/api/package.json', 'packages/contract/package.json'].flatMap((file) =>
        Object.keys(manifest(file).dependencies ?? {}),
      ),
    );
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const imported = [...ever].filter(
      (specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier.split('/')[0]!),
    );
    expect(imported.length).toBeGreaterThan(10);
    expect(imported.map(packageOf).filter((name) => !production.has(name))).toEqual([]);
  });
});
