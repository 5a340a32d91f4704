import {
  ErrorBody,
  IdParam,
  IfMatchHeaders,
  RegistrationRequest,
  RegistrationRequestResponse,
  RegistrationRequestsCountResponse,
  RegistrationRequestsQuery,
  RegistrationRequestsResponse,
  RequestCommentBody,
  RequestRejectBody,
  staleRecordBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIfMatch, versioned } from '../../lib/record-version';
import {
  commentRegistrationRequest,
  countNewRequests,
  getRegistrationRequest,
  listRegistrationRequests,
  rejectRegistrationRequest,
} from './registration-requests.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * The requests inbox of the counterparty service (docs/rules.md#request-status): registration
 * requests and request-prices leads. Every route answers 401 anonymous and 403 for anyone but a
 * manager/admin. Approving is the onboarding flow (customers/flows/approve-request.flow.ts, with its route).
 */
export const registrationRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * GET /services/registration-requests?status=&kind=&version=&from=&to=&q=&page=&per_page= →
   * 200 `{ data: RegistrationRequest[], meta }`, newest first, 25 a page by default.
   */
  app.get(
    '/services/registration-requests',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Registration requests and request-prices leads, newest first',
        querystring: RegistrationRequestsQuery,
        response: { 200: RegistrationRequestsResponse, ...denied },
      },
    },
    (request) => listRegistrationRequests(request.ctx, { db: app.db, query: request.query }),
  );

  /** GET /services/registration-requests/count → 200 `{ data: { new } }`: the services menu badge. */
  app.get(
    '/services/registration-requests/count',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'How many registration requests are new',
        response: { 200: RegistrationRequestsCountResponse, ...denied },
      },
    },
    async (request) => ({ data: await countNewRequests(request.ctx, { db: app.db }) }),
  );

  /** GET /services/registration-requests/{id} → 200 `{ data: RegistrationRequest }`; 404. */
  app.get(
    '/services/registration-requests/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'One registration request',
        params: IdParam,
        response: { 200: RegistrationRequestResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      versioned(reply, await getRegistrationRequest(request.ctx, { db: app.db, id: request.params.id })),
  );

  /**
   * PATCH /services/registration-requests/{id} with `{ staff_comment }` and `If-Match: <its etag>` →
   * 200 `{ data }` with the new `ETag`: the note is kept and a new request moves to in progress. 404;
   * 409 when approved or rejected; 412 stale (body `current`); 422 too long; 428 no If-Match
   * (docs/rules.md#record-versions).
   */
  app.patch(
    '/services/registration-requests/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: "Write the staff's comment on a request (new → in progress)",
        params: IdParam,
        headers: IfMatchHeaders,
        body: RequestCommentBody,
        response: {
          200: RegistrationRequestResponse,
          ...denied,
          404: ErrorBody,
          409: ErrorBody,
          412: staleRecordBody(RegistrationRequest),
          422: ErrorBody,
          428: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = requireIfMatch(request);
      const data = await commentRegistrationRequest(request.ctx, {
        db: app.db,
        id: request.params.id,
        body: request.body,
        ifMatch,
      });
      return versioned(reply, data);
    },
  );

  /**
   * POST /services/registration-requests/{id}/reject with `{ reason }` → 200 `{ data }` (rejected,
   * final). 404; 409 when already approved or rejected; 422 without a reason.
   */
  app.post(
    '/services/registration-requests/:id/reject',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Reject a request with a reason',
        params: IdParam,
        body: RequestRejectBody,
        response: {
          200: RegistrationRequestResponse,
          ...denied,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => ({
      data: await rejectRegistrationRequest(request.ctx, {
        db: app.db,
        id: request.params.id,
        body: request.body,
      }),
    }),
  );
};
