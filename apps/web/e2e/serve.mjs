// Playwright's webServer: the real app (`node scripts/start.mjs`: the built server bundle, rebuilt
// when its sources changed, so every browser run proves the bundle starts) on a fresh embedded
// database, so every run seeds the demo data from scratch. DATABASE_URL is dropped on purpose: CI exports it for
// the API suite, and the browser suite must not share (or wipe) that server's database.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes(`${path.sep}.tmp${path.sep}`)) throw new Error(`refusing to wipe DATA_DIR=${dataDir}`);
rmSync(dataDir, { recursive: true, force: true });
// Each run has its own folder (its port); drop the ones earlier runs left behind.
const parent = path.dirname(dataDir);
for (const name of safeReaddir(parent)) {
  const dir = path.join(parent, name);
  if (Date.now() - statSync(dir).mtimeMs > 3600_000) rmSync(dir, { recursive: true, force: true });
}

const env = { ...process.env };
delete env.DATABASE_URL;
// The fake Shopify shop (TypeScript, run with tsx) on the port the config chose, for shopify.spec.ts.
const fakeShopify = process.env.E2E_SHOPIFY_PORT
  ? spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'apps/api/src/test/fake-shopify.ts'),
        process.env.E2E_SHOPIFY_PORT,
      ],
      { cwd: root, stdio: 'inherit' },
    )
  : null;
// The fake МойСклад (docs/moysklad.md) on the port the config chose, for moysklad.spec.ts: a small
// account (40 products, «Основной склад» and 2 retail stores with their warehouses, 150 sale positions).
const fakeMoysklad = process.env.E2E_MOYSKLAD_PORT
  ? spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'apps/api/src/channels/moysklad/fake/fake.cli.ts'),
        ...[
          '--port',
          process.env.E2E_MOYSKLAD_PORT,
          '--token',
          process.env.E2E_MOYSKLAD_TOKEN ?? 'fake-token',
        ],
        ...['--products', '40', '--retail-stores', '2', '--sale-positions', '150'],
      ],
      { cwd: root, stdio: 'inherit' },
    )
  : null;
const fakes = [fakeShopify, fakeMoysklad].filter(Boolean);
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const fake of fakes) fake.kill(signal);
    server.kill(signal);
  });
server.on('exit', (code) => {
  for (const fake of fakes) fake.kill('SIGTERM');
  process.exit(code ?? 0);
});

function safeReaddir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
