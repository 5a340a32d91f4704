import {
  dbId,
  ErrorBody,
  IdParam,
  ShopifyJobResponse,
  ShopifyJobsResponse,
  ShopifyPublishBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { listAccountJobs, readAccountJob, startPublish } from './shopify.jobs.service';
import { publicBaseUrl } from './shopify.selection';

/**
 * Background work on a connected shop (docs/rules.md#shopify-publish): start a publish, and the
 * account's jobs as its page polls them. Registered behind app.requireAuth (401); 403 not
 * warehouse-level; 404 an account (or job) of someone else.
 */
export const shopifyJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shopify'];
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  /**
   * POST /profile/shopify/{id}/publish ShopifyPublishBody → 202 `{ data: ShopifyJob }` (queued);
   * the price rule is saved on the account. 422 empty selection, unknown categories or codes, a
   * shop currency we do not sell in; 409 a publish to this shop is under way.
   */
  app.post(
    '/profile/shopify/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a selection to the shop in the background (products, prices, inventory)',
        params: IdParam,
        body: ShopifyPublishBody,
        response: { 202: ShopifyJobResponse, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const job = await startPublish(request.ctx, {
        db: app.db,
        id: request.params.id,
        body: request.body,
        baseUrl: publicBaseUrl(app.config, request),
      });
      return reply.status(202).send(job);
    },
  );

  /** GET /profile/shopify/{id}/jobs → 200 `{ data: ShopifyJob[] }`, the latest 20, newest first. */
  app.get(
    '/profile/shopify/:id/jobs',
    {
      schema: {
        tags,
        summary: "The shop's latest background jobs (publish, stock, order fetch)",
        params: IdParam,
        response: { 200: ShopifyJobsResponse, ...errors },
      },
    },
    (request) => listAccountJobs(request.ctx, { db: app.db, id: request.params.id }),
  );

  /** GET /profile/shopify/{id}/jobs/{jobId} → 200 `{ data: ShopifyJob }`: progress and, when done, the report. */
  app.get(
    '/profile/shopify/:id/jobs/:jobId',
    {
      schema: {
        tags,
        summary: 'One background job of the shop',
        params: z.object({ id: dbId(), jobId: dbId() }),
        response: { 200: ShopifyJobResponse, ...errors },
      },
    },
    (request) =>
      readAccountJob(request.ctx, { db: app.db, id: request.params.id, jobId: request.params.jobId }),
  );
};
