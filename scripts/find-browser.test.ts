import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { findBrowser } from './find-browser.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'find-browser-'));
const executable = (name: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, 0o755);
  return file;
};
const missing = path.join(dir, 'missing');

describe('findBrowser (npm test gets its browser before any suite)', () => {
  it('takes CHROMIUM_PATH first when it is an executable', async () => {
    const own = executable('own-chromium');
    const found = await findBrowser({ env: { CHROMIUM_PATH: own }, candidates: [executable('chromium')] });
    expect(found).toEqual({ path: own, source: 'env' });
  });

  it("falls back to the system's Chromium when CHROMIUM_PATH names nothing", async () => {
    const system = executable('system-chromium');
    const found = await findBrowser({ env: { CHROMIUM_PATH: missing }, candidates: [missing, system] });
    expect(found).toEqual({ path: system, source: 'system' });
  });

  it("uses Playwright's own browser without downloading when it is already there", async () => {
    const download = vi.fn(() => true);
    const found = await findBrowser({
      env: {},
      candidates: [missing],
      bundled: async () => '/pw/chrome',
      download,
    });
    expect(found).toEqual({ path: '/pw/chrome', source: 'playwright' });
    expect(download).not.toHaveBeenCalled();
  });

  it("downloads Playwright's browser when there is none, and uses it", async () => {
    let downloaded = false;
    const found = await findBrowser({
      env: {},
      candidates: [missing],
      bundled: async () => (downloaded ? '/pw/chrome' : null),
      download: () => {
        downloaded = true;
        return true;
      },
    });
    expect(found).toEqual({ path: '/pw/chrome', source: 'playwright' });
  });

  it('answers null when nothing is found and the download fails, so npm test stops with one line', async () => {
    const found = await findBrowser({
      env: {},
      candidates: [missing],
      bundled: async () => null,
      download: () => false,
    });
    expect(found).toBeNull();
  });
});
