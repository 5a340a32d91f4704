import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .gz and a .br beside every built JS, CSS, SVG and HTML file, so the server sends them
 * compressed without compressing on each request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|html)$/.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** zod's JSON Schema modules: every classic schema links them, only `toJSONSchema` runs them. */
const ZOD_JSON_SCHEMA =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/**
 * Ships zod without its JSON Schema conversion (~5 KiB gzipped of the first load, decision 0034):
 * the browser only parses answers, so in the build each export of those two modules becomes a
 * function that throws (`create…Method` answers one, as zod calls them while building a schema).
 * The export names are read from the real module, so a zod update that adds or renames one still
 * links; the server and the tests use zod as it is.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load: {
      filter: { id: ZOD_JSON_SCHEMA },
      handler(id) {
        const source = readFileSync(id, 'utf8');
        const names = [
          ...[...source.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)].map(
            (m) => m[1]!,
          ),
          ...[...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
            m[1]!.split(',').map(
              (part) =>
                part
                  .trim()
                  .split(/\s+as\s+/)
                  .pop()!,
            ),
          ),
        ].filter(Boolean);
        if (names.length === 0) this.error(`no exports found in ${id}`);
        const body = names.map((name) =>
          /^create\w*Method$/.test(name)
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
        );
        return [
          "const unavailable = () => { throw new Error('zod JSON Schema is not in the browser build (decision 0034)'); };",
          ...body,
        ].join('\n');
      },
    },
  };
}

/** The SPA; in dev, /api is proxied to the API on port 3000. */
export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The first load's code in two files, not ~60 small shared chunks gzipped one by one
        // (decision 0034): `vendor` holds the node_modules the entry imports statically (changes
        // only with the dependencies), `app` the entry's own modules; pages and modules loaded on
        // demand keep their own chunks. The entry module stays alone in the entry chunk so the
        // manifest keeps it (`includeDependenciesRecursively: false`); the app chunk then imports
        // the entry back, which is why main.tsx has no top-level await.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !id.endsWith('/src/main.tsx'),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
