import { BackInStockAnswer, BackInStockList, BackInStockParam, ErrorBody } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBackInStock, setBackInStock } from './product-alerts.service';

/**
 * "Notify me when back" watches (docs/home.md#alerts). Signed-in only: registered behind
 * app.requireAuth (the catalogue wing's `signedInRoutes`); every user watches for themself.
 */
export const productAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** GET /product-alerts/back-in-stock → 200 `{ data: { product_ids } }`; 401 not logged in. */
  app.get(
    '/product-alerts/back-in-stock',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products the caller asked to hear about when back in stock',
        response: { 200: BackInStockList, 401: ErrorBody },
      },
    },
    async (request) => ({ data: { product_ids: await listBackInStock(request.ctx, { db: app.db }) } }),
  );

  const failures = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  /**
   * PUT /product-alerts/back-in-stock/{productId} (watch) and DELETE (stop watching) → 200
   * `{ data: { product_id, watching } }`; 404 unknown product.
   */
  for (const [method, watch, summary] of [
    ['PUT', true, 'E-mail me once when this product is back in stock'],
    ['DELETE', false, 'Stop the back-in-stock e-mail of this product'],
  ] as const)
    app.route({
      method,
      url: '/product-alerts/back-in-stock/:productId',
      schema: {
        tags: ['catalog'],
        summary,
        params: BackInStockParam,
        response: { 200: BackInStockAnswer, ...failures },
      },
      handler: async (request) => ({
        data: await setBackInStock(request.ctx, { db: app.db, productId: request.params.productId, watch }),
      }),
    });
};
