import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { message } from './messages';

/** A request header's value, or null when it is missing, repeated or empty. */
export function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The X-Basket-Uuid header (docs/rules.md#decisions-3: the tab that changed the basket), or null when
 * absent. Throws VALIDATION (400, field `x-basket-uuid`) when it is not a UUID.
 */
export function basketUuidOf(request: FastifyRequest): string | null {
  const value = headerValue(request, 'x-basket-uuid');
  if (value === null || UUID.test(value)) return value;
  const text = message(request.lang, 'badBasketUuid');
  throw new AppError('VALIDATION', { message: text, errors: { 'x-basket-uuid': [text] } });
}
