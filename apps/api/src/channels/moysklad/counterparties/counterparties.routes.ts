import {
  ErrorBody,
  MoyskladCounterpartiesImportResponse,
  MoyskladCounterpartiesPreviewResponse,
} from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importMoyskladCounterparties, previewMoyskladCounterparties } from './counterparties.import';

/**
 * Importing МойСклад's counterparties as our customers (docs/moysklad.md §Counterparties), on the
 * МойСклад page of an admin: 401 anonymous (behind app.requireAuth), 403 not an admin, 404 not
 * connected, 503 МойСклад unreachable or refusing the token.
 */
export const moyskladCounterpartyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moysklad'];
  const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };
  const deps = () => ({ db: app.db, config: app.config });

  /** GET /services/moysklad/counterparties → 200 the legal entities and sole traders with what the import would do. */
  app.get(
    '/services/moysklad/counterparties',
    {
      schema: {
        tags,
        summary: "Preview of importing МойСклад's counterparties as customers",
        response: { 200: MoyskladCounterpartiesPreviewResponse, ...errors },
      },
    },
    async (request) => ({ data: await previewMoyskladCounterparties(request.ctx, deps()) }),
  );

  /** POST /services/moysklad/counterparties/import → 200 created / linked / already linked / skipped. */
  app.post(
    '/services/moysklad/counterparties/import',
    {
      schema: {
        tags,
        summary: "Import МойСклад's counterparties: link ours by INN and KPP, create the others",
        response: { 200: MoyskladCounterpartiesImportResponse, ...errors, 422: ErrorBody },
      },
    },
    async (request) => ({ data: await importMoyskladCounterparties(request.ctx, deps()) }),
  );
};
