import {
  ErrorBody,
  IdParam,
  ServiceCategoriesResponse,
  ServiceCategoryCreate,
  ServiceCategoryOrder,
  ServiceCategoryPatch,
  ServiceCategoryResponse,
  ServiceProductCreate,
  ServiceProductResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { mediaDir } from '../../config';
import {
  createServiceCategory,
  listServiceCategories,
  orderServiceCategories,
  patchServiceCategory,
} from './categories.service';
import {
  archiveServiceProduct,
  createServiceProduct,
  deleteServiceProduct,
} from './product-lifecycle.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * The catalogue's life cycle for staff (docs/rules.md#product-create, #product-archive,
 * #product-delete, #category-editor): create, archive, restore and delete products; create,
 * rename, move, hide and order categories. Every route answers 401 anonymous and 403 for anyone
 * but a manager or admin; every write is one transaction with an audit row.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);
  const dir = mediaDir(app.config);

  /** POST /services/products with ServiceProductCreate → 201 `{ data: ServiceProduct }`; 422 with field `errors`. */
  app.post(
    '/services/products',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Create a product by hand',
        body: ServiceProductCreate,
        response: { 201: ServiceProductResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createServiceProduct(request.ctx, { db: app.db, body: request.body });
      return reply.code(201).send({ data });
    },
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    /** POST /services/products/{id}/archive|restore → 200 `{ data: ServiceProduct }`; 404 unknown id. */
    app.post(
      `/services/products/:id/${verb}`,
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
        data: await archiveServiceProduct(request.ctx, { db: app.db, id: request.params.id, archived }),
      }),
    );
  }

  /** DELETE /services/products/{id} → 204; 404 unknown id; 409 when anything refers to it. */
  app.delete(
    '/services/products/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Delete a product nothing refers to (no order, basket, favourite, sales, shop)',
        params: IdParam,
        response: { 204: z.null(), ...denied, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteServiceProduct(request.ctx, { db: app.db, id: request.params.id, mediaDir: dir });
      return reply.code(204).send(null);
    },
  );

  /** GET /services/categories → 200 `{ data: ServiceCategory[] }`, hidden ones too. */
  app.get(
    '/services/categories',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Every category for the category editor',
        response: { 200: ServiceCategoriesResponse, ...denied },
      },
    },
    async () => ({ data: await listServiceCategories(app.db) }),
  );

  /** POST /services/categories → 201 `{ data: ServiceCategory }`; 422 unknown parent. */
  app.post(
    '/services/categories',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Create a category',
        body: ServiceCategoryCreate,
        response: { 201: ServiceCategoryResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const data = await createServiceCategory(request.ctx, { db: app.db, body: request.body });
      return reply.code(201).send({ data });
    },
  );

  /** PUT /services/categories/order → 200 `{ data: ServiceCategory[] }` after; 422 not the parent's children. */
  app.put(
    '/services/categories/order',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Order the children of one category (or the roots)',
        body: ServiceCategoryOrder,
        response: { 200: ServiceCategoriesResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request) => ({
      data: await orderServiceCategories(request.ctx, { db: app.db, body: request.body }),
    }),
  );

  /** PATCH /services/categories/{id} → 200 `{ data: ServiceCategory }`; 404; 422 bad parent. */
  app.patch(
    '/services/categories/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Rename, move, hide or show a category',
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
};
