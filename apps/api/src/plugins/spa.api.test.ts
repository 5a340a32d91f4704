import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createUser, loginAs } from '../test/factories/users';
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

  it('answers a missing picture or asset with 404, not the page', async () => {
    for (const url of [
      '/media/nonexistent.jpg',
      '/assets/missing.js',
      '/api/v0/nothing-here',
      '/api/v1/x',
      '/api/docs/nonexistent',
      '/api',
    ]) {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.bytes.toString(), url).not.toContain('__APP_CONFIG__');
      if (url.startsWith('/api')) expect(res.body, url).toMatchObject({ code: 'NOT_FOUND' });
    }
    // An unknown API path is the API's JSON error body; a page path that is unknown still gets the page.
    const api = await t.call('GET', '/api/v1/x');
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(api.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    const page = await t.call('GET', '/no/such/page');
    expect(page.status).toBe(200);
    expect(page.bytes.toString()).toContain('__APP_CONFIG__');
  });

  it('sends security headers everywhere; the page allows only its own inline script, by hash', async () => {
    for (const url of [
      '/',
      '/catalog',
      '/assets/app.js',
      '/media/nonexistent.jpg',
      '/api/v0/catalog/categories',
    ]) {
      const res = await t.call('GET', url);
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), url).toBe('DENY');
      expect(res.headers.get('referrer-policy'), url).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')?;/);
      expect(csp, url).not.toContain("unsafe-inline'; style");
      expect(csp.match(/script-src[^;]*/)![0], url).not.toContain('unsafe-inline');
    }
    const page = await t.call('GET', '/');
    const script = /<script>(.*?)<\/script>/.exec(page.bytes.toString())![1]!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('marks every API answer to a signed-in caller Cache-Control: no-store', async () => {
    await createStore({ db: t.db, id: 1 });
    const { user, password } = await createUser({ db: t.db, groups: ['warehouse'], stores: [1] });
    const token = await loginAs(t, user.username, password);
    for (const url of [
      '/api/v0/store',
      '/api/v0/catalog/categories',
      '/api/v0/catalog/products?per_page=1',
    ]) {
      const res = await t.call('GET', url, { token });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    const me = await t.call('POST', '/api/v0/auth/me', { token });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });
});
