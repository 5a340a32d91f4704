import { ErrorBody, HomeQuery, HomeResponse } from '@kits/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerHome } from './buyer-home.service';

/**
 * The buyer's home (docs/home.md). Signed-in only: registered behind app.requireAuth (the catalogue
 * wing's `signedInRoutes`).
 */
export const buyerHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /home?counterparty= → 200 `{ data: { reminder_days, counterparty, outlets } }` (contract
   * HomeResponse). 400 malformed query; 401 not logged in; 403 `counterparty` by a non-manager;
   * 404 unknown counterparty.
   */
  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary: "The buyer's home: per outlet what to reorder and why",
        querystring: HomeQuery,
        response: { 200: HomeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await buyerHome(request.ctx, { db: app.db, query: request.query }) }),
  );
};
