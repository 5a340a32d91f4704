import {
  AuditEntityParam,
  AuditPageResponse,
  AuditQuery,
  AuditResponse,
  AuditStaffResponse,
  ErrorBody,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit, listAuditAuthors, listEntityAudit } from './audit.service';

const denied = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * The audit log (docs/rules.md#audit): the whole log with its filters is an admin's page; one
 * entity's history is read by any staff member on that entity's card. Every route answers 401
 * anonymous and 403 to customers (and the admin routes 403 to managers).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole((ctx) => ctx.isAdmin);
  const managerOnly = app.requireRole((ctx) => ctx.isManager);

  /**
   * GET /services/audit?user_id&entity&entity_id&from&to&page → 200 `{ data: AuditEntry[], meta }`,
   * newest first, 50 a page (admin). 400 malformed query.
   */
  app.get(
    '/services/audit',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['services'],
        summary: 'The audit log: every staff write, filtered by author, entity and days (admin)',
        querystring: AuditQuery,
        response: { 200: AuditPageResponse, ...denied },
      },
    },
    async (request) => listAudit(request.ctx, { db: app.db, query: request.query }),
  );

  /** GET /services/audit/staff → 200 `{ data: [{ id, username, fullname }] }`: who wrote audit rows (admin). */
  app.get(
    '/services/audit/staff',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['services'],
        summary: 'The staff members who wrote audit rows (admin)',
        response: { 200: AuditStaffResponse, ...denied },
      },
    },
    async (request) => ({ data: await listAuditAuthors(request.ctx, { db: app.db }) }),
  );

  /**
   * GET /services/audit/{entity}/{entityId} → 200 `{ data: AuditEntry[] }`: one entity's history,
   * newest first, at most 200 (manager or admin). 400 unknown entity.
   */
  app.get(
    '/services/audit/:entity/:entityId',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['services'],
        summary: "One entity's change history (a card's history tab)",
        params: AuditEntityParam,
        response: { 200: AuditResponse, ...denied },
      },
    },
    async (request) => ({
      data: await listEntityAudit(request.ctx, {
        db: app.db,
        entity: request.params.entity,
        entityId: request.params.entityId,
      }),
    }),
  );
};
