import {
  ErrorBody,
  IdParam,
  IfMatchHeaders,
  ServiceProduct,
  ServiceProductPatch,
  ServiceProductResponse,
  ServiceProductsQuery,
  ServiceProductsResponse,
  ServiceStatusesResponse,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIfMatch, versioned } from '../../lib/record-version';
import {
  getServiceProduct,
  listServiceProducts,
  listServiceStatuses,
  patchServiceProduct,
} from './product-admin.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Product service (docs/rules.md#routes /services/product-service; docs/rules.md#staff-writes): managers search,
 * read and edit products. Every route answers 401 anonymous and 403 for anyone but a manager/admin.
 */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/products?q=&page= → 200 `{ data: ServiceProduct[], meta }`, 25 per page by code. */
  app.get(
    '/services/products',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Search products (code or name) for the product service',
        querystring: ServiceProductsQuery,
        response: { 200: ServiceProductsResponse, ...denied },
      },
    },
    async (request) => listServiceProducts({ db: app.db, q: request.query.q, page: request.query.page }),
  );

  /** GET /services/products/{id} → 200 `{ data: ServiceProduct }`; 404 unknown id. */
  app.get(
    '/services/products/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'One product for the product service',
        params: IdParam,
        response: { 200: ServiceProductResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      versioned(reply, await getServiceProduct(request.ctx, { db: app.db, id: request.params.id })),
  );

  /**
   * PATCH /services/products/{id} with ServiceProductPatch → 200 `{ data: ServiceProduct }` after
   * the edit (one transaction, one audit row), with the new `ETag`. `If-Match: <its etag>` required
   * (428 without, 412 with the current product when stale: docs/rules.md#record-versions). 422 with
   * field `errors` (bad values, unknown category/status/store); 404 unknown id.
   */
  app.patch(
    '/services/products/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary:
          'Edit a product: names, descriptions, category, prices, stock, properties, hashtags, statuses',
        params: IdParam,
        headers: IfMatchHeaders,
        body: ServiceProductPatch,
        response: {
          200: ServiceProductResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(ServiceProduct),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await patchServiceProduct(request.ctx, {
        db: app.db,
        id: request.params.id,
        patch: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );

  /** GET /services/statuses → 200 `{ data: [{ slug, name }] }`: the statuses a product may carry. */
  app.get(
    '/services/statuses',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Product statuses',
        response: { 200: ServiceStatusesResponse, ...denied },
      },
    },
    async () => ({ data: await listServiceStatuses(app.db) }),
  );
};
