import type { FastifyRequest } from 'fastify';

/** A request header's value, or null when it is missing, repeated or empty. */
export function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The X-Basket-Uuid header (docs/rules.md#decisions-3: the tab that changed the basket), or null. */
export const basketUuidOf = (request: FastifyRequest) => headerValue(request, 'x-basket-uuid');
