import type { FieldIssue, TextLanguage } from '@kits/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { fieldMessage, message } from '../lib/messages';

type Issue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Omit<FieldIssue, 'code' | 'path' | 'input'> & { issue?: { path?: PropertyKey[] } };
};

/** The value sent at `path` inside `source` (the body, query, params or headers), undefined when absent. */
function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Field errors map `{ field: [messages] }` from schema validation issues, each worded for a
 * person in the request's language (docs/rules.md#field-errors): one place for every route.
 */
function fieldErrors(lang: TextLanguage, issues: Issue[], source: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath
      ? issue.instancePath.replace(/^\//, '').split('/').filter(Boolean)
      : (issue.params?.issue?.path?.map(String) ?? []);
    const field = path.join('.') || '_';
    const text = fieldMessage(lang, {
      ...issue.params,
      code: issue.keyword ?? 'custom',
      path,
      message: issue.message,
      input: valueAt(source, path),
    });
    errors[field] = [...(errors[field] ?? []), text];
  }
  return errors;
}

/** Where a schema failure's values came from, by fastify's validation context. */
function validatedPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

// A body cut short inside a file part fails that part's stream ("Part terminated early…") or the
// whole form ("Unexpected end of…"), whichever the handler reads first: both are the client's.
const MULTIPART_ERROR =
  /^(Multipart: |Unexpected end of (form|multipart data)|Part terminated early|Malformed part header|Malformed urlencoded form)/;

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
          errors: fieldErrors(
            request.ctx?.lang ?? request.lang,
            err.validation as Issue[],
            validatedPart(request, err.validationContext),
          ),
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
