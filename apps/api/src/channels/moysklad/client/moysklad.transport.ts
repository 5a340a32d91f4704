import type MoyskladLibrary from 'moysklad';
import {
  type GuardedFetch,
  guardedFetch,
  type OutboundPolicy,
  PUBLIC_ONLY,
  trustingEndpoint,
} from '../../../lib/outbound';
import { MoyskladError } from './moysklad.errors';

/**
 * How a request reaches МойСклад: through wmakeev's `moysklad` library (loaded on the first
 * request, docs/rules.md#lazy-libraries), which builds the URL and its query, sends
 * `Authorization: Bearer <token>` and `Accept-Encoding: gzip` (without which МойСклад answers 415)
 * and turns an error answer (`{ errors: [{ error, code, moreInfo }] }`) into its MoyskladApiError.
 *
 * The library accepts https URLs only, so it is given the API root with `https:` and its fetch
 * maps each URL back to the real root (http for the fake). That fetch also keeps each answer by
 * the request's own AbortSignal, so the caller reads the rate headers (X-RateLimit-Remaining,
 * X-Lognex-Reset, X-Lognex-Retry-After) of errors as well as of answers.
 */
export type MoyskladQuery = Record<string, string | number | boolean | undefined>;

export type Transport = {
  /** `pathOrUrl` (relative to the root, or absolute under it) with `query`, as the library's URL. */
  url(pathOrUrl: string, query?: MoyskladQuery): Promise<string>;
  /** The library's fetchUrl: the parsed body, the raw 3xx answer with `rawRedirect`, any answer unread with `rawResponse`. */
  send(
    url: string,
    init: {
      method: string;
      body?: unknown;
      signal: AbortSignal;
      rawRedirect?: boolean;
      rawResponse?: boolean;
    },
  ): Promise<unknown>;
  /** The answer to the request that used `signal`, if one came. */
  responseOf(signal: AbortSignal): Response | undefined;
  /** The real URL (under apiUrl) of a library URL. */
  realUrl(libraryUrl: string): string;
  /** The fetch every request goes through: the outbound guard, the API root's origin trusted. */
  fetch: GuardedFetch;
};

type Library = typeof MoyskladLibrary;
let library: Promise<Library> | undefined;
/** The library, loaded once per process on the first request. */
const loadLibrary = () => {
  library ??= import('moysklad').then((m) => ((m as { default?: Library }).default ?? m) as Library);
  return library;
};

/** The official API root; a URL under it is rebased onto a client's own root (a proxy, the fake). */
const OFFICIAL_ROOT = 'https://api.moysklad.ru/api/remap/1.2';

/**
 * The absolute URL `pathOrUrl` names under `apiUrl`: a path ('entity/store') is appended; an
 * absolute URL must lie under `apiUrl` (or under МойСклад's own root, then rebased onto `apiUrl`).
 * @throws MoyskladError `request` for any other URL: the token is never sent elsewhere.
 */
export function resolveUnderRoot(apiUrl: string, pathOrUrl: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return `${apiUrl}/${pathOrUrl.replace(/^\/+/, '')}`;
  let href: string;
  try {
    href = new URL(pathOrUrl).href;
  } catch {
    throw new MoyskladError('request', `МойСклад: not a URL: ${pathOrUrl.slice(0, 200)}`);
  }
  for (const root of [apiUrl, OFFICIAL_ROOT]) {
    const base = new URL(`${root}/`).href;
    if (href.startsWith(base)) return `${apiUrl}/${href.slice(base.length)}`;
  }
  throw new MoyskladError('request', `МойСклад: refusing a URL outside ${apiUrl}: ${href.slice(0, 200)}`);
}

/** A transport to `apiUrl` (no trailing slash; at least two path segments, like `/api/remap/1.2`). */
export function createTransport(options: {
  apiUrl: string;
  token: string;
  userAgent?: string;
  /** The outbound guard's policy (docs/security.md#outbound); `apiUrl`'s origin is added as trusted. */
  policy?: OutboundPolicy;
}): Transport {
  const { apiUrl, token } = options;
  const fetch = guardedFetch(trustingEndpoint(options.policy ?? PUBLIC_ONLY, apiUrl));
  const libraryRoot = apiUrl.replace(/^http:/i, 'https:');
  const segments = new URL(libraryRoot).pathname.split('/').filter(Boolean);
  if (segments.length < 2) throw new Error(`МойСклад API root must end with /<api>/<version>: ${apiUrl}`);
  const apiVersion = segments.pop()!;
  const api = segments.pop()!;
  const endpoint = libraryRoot.slice(0, libraryRoot.length - `/${api}/${apiVersion}`.length);
  const responses = new WeakMap<AbortSignal, Response>();
  const realUrl = (url: string) =>
    url.startsWith(libraryRoot) ? apiUrl + url.slice(libraryRoot.length) : url;

  const fetchApi = async (url: string, init: RequestInit) => {
    const response = await fetch(realUrl(url), init);
    if (init.signal) responses.set(init.signal, response);
    return response;
  };
  let instance: Promise<MoyskladLibrary.Instance> | undefined;
  const ms = () => {
    instance ??= loadLibrary().then((Moysklad) =>
      Moysklad({ endpoint, api, apiVersion, token, fetch: fetchApi, userAgent: options.userAgent }),
    );
    return instance;
  };

  return {
    async url(pathOrUrl, query) {
      const real = resolveUnderRoot(apiUrl, pathOrUrl);
      const [path, search] = real.slice(apiUrl.length + 1).split(/\?(.*)/s, 2) as [string, string?];
      const Moysklad = await loadLibrary();
      const built = (await ms()).buildUrl(path, undefined);
      const extra = query ? Moysklad.buildQuery(query) : '';
      const qs = [search, extra].filter(Boolean).join('&');
      return qs ? `${built}?${qs}` : built;
    },
    async send(url, init) {
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      return (await ms()).fetchUrl(url, {
        method: init.method,
        body,
        signal: init.signal,
        rawRedirect: init.rawRedirect,
        rawResponse: init.rawResponse,
      });
    },
    responseOf: (signal) => responses.get(signal),
    realUrl,
    fetch,
  };
}
