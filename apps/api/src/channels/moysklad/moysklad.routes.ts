import {
  ErrorBody,
  IfMatchHeaders,
  MessageResponse,
  MoyskladConnectBody,
  MoyskladConnection,
  MoyskladConnectionResponse,
  MoyskladMapping,
  MoyskladOptionsResponse,
  MoyskladSyncBody,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { readOptions, requestSync, saveMapping } from './moysklad.mapping';
import { connectMoysklad, disconnectMoysklad, readConnection, retryOrders } from './moysklad.service';
import { receiveWebhook } from './moysklad.webhooks';

/**
 * The МойСклад connection of an admin (docs/moysklad.md): connect with the access token, the
 * mapping with its suggestions, sync now, retry the orders not taken, the state with the last runs,
 * disconnect. 401 anonymous
 * (registered behind app.requireAuth), 403 not an admin, 404 not connected, 422 field errors.
 */
export const moyskladRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moysklad'];
  const errors = { 401: ErrorBody, 403: ErrorBody };
  const deps = () => ({ db: app.db, config: app.config });

  /** GET /services/moysklad → 200 `{ data: MoyskladConnection }` (never the token). */
  app.get(
    '/services/moysklad',
    {
      schema: {
        tags,
        summary: 'The МойСклад connection, mapping and last runs',
        response: { 200: MoyskladConnectionResponse, ...errors },
      },
    },
    async (request, reply) => versioned(reply, (await readConnection(request.ctx, deps())).data),
  );

  /** POST /services/moysklad `{ access_token }` → 201: checked with МойСклад at once, kept sealed. */
  app.post(
    '/services/moysklad',
    {
      schema: {
        tags,
        summary: 'Connect the МойСклад account with its access token',
        body: MoyskladConnectBody,
        response: {
          201: MoyskladConnectionResponse,
          400: ErrorBody,
          ...errors,
          422: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await connectMoysklad(request.ctx, { ...deps(), body: request.body })),
  );

  /** DELETE /services/moysklad → 200 `{ message }`; what came from МойСклад stays. */
  app.delete(
    '/services/moysklad',
    {
      schema: {
        tags,
        summary: 'Disconnect МойСклад',
        response: { 200: MessageResponse, ...errors, 404: ErrorBody },
      },
    },
    (request) => disconnectMoysklad(request.ctx, deps()),
  );

  /** GET /services/moysklad/options → warehouses, price types, attributes, our outlets, suggestions. */
  app.get(
    '/services/moysklad/options',
    {
      schema: {
        tags,
        summary: 'What the МойСклад account holds, our side, and the suggested mapping',
        response: { 200: MoyskladOptionsResponse, ...errors, 404: ErrorBody },
      },
    },
    (request) => readOptions(request.ctx, deps()),
  );

  /**
   * PUT /services/moysklad/mapping MoyskladMapping with `If-Match: <the connection's etag>` → 200 with
   * the new `ETag`; 412 stale (body `current`); 422 field errors at their rows; 428 no If-Match
   * (docs/rules.md#record-versions).
   */
  app.put(
    '/services/moysklad/mapping',
    {
      schema: {
        tags,
        summary: 'Save the mapping of warehouses, price types, product key and attributes',
        headers: IfMatchHeaders,
        body: MoyskladMapping,
        response: {
          200: MoyskladConnectionResponse,
          400: ErrorBody,
          ...errors,
          404: ErrorBody,
          412: staleRecordBody(MoyskladConnection),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const { data } = await saveMapping(request.ctx, { ...deps(), body: request.body, ifMatch });
      return versioned(reply, data);
    },
  );

  /** POST /services/moysklad/orders/retry → 200: the orders МойСклад has not taken are tried again now. */
  app.post(
    '/services/moysklad/orders/retry',
    {
      schema: {
        tags,
        summary: 'Try the orders МойСклад has not taken again now',
        response: { 200: MoyskladConnectionResponse, ...errors, 404: ErrorBody },
      },
    },
    (request) => retryOrders(request.ctx, deps()),
  );

  /** POST /services/moysklad/sync `{ kinds?, full? }` → 202 with the runs queued; 409 not mapped. */
  app.post(
    '/services/moysklad/sync',
    {
      schema: {
        tags,
        summary: 'Sync now: queue the runs asked for',
        body: MoyskladSyncBody,
        response: {
          202: MoyskladConnectionResponse,
          400: ErrorBody,
          ...errors,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestSync(request.ctx, { ...deps(), kinds: request.body.kinds, full: request.body.full }),
        ),
  );
};

/**
 * POST /moysklad/webhooks/{secret}?requestId= — МойСклад's notifications (public: the secret path
 * is the check). 204 at once (the work is queued), 404 for a path that is not ours.
 */
export const moyskladWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/moysklad/webhooks/:secret',
    {
      schema: {
        tags: ['moysklad'],
        summary: 'МойСклад webhook notifications',
        hide: true,
        params: z.object({ secret: z.string().check(z.maxLength(100)) }),
        querystring: z.object({ requestId: z.optional(z.string().check(z.maxLength(100))) }),
        body: z.optional(z.any()),
      },
    },
    async (request, reply) => {
      const taken = await receiveWebhook({
        db: app.db,
        secret: request.params.secret,
        requestId: request.query.requestId ?? null,
        body: (request.body ?? {}) as Parameters<typeof receiveWebhook>[0]['body'],
      });
      return taken ? reply.status(204).send() : reply.status(404).send({ message: 'Not found' });
    },
  );
};
