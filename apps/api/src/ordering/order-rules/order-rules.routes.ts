import {
  BasketRulesResponse,
  ErrorBody,
  IfMatchHeaders,
  OrderRules,
  OrderRulesPut,
  OrderRulesResponse,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { basketRules, getOrderRules, putOrderRules } from './order-rules.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Order rules (docs/rules.md#order-minimum): staff (manager, admin) read and set the minimum order
 * sum per currency; every signed-in user reads the one of their basket. 401 anonymous; the staff
 * routes 403 for anyone but a manager or admin.
 */
export const orderRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /order/rules → 200 `{ data: { currency, min_sum } }`: the minimum of the caller's basket currency (null: none). */
  app.get(
    '/order/rules',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['basket'],
        summary: "The order rules of the caller's basket: the minimum order sum in its currency",
        response: { 200: BasketRulesResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ data: await basketRules(request.ctx, { db: app.db }) }),
  );

  /** GET /services/order-rules → 200 `{ data: { minimums, etag } }` with its `ETag`. */
  app.get(
    '/services/order-rules',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'The minimum order sum of every currency',
        response: { 200: OrderRulesResponse, ...denied },
      },
    },
    async (_request, reply) => versioned(reply, await getOrderRules({ db: app.db })),
  );

  /**
   * PUT /services/order-rules `{ minimums: [{ currency, min_sum }] }` with `If-Match` → 200 the
   * record with its new `ETag`; 412 stale (body `current`), 428 without If-Match; 422 with field
   * `errors` (`minimums.N.min_sum`: not an amount ≥ 0 with two decimals; a currency twice).
   */
  app.put(
    '/services/order-rules',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Set the minimum order sum of some currencies (null or 0: none)',
        headers: IfMatchHeaders,
        body: OrderRulesPut,
        response: {
          200: OrderRulesResponse,
          ...denied,
          412: staleRecordBody(OrderRules),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      return versioned(reply, await putOrderRules(request.ctx, { db: app.db, body: request.body, ifMatch }));
    },
  );
};
