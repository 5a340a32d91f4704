import http from 'node:http';
import https from 'node:https';
import { checkOutboundUrl, guardedLookup, isTrusted, type OutboundPolicy } from './address-guard';

/** A redirect chain longer than allowed; `status` is the last redirect's. */
export class TooManyRedirectsError extends Error {
  constructor(readonly status: number) {
    super('too many redirects');
  }
}

export type GuardedGetOptions = {
  url: string | URL;
  policy: OutboundPolicy;
  headers?: Record<string, string>;
  /** Redirects followed, each checked like the first URL. */
  maxRedirects: number;
  /** Aborts the hop in flight (a timeout, a job's stop). */
  signal?: AbortSignal;
  /** Sees each hop's request as it is made (e.g. to time its connection). */
  onRequest?: (request: http.ClientRequest, url: URL) => void;
};

/**
 * GET through the outbound guard (docs/security.md#outbound), for node:http callers (feed URLs,
 * imported pictures): the URL and every redirect's Location pass `checkOutboundUrl`, each hop's
 * host is resolved by `guardedLookup` (refused when any address is not public, then connected to
 * the very addresses checked) on a fresh connection (no kept-alive socket skips the check). Answers
 * the first answer that is not a redirect (a 304 is not one) with its URL; the caller reads or
 * resumes it.
 * @throws OutboundAddressError (a refused URL or address), TooManyRedirectsError, or the network
 * error (with `code`) / the signal's abort.
 */
export async function guardedGet(
  options: GuardedGetOptions,
): Promise<{ response: http.IncomingMessage; url: URL }> {
  let url = checkOutboundUrl(options.url, options.policy);
  for (let hop = 0; ; hop++) {
    const response = await getOnce(url, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status < 300 || status >= 400 || status === 304 || !location) return { response, url };
    response.resume();
    if (hop >= options.maxRedirects) throw new TooManyRedirectsError(status);
    url = checkOutboundUrl(new URL(location, url), options.policy);
  }
}

/** One GET on a fresh connection, looked up through the guard unless its origin is trusted. */
function getOnce(url: URL, options: GuardedGetOptions): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      headers: options.headers,
      lookup: isTrusted(url, options.policy) ? undefined : guardedLookup(options.policy),
      agent: false,
      signal: options.signal,
    });
    options.onRequest?.(request, url);
    request.once('response', resolve);
    request.once('error', reject);
  });
}
