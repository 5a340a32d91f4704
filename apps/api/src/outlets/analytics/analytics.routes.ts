import { ErrorBody, ProductAnalyticParam, ProductAnalyticResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productAnalytic } from './analytics.service';

/**
 * Analytics module (docs/rules.md#product-analytic, docs/rules.md#analytic-loading "loaded once, on first popover show", docs/rules.md#spec-6, docs/rules.md#spec-7).
 * Signed-in only: registered behind app.requireAuth (the outlets wing's `signedInRoutes`, outlets/wing.ts).
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /product/analytic/{productId} → 200 `{ product_position: { no, from }, data: { report_period,
   * year } }` (contract ProductAnalyticResponse). 400 malformed id; 401 not logged in; 403 neither a
   * manager nor a user with more than one retail outlet; 404 unknown product.
   */
  app.get(
    '/product/analytic/:productId',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Sales analytic of a product: its place in the current store, per-store sales',
        params: ProductAnalyticParam,
        response: {
          200: ProductAnalyticResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => productAnalytic(request.ctx, { db: app.db, productId: request.params.productId }),
  );
};
