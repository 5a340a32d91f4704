import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty
 * body with `Content-Type: application/json` is no body at all instead of a 400. The page sends that
 * header on every call (docs/rules.md#default-headers), also on body-less ones like POST /auth/me,
 * POST /auth/logout and PATCH /store/active/{id}. A route that needs a body still answers 422.
 */
export function registerLenientJson(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
