import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, SYSTEM_BROWSERS } from '../../../scripts/find-browser.mjs';
import type { Options } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A free port, chosen once in the runner and handed to the workers through the environment
 * (they load this file again). Port 3000 may be taken on a shared machine; E2E_PORT overrides.
 */
function freePort(): string {
  const probe = spawnSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]);
  return probe.stdout.toString().trim() || '3199';
}
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
/** The fake Shopify shop's port (serve.mjs starts it; shopify.spec.ts adds shops and orders through it). */
process.env.E2E_SHOPIFY_PORT ??= freePort();
const shopifyPort = process.env.E2E_SHOPIFY_PORT;
/** The fake МойСклад's port (serve.mjs starts it; moysklad.spec.ts connects to it and changes its stock). */
process.env.E2E_MOYSKLAD_PORT ??= freePort();
const moyskladPort = process.env.E2E_MOYSKLAD_PORT;
/** The token the fake МойСклад accepts (a test value, no secret). */
process.env.E2E_MOYSKLAD_TOKEN ??= 'e2e-moysklad-token-0123456789';
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * The browser suite (issue 2): Debian's Chromium against the real app started by `npm start` on a
 * fresh embedded database. `ru` browses http://localhost (the Russian version), `en` the English
 * version at http://127.0.0.1 (docs/rules.md#decisions-4).
 */
export default defineConfig<Options>({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per run (port): Playwright empties its output folder at start, which would pull the traces
  // from under another run in the same checkout.
  outputDir: path.join(root, '.tmp/e2e-results', port),
  // Generous: shared 2-core machines run other suites at the same time, and a story of a dozen
  // page loads passed a minute on a loaded CI machine (its time only counts when it fails).
  timeout: 120_000,
  // A page's first rows after a goto can take over 10 s on a loaded CI machine (stop 37's flaky
  // runs); a wait only costs its length when the story already failed.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH (set by `npm test`), else the system's Chromium, else Playwright's own.
      executablePath: process.env.CHROMIUM_PATH ?? SYSTEM_BROWSERS.find((file) => existsSync(file)),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'ru', use: { baseURL: `http://localhost:${port}`, version: 'ru', locale: 'ru-RU' } },
    { name: 'en', use: { baseURL: `http://127.0.0.1:${port}`, version: 'en', locale: 'en-GB' } },
  ],
  webServer: {
    command: 'node apps/web/e2e/serve.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/`,
    // The first start builds the web app and generates the demo data with its images.
    timeout: 240_000,
    // With E2E_PORT set to a port where the app already runs, the suite uses that server.
    reuseExistingServer: !!process.env.E2E_PORT,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, '.tmp/e2e-data', port),
      // Its own build: another `npm start` in the same checkout must not swap the files under it.
      WEB_DIST: path.join(root, '.tmp/e2e-data', port, 'web'),
      APP_HOST_RU: 'localhost',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      // The app talks to the fake Shopify Admin API (apps/api/src/test/fake-shopify.ts), never to the internet.
      E2E_SHOPIFY_PORT: shopifyPort,
      SHOPIFY_ADMIN_URL: `http://127.0.0.1:${shopifyPort}/{shop}/graphql.json`,
      // `npm start` runs in production mode, where connecting a shop needs a sealing key: a fixed test one.
      SHOPIFY_TOKEN_KEY: 'e2e0'.repeat(16),
      // The fake МойСклад (apps/api/src/channels/moysklad/fake, docs/moysklad.md) and the origin its
      // webhooks are posted to, so saving the mapping registers them.
      E2E_MOYSKLAD_PORT: moyskladPort,
      E2E_MOYSKLAD_TOKEN: process.env.E2E_MOYSKLAD_TOKEN,
      MOYSKLAD_API_URL: `http://127.0.0.1:${moyskladPort}/api/remap/1.2`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Links in e-mails and answers open the recipient's version (docs/rules.md#public-url).
      PUBLIC_URL_RU: `http://localhost:${port}`,
      // No poll during a run: its incremental runs would replace the first sync's on the page at a
      // moment of their choosing; the story brings changes in with "Sync now" and the webhook.
      MOYSKLAD_POLL_SECONDS: '3600',
    },
  },
});
