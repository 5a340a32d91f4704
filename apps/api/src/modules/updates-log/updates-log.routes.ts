import { ErrorBody, MessageResponse, UpdatesLogResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hideUpdatesLog, listUpdatesLog } from './updates-log.service';

/**
 * Updates-log module: the what's-new log (docs/rules.md#update-log-record, docs/rules.md#update-log-flow, docs/rules.md#spec-7).
 * Signed-in only: registered behind app.requireAuth (`signedInModuleRoutes`, modules/index.ts).
 */
export const updatesLogRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /updates-log → 200 `{ data: UpdateLogRecord[] }` in the request's language, newest first;
   * only_franchising records only for users with more than one retail outlet. 401 when not logged in.
   */
  app.get(
    '/updates-log',
    {
      schema: {
        tags: ['updates-log'],
        summary: 'What’s-new records for the caller',
        response: { 200: UpdatesLogResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ data: await listUpdatesLog(request.ctx, { db: app.db }) }),
  );

  /**
   * PATCH /profile/hide-updates-log → 200 `{ message }`: stops showing the what's-new modal to the
   * caller until the next major update (users.update_log_hidden_at = now). 401 when not logged in.
   */
  app.patch(
    '/profile/hide-updates-log',
    {
      schema: {
        tags: ['updates-log'],
        summary: 'Hide the what’s-new log until the next major update',
        response: { 200: MessageResponse, 401: ErrorBody },
      },
    },
    async (request) => hideUpdatesLog(request.ctx, { db: app.db }),
  );
};
