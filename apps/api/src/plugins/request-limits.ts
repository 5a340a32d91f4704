import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { message } from '../lib/messages';

/** Largest JSON body (bytes): the server's `bodyLimit`; routes that take a file set their own. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Bytes a multipart body may hold beyond its file: part headers, boundaries, a few small fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A socket sending and receiving nothing this long is closed (ms). */
export const IDLE_TIMEOUT_MS = 90_000;
/**
 * An idle kept-alive connection is closed after this long (ms): longer than a reverse proxy's
 * upstream keep-alive (nginx: 60 s), so the proxy, not the server, closes it first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** A body still arriving this long after its headers is a slow one (ms): it counts against BODIES_PER_ADDRESS. */
export const SLOW_BODY_MS = 1000;
/** Seconds a refused client is told to wait before sending another body. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The `bodyLimit` of a route that takes one file of at most `fileBytes` (multipart): the early 413
 * looks at it, and it marks the route as an upload, whose body may take REQUEST_TIMEOUT_SECONDS.
 */
export const uploadBodyLimit = (fileBytes: number) => fileBytes + MULTIPART_OVERHEAD_BYTES;

/**
 * Fastify's server options for the time limits (docs/security.md#request-limits): headers within
 * HEADERS_TIMEOUT_SECONDS, the whole request within REQUEST_TIMEOUT_SECONDS (Node answers 408 and
 * closes), an idle socket closed after IDLE_TIMEOUT_MS, a kept-alive one after KEEP_ALIVE_TIMEOUT_MS.
 * Node looks at its connections' deadlines every `connectionsCheckingInterval` (30 s by default):
 * here a quarter of the headers deadline, at most 2 s, so a deadline is kept within that.
 */
export function serverTimeouts(config: Pick<Config, 'HEADERS_TIMEOUT_SECONDS' | 'REQUEST_TIMEOUT_SECONDS'>) {
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(2000, Math.max(100, headersTimeout / 4)) },
  };
}

/**
 * Limits on request bodies, applied before any body is read (docs/security.md#request-limits):
 * - a declared `Content-Length` above the route's `bodyLimit` is answered 413 at once (multipart
 *   routes declare theirs with `uploadBodyLimit`), never read;
 * - one client address (`request.ip`) may be slowly sending at most BODIES_PER_ADDRESS bodies at
 *   once — a body counts once it is still arriving SLOW_BODY_MS after its headers, so a busy
 *   client's many quick requests never do; past it 429 with `Retry-After` at once. Counted per process: bodies in flight are connections, and a
 *   connection belongs to one process;
 * - the body of a route that takes no file must arrive within BODY_TIMEOUT_SECONDS, else 408;
 * - an answer sent before its request's body was read closes the connection, so Node does not
 *   go on reading (and throwing away) what the client still sends.
 */
export function registerRequestLimits(app: FastifyInstance, config: Config) {
  const slowBodies = new Map<string, number>();
  const refuse = (reply: FastifyReply, status: number, text: string, code: string) =>
    reply.code(status).header('connection', 'close').send({ message: text, code });

  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    const hasBody = declared > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    const limit = request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT;
    if (declared > limit) {
      const mb = Math.round((limit / 1024 / 1024) * 10) / 10;
      return refuse(reply, 413, message(request.lang, 'bodyTooLarge', { mb }), 'VALIDATION');
    }
    const address = request.ip;
    if ((slowBodies.get(address) ?? 0) >= config.BODIES_PER_ADDRESS) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      const text = message(request.lang, 'tooManyBodies', { seconds: RETRY_AFTER_SECONDS });
      return refuse(reply, 429, text, 'RATE_LIMITED');
    }
    const timer = limit > JSON_BODY_LIMIT ? null : bodyDeadline(request, reply, config.BODY_TIMEOUT_SECONDS);
    // A body still arriving SLOW_BODY_MS after its headers holds one of the address's places until
    // it ends; the many quick bodies of a busy client never count.
    let counted = false;
    const slow = setTimeout(() => {
      if (request.raw.complete) return;
      counted = true;
      slowBodies.set(address, (slowBodies.get(address) ?? 0) + 1);
    }, SLOW_BODY_MS);
    const received = () => {
      if (timer) clearTimeout(timer);
      clearTimeout(slow);
      if (!counted) return;
      counted = false;
      const left = (slowBodies.get(address) ?? 1) - 1;
      if (left > 0) slowBodies.set(address, left);
      else slowBodies.delete(address);
    };
    request.raw.once('end', received);
    request.raw.once('close', received);
    reply.raw.once('close', received);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}

/** Answers 408 and closes the connection when the body has not fully arrived `seconds` after its headers. */
function bodyDeadline(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  return setTimeout(() => {
    if (request.raw.complete) return;
    request.log.info({ seconds }, 'request body timed out');
    const socket = request.raw.socket;
    if (reply.sent) return void socket.destroy();
    reply.raw.once('finish', () => socket.destroy());
    reply
      .code(408)
      .header('connection', 'close')
      .send({ message: message(request.lang, 'bodyTimeout', { seconds }), code: 'VALIDATION' });
  }, seconds * 1000);
}
