import {
  AutoOrderCheckQuery,
  AutoOrderCheckResponse,
  ErrorBody,
  RecommendedSumResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAutoOrder } from './auto-order-check';
import { recommendedSum } from './auto-order-outlet';

/**
 * Auto-orders module (docs/rules.md#auto-order-check, docs/rules.md#auto-order-flow, docs/rules.md#spec-5, docs/rules.md#spec-6, docs/rules.md#spec-7; docs/rules.md#decisions-3;
 * docs/auto-order.md). Every call needs a login (401). An auto order is made for the caller's
 * current store, which must be a retail outlet of theirs, never the version's main store, and the
 * caller must have ordering rights (403 otherwise).
 * Signed-in only: registered behind app.requireAuth (the ordering wing's `signedInRoutes`, ordering/wing.ts).
 */
export const autoOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /order/auto-order/recommended-sum → 200 a JSON number: the recommended auto-order sum of
   * the current outlet in whole major units (≥ the version's minimum). 403 as above.
   */
  app.get(
    '/order/auto-order/recommended-sum',
    {
      schema: {
        tags: ['auto-orders'],
        summary: 'Recommended auto-order sum of the current outlet',
        response: { 200: RecommendedSumResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => recommendedSum(request.ctx, { db: app.db }),
  );

  /**
   * GET /auto-order-frontend/check?store_id= → 200 `{ has_fresh_ao, ao_data }`: the caller's newest
   * fresh auto order (last 24 h, not applied) of one of their stores. 400 bad store_id; 403 another
   * customer's store.
   */
  app.get(
    '/auto-order-frontend/check',
    {
      schema: {
        tags: ['auto-orders'],
        summary: 'Is there a fresh auto order for the store?',
        querystring: AutoOrderCheckQuery,
        response: { 200: AutoOrderCheckResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => checkAutoOrder(request.ctx, { db: app.db, storeId: request.query.store_id }),
  );
};
