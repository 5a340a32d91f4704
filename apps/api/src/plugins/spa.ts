import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { appConfigFor, type Version } from '@kits/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../lib/messages';
import { contentSecurityPolicy } from './security-headers';

/**
 * Serves the built SPA at / (docs/rules.md#runtime): files from `webDist`, and any other GET outside
 * /api, /media and /assets falls back to index.html (history mode). Unknown API routes and missing
 * files answer 404 JSON.
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
  /** The page of a version, with its app config as the one inline script, and the CSP allowing it by hash. */
  const pages = new Map<Version, { html: string; policy: string }>();
  const indexFor = (version: Version) => {
    let page = pages.get(version);
    if (!page) {
      const script = `window.__APP_CONFIG__=${JSON.stringify(appConfigFor(version, app.config.API_CLIENT_TOKEN ?? null))}`;
      const hash = createHash('sha256').update(script).digest('base64');
      page = {
        html: template
          .replace('<html lang="ru">', `<html lang="${version}">`)
          .replace('<!--app-config-->', `<script>${script}</script>`),
        policy: contentSecurityPolicy([`'sha256-${hash}'`]),
      };
      pages.set(version, page);
    }
    return page;
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = indexFor(request.version);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.policy)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  if (hasSpa) {
    // @fastify/static refuses the bare directory (index: false), so / gets the page explicitly.
    app.get('/', { schema: { hide: true } }, sendPage);
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing file (a picture, a built asset) is a 404, never the page.
    const isFile = /^\/(api|media|assets)(\/|\?|$)/.test(request.url);
    if (!isFile && hasSpa && (request.method === 'GET' || request.method === 'HEAD'))
      return sendPage(request, reply);
    return reply.status(404).send({ message: message(request.lang, 'routeNotFound'), code: 'NOT_FOUND' });
  });
}
