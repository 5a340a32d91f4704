import type { FastifyPluginAsync } from 'fastify';
import { catalogRoutes } from './catalog/catalog.routes';

/**
 * Every domain module's routes, registered under /api/v0. Add a module here in one line.
 */
export const moduleRoutes: FastifyPluginAsync[] = [catalogRoutes];
