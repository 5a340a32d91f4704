import {
  ErrorBody,
  IdParam,
  IfMatchHeaders,
  MessageResponse,
  ServiceCategoriesResponse,
  ServiceCategoryCreate,
  ServiceCategoryPatch,
  ServiceCategoryResponse,
  ServiceProduct,
  ServiceProductCreate,
  ServiceProductPatch,
  ServiceProductResponse,
  ServiceProductsQuery,
  ServiceProductsResponse,
  ServiceStatusesResponse,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaDir } from '../../config';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { createServiceCategory, listServiceCategories, patchServiceCategory } from './category-admin.service';
import { productAdminMessage } from './product-admin.messages';
import {
  getServiceProduct,
  listServiceProducts,
  listServiceStatuses,
  patchServiceProduct,
} from './product-admin.service';
import {
  createServiceProduct,
  deleteServiceProduct,
  setServiceProductArchived,
} from './product-lifecycle.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Product service (docs/rules.md#routes /services/product-service; docs/rules.md#staff-writes): managers search,
 * read, create, edit, archive and delete products and edit categories. Every route answers 401 anonymous and 403 for anyone but a manager/admin.
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

  /**
   * POST /services/products with ServiceProductCreate → 201 `{ data: ServiceProduct }`
   * (docs/rules.md#product-lifecycle): a product made by hand, audited. 422 with field `errors`
   * (code taken, unknown category, prices).
   */
  app.post(
    '/services/products',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Create a product by hand: code, names, category, prices',
        body: ServiceProductCreate,
        response: { 201: ServiceProductResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createServiceProduct(request.ctx, { db: app.db, body: request.body });
      return reply.code(201).send({ data });
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    /**
     * POST /services/products/{id}/archive | restore → 200 `{ data: ServiceProduct }`
     * (docs/rules.md#product-lifecycle): hidden from customers / shown again; 404 unknown id.
     */
    app.post(
      `/services/products/:id/${action}`,
      {
        preHandler: managerOnly,
        schema: {
          tags: ['services'],
          summary: archived
            ? 'Archive a product: hidden from customers, kept in orders and reports'
            : 'Restore an archived product',
          params: IdParam,
          response: { 200: ServiceProductResponse, ...denied, 404: ErrorBody },
        },
      },
      async (request) => ({
        data: await setServiceProductArchived(request.ctx, { db: app.db, id: request.params.id, archived }),
      }),
    );
  }

  /**
   * DELETE /services/products/{id} → 200 `{ message }` (docs/rules.md#product-lifecycle): deleted
   * with its prices, links and pictures when nothing references it; 409 naming what does; 404.
   */
  app.delete(
    '/services/products/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Delete a product nothing references (else 409: archive it)',
        params: IdParam,
        response: { 200: MessageResponse, ...denied, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const product = await getServiceProduct(request.ctx, { db: app.db, id: request.params.id });
      await deleteServiceProduct(request.ctx, { db: app.db, id: product.id, mediaDir: mediaDir(app.config) });
      return { message: productAdminMessage(request.ctx.lang, 'deleted', { code: product.code }) };
    },
  );

  /** GET /services/categories → 200 `{ data: ServiceCategory[] }` (docs/rules.md#category-editor), hidden ones too. */
  app.get(
    '/services/categories',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Every category for the category editor, hidden ones included',
        response: { 200: ServiceCategoriesResponse, ...denied },
      },
    },
    async () => ({ data: await listServiceCategories({ db: app.db }) }),
  );

  /** POST /services/categories → 201 `{ data: ServiceCategory }`; 422 `errors.parent_id`. */
  app.post(
    '/services/categories',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Create a category (names in both languages, parent, position)',
        body: ServiceCategoryCreate,
        response: { 201: ServiceCategoryResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createServiceCategory(request.ctx, { db: app.db, body: request.body });
      return reply.code(201).send({ data });
    },
  );

  /**
   * PATCH /services/categories/{id} → 200 `{ data: ServiceCategory }`: rename, move (422
   * `errors.parent_id` for a cycle or unknown parent), order, hide/show; 404 unknown id.
   */
  app.patch(
    '/services/categories/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Rename, move, order, hide or show a category',
        params: IdParam,
        body: ServiceCategoryPatch,
        response: { 200: ServiceCategoryResponse, ...denied, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => ({
      data: await patchServiceCategory(request.ctx, {
        db: app.db,
        id: request.params.id,
        patch: request.body,
      }),
    }),
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
