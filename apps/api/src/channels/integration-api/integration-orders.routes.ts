import {
  ErrorBody,
  IntegrationOrderParam,
  IntegrationOrdersQuery,
  IntegrationOrdersResponse,
  IntegrationStatusBody,
  IntegrationStatusResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteIntegrationUse, requireScope } from '../../customers/integration-keys';
import { registerIntegrationExamples } from './integration-orders.examples';
import { listOrdersSince, setOrderStatus } from './integration-orders.service';

/** The OpenAPI security of every machine call: an integration key as a bearer token. */
export const INTEGRATION_SECURITY = [{ integrationKey: [] }];

/** Refusals every machine call may answer (docs/integration-api.md#errors). */
const refusals = { 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/**
 * The machine API's orders (docs/integration-api.md): other systems (1C, a till, an ERP) read the
 * orders page by page with a cursor and set their status, with `Authorization: Bearer kits_…`
 * (customers/integration-keys requireScope: 401 no/unknown/revoked key, 403 without the scope,
 * 429 past the key's limit). Every call is audited on the key.
 */
export const integrationOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integration'];
  registerIntegrationExamples();

  /** GET /integration/orders?since=&limit= → 200 `{ data, next_cursor, has_more }` (orders:read). */
  app.get(
    '/integration/orders',
    {
      preHandler: requireScope('orders:read'),
      schema: {
        tags,
        security: INTEGRATION_SECURITY,
        summary:
          'Orders created or changed after a cursor, with lines, requisites and delivery (scope orders:read)',
        description:
          'Call with no `since` first, then with the `next_cursor` of each answer; an order comes again ' +
          'after each change of its status. `has_more: true`: call again at once. See docs/integration-api.md.',
        querystring: IntegrationOrdersQuery,
        response: { 200: IntegrationOrdersResponse, 400: ErrorBody, ...refusals },
      },
    },
    async (request) => {
      const answer = await listOrdersSince(request.ctx, { db: app.db, query: request.query });
      noteIntegrationUse(request, { orders: answer.data.length, since: request.query.since ?? null });
      return answer;
    },
  );

  const statusRoute = {
    preHandler: requireScope('orders:write'),
    schema: {
      tags,
      security: INTEGRATION_SECURITY,
      summary: "Set an order's status, as staff would (scope orders:write)",
      description:
        'Body example: `{"status": "confirmed", "comment": "Собран в 1С"}`. ' +
        'new → confirmed → assembled → shipped → delivered, cancelled from new, confirmed or assembled ' +
        '(a cancel returns the stock). Setting the status the order already has answers 200 with ' +
        '`changed: false` and changes nothing; another move the rule forbids answers 409.',
      params: IntegrationOrderParam,
      body: IntegrationStatusBody,
      response: {
        200: IntegrationStatusResponse,
        400: ErrorBody,
        ...refusals,
        404: ErrorBody,
        409: ErrorBody,
        422: ErrorBody,
      },
    },
  } as const;
  /** PUT (or POST) /integration/orders/{uuid}/status `{ status, comment? }` → 200 `{ data, changed }`. */
  for (const method of ['put', 'post'] as const)
    app[method]('/integration/orders/:uuid/status', statusRoute, async (request) => {
      const answer = await setOrderStatus(request.ctx, {
        db: app.db,
        uuid: request.params.uuid,
        body: request.body,
        key: request.integrationKey!,
      });
      noteIntegrationUse(request, {
        order: request.params.uuid,
        status: request.body.status,
        changed: answer.changed,
      });
      return answer;
    });
};
