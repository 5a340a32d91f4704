import {
  ErrorBody,
  IdParam,
  MessageResponse,
  UpdateLogAdminRecordResponse,
  UpdateLogAdminResponse,
  UpdateLogBody,
  UpdatesLogResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteUpdateLogRecord,
  editUpdateLogRecord,
  hideUpdatesLog,
  listAdminUpdatesLog,
  listUpdatesLog,
  publishUpdateLogRecord,
} from './updates-log.service';

const denied = { 401: ErrorBody, 403: ErrorBody };

/**
 * Updates-log module: the what's-new log (docs/rules.md#update-log-record, docs/rules.md#update-log-flow, docs/rules.md#spec-7).
 * Signed-in only: registered behind app.requireAuth (the customers wing's `signedInRoutes`, customers/wing.ts).
 * The services/updates-log routes publish it (docs/rules.md#update-log-publishing): managers and
 * admins only (403 for anyone else), 422 field errors, 404 unknown record.
 */
export const updatesLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const managerOnly = app.requireRole((ctx) => ctx.isManager);
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

  /** GET /services/updates-log → 200 `{ data: UpdateLogAdminRecord[] }`: every record, both languages, newest first. */
  app.get(
    '/services/updates-log',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Every what’s-new record in both languages, franchise-only ones too (staff)',
        response: { 200: UpdateLogAdminResponse, ...denied },
      },
    },
    async (request) => ({ data: await listAdminUpdatesLog(request.ctx, { db: app.db }) }),
  );

  /** POST /services/updates-log with UpdateLogBody → 201 `{ data: UpdateLogAdminRecord }`; 422 empty or too long text. */
  app.post(
    '/services/updates-log',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Publish a what’s-new record (Markdown in Russian and English)',
        body: UpdateLogBody,
        response: { 201: UpdateLogAdminRecordResponse, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await publishUpdateLogRecord(request.ctx, { db: app.db, body: request.body }) }),
  );

  /** PUT /services/updates-log/{id} with UpdateLogBody → 200 `{ data: UpdateLogAdminRecord }`; 404 unknown; 422. */
  app.put(
    '/services/updates-log/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Edit a what’s-new record',
        params: IdParam,
        body: UpdateLogBody,
        response: { 200: UpdateLogAdminRecordResponse, ...denied, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => ({
      data: await editUpdateLogRecord(request.ctx, { db: app.db, id: request.params.id, body: request.body }),
    }),
  );

  /** DELETE /services/updates-log/{id} → 200 `{ message }` (in the request's language); 404 unknown. */
  app.delete(
    '/services/updates-log/:id',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: 'Delete a what’s-new record',
        params: IdParam,
        response: { 200: MessageResponse, ...denied, 404: ErrorBody },
      },
    },
    async (request) => deleteUpdateLogRecord(request.ctx, { db: app.db, id: request.params.id }),
  );
};
