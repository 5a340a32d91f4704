import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkFeedUrl, FeedAddressError, guardedLookup } from './feed-url.guard';

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
 * @throws FeedAddressError (refused address), FeedFetchError (another status, too large, timeout,
 * network); `target` is removed then.
 */
export async function fetchFeed(options: {
  url: string;
  validators: FeedValidators;
  allowed: Set<string>;
  target: string;
  maxBytes?: number;
  timeoutMs?: number;
}): Promise<FeedAnswer> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  const lookup = guardedLookup(options.allowed);
  let url = checkFeedUrl(options.url, options.allowed);
  try {
    for (let hop = 0; ; hop++) {
      const response = await get(url, { validators: options.validators, lookup, signal: deadline });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.resume();
        if (hop >= FEED_MAX_REDIRECTS) throw new FeedFetchError('too many redirects', status);
        url = checkFeedUrl(new URL(location, url).toString(), options.allowed);
        continue;
      }
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
    }
  } catch (error) {
    await rm(options.target, { force: true }).catch(() => undefined);
    if (deadline.aborted)
      throw new FeedFetchError(`timed out after ${options.timeoutMs ?? FEED_TIMEOUT_MS} ms`);
    throw error;
  }
}

/** One GET on a fresh connection (no kept-alive socket: each hop is looked up and checked). */
function get(
  url: URL,
  options: { validators: FeedValidators; lookup: ReturnType<typeof guardedLookup>; signal: AbortSignal },
): Promise<http.IncomingMessage> {
  const headers: Record<string, string> = {
    accept: 'application/xml, text/xml, text/csv, */*',
    'user-agent': 'kits-feed-url/1',
  };
  if (options.validators.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators.lastModified) headers['if-modified-since'] = options.validators.lastModified;
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      headers,
      lookup: options.lookup,
      agent: false,
      signal: options.signal,
    });
    request.once('response', resolve);
    request.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.name === 'FeedAddressError' || error instanceof FeedFetchError ? error : networkError(error),
      ),
    );
  });
}

/** A refusal of the guard (from the lookup) stays one; anything else is a network failure. */
function networkError(error: NodeJS.ErrnoException): Error {
  if (error instanceof FeedAddressError) return error;
  return new FeedFetchError(error.code ? `${error.code}: ${error.message}` : error.message);
}
