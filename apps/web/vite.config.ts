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

/** The SPA; in dev, /api is proxied to the API on port 3000. */
export default defineConfig({
  plugins: [react(), precompress()],
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
