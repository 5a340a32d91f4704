import {
  ErrorBody,
  IfMatchHeaders,
  PriceType,
  PriceTypeBody,
  PriceTypeIdParam,
  PriceTypeResponse,
  PriceTypesResponse,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireIfMatch, versioned } from '../../lib/record-version';
import {
  createPriceType,
  deletePriceType,
  listPriceTypes,
  loadPriceType,
  renamePriceType,
  toPriceType,
} from './price-types.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Price types (docs/rules.md#buyer-price, page /services/price-types): managers and admins list,
 * create, rename and delete them (401 anonymous, 403 anyone else). Their prices come in as a file
 * (POST services/price-types/{id}/prices, channels/feeds) or from МойСклад.
 */
export const priceTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/price-types → 200 `{ data: PriceType[] }` by name. */
  app.get(
    '/services/price-types',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'Every price type with its counts',
        response: { 200: PriceTypesResponse, ...denied },
      },
    },
    async (request) => ({ data: await listPriceTypes(request.ctx, { db: app.db }) }),
  );

  /** POST /services/price-types `{ name }` → 201 the new type with its `ETag`; 422 `errors.name` (taken, empty). */
  app.post(
    '/services/price-types',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'Create a price type',
        body: PriceTypeBody,
        response: { 201: PriceTypeResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const created = await createPriceType(request.ctx, { db: app.db, body: request.body });
      reply.code(201);
      return versioned(reply, created);
    },
  );

  /** GET /services/price-types/{id} → 200 the type with its `ETag`; 404 unknown. */
  app.get(
    '/services/price-types/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'One price type',
        params: PriceTypeIdParam,
        response: { 200: PriceTypeResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      versioned(reply, toPriceType(await loadPriceType(request.ctx, { db: app.db, id: request.params.id }))),
  );

  /**
   * PATCH /services/price-types/{id} `{ name }` with `If-Match` → 200 renamed, new `ETag`; 404,
   * 412 stale (body `current`), 422 `errors.name`, 428 without If-Match.
   */
  app.patch(
    '/services/price-types/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'Rename a price type',
        headers: IfMatchHeaders,
        params: PriceTypeIdParam,
        body: PriceTypeBody,
        response: {
          200: PriceTypeResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(PriceType),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const { id } = request.params;
      return versioned(
        reply,
        await renamePriceType(request.ctx, { db: app.db, id, body: request.body, ifMatch }),
      );
    },
  );

  /**
   * DELETE /services/price-types/{id} with `If-Match` → 204, its prices gone; 404, 409 while a
   * counterparty pays it, 412 stale, 428 without If-Match.
   */
  app.delete(
    '/services/price-types/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags: ['services'],
        summary: 'Delete a price type nobody pays',
        headers: IfMatchHeaders,
        params: PriceTypeIdParam,
        response: {
          204: z.null(),
          ...denied,
          404: ErrorBody,
          409: ErrorBody,
          412: staleRecordBody(PriceType),
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      await deletePriceType(request.ctx, { db: app.db, id: request.params.id, ifMatch });
      return reply.code(204).send(null);
    },
  );
};
