// `npm run serve`: the production start (docs/operations.md#first-start). Runs the built server
// bundle and never builds: without `npm run build` first it stops and says so. Needs only the
// production dependencies (`npm ci --omit=dev` after a build, or a copy of the built tree), and
// loads nothing from this repository but the bundle and the built web app. NODE_ENV defaults to
// production, which makes SEED default to none (an empty database, no demo data).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps/api/dist/server.mjs');
const webIndex = path.join(path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist'), 'index.html');

const missing = [serverBundle, webIndex].filter((file) => !existsSync(file));
if (missing.length > 0) {
  process.stderr.write(
    `[serve] the build is missing (${missing.map((file) => path.relative(root, file)).join(', ')}).\n` +
      '[serve] run `npm run build` once first (it needs the dev dependencies: `npm ci && npm run build`,\n' +
      '[serve] then `npm prune --omit=dev` if you like); see docs/operations.md#first-start.\n',
  );
  process.exit(1);
}

const server = spawn(process.execPath, [serverBundle], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
