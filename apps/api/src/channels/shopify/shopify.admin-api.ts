import type { ClientResponse } from '@shopify/admin-api-client';
import { guardedFetch, type OutboundPolicy, PUBLIC_ONLY, trustingEndpoint } from '../../lib/outbound';
import { sleep } from '../../lib/sleep';
import { isThrottled, ShopifyError, shopifyErrorOf } from './shopify.errors';
import { SHOPIFY_API_VERSION } from './shopify.operations';

/**
 * How we call one shop's Admin GraphQL API: through Shopify's own client, @shopify/admin-api-client
 * (docs/rules.md#shopify-calls): it builds the URL of the API version and the headers, reads the
 * answer, and retries a 429 (after Retry-After), a 503 and an abandoned request. Ours are the
 * rest: the SHOPIFY_ADMIN_URL template (a fake shop or a proxy), a timeout per request, the wait
 * for the cost budget on THROTTLED (which the library does not retry), and our errors
 * (shopify.errors.ts). The token is only ever put in X-Shopify-Access-Token: never in a URL, an
 * error message or a log line (the library's logger, which sees the headers, is given nothing —
 * also its notice that SHOPIFY_API_VERSION, the version of our schema copy, has left Shopify's
 * support window).
 */

export type ShopifyClientOptions = {
  /** The shop's `*.myshopify.com` domain. */
  shop: string;
  /** The Admin API access token (plain; opened from the secret box just before). */
  token: string;
  /** SHOPIFY_ADMIN_URL: a template with `{shop}`, used as it is instead of Shopify's URL. */
  adminUrl?: string;
  /**
   * The outbound guard's policy (docs/security.md#outbound; default public addresses only): the
   * shop's domain comes from a user, so its address is checked; a SHOPIFY_ADMIN_URL with a fixed
   * host is the operator's choice and trusted.
   */
  policy?: OutboundPolicy;
  /** Per-request timeout, ms (default 10 000). */
  timeoutMs?: number;
  /** The library's retries of a 429, a 503 or an abandoned request (0–3, default 2). */
  retries?: number;
  /** Retries of a THROTTLED answer (default 4), each after the cost budget is back, at least `backoffMs` × 2^attempt (default 500). */
  throttleRetries?: number;
  backoffMs?: number;
  /** Aborts every call (a job's signal). */
  signal?: AbortSignal;
};

/** The library, loaded on the first call to a shop, not at start (docs/rules.md#lazy-libraries). */
let library: Promise<typeof import('@shopify/admin-api-client')> | undefined;
const adminApiClient = () => {
  library ??= import('@shopify/admin-api-client');
  return library;
};

/** `promise`, or the signal's reason as soon as it aborts (the library's waits cannot be cut). */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * How long until the cost budget holds the throttled call again, ms, from the answer's
 * `extensions.cost` (Shopify's leaky bucket: `restoreRate` points a second); 0 when not said.
 */
function budgetWaitMs(extensions: ClientResponse['extensions']): number {
  const cost = extensions?.cost;
  const { currentlyAvailable = 0, restoreRate = 0 } = cost?.throttleStatus ?? {};
  const missing = (cost?.requestedQueryCost ?? 0) - currentlyAvailable;
  return restoreRate > 0 && missing > 0 ? Math.ceil((missing / restoreRate) * 1000) : 0;
}

/**
 * The response with Retry-After in milliseconds: @shopify/graphql-client 2.0.0 sleeps the header's
 * number as milliseconds while Shopify (RFC 9110) sends seconds, so "2.0" would wait 2 ms
 * (Shopify/shopify-app-js#3364; the client unit test fails if a fixed version lands).
 */
function retryAfterInMs(response: Response): Response {
  const value = response.headers.get('retry-after');
  if (response.ok || !value) return response;
  const seconds = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  const headers = new Headers(response.headers);
  if (Number.isFinite(seconds)) headers.set('retry-after', String(Math.max(0, Math.ceil(seconds * 1000))));
  else headers.delete('retry-after');
  const { status, statusText } = response;
  return new Response(response.body, { status, statusText, headers });
}

/**
 * The library's fetch: to the template's URL when set, through the outbound guard, with the
 * timeout and the job's signal, no redirects. `once` (a call that creates): after a request cut off on the way, where the shop may
 * have done it, the library's retries are refused here, so the shop never gets it twice.
 */
function adminFetch(options: ShopifyClientOptions, once: boolean) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const endpoint = options.adminUrl?.replaceAll('{shop}', encodeURIComponent(options.shop));
  const fetch = guardedFetch(trustingEndpoint(options.policy ?? PUBLIC_ONLY, options.adminUrl));
  let abandoned: Error | undefined;
  return async (url: string, init?: RequestInit): Promise<Response> => {
    options.signal?.throwIfAborted();
    if (abandoned) throw abandoned;
    const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
    try {
      const response = await fetch(endpoint ?? url, {
        ...init,
        signal: AbortSignal.any(signals),
        redirect: 'error',
      });
      return retryAfterInMs(response);
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      const error = new Error(timedOut ? `no answer in ${timeoutMs} ms` : (err as Error).message);
      if (once) abandoned = error;
      throw error;
    }
  };
}

/**
 * Runs one document against the shop and answers its `data`: a THROTTLED answer is asked again
 * once the cost budget is back (never sooner than the back-off), up to `throttleRetries` times.
 * @throws ShopifyError (shopify.errors.ts), or the signal's reason when it aborts.
 */
export async function runShopifyDocument<T>(
  options: ShopifyClientOptions,
  document: { query: string; variables?: Record<string, unknown>; once?: boolean },
): Promise<T> {
  const { createAdminApiClient } = await adminApiClient();
  const { shop, signal } = options;
  let client: ReturnType<typeof createAdminApiClient>;
  try {
    client = createAdminApiClient({
      storeDomain: shop,
      apiVersion: SHOPIFY_API_VERSION,
      accessToken: options.token,
      retries: options.retries ?? 2,
      customFetchApi: adminFetch(options, document.once ?? false),
      logger: () => {},
    });
  } catch (err) {
    throw new ShopifyError('unreachable', `Shopify ${shop}: ${(err as Error).message}`);
  }
  const backoffMs = options.backoffMs ?? 500;
  for (let attempt = 0; ; attempt++) {
    const answer = await abortable(
      client.request<T>(document.query, { variables: document.variables }),
      signal,
    );
    if (!answer.errors) return answer.data as T;
    if (!isThrottled(answer)) throw shopifyErrorOf(shop, answer.errors);
    if (attempt >= (options.throttleRetries ?? 4)) {
      throw new ShopifyError('throttled', `Shopify ${shop} kept throttling`);
    }
    await sleep(Math.max(budgetWaitMs(answer.extensions), backoffMs * 2 ** attempt), signal);
  }
}
