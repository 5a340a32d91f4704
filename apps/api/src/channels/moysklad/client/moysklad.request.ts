import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sleep } from '../../../lib/sleep';
import { headerMs, MoyskladError, moyskladErrorOf } from './moysklad.errors';
import type { MoyskladLimiter } from './moysklad.limiter';
import type { Transport } from './moysklad.transport';

/** What every request of one client shares. */
export type RequestContext = {
  transport: Transport;
  limiter: MoyskladLimiter;
  token: string;
  /** Aborts every wait and request of the client (a job's signal). */
  signal?: AbortSignal;
  /** Tries of a retryable failure, the first included (default 4). */
  attempts: number;
  /** Back-off before try n + 1: baseDelayMs × 2^(n − 1), ms (default 500). */
  baseDelayMs: number;
  /** Per request, ms. */
  timeoutMs: number;
};

/** МойСклад says the budget is spent (X-RateLimit-Remaining 0): hold the token's requests for X-Lognex-Reset ms. */
function observeBudget(limiter: MoyskladLimiter, response: Response | undefined): void {
  if (response?.headers.get('x-ratelimit-remaining')?.trim() !== '0') return;
  const reset = headerMs(response.headers, 'x-lognex-reset');
  if (reset) limiter.pauseFor(reset);
}

export type OneRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The library's URL (Transport.url). */
  url: string;
  body?: unknown;
  /** For messages: `GET entity/product`. */
  what: string;
  weight: number;
  rawRedirect?: boolean;
  /** The answer as it came, unread, whatever its status (streamRowsOnce reads it). */
  rawResponse?: boolean;
};

/**
 * One try of `request` through the limiter, with its timeout: `use(signal)` sends it (and reads
 * its answer) holding the limiter's place; throws MoyskladError or the client's abort reason.
 */
function tryRequest<R>(
  ctx: RequestContext,
  request: OneRequest,
  use: (signal: AbortSignal) => Promise<R>,
): Promise<R> {
  return ctx.limiter.run(
    async () => {
      const timeout = AbortSignal.timeout(ctx.timeoutMs);
      const signal = AbortSignal.any(ctx.signal ? [timeout, ctx.signal] : [timeout]);
      try {
        return await use(signal);
      } catch (error) {
        ctx.signal?.throwIfAborted();
        if (error instanceof MoyskladError) throw error;
        const response = ctx.transport.responseOf(signal);
        const { token, timeoutMs } = ctx;
        const timedOut = timeout.aborted;
        throw moyskladErrorOf({ error, response, what: request.what, token, timedOut, timeoutMs });
      } finally {
        observeBudget(ctx.limiter, ctx.transport.responseOf(signal));
      }
    },
    { weight: request.weight, signal: ctx.signal },
  );
}

/** One try of `request`: its parsed answer (the library reads it). */
export const sendOnce = (ctx: RequestContext, request: OneRequest): Promise<unknown> =>
  tryRequest(ctx, request, (signal) => ctx.transport.send(request.url, { ...request, signal }));

/**
 * One try of a GET whose answer is a bare JSON array (the short stock reports: one answer, a few
 * hundred thousand rows for a large account), each row parsed as it arrives (stream-json) and
 * handed to `add` in order, so the answer is never held whole; the limiter's place is held until
 * the last row (МойСклад counts a request in flight until its answer ends). An error answer
 * becomes its MoyskladError as with `sendOnce`; an answer broken midway is a `server` failure.
 */
export function streamRowsOnce<T>(
  ctx: RequestContext,
  request: OneRequest,
  add: (row: T) => void,
): Promise<void> {
  return tryRequest(ctx, request, async (signal) => {
    const answer = await ctx.transport.send(request.url, { ...request, signal, rawResponse: true });
    const response = answer as Response;
    if (!response.ok || !response.body) throw await answerError(response);
    const { streamArray } = await import('stream-json/streamers/stream-array.js');
    const rows = streamArray.withParserAsStream();
    // pipeline, not pipe: an answer broken midway destroys the parser with its error, ending the loop.
    pipeline(Readable.fromWeb(response.body as WebReadableStream), rows, () => {});
    for await (const { value } of rows) add(value as T);
  });
}

/** An error answer read as the library reads it: status, status text and МойСклад's `errors`. */
async function answerError(response: Response) {
  const text = await response.text().catch(() => '');
  let errors: unknown;
  try {
    errors = (JSON.parse(text) as { errors?: unknown }).errors;
  } catch {
    errors = undefined;
  }
  return Object.assign(new Error(`${response.status} ${response.statusText}`), {
    status: response.status,
    statusText: response.statusText,
    errors,
  });
}

/**
 * `once()` until it succeeds: a retryable MoyskladError is tried again up to `ctx.attempts` tries
 * in all — a 429 after МойСклад's X-Lognex-Retry-After (else X-Lognex-Reset, else the back-off),
 * holding the token's other requests as long; a 5xx or a network failure after the exponential
 * back-off, only when `idempotent` (a POST that failed on the way may have been done).
 */
export async function withRetries<T>(
  ctx: RequestContext,
  options: { idempotent: boolean },
  once: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (err) {
      if (!(err instanceof MoyskladError) || !err.retryable || attempt >= ctx.attempts) throw err;
      if (err.kind !== 'rate' && !options.idempotent) throw err;
      const backoff = ctx.baseDelayMs * 2 ** (attempt - 1);
      const wait = err.kind === 'rate' && err.retryAfterMs ? err.retryAfterMs : backoff;
      if (err.kind === 'rate' && err.retryAfterMs) ctx.limiter.pauseFor(err.retryAfterMs);
      await sleep(wait, ctx.signal);
    }
  }
}
