import {
  ErrorBody,
  OrderBuyersResponse,
  OrderParam,
  OrderResponse,
  OrderStatusMove,
  OrdersQuery,
  OrdersResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveOrderStatus } from './order-status.service';
import { requireOrderingRights } from './ordering-rights';
import { getOrder, listOrderBuyers, listOrders } from './orders.service';

/**
 * Orders module (docs/rules.md#order-response, docs/rules.md#checkout, docs/rules.md#spec-6, docs/rules.md#spec-7; docs/rules.md#order-send, orders).
 * Every call needs a login (401) and ordering rights (warehouse, dropshipping, manager, admin;
 * 403 otherwise). Customers reach the orders docs/rules.md#company-orders gives them (their own,
 * their outlets', the company's for its admin user; others' → 404); staff reach all. Moving
 * an order's status is staff's only (docs/rules.md#order-status).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireOrdering = requireOrderingRights(app);

  /**
   * GET /orders?page&customer&buyer&store_id&date_from&date_to&status → 200 `{ data: OrderSummary[], meta }`,
   * newest first, 20 per page; customers see what docs/rules.md#company-orders gives them, staff
   * everybody's (`customer` filter: user id or text, staff only). 400 malformed query.
   */
  app.get(
    '/orders',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['orders'],
        summary: 'Orders, newest first (staff: every customer’s, with filters)',
        querystring: OrdersQuery,
        response: { 200: OrdersResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listOrders(request.ctx, { db: app.db, query: request.query }),
  );

  /**
   * GET /orders/buyers → 200 `{ data: [{ id, fullname, username }] }`: who placed the orders the
   * caller may see in this version, by name (at most 500), for the list's buyer filter.
   */
  app.get(
    '/orders/buyers',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['orders'],
        summary: 'The buyers of the orders the caller may see',
        response: { 200: OrderBuyersResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({ data: await listOrderBuyers(request.ctx, { db: app.db }) }),
  );

  /** GET /orders/{uuid} → 200 `{ data: Order }`; 404 when not the caller's (staff: any); 400 bad uuid. */
  app.get(
    '/orders/:uuid',
    {
      preHandler: requireOrdering,
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines',
        params: OrderParam,
        response: { 200: OrderResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await getOrder(request.ctx, { db: app.db, uuid: request.params.uuid }) }),
  );

  /**
   * POST /orders/{uuid}/status body `{ status, comment? }` → 200 `{ data: Order }` after the move
   * (docs/rules.md#order-status; manager or admin — 403 for customers). 409 CONFLICT for a move
   * the rule forbids (also the second of two simultaneous cancels); 404 unknown order; 422 a
   * comment over 1000 characters or an unknown status. Cancelling returns the units to stock.
   */
  app.post(
    '/orders/:uuid/status',
    {
      preHandler: app.requireRole((ctx) => ctx.isManager),
      schema: {
        tags: ['orders'],
        summary: 'Move an order to its next status (staff), with a comment; cancelling returns the stock',
        params: OrderParam,
        body: OrderStatusMove,
        response: {
          200: OrderResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => ({
      data: await moveOrderStatus(request.ctx, {
        db: app.db,
        uuid: request.params.uuid,
        move: { status: request.body.status, comment: request.body.comment ?? null },
      }),
    }),
  );
};
