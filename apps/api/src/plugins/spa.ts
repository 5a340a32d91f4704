import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { message } from '../lib/messages';

/**
 * Serves the built SPA at / (decisions §1): files from `webDist`, and any other GET outside /api
 * falls back to index.html (history mode). Unknown API routes answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: message(request.lang, 'routeNotFound'), code: 'NOT_FOUND' });
  });
}
