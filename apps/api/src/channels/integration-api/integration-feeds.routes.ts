import {
  ErrorBody,
  FEED_KIND_SCOPES,
  FeedKindParam,
  FeedReportResponse,
  IntegrationFeedBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteIntegrationUse, requireScope } from '../../customers/integration-keys';
import { runFeed } from '../../outlets/feeds';
import { INTEGRATION_SECURITY } from './integration-orders.routes';

/**
 * The machine API's outlet data (docs/integration-api.md#feeds): another system sends the outlets'
 * stock, sales lines, supplies, the warehouse stock or shelf capacities as JSON rows, checked and
 * applied by the same core as the staff's files (outlets/feeds runFeed, docs/feeds.md): every
 * problem named by row and field, all of it or nothing, idempotent (a batch sent again changes
 * nothing; sales lines by the sender's `line_id`). The key needs the kind's scope
 * (FEED_KIND_SCOPES): 401 no/unknown/revoked key, 403 without it, 429 past its limit.
 */
export const integrationFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** POST /integration/feeds/{kind} `{ rows, preview? }` → 200 `{ data: FeedReport }`; 422 refused rows. */
  app.post(
    '/integration/feeds/:kind',
    {
      preHandler: (request, reply) =>
        requireScope(FEED_KIND_SCOPES[(request.params as { kind: keyof typeof FEED_KIND_SCOPES }).kind])(
          request,
          reply,
        ),
      schema: {
        tags: ['integration'],
        security: INTEGRATION_SECURITY,
        summary:
          'Set outlet stock, add sales lines or supplies, set warehouse stock or shelves (scope per kind)',
        description:
          'Rows keyed by the kind\'s fields, e.g. outlet-stock `{"rows":[{"outlet":101,"code":"KRT-00042","quantity":7}]}`; ' +
          'sales `{"outlet":101,"line_id":"chk-5521-1","day":"2026-11-27","code":"KRT-00042","quantity":2,"amount":"1180.00"}`. ' +
          'Any refused row refuses the whole batch (422, `errors["line.<n>.<field>"]`, nothing written); ' +
          '`preview: true` checks and counts without writing. See docs/integration-api.md#feeds.',
        params: FeedKindParam,
        body: IntegrationFeedBody,
        response: {
          200: FeedReportResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const { ctx } = request;
      const key = request.integrationKey!;
      const report = await runFeed(app.db, {
        kind: request.params.kind,
        rows: request.body.rows,
        lang: ctx.lang,
        actor: { userId: null, via: 'api', label: key.name },
        preview: request.body.preview,
        mainStoreId: ctx.mainStoreId,
      });
      noteIntegrationUse(request, {
        kind: report.kind,
        rows: report.rows,
        changed: report.changed,
        preview: report.preview,
      });
      return { data: report };
    },
  );
};
