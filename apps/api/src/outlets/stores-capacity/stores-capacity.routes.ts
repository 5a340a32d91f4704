import {
  CapacityOutletsQuery,
  CapacityOutletsResponse,
  ErrorBody,
  IdParam,
  IfMatchHeaders,
  OutletCapacities,
  OutletCapacitiesPut,
  OutletCapacitiesResponse,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { getOutletCapacities, listCapacityOutlets, putOutletCapacities } from './stores-capacity.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Stores capacity (docs/rules.md#routes /services/stores-capacity; docs/rules.md#occupancy-entry; docs/rules.md#staff-writes):
 * managers list the retail outlets and set their shelves. Every route answers 401 anonymous and
 * 403 for anyone but a manager/admin.
 */
export const storesCapacityRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/outlets?q=&version=&page= → 200 `{ data: CapacityOutlet[], meta }`, 25 per page by id. */
  app.get(
    '/services/outlets',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Retail outlets with their shelves summed and their occupancy',
        querystring: CapacityOutletsQuery,
        response: { 200: CapacityOutletsResponse, ...denied },
      },
    },
    async (request) => listCapacityOutlets({ db: app.db, query: request.query }),
  );

  /** GET /services/outlets/{id}/capacities → 200 `{ data: { outlet, shelves, etag } }` with its `ETag`; 404 not a retail outlet. */
  app.get(
    '/services/outlets/:id/capacities',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'One retail outlet with its shelves',
        params: IdParam,
        response: { 200: OutletCapacitiesResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      versioned(reply, await getOutletCapacities(request.ctx, { db: app.db, id: request.params.id })),
  );

  /**
   * PUT /services/outlets/{id}/capacities with `{ shelves }` and `If-Match: <its etag>` → 200
   * `{ data: { outlet, shelves, etag } }` with the new `ETag` after the replace (one transaction, one
   * audit row); 412 stale (body `current`), 428 no If-Match (docs/rules.md#record-versions). 422 with field `errors` (`shelves.N.*`:
   * bad values, a repeated category/size/premium, an unknown category); 404 not a retail outlet.
   */
  app.put(
    '/services/outlets/:id/capacities',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: "Set a retail outlet's shelves: category, size, premium, capacity, cost, alias",
        params: IdParam,
        headers: IfMatchHeaders,
        body: OutletCapacitiesPut,
        response: {
          200: OutletCapacitiesResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(OutletCapacities),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await putOutletCapacities(request.ctx, {
        db: app.db,
        id: request.params.id,
        body: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );
};
