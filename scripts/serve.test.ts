import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './build-server.mjs';

describe('npm run serve (docs/operations.md#first-start)', () => {
  it('never builds: without a build it stops at once, saying to run npm run build', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      env: { ...process.env, WEB_DIST: path.join(root, '.tmp/no-such-build') },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/the build is missing \(.*\.tmp\/no-such-build\/index\.html\)/);
    expect(run.stderr).toContain('npm run build');
  });
});
