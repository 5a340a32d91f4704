// Finds the Chromium the browser suite drives (README "Tests"): CHROMIUM_PATH, else the system's
// Chromium or Chrome, else Playwright's own download (already there, or fetched where the network
// allows it). Used by `npm test` before any suite runs and by the Playwright config.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Where a system browser usually is: Debian/Ubuntu, Fedora, Arch, macOS. */
/** Headless Chromium flags for this machine's tests and benches: quiet, fetching nothing of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The one line `npm test` prints, before any suite, when no browser can be found or fetched. */
export const NO_BROWSER_MESSAGE =
  'No Chromium for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary, then run `npm test` again.';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Playwright's own Chromium when it is on disk, else null. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const file = chromium.executablePath();
    return file && isExecutable(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The first usable Chromium, or null.
 * @param {object} [options]
 * @param {NodeJS.ProcessEnv} [options.env] read for CHROMIUM_PATH (default process.env)
 * @param {string[]} [options.candidates] system locations to try (default SYSTEM_BROWSERS)
 * @param {() => Promise<string|null>} [options.bundled] Playwright's own browser (default: ask Playwright)
 * @param {(() => boolean) | null} [options.download] fetches Playwright's browser, true on success;
 *   null never downloads (default: `npx playwright install chromium`, 5 minutes at most)
 * @returns {Promise<{ path: string, source: 'env' | 'system' | 'playwright' } | null>}
 */
export async function findBrowser({
  env = process.env,
  candidates = SYSTEM_BROWSERS,
  bundled = playwrightChromium,
  download = downloadPlaywrightChromium,
} = {}) {
  if (env.CHROMIUM_PATH && isExecutable(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH, source: 'env' };
  const system = candidates.find(isExecutable);
  if (system) return { path: system, source: 'system' };
  const own = await bundled();
  if (own) return { path: own, source: 'playwright' };
  if (download?.()) {
    const fetched = await bundled();
    if (fetched) return { path: fetched, source: 'playwright' };
  }
  return null;
}

/** `npx playwright install chromium`; false when it fails (no network, no disk) or takes over 5 minutes. */
function downloadPlaywrightChromium() {
  process.stdout.write('No Chromium found on this machine: trying `npx playwright install chromium`…\n');
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = spawnSync(npx, ['playwright', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 300_000,
    cwd: path.resolve(import.meta.dirname, '..'),
  });
  return result.status === 0;
}
