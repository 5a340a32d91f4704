import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions, packageOf, root, workerEntries } from './build-server.mjs';

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

/** The outputs loaded from the `entries` outputs through `kinds` of imports (static ones: what loading them loads). */
function outputsReached(metafile: Metafile, entries: string[], kinds: string[]): Set<string> {
  const outputs = new Set<string>(entries);
  for (const output of outputs)
    for (const imported of metafile.outputs[output]!.imports)
      if (!imported.external && kinds.includes(imported.kind)) outputs.add(imported.path);
  return outputs;
}

/** npm packages those outputs import (`outputsReached`): what stays in node_modules. */
function packagesReached(metafile: Metafile, entries: string[], kinds: string[]): Set<string> {
  const packages = new Set<string>();
  for (const output of outputsReached(metafile, entries, kinds))
    for (const imported of metafile.outputs[output]!.imports)
      if (imported.external && kinds.includes(imported.kind)) packages.add(imported.path);
  return packages;
}

/** The source files bundled into those outputs (`node_modules/<package>/…` for a bundled library). */
const inputsReached = (metafile: Metafile, entries: string[], kinds: string[]) =>
  [...outputsReached(metafile, entries, kinds)].flatMap((output) =>
    Object.keys(metafile.outputs[output]!.inputs),
  );

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
    expect(atStart).not.toContain('tsx');
    for (const name of ON_FIRST_USE) expect(atStart, name).not.toContain(name);
    // Nor bundled into what a start loads (a bundled package importing one).
    const startInputs = inputsReached(metafile, [entry, app], ['import-statement']);
    for (const name of ON_FIRST_USE)
      expect(
        startInputs.filter((input) => input.includes(`node_modules/${name}/`)),
        name,
      ).toEqual([]);
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

  it('bundles the libraries of every start, and keeps native and file-reading ones outside (decision 0049)', async () => {
    const { metafile } = await build({ ...bundleOptions(), metafile: true, sourcemap: false });
    const app = Object.keys(metafile.outputs).find(
      (output) => metafile.outputs[output]!.entryPoint === 'apps/api/src/app.ts',
    )!;
    const inputs = inputsReached(metafile, [app], ['import-statement']);
    for (const name of ['fastify', 'drizzle-orm', 'zod', 'jose'])
      expect(
        inputs.some((input) => input.startsWith(`node_modules/${name}/`)),
        name,
      ).toBe(true);
    const external = packagesReached(metafile, [app], ['import-statement', 'require-call']);
    expect(external).toContain('@node-rs/argon2');
    expect(external).toContain('pino');
  });

  it('imports only production dependencies, so `npm ci --omit=dev` runs it (docs/operations.md#first-start)', async () => {
    const { metafile } = await build({ ...bundleOptions(), metafile: true, sourcemap: false });
    // What our own sources import (a bundled package's own imports are its dependencies, installed with it).
    const ours = Object.entries(metafile.inputs).filter(([input]) => !input.includes('node_modules/'));
    const ever = new Set(
      ours.flatMap(([, input]) => input.imports.filter((i) => i.external).map((i) => i.path)),
    );
    const manifest = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const production = new Set(
      ['apps/api/package.json', 'packages/contract/package.json'].flatMap((file) =>
        Object.keys(manifest(file).dependencies ?? {}),
      ),
    );
    const imported = [...ever].filter(
      (specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier.split('/')[0]!),
    );
    expect(imported.length).toBeGreaterThan(10);
    expect(imported.map(packageOf).filter((name) => !production.has(name))).toEqual([]);
  });
});
