import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  guardedGet,
  OutboundAddressError,
  type OutboundPolicy,
  TooManyRedirectsError,
} from '../../lib/outbound';

/** Redirects followed, each checked by the guard like the first URL. */
export const FEED_MAX_REDIRECTS = 3;
/** Largest feed body accepted, bytes (the upload's limit). */
export const FEED_MAX_BYTES = 50 * 1024 * 1024;
/** Whole pull (connect, answer and body), ms. */
export const FEED_TIMEOUT_MS = 60_000;

/** A pull that failed: `status` is the HTTP status when an answer came. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FeedAnswer =
  | { status: 304 }
  | {
      status: 200;
      sha256: string;
      bytes: number;
      etag: string | null;
      lastModified: string | null;
      finalUrl: URL;
    };

/**
 * GETs a feed URL (docs/feed-url.md §Pull) into `target`: conditional on `validators`
 * (If-None-Match, If-Modified-Since), through the SSRF guard on every hop (at most 3 redirects),
 * pinned to the checked addresses, within `maxBytes` and `timeoutMs`. Answers 304, or 200 with the
 * body's SHA-256 and the new validators (the body is in `target`).
 * @throws OutboundAddressError (refused address), FeedFetchError (another status, too large, timeout,
 * network); `target` is removed then.
 */
export async function fetchFeed(options: {
  url: string;
  validators: FeedValidators;
  /** The outbound guard's policy (docs/security.md#outbound). */
  policy: OutboundPolicy;
  target: string;
  maxBytes?: number;
  timeoutMs?: number;
}): Promise<FeedAnswer> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  try {
    const { response, url } = await guardedGet({
      url: options.url,
      policy: options.policy,
      headers: requestHeaders(options.validators),
      maxRedirects: FEED_MAX_REDIRECTS,
      signal: deadline,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error instanceof OutboundAddressError || deadline.aborted) throw error;
      if (error instanceof TooManyRedirectsError) throw new FeedFetchError(error.message, error.status);
      throw new FeedFetchError(error.code ? `${error.code}: ${error.message}` : error.message);
    });
    const status = response.statusCode ?? 0;
    if (status === 304) {
      response.resume();
      return { status: 304 };
    }
    if (status !== 200) {
      response.resume();
      throw new FeedFetchError(`HTTP ${status}`, status);
    }
    const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.resume();
      throw new FeedFetchError(`larger than ${maxBytes} bytes`, status);
    }
    const hash = createHash('sha256');
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > maxBytes) return done(new FeedFetchError(`larger than ${maxBytes} bytes`, status));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(response, count, createWriteStream(options.target), { signal: deadline });
    const header = (name: string) => {
      const value = response.headers[name];
      return typeof value === 'string' && value ? value : null;
    };
    return {
      status: 200,
      sha256: hash.digest('hex'),
      bytes,
      etag: header('etag'),
      lastModified: header('last-modified'),
      finalUrl: url,
    };
  } catch (error) {
    await rm(options.target, { force: true }).catch(() => undefined);
    if (deadline.aborted)
      throw new FeedFetchError(`timed out after ${options.timeoutMs ?? FEED_TIMEOUT_MS} ms`);
    throw error;
  }
}

/** The pull's request headers: conditional on the validators of the last import. */
function requestHeaders(validators: FeedValidators): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/xml, text/xml, text/csv, */*',
    'user-agent': 'kits-feed-url/1',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return headers;
}
