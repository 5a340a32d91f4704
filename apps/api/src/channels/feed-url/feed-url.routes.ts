import {
  ErrorBody,
  FeedUrl,
  FeedUrlBody,
  FeedUrlParam,
  FeedUrlPatch,
  FeedUrlResponse,
  FeedUrlsResponse,
  IfMatchHeaders,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { addFeed, changeFeed, listFeeds, pullNow, removeFeed } from './feed-url.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Scheduled catalogue feed URLs (docs/feed-url.md) on the product service page, for the roles that
 * may run an import (managers and admins).
 */
export const feedUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const importers = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/feed-urls → 200 `{ data: FeedUrl[] }` with each feed's 10 newest runs. */
  app.get(
    '/services/feed-urls',
    {
      preHandler: importers,
      schema: {
        tags: ['services'],
        summary: 'Scheduled feed URLs',
        response: { 200: FeedUrlsResponse, ...denied },
      },
    },
    async () => ({ data: await listFeeds(app.db) }),
  );

  /**
   * POST /services/feed-urls `FeedUrlBody` → 201 `{ data: FeedUrl }`, due at once. 422 `errors.url`
   * for a non-http(s) URL or a host resolving to a non-public address (not on OUTBOUND_ALLOWED_HOSTS).
   */
  app.post(
    '/services/feed-urls',
    {
      preHandler: importers,
      schema: {
        tags: ['services'],
        summary: 'Register a feed URL',
        body: FeedUrlBody,
        response: { 201: FeedUrlResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addFeed(request.ctx, { db: app.db, config: app.config, body: request.body }) }),
  );

  /**
   * PATCH /services/feed-urls/{id} `FeedUrlPatch` with `If-Match: <its etag>` → 200 `{ data: FeedUrl }`
   * with the new `ETag`; 404 unknown; 412 stale (body `current`); 428 no If-Match
   * (docs/rules.md#record-versions).
   */
  app.patch(
    '/services/feed-urls/:id',
    {
      preHandler: importers,
      schema: {
        tags: ['services'],
        summary: 'Change a feed URL: name, interval, enabled',
        params: FeedUrlParam,
        headers: IfMatchHeaders,
        body: FeedUrlPatch,
        response: {
          200: FeedUrlResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(FeedUrl),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await changeFeed(request.ctx, {
        db: app.db,
        id: request.params.id,
        patch: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );

  /** DELETE /services/feed-urls/{id} → 204; the products it imported stay. 404 unknown. */
  app.delete(
    '/services/feed-urls/:id',
    {
      preHandler: importers,
      schema: {
        tags: ['services'],
        summary: 'Delete a feed URL and its runs',
        params: FeedUrlParam,
        response: { 204: z.null(), ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await removeFeed(request.ctx, { db: app.db, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  /** POST /services/feed-urls/{id}/pull → 202 `{ data: FeedUrl }`: due now, the pull job queued. 404 unknown. */
  app.post(
    '/services/feed-urls/:id/pull',
    {
      preHandler: importers,
      schema: {
        tags: ['services'],
        summary: 'Pull a feed URL now',
        params: FeedUrlParam,
        response: { 202: FeedUrlResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await pullNow(request.ctx, { db: app.db, id: request.params.id }) }),
  );
};
