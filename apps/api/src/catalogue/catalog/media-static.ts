import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves product images (originals and 75x75 thumbnails, docs/rules.md#decisions-1) from `dir`
 * (mediaDir(config) = DATA_DIR/media) at /media/<file_name>, the `url` and `url_small` of a
 * Product's media. A second @fastify/static registration, so `decorateReply: false`; the default
 * `wildcard: true` also serves files uploaded after start-up. Public, like any image URL.
 */
export async function registerMediaStatic(app: FastifyInstance, dir: string) {
  // @fastify/static wants an absolute root; DATA_DIR may be given relative (DATA_DIR=./data).
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
}
