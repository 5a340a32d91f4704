import { ErrorBody, IdParam, StoreResponse, StoresResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStores, switchStore } from './stores.service';

/**
 * Stores module (docs/rules.md#store, docs/rules.md#store-switch, docs/rules.md#decisions-3).
 * Signed-in only: registered behind app.requireAuth (the outlets wing's `signedInRoutes`, outlets/wing.ts).
 */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /store → 200 `{ data: Store[] }`: the caller's own stores, ordered by id; 401 when not
   * logged in.
   */
  app.get(
    '/store',
    {
      schema: {
        tags: ['stores'],
        summary: "The caller's own stores",
        response: { 200: StoresResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ data: await listStores(request.ctx, { db: app.db }) }),
  );

  /**
   * PATCH /store/active/{id} → 200 `{ data: Store }`: sets the caller's current store.
   * 400 bad id; 401 not logged in; 403 FORBIDDEN when the store is not the caller's (nothing changes).
   */
  app.patch(
    '/store/active/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'Make one of the caller’s stores the current store',
        params: IdParam,
        response: { 200: StoreResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await switchStore(request.ctx, { db: app.db, storeId: request.params.id }) }),
  );
};
