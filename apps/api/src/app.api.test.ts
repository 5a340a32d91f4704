import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('the app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API routes with 404 JSON in the version language', async () => {
    const ru = await t.call('GET', '/api/v0/nope');
    expect(ru.status).toBe(404);
    expect(ru.body).toMatchObject({ message: 'Страница не найдена', code: 'NOT_FOUND' });
    const en = await t.call('GET', '/api/v0/nope', { version: 'en' });
    expect(en.body.message).toBe('This page could not be found');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});

describe('the client-token gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_CLIENT_TOKEN: 'secret-client' });
  });
  afterAll(() => t.close());

  it('refuses API calls without X-Client-Token with 401', async () => {
    const res = await t.call('GET', '/api/v0/nope');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('BAD_CLIENT_TOKEN');
    const ok = await t.call('GET', '/api/v0/nope', { headers: { 'x-client-token': 'secret-client' } });
    expect(ok.status).toBe(404);
  });
});
