import type { OutboundPolicy } from '../../../lib/outbound';
import { downloadOnce } from './moysklad.download';
import { type MoyskladLimiter, requestWeight, sharedLimiter } from './moysklad.limiter';
import { collectionPages } from './moysklad.paging';
import {
  type OneRequest,
  type RequestContext,
  sendOnce,
  streamRowsOnce,
  withRetries,
} from './moysklad.request';
import { createTransport, type MoyskladQuery } from './moysklad.transport';

export type { MoyskladQuery } from './moysklad.transport';

/** Default API root; config MOYSKLAD_API_URL overrides it (tests, a proxy). */
export const MOYSKLAD_API_URL = 'https://api.moysklad.ru/api/remap/1.2';

export type MoyskladClient = {
  /** API root this client talks to, no trailing slash. */
  readonly apiUrl: string;
  /** GET a path relative to the API root ('entity/store', 'report/stock/bystore/current') or an absolute URL under apiUrl (a nextHref, a webhook's reportUrl); anything outside apiUrl throws (never send the token elsewhere). */
  get<T>(pathOrUrl: string, query?: MoyskladQuery): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  delete(path: string): Promise<void>;
  /** Every row of a collection, page by page (`limit` default 1000, or 100 when `expand` is given), following meta.nextHref; yields each page's rows. */
  pages<T>(path: string, query?: MoyskladQuery): AsyncGenerator<T[]>;
  /**
   * Each row of a GET answered with a bare JSON array (the short stock reports), parsed as it
   * arrives and given to the row handler `start()` answers; a try that fails midway is retried
   * with a new handler from `start()`, so begin afresh in it.
   */
  eachRow<T>(path: string, query: MoyskladQuery | undefined, start: () => (row: T) => void): Promise<void>;
  /** Bytes of a file (an image's meta.downloadHref): requested with the token; the 302 answer's Location is fetched WITHOUT the token; ≤ 10 MB. */
  download(href: string): Promise<Buffer>;
};

export type MoyskladClientOptions = {
  /** The API root (MOYSKLAD_API_URL, or the fake's `apiUrl`). */
  apiUrl: string;
  /** The user's or solution's access token (plain; never logged, only sent in Authorization). */
  token: string;
  /** Aborts every wait and request (a job's signal). */
  signal?: AbortSignal;
  /** Default: the token's shared limiter in this process (sharedLimiter). */
  limiter?: MoyskladLimiter;
  /** Tries of a retryable failure, the first included (default 4), and the back-off base (default 500 ms, doubling). */
  retry?: { attempts?: number; baseDelayMs?: number };
  /** Per request, ms (default 120 000: a full stock report of a large account is slow). */
  timeoutMs?: number;
  /**
   * The outbound guard's policy (docs/security.md#outbound; default public addresses only). The
   * API root's origin is the operator's choice and trusted; a file's Location is checked.
   */
  policy?: OutboundPolicy;
};

/** `path` without its query, for messages (`GET entity/product`); an absolute URL keeps only its path. */
const shortPath = (apiUrl: string, pathOrUrl: string) =>
  (pathOrUrl.startsWith(apiUrl) ? pathOrUrl.slice(apiUrl.length + 1) : pathOrUrl).split('?')[0]!;

/**
 * A client of one МойСклад account (JSON API 1.2) for one token. Making one sends nothing. Every
 * request goes through the limiter (5 in flight, 45 weight units per 3 s per token, МойСклад's
 * pauses obeyed) and is retried when it may succeed later (moysklad.request.ts `withRetries`).
 * Every method throws MoyskladError (moysklad.errors.ts: `auth` at once for 401/403, `rate`,
 * `server`, `network` after the retries, `request`), or the signal's reason when it aborts.
 */
export function createMoyskladClient(options: MoyskladClientOptions): MoyskladClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const { token } = options;
  const ctx: RequestContext = {
    transport: createTransport({
      apiUrl,
      token,
      userAgent: 'kits-b2b moysklad-sync',
      policy: options.policy,
    }),
    limiter: options.limiter ?? sharedLimiter({ apiUrl, token }),
    token,
    signal: options.signal,
    attempts: Math.max(1, options.retry?.attempts ?? 4),
    baseDelayMs: options.retry?.baseDelayMs ?? 500,
    timeoutMs: options.timeoutMs ?? 120_000,
  };

  const call = async <T>(
    method: OneRequest['method'],
    pathOrUrl: string,
    input: { query?: MoyskladQuery; body?: unknown } = {},
  ) => {
    const path = shortPath(apiUrl, pathOrUrl);
    const request: OneRequest = {
      method,
      url: await ctx.transport.url(pathOrUrl, input.query),
      body: input.body,
      what: `${method} ${path}`,
      weight: requestWeight(path),
    };
    return withRetries(ctx, { idempotent: method !== 'POST' }, () => sendOnce(ctx, request)) as Promise<T>;
  };

  const client: MoyskladClient = {
    apiUrl,
    get: <T>(pathOrUrl: string, query?: MoyskladQuery) => call<T>('GET', pathOrUrl, { query }),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, { body }),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, { body }),
    async delete(path: string) {
      await call<unknown>('DELETE', path);
    },
    pages: <T>(path: string, query?: MoyskladQuery) => collectionPages<T>(client.get, path, query),
    async eachRow<T>(path: string, query: MoyskladQuery | undefined, start: () => (row: T) => void) {
      const request: OneRequest = {
        method: 'GET',
        url: await ctx.transport.url(path, query),
        what: `GET ${shortPath(apiUrl, path)}`,
        weight: requestWeight(shortPath(apiUrl, path)),
      };
      await withRetries(ctx, { idempotent: true }, () => streamRowsOnce<T>(ctx, request, start()));
    },
    async download(href: string) {
      const url = await ctx.transport.url(href);
      const what = `GET ${shortPath(apiUrl, href)}`;
      return withRetries(ctx, { idempotent: true }, () => downloadOnce(ctx, url, what));
    },
  };
  return client;
}
