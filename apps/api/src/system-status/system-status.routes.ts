import { ErrorBody, FailedJobResponse, IdParam, SystemStatusResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retryJob, systemStatus } from './system-status.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/** The admins' system status page (docs/rules.md#system-status): 401 anonymous, 403 anyone but an admin. */
export const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole((ctx) => ctx.isAdmin);

  /** GET /services/system-status → 200 `{ data: SystemStatus }`. */
  app.get(
    '/services/system-status',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['services'],
        summary: 'Version, database, job queue, mail outbox and integrations at a glance (admin)',
        response: { 200: SystemStatusResponse, ...denied },
      },
    },
    async (request) => ({ data: await systemStatus(request.ctx, { db: app.db, config: app.config }) }),
  );

  /** POST /services/system-status/jobs/{id}/retry → 200 `{ data }`: the failed job queued again. 404 not a failed job; 409 its key is busy. */
  app.post(
    '/services/system-status/jobs/:id/retry',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['services'],
        summary: 'Queue a failed background job again (admin)',
        params: IdParam,
        response: { 200: FailedJobResponse, ...denied, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => ({ data: await retryJob(request.ctx, { db: app.db, id: request.params.id }) }),
  );
};
