import type { FastifyPluginAsync } from 'fastify';
import type { JobHandler, PeriodicJob } from '../jobs';

/**
 * A wing of the API (docs/architecture.md#wings): the routes, background job handlers and periodic
 * jobs of one business domain, composed in wings.ts.
 * - `routes`: registered under /api/v0 as they are; each route checks access itself (login and
 *   registration are public, the basket serves guests, role checks with app.requireRole).
 * - `signedInRoutes`: registered behind app.requireAuth: every route answers 401 before its
 *   handler when nobody is signed in.
 * - `jobHandlers` / `periodicJobs`: run by the process's one JobRunner (docs/rules.md#jobs).
 */
export type Wing = {
  routes?: FastifyPluginAsync[];
  signedInRoutes?: FastifyPluginAsync[];
  jobHandlers?: JobHandler[];
  periodicJobs?: PeriodicJob[];
};
