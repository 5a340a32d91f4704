import {
  ErrorBody,
  Order,
  OrderParam,
  OrderSendBody,
  OrderSendHeaders,
  RepeatOrderResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketUuidOf, headerValue } from '../../lib/headers';
import { requireOrderingRights } from '../orders';
import { repeatOrder } from './repeat-order.flow';
import { sendOrder } from './send-order.flow';

/**
 * The routes of the order flows (docs/rules.md#order-send, docs/rules.md#checkout, docs/rules.md#spec-7):
 * the basket sent as an order, and an order put back into the basket. Both need a login (401) and
 * ordering rights (403); customers reach their own orders only (others' → 404).
 */
export const orderFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOrdering = requireOrderingRights(app);

  /**
   * POST /order/send body `{ order_comment: { comment, method, country, city, service, address,
   * contact } }`, optional headers `Idempotency-Key` and `X-Basket-Uuid` → 201 Order (new order),
   * or 200 Order with header `Idempotent-Replayed: true` when the key was already used by the
   * caller. Errors carry `error` = `message` (docs/rules.md#spec-7): 422 ORDER_STOCK_EXCEEDED (a line over
   * stock, the message lists them), 422 UNPROCESSABLE (empty basket; `errors.address` > 255 or an
   * unknown lookup id), 409 CONFLICT (the basket kept changing while it was sent); nothing changes
   * on an error.
   */
  app.post(
    '/order/send',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['orders'],
        summary: 'Turn the basket into an order (one transaction)',
        headers: OrderSendHeaders,
        body: OrderSendBody,
        response: {
          200: Order,
          201: Order,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await sendOrder(request.ctx, {
        db: app.db,
        delivery: request.body.order_comment,
        reference: request.body.reference,
        deliveryDate: request.body.delivery_date,
        idempotencyKey: headerValue(request, 'idempotency-key'),
        basketUuid: basketUuidOf(request),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );

  /**
   * POST /orders/{uuid}/repeat → 200 `{ added: [{ id, code, count }], skipped: [{ id, code, name,
   * wanted, added, reason }] }`: the order's lines put back into the caller's current basket within
   * today's warehouse stock. 404 when not the caller's order (staff: any).
   */
  app.post(
    '/orders/:uuid/repeat',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['orders'],
        summary: 'Order again: put an order’s lines back into the basket',
        params: OrderParam,
        response: {
          200: RepeatOrderResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) =>
      repeatOrder(request.ctx, { db: app.db, uuid: request.params.uuid, basketUuid: basketUuidOf(request) }),
  );
};
