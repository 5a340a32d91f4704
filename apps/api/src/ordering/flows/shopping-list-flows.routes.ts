import { BasketUuidHeaders, ErrorBody, ShoppingListOrderResponse, ShoppingListParam } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketUuidOf } from '../../lib/headers';
import { requireOrderingRights } from '../orders';
import { orderShoppingList } from './order-shopping-list.flow';

/** The route of ordering a shopping list (docs/rules.md#shopping-lists): 401 anonymous, 403 without ordering rights. */
export const shoppingListFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOrdering = requireOrderingRights(app);

  /**
   * POST /shopping-lists/{id}/order, optional X-Basket-Uuid → 200 `{ value: { added, skipped,
   * lines, units } }`: the caller's own list, or one its counterparty's colleague shares, put into
   * the caller's basket of the current store, capped by stock, archived lines skipped (all reported).
   * 404 when the caller may not see the list.
   */
  app.post(
    '/shopping-lists/:id/order',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['shopping-lists'],
        summary: 'Order a shopping list into the basket, capped by stock',
        params: ShoppingListParam,
        headers: BasketUuidHeaders,
        response: {
          200: ShoppingListOrderResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => ({
      value: await orderShoppingList(request.ctx, {
        db: app.db,
        listId: request.params.id,
        basketUuid: basketUuidOf(request),
      }),
    }),
  );
};
