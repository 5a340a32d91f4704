// `npm start`: builds the SPA and the server bundle when their sources changed since the last build,
// then runs the bundle (migrations, demo data on an empty database, listen). Says what it is doing
// while it works. Decision: docs/decisions/0029-built-server-bundle-and-cluster.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, newestMtime, root, serverBundle, serverBundleStale } from './build-server.mjs';

const say = (text) => process.stdout.write(`[start] ${text}\n`);

// WEB_DIST (config.ts) moves the build too: the browser suite builds its own copy, so a build in a
// shared checkout never swaps the files under another running server.
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const builtIndex = path.join(webDist, 'index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contract/src'].map((p) =>
  path.join(root, p),
);
const newestSource = Math.max(...sources.map(newestMtime));
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestSource) {
  say('building the web app (vite build)…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  say('web app is up to date');
}

if (serverBundleStale()) {
  say('building the server (esbuild)…');
  await buildServer();
} else {
  say('server build is up to date');
}

const server = spawn(process.execPath, [serverBundle], {
  stdio: 'inherit',
  // The try-out start: demo data in an empty database unless SEED says otherwise (production's own
  // start, `npm run serve`, begins empty: docs/operations.md#first-start).
  env: { NODE_ENV: 'production', SEED: 'demo', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
