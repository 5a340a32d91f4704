import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

/** The error handler on a bare Fastify app, as a static-file route would fail (docs/security.md#bad-input). */
async function appFailingWith(error: Error & { code?: string }) {
  const app = Fastify({ logger: false });
  app.decorateRequest('lang', 'en');
  registerErrorHandler(app);
  app.get('/media/x.jpg', async (_request, reply) => {
    reply.type('image/jpeg');
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('answers a file that vanished between lookup and read (ENOENT) with a JSON 404, even after an image type', async () => {
    const app = await appFailingWith(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }));
    const res = await app.inject({ method: 'GET', url: '/media/x.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers anything unexpected with a JSON 500 without details, even after an image type', async () => {
    const app = await appFailingWith(new Error('boom at /secret/path'));
    const res = await app.inject({ method: 'GET', url: '/media/x.jpg' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain('secret');
  });
});
