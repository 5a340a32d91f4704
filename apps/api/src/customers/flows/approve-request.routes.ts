import { ErrorBody, IdParam, RequestApproveBody, RequestApprovedResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveRequest } from './approve-request.flow';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * The route of the onboarding flow (docs/rules.md#onboarding): a registration request approved into
 * a counterparty, its first account and outlet. 401 anonymous, 403 for anyone but a manager/admin.
 */
export const approveRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * POST /services/registration-requests/{id}/approve with `{ counterparty, user, outlet | null }`
   * (docs/rules.md#onboarding) → 200 `{ data, counterparty_id, user_id, link }`: the counterparty,
   * its first user and outlet created in one transaction, the request approved, the set-password
   * link issued. 404; 409 when the request is closed (a second approval at the same moment too);
   * 422 with prefixed field errors (`user.email` taken, `counterparty.inn` malformed…), nothing written.
   */
  app.post(
    '/services/registration-requests/:id/approve',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Approve a request: create its counterparty, user and outlet (onboarding)',
        params: IdParam,
        body: RequestApproveBody,
        response: { 200: RequestApprovedResponse, ...denied, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    (request) =>
      approveRequest(request.ctx, {
        db: app.db,
        mailer: app.mailer,
        id: request.params.id,
        body: request.body,
        links: app.config,
      }),
  );
};
