import {
  type AutoOrderAction,
  AutoOrderApplyBody,
  AutoOrderApplyResponse,
  AutoOrderBody,
  AutoOrderCheckQuery,
  AutoOrderCheckResponse,
  AutoOrderCreatedResponse,
  BasketUuidHeaders,
  ErrorBody,
  RecommendedSumResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyAutoOrder } from '../../flows/apply-auto-order';
import { createAutoOrder } from '../../flows/create-auto-order';
import { basketUuidOf } from '../../lib/headers';
import { checkAutoOrder } from './apply-auto-order';
import { recommendedSum } from './create-auto-order';

/**
 * Auto-orders module (docs/rules.md#auto-order-check, docs/rules.md#auto-order-flow, docs/rules.md#spec-5, docs/rules.md#spec-6, docs/rules.md#spec-7; docs/rules.md#decisions-3;
 * docs/auto-order.md). Every call needs a login (401). An auto order is made for the caller's
 * current store, which must be a retail outlet of theirs, never the version's main store, and the
 * caller must have ordering rights (403 otherwise).
 * Signed-in only: registered behind app.requireAuth (`signedInModuleRoutes`, modules/index.ts).
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
   * POST /order/auto-order body `{ max_order_sum }` (number or numeric string), optional
   * `X-Basket-Uuid` → 200 `{ message, auto_order }`: the auto order is stored and its lines are in
   * the basket. 403 as above; 422 with `errors.max_order_sum` for a malformed sum or one below the
   * minimum (35000 ru / 500 en).
   */
  app.post(
    '/order/auto-order',
    {
      schema: {
        tags: ['auto-orders'],
        summary: 'Create an auto order for the current outlet and put it into the basket',
        body: AutoOrderBody,
        headers: BasketUuidHeaders,
        response: {
          200: AutoOrderCreatedResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) =>
      createAutoOrder(request.ctx, {
        db: app.db,
        maxOrderSum: request.body.max_order_sum,
        basketUuid: basketUuidOf(request),
      }),
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

  /**
   * POST /auto-order-frontend/union-basket and /auto-order-frontend/replace-basket body `{ ao_id,
   * ao_uuid, outlet_id }` → 200 `{ message, lines_count }`: union merges the auto order into the
   * basket (the larger count per line), replace empties the basket and puts the auto order; both
   * within the warehouse stock, then the auto order is applied. 403 without ordering rights; 404
   * not the caller's auto order (or not of that outlet); 422 malformed body.
   */
  for (const action of ['union', 'replace'] as const satisfies readonly AutoOrderAction[]) {
    app.post(
      `/auto-order-frontend/${action}-basket`,
      {
        schema: {
          tags: ['auto-orders'],
          summary:
            action === 'union'
              ? 'Merge an auto order into the basket'
              : 'Replace the basket by an auto order',
          body: AutoOrderApplyBody,
          headers: BasketUuidHeaders,
          response: {
            200: AutoOrderApplyResponse,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            422: ErrorBody,
          },
        },
      },
      async (request) =>
        applyAutoOrder(request.ctx, {
          db: app.db,
          action,
          autoOrder: { id: request.body.ao_id, uuid: request.body.ao_uuid, outletId: request.body.outlet_id },
          basketUuid: basketUuidOf(request),
        }),
    );
  }
};
