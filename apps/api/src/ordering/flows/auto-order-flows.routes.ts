import {
  type AutoOrderAction,
  AutoOrderApplyBody,
  AutoOrderApplyResponse,
  AutoOrderBody,
  AutoOrderCreatedResponse,
  BasketUuidHeaders,
  ErrorBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketUuidOf } from '../../lib/headers';
import { applyAutoOrder } from './apply-auto-order.flow';
import { createAutoOrder } from './create-auto-order.flow';

/**
 * The routes of the auto-order flows (docs/rules.md#auto-order-flow, docs/rules.md#spec-5;
 * docs/auto-order.md): an auto order made for the caller's current outlet and put into the basket,
 * and a stored one merged into or replacing the basket. Every call needs a login (401) and ordering
 * rights for a retail outlet of the caller's (403).
 * Signed-in only: registered behind app.requireAuth (the ordering wing's `signedInRoutes`, ordering/wing.ts).
 */
export const autoOrderFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /order/auto-order body `{ max_order_sum, replace? }` (number or numeric string; `replace`
   * empties the basket first, in the same transaction), optional
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
        replace: request.body.replace ?? false,
      }),
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
