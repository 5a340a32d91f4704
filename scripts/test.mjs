// `npm test`: every suite. Unit, API on PGlite, API on PostgreSQL when DATABASE_URL is set, and
// the browser suite. Prints one plain total line `N passed, N failed` at the end.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser, NO_BROWSER_MESSAGE } from './find-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv[2]; // optional: lint | unit | api | e2e
const e2eConfig = path.join(root, 'apps/web/e2e/playwright.config.ts');
const runsE2e = (!only || only === 'e2e') && existsSync(e2eConfig);
// The browser first: a missing Chromium is one line and a non-zero exit, not dozens of failures
// after the other suites have run.
const browser = runsE2e ? await findBrowser() : null;
if (runsE2e && !browser) {
  process.stderr.write(`${NO_BROWSER_MESSAGE}\n`);
  process.exit(1);
}
if (browser) process.stdout.write(`Browser for the e2e suite: ${browser.path} (${browser.source})\n`);
let passed = 0;
let failed = 0;
let broken = false;

function run(name, command, args, env, report) {
  process.stdout.write(`\n=== ${name} ===\n`);
  rmSync(report, { force: true }); // never count a previous run's report
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  const counts = existsSync(report) ? readCounts(report) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const summary = `${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no report'} in ${took}`;
  if (result.status !== 0 && (!counts || counts.failed === 0)) {
    // The runner failed without a failing test (no tests found, server did not start, crash):
    // count the suite as one failure so the total line says so too.
    broken = true;
    failed += 1;
    process.stdout.write(
      `=== ${name}: ${summary}, but it exited with ${result.status}: counted as 1 failed ===\n`,
    );
    return;
  }
  process.stdout.write(`=== ${name}: ${summary} ===\n`);
}

function readCounts(report) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  const s = json.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

const vitest = (project, report) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
// Lint first (about a second): formatting, Biome's rules, and the walls of
// docs/architecture.md#walls (no import cycle, no cross-feature or deep relative import, no
// reach into another API module's files). Counted as one test.
if (!only || only === 'lint') {
  process.stdout.write('\n=== lint ===\n');
  const lint = spawnSync('npx', ['biome', 'check', '.'], { cwd: root, stdio: 'inherit' });
  if (lint.status === 0) passed += 1;
  else failed += 1;
  process.stdout.write(`=== lint: ${lint.status === 0 ? 'passed' : 'FAILED (npm run lint)'} ===\n`);
}
if (!only || only === 'unit')
  run('unit', 'npx', vitest('unit', path.join(tmp, 'unit.json')), {}, path.join(tmp, 'unit.json'));
if (!only || only === 'api') {
  run(
    'api (PGlite)',
    'npx',
    vitest('api', path.join(tmp, 'api-pglite.json')),
    { TEST_DB: 'pglite' },
    path.join(tmp, 'api-pglite.json'),
  );
  if (process.env.DATABASE_URL) {
    run(
      'api (PostgreSQL)',
      'npx',
      vitest('api', path.join(tmp, 'api-pg.json')),
      { TEST_DB: 'postgres' },
      path.join(tmp, 'api-pg.json'),
    );
  } else {
    process.stdout.write('\n(api on PostgreSQL skipped: DATABASE_URL is not set)\n');
  }
}
if (runsE2e) {
  const report = path.join(tmp, 'e2e.json');
  run(
    'browser (Playwright)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: browser.path },
    report,
  );
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || broken ? 1 : 0);
