import {
  CounterpartiesQuery,
  CounterpartiesResponse,
  Counterparty,
  CounterpartyBody,
  CounterpartyOrdersQuery,
  CounterpartyOrdersResponse,
  CounterpartyOutletParams,
  CounterpartyPatch,
  CounterpartyResponse,
  ErrorBody,
  IdParam,
  IfMatchHeaders,
  Outlet,
  OutletBody,
  OutletPatch,
  OutletResponse,
  OutletsResponse,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIfMatch, versioned } from '../../lib/record-version';
import { toCounterparty } from './counterparties.mappers';
import {
  addCounterparty,
  getCounterparty,
  listCounterparties,
  setStatus,
  updateCounterparty,
} from './counterparties.service';
import { addOutlet, listCounterpartyOrders, listOutlets, updateOutlet } from './outlets.service';

const denied = { 401: ErrorBody, 403: ErrorBody };
const tags = ['services'];

/**
 * Counterparties (docs/rules.md#counterparty, docs/rules.md#requisites; route /services/counterparty/list):
 * managers keep the customer organisations, their outlets, and see their orders. Every route
 * answers 401 anonymous and 403 for anyone but a manager/admin; field errors 422.
 */
export const counterpartiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /** GET /services/counterparties?q=&status=&version=&page=&per_page= → 200 `{ data: Counterparty[], meta }`, by legal name. */
  app.get(
    '/services/counterparties',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Counterparties: search by name, INN, VAT id, contacts and users; filter by status, version',
        querystring: CounterpartiesQuery,
        response: { 200: CounterpartiesResponse, ...denied },
      },
    },
    async (request) => listCounterparties(request.ctx, { db: app.db, query: request.query }),
  );

  /** POST /services/counterparties with CounterpartyBody → 201 `{ data: Counterparty }`; 422 field errors (bad INN on `inn`…). */
  app.post(
    '/services/counterparties',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Create a counterparty',
        body: CounterpartyBody,
        response: { 201: CounterpartyResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addCounterparty(request.ctx, { db: app.db, body: request.body }) }),
  );

  /** GET /services/counterparties/{id} → 200 `{ data: Counterparty }` with its `ETag`; 404 unknown. */
  app.get(
    '/services/counterparties/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'One counterparty',
        params: IdParam,
        response: { 200: CounterpartyResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      versioned(
        reply,
        toCounterparty(await getCounterparty(request.ctx, { db: app.db, id: request.params.id })),
      ),
  );

  /**
   * PATCH /services/counterparties/{id} with any CounterpartyBody fields (+ `apply_to_users`) and
   * `If-Match: <its etag>` → 200 `{ data: Counterparty }` with the new `ETag`; 404 unknown; 412
   * stale (body `current`); 422 field errors; 428 no If-Match (docs/rules.md#record-versions).
   */
  app.patch(
    '/services/counterparties/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: "Change a counterparty's data (and optionally its users' discount)",
        params: IdParam,
        headers: IfMatchHeaders,
        body: CounterpartyPatch,
        response: {
          200: CounterpartyResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(Counterparty),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await updateCounterparty(request.ctx, {
        db: app.db,
        id: request.params.id,
        patch: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );

  /** POST /services/counterparties/{id}/block|unblock → 200 `{ data: Counterparty }`; 404 unknown. */
  for (const [verb, status] of [
    ['block', 'blocked'],
    ['unblock', 'active'],
  ] as const)
    app.post(
      `/services/counterparties/:id/${verb}`,
      {
        preHandler: managerOnly,
        schema: {
          tags,
          summary:
            verb === 'block'
              ? "Block a counterparty: its users can't sign in, their tokens are refused"
              : 'Unblock a counterparty',
          params: IdParam,
          response: { 200: CounterpartyResponse, ...denied, 404: ErrorBody },
        },
      },
      async (request) => ({
        data: await setStatus(request.ctx, { db: app.db, id: request.params.id, status }),
      }),
    );

  /** GET /services/counterparties/{id}/outlets → 200 `{ data: Outlet[] }` by id; 404 unknown. */
  app.get(
    '/services/counterparties/:id/outlets',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: "A counterparty's outlets",
        params: IdParam,
        response: { 200: OutletsResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await listOutlets(request.ctx, { db: app.db, id: request.params.id }) }),
  );

  /** POST /services/counterparties/{id}/outlets with OutletBody → 201 `{ data: Outlet }`; 404; 422. */
  app.post(
    '/services/counterparties/:id/outlets',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: 'Add an outlet to a counterparty (linked to all its users)',
        params: IdParam,
        body: OutletBody,
        response: { 201: OutletResponse, ...denied, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await addOutlet(request.ctx, { db: app.db, id: request.params.id, body: request.body }),
      }),
  );

  /**
   * PATCH /services/counterparties/{id}/outlets/{storeId} with any OutletBody fields and
   * `If-Match: <its etag>` → 200 `{ data: Outlet }` with the new `ETag`; 404; 412 stale (body
   * `current`); 422; 428 no If-Match (docs/rules.md#record-versions).
   */
  app.patch(
    '/services/counterparties/:id/outlets/:storeId',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: "Change a counterparty's outlet",
        params: CounterpartyOutletParams,
        headers: IfMatchHeaders,
        body: OutletPatch,
        response: {
          200: OutletResponse,
          ...denied,
          404: ErrorBody,
          412: staleRecordBody(Outlet),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await updateOutlet(request.ctx, {
        db: app.db,
        id: request.params.id,
        storeId: request.params.storeId,
        patch: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );

  /** GET /services/counterparties/{id}/orders?page=&per_page= → 200 `{ data: CounterpartyOrder[], meta }`, newest first. */
  app.get(
    '/services/counterparties/:id/orders',
    {
      preHandler: managerOnly,
      schema: {
        tags,
        summary: "The orders of a counterparty's users",
        params: IdParam,
        querystring: CounterpartyOrdersQuery,
        response: { 200: CounterpartyOrdersResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request) =>
      listCounterpartyOrders(request.ctx, { db: app.db, id: request.params.id, query: request.query }),
  );
};
