import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a secret (single-use download links, set-password links). */
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;
/** Path segments that are a secret: the МойСклад webhook URL's last segment (docs/moysklad.md §Webhooks). */
const SECRET_PATH = /(\/moysklad\/webhooks\/)[^/?#]*/gi;

/** `url` with the values of secret query parameters and secret path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

const stripParams = (text: string | undefined) =>
  (text ?? '').replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/**
 * An error as the log keeps it: type, message, stack, code and its cause's message and code. A
 * failed query's parameters — the personal data a statement carries (names, e-mails, phones,
 * addresses, tokens) — are cut from the message and stack, and the database's `detail` (which
 * repeats a conflicting value) is left out; the SQL text stays, so the failure can still be found.
 */
export function redactError(err: Error & { code?: unknown; cause?: unknown }) {
  const cause = err.cause as { message?: string; code?: unknown } | undefined;
  return {
    type: err.constructor?.name ?? 'Error',
    message: stripParams(err.message),
    stack: stripParams(err.stack),
    code: err.code,
    ...(cause ? { cause: { message: cause.message, code: cause.code } } : {}),
  };
}

/**
 * The logger's redaction (docs/security.md#logs): no Authorization, client-token or Shopify token header, no
 * password, token or personal field of a body, no secret in a logged URL, no parameters of a failed
 * query.
 */
export function redactingLogger(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-client-token"]',
        'req.headers.cookie',
        // A Shopify Admin API token (the fake shop, a proxy in front of it).
        'req.headers["x-shopify-access-token"]',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.token',
        '*.access_token',
        '*.email',
        '*.phone',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
      }),
      err: redactError,
    },
  };
}
