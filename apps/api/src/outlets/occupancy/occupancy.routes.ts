import { ErrorBody, StoreOccupancyResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeOccupancyModal } from './occupancy.service';

/**
 * Occupancy module (docs/rules.md#occupancy-modal, docs/rules.md#occupancy-entry, docs/rules.md#spec-9).
 * Signed-in only: registered behind app.requireAuth (the outlets wing's `signedInRoutes`, outlets/wing.ts).
 */
export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /store/occupancy → 200 `{ data: { store_id, shelves, categories, overall } }` for the
   * caller's current store and basket (contract StoreOccupancyResponse); a store without shelves
   * answers empty lists. 401 when not logged in.
   */
  app.get(
    '/store/occupancy',
    {
      schema: {
        tags: ['occupancy'],
        summary: 'Occupancy of the current store’s shelves, with the basket',
        response: { 200: StoreOccupancyResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ data: await storeOccupancyModal(request.ctx, { db: app.db }) }),
  );
};
