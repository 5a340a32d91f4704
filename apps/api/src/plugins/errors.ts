import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { message } from '../lib/messages';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** Field errors map `{ field: [messages] }` from schema validation issues. */
function fieldErrors(issues: Issue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field =
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
      issue.params?.issue?.path?.map(String).join('.') ||
      '_';
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'invalid'];
  }
  return errors;
}

const MULTIPART_ERROR =
  /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form)/;

/**
 * One error handler for the whole API (docs/rules.md#error-body): body `{ message, errors?, code }`, in the
 * request's language (a stale save's 412 adds `current`, docs/rules.md#record-versions); schema failures of a body answer 422, of a query or params 400; 5xx hide
 * their details. `POST order/send` errors also carry `error` (docs/rules.md#spec-7).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const withError = (body: Record<string, unknown>) =>
      request.routeOptions.url?.endsWith('/order/send') ? { ...body, error: body.message } : body;

    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .status(err.status)
        .send(withError({ message: err.message, errors: err.errors, code: err.code, current: err.current }));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const isBody = err.validationContext === 'body';
      return reply.status(isBody ? 422 : 400).send(
        withError({
          message: message(request.lang, isBody ? 'validation' : 'malformed'),
          errors: fieldErrors(err.validation as Issue[]),
          code: 'VALIDATION',
        }),
      );
    }
    // A broken multipart body (no or an empty boundary, cut short, bad part headers): busboy's
    // errors carry no status.
    if (!err.statusCode && MULTIPART_ERROR.test(err.message ?? '')) {
      return reply
        .status(400)
        .send(withError({ message: message(request.lang, 'badMultipart'), code: 'VALIDATION' }));
    }
    if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply
        .status(415)
        .send(withError({ message: message(request.lang, 'badMultipart'), code: 'VALIDATION' }));
    }
    // A file that vanished between its lookup and its read (a picture being rewritten): not found.
    if ((err as { code?: string }).code === 'ENOENT') {
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send(withError({ message: message(request.lang, 'routeNotFound'), code: 'NOT_FOUND' }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause }, 'response does not match its schema');
    } else if (err.statusCode && err.statusCode < 500) {
      const status = err.statusCode;
      const code = status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION';
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send(
          withError({ message: status === 400 ? message(request.lang, 'malformed') : err.message, code }),
        );
    } else {
      request.log.error({ err }, 'unhandled error');
    }
    // JSON even when the failing route had set another type (a static file's image/jpeg).
    return reply
      .status(500)
      .type('application/json; charset=utf-8')
      .send(withError({ message: message(request.lang, 'internal'), code: 'INTERNAL' }));
  });
}
