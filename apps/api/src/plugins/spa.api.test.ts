import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TMP } from '../test/paths';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the single-page app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = path.join(TEST_TMP, `spa-${process.pid}`);
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html lang="ru"><head><!--app-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it('serves the page at / with the version of the host injected', async () => {
    const ru = await t.call('GET', '/');
    expect(ru.status).toBe(200);
    expect(ru.bytes.toString()).toContain('"version":"ru"');
    expect(ru.bytes.toString()).toContain('"mainStoreId":1');
    const en = await t.call('GET', '/', { version: 'en' });
    expect(en.bytes.toString()).toContain('"version":"en"');
    expect(en.bytes.toString()).toContain('<html lang="en">');
  });

  it('falls back to the page for any client route, and serves files as they are', async () => {
    const deep = await t.call('GET', '/catalog/kartiny-po-nomeram/KN-1');
    expect(deep.status).toBe(200);
    expect(deep.bytes.toString()).toContain('window.__APP_CONFIG__');
    const asset = await t.call('GET', '/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.bytes.toString()).toBe('console.log(1)');
  });
});
