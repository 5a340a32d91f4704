import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { appConfigFor, type Version } from '@kits/contract';
import type { FastifyInstance } from 'fastify';
import { message } from '../lib/messages';

/**
 * Serves the built SPA at / (docs/rules.md#runtime): files from `webDist`, and any other GET outside /api
 * falls back to index.html (history mode). Unknown API routes answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // .br/.gz written beside each file by the web build (vite.config.ts precompress).
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  const template = hasSpa ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const pages = new Map<Version, string>();
  const indexFor = (version: Version) => {
    let page = pages.get(version);
    if (!page) {
      page = template
        .replace('<html lang="ru">', `<html lang="${version}">`)
        .replace(
          '<!--app-config-->',
          `<script>window.__APP_CONFIG__=${JSON.stringify(appConfigFor(version, app.config.API_CLIENT_TOKEN ?? null))}</script>`,
        );
      pages.set(version, page);
    }
    return page;
  };
  if (hasSpa) {
    // @fastify/static refuses the bare directory (index: false), so / gets the page explicitly.
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexFor(request.version)),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexFor(request.version));
    }
    return reply.status(404).send({ message: message(request.lang, 'routeNotFound'), code: 'NOT_FOUND' });
  });
}
