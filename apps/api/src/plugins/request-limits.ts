import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../lib/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest upload (bytes) a multipart route takes: a body declaring more is refused before it is read. */
    uploadLimit?: number;
  }
}

/** Request limits of docs/security.md#request-limits; `bodySeconds` and `perAddress` vary in tests. */
export type RequestLimits = {
  /** Seconds a whole request (headers and body) may take: uploads over slow links included. */
  requestSeconds: number;
  /** Seconds the headers may take. */
  headersSeconds: number;
  /** Seconds a non-upload body (JSON) may take to arrive: a slow body is cut off after it. */
  bodySeconds: number;
  /** Bodies one address may be sending at once; past it 429. */
  perAddress: number;
};

export const REQUEST_LIMITS: RequestLimits = {
  requestSeconds: 120,
  headersSeconds: 20,
  bodySeconds: 15,
  perAddress: 20,
};

/** Multipart overhead allowed above a route's upload limit (boundaries, part headers, form fields). */
const MULTIPART_SLACK = 64 * 1024;

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Server limits against slow or oversized bodies (docs/security.md#request-limits):
 * - Node's request timeout (`requestSeconds`, the whole request) and headers timeout;
 * - an early 413 `PAYLOAD_TOO_LARGE` for a Content-Length over the route's limit, before any byte of
 *   the body is read (Fastify's body limit for JSON routes; `config.uploadLimit` + multipart slack
 *   for upload routes), the connection then closed;
 * - a body that is not an upload must arrive within `bodySeconds` (its socket is destroyed after);
 * - at most `perAddress` bodies in flight per client address: the next gets 429 with Retry-After.
 */
export function registerRequestLimits(app: FastifyInstance, limits: RequestLimits = REQUEST_LIMITS) {
  app.server.requestTimeout = limits.requestSeconds * 1000;
  app.server.headersTimeout = limits.headersSeconds * 1000;
  const inFlight = new Map<string, number>();
  const release = (ip: string) => {
    const left = (inFlight.get(ip) ?? 1) - 1;
    if (left <= 0) inFlight.delete(ip);
    else inFlight.set(ip, left);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request)) return;
    const declared = Number(request.headers['content-length'] ?? 0);
    const upload = request.routeOptions.config?.uploadLimit;
    const limit =
      upload !== undefined
        ? upload + MULTIPART_SLACK
        : (request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit!);
    if (declared > limit) {
      const mb = Math.round(((upload ?? limit) / 1024 / 1024) * 10) / 10;
      return reply
        .status(413)
        .header('connection', 'close')
        .send({ message: message(request.lang, 'payloadTooLarge', { mb }), code: 'PAYLOAD_TOO_LARGE' });
    }
    const ip = request.ip;
    const count = (inFlight.get(ip) ?? 0) + 1;
    if (count > limits.perAddress) {
      return reply
        .status(429)
        .header('retry-after', String(limits.bodySeconds))
        .header('connection', 'close')
        .send({
          message: message(request.lang, 'tooManyBodies', { seconds: limits.bodySeconds }),
          code: 'RATE_LIMITED',
        });
    }
    inFlight.set(ip, count);
    let released = false;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      if (timer) clearTimeout(timer);
      if (released) return;
      released = true;
      release(ip);
    };
    request.raw.once('close', done);
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
    if (upload === undefined) {
      // A JSON body has bodySeconds to arrive; once it is all there (or answered), the timer goes.
      timer = setTimeout(() => {
        if (!request.raw.complete) request.raw.destroy();
      }, limits.bodySeconds * 1000);
      timer.unref();
      request.bodyTimer = timer;
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.bodyTimer) clearTimeout(request.bodyTimer);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    bodyTimer?: NodeJS.Timeout;
  }
}
