import type { FastifyInstance } from 'fastify';
import { ordersMessage } from './orders.messages';

/**
 * preHandler of every orders call: 401 anonymous, 403 without ordering rights (docs/rules.md#roles:
 * orders are warehouse-level), answered in the request's language.
 */
export function requireOrderingRights(app: FastifyInstance) {
  return app.requireRole(
    (ctx) => ctx.mayOrder,
    (lang) => ordersMessage(lang, 'orderingNotAllowed'),
  );
}
