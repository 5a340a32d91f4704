import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import type { JobHandler, PeriodicJob, RetentionRule } from '../jobs';

/**
 * A wing of the API (docs/architecture.md#wings): the routes, background job handlers and periodic
 * jobs of one business domain, composed in wings.ts.
 * - `routes`: registered under /api/v0 as they are; each route checks access itself (login and
 *   registration are public, the basket serves guests, role checks with app.requireRole).
 * - `signedInRoutes`: registered behind app.requireAuth: every route answers 401 before its
 *   handler when nobody is signed in.
 * - `jobHandlers` / `periodicJobs`: run by the process's one JobRunner (docs/rules.md#jobs).
 * - `retention`: what its modules delete when it has been kept long enough, run by the hourly
 *   `jobs.cleanup` (docs/operations.md#data-retention).
 * - `warmUp`: what a serving process reads as soon as it is ready (the catalogue snapshot), in
 *   the background; the job runner takes no job before it is done (docs/rules.md#jobs).
 */
export type Wing = {
  routes?: FastifyPluginAsync[];
  signedInRoutes?: FastifyPluginAsync[];
  jobHandlers?: JobHandler[];
  periodicJobs?: PeriodicJob[];
  retention?: RetentionRule[];
  warmUp?: (db: Db) => Promise<unknown>;
};
