import {
  ErrorBody,
  IdParam,
  IntegrationKeyBody,
  IntegrationKeyCreatedResponse,
  IntegrationKeyResponse,
  IntegrationKeysResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKey, listKeys, revokeKey } from './integration-keys.service';

/**
 * Integration keys of the machine API (docs/integration-api.md, docs/rules.md#integration-keys):
 * admins list, issue and revoke them on /services/integration-keys. Registered behind
 * app.requireAuth (401 anonymous); 403 for anyone but an admin; 422 field errors.
 */
export const integrationKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole((ctx) => ctx.isAdmin);
  const tags = ['integration-keys'];
  const denied = { 401: ErrorBody, 403: ErrorBody };

  /** GET /services/integration-keys → 200 `{ data: IntegrationKey[] }`, newest first; no secrets. */
  app.get(
    '/services/integration-keys',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Every integration key, revoked ones too (admin)',
        response: { 200: IntegrationKeysResponse, ...denied },
      },
    },
    async (request) => ({ data: await listKeys(request.ctx, { db: app.db }) }),
  );

  /** POST /services/integration-keys `{ name, scopes }` → 201 `{ data, secret }`: the secret this once. */
  app.post(
    '/services/integration-keys',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Issue an integration key; the answer carries its secret, shown only this once (admin)',
        body: IntegrationKeyBody,
        response: { 201: IntegrationKeyCreatedResponse, 400: ErrorBody, ...denied, 422: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createKey(request.ctx, { db: app.db, body: request.body })),
  );

  /** POST /services/integration-keys/{id}/revoke → 200 `{ data }`; 404 unknown key. */
  app.post(
    '/services/integration-keys/:id/revoke',
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Revoke an integration key: its next call gets 401 (admin)',
        params: IdParam,
        response: { 200: IntegrationKeyResponse, 400: ErrorBody, ...denied, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await revokeKey(request.ctx, { db: app.db, id: request.params.id }) }),
  );
};
