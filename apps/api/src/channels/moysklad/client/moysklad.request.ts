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
};

/** One try of `request` through the limiter, with its timeout; throws MoyskladError or the client's abort reason. */
export function sendOnce(ctx: RequestContext, request: OneRequest): Promise<unknown> {
  return ctx.limiter.run(
    async () => {
      const timeout = AbortSignal.timeout(ctx.timeoutMs);
      const signal = AbortSignal.any(ctx.signal ? [timeout, ctx.signal] : [timeout]);
      try {
        return await ctx.transport.send(request.url, { ...request, signal });
      } catch (error) {
        ctx.signal?.throwIfAborted();
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
