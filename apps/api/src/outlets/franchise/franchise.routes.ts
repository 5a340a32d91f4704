import {
  ErrorBody,
  IdParam,
  RetailOutletResponse,
  RetailOutletsResponse,
  RetailOutletUpdate,
  SalesRankingResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retailOutlets, salesRanking, updateRetailOutlet } from './franchise.service';

/**
 * Franchise pages (docs/rules.md#routes routes /profile/services/retail-outlets and /sales-ranking; docs/rules.md#spec-6: franchise
 * users, i.e. more than one retail outlet). Every call needs a login (401) and more than one retail
 * outlet (403 otherwise); only the caller's own outlets are ever read or changed.
 * Signed-in only: registered behind app.requireAuth (the outlets wing's `signedInRoutes`, outlets/wing.ts).
 */
export const franchiseRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /profile/services/sales-ranking → 200 `{ data: { ranking, best_outlet, rows } }`. */
  app.get(
    '/profile/services/sales-ranking',
    {
      schema: {
        tags: ['franchise'],
        summary: "The caller's outlets in the sales ranking",
        response: { 200: SalesRankingResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await salesRanking(request.ctx, { db: app.db }) }),
  );

  /** GET /profile/services/retail-outlets → 200 `{ data: RetailOutlet[] }`, ordered by id. */
  app.get(
    '/profile/services/retail-outlets',
    {
      schema: {
        tags: ['franchise'],
        summary: "The caller's retail outlets with settings, stock, occupancy and ranking",
        response: { 200: RetailOutletsResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await retailOutlets(request.ctx, { db: app.db }) }),
  );

  /**
   * PATCH /profile/services/retail-outlets/{id} body `{ auto_order_sum?, report_period_days? }` →
   * 200 `{ data: RetailOutlet }`. 400 bad id; 403 not franchise or not the caller's outlet; 422 a
   * field out of range (`errors.<field>`) or nothing to change.
   */
  app.patch(
    '/profile/services/retail-outlets/:id',
    {
      schema: {
        tags: ['franchise'],
        summary: "Change an outlet's saved auto-order sum or report period",
        params: IdParam,
        body: RetailOutletUpdate,
        response: {
          200: RetailOutletResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => ({
      data: await updateRetailOutlet(request.ctx, {
        db: app.db,
        storeId: request.params.id,
        update: request.body,
      }),
    }),
  );
};
