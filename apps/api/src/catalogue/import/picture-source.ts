import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  guardedGet,
  OutboundAddressError,
  type OutboundPolicy,
  PUBLIC_ONLY,
  TooManyRedirectsError,
} from '../../lib/outbound';

export type PictureSourceOptions = {
  /** Folder handed over with the feed: a picture is looked up here first, by the URL's file name. */
  imagesDir?: string;
  /** Download http(s) URLs not found in the folder (default true). */
  network?: boolean;
  /** Whole download, ms (default 5000). */
  timeoutMs?: number;
  /** Until the TCP (and TLS) connection is up, ms (default 2000). */
  connectTimeoutMs?: number;
  /** Largest picture accepted, bytes (default 10 MB). */
  maxBytes?: number;
  /**
   * The outbound guard's policy (docs/security.md#outbound): the app's OUTBOUND_ALLOWED_HOSTS;
   * default public addresses only, on the URL and on every redirect.
   */
  policy?: OutboundPolicy;
};

export type PictureResult =
  | { ok: true; buffer: Buffer; from: 'folder' | 'url' }
  | { ok: false; reason: string };

export type PictureSource = { get: (url: string) => Promise<PictureResult> };

const MAX_REDIRECTS = 3;
/** Content types refused outright; anything else is left to the image decoder to judge. */
const NOT_PICTURES = /^(text\/|application\/(json|xml|xhtml|javascript)|image\/svg)/i;

class FetchError extends Error {
  constructor(
    message: string,
    /** A connection-level failure: later URLs of the host fail at once. */
    readonly hostDown = false,
  ) {
    super(message);
  }
}

/**
 * Where imported pictures come from (docs/rules.md#decisions-7): the folder given with the feed (matched by the
 * URL's file name, case-insensitively), else the URL itself over http(s) through the outbound guard
 * (docs/security.md#outbound: a non-public address is refused, on the URL and after every redirect)
 * with a connect timeout, a total timeout, a size limit and a content-type check, following at
 * most 3 redirects. A host
 * that failed to connect (DNS, refused, timeout, TLS) is remembered for the whole import, so 40
 * pictures on an unreachable CDN cost one timeout, not 40. Never throws: failures are a `reason`.
 */
export function createPictureSource(options: PictureSourceOptions = {}): PictureSource {
  const timeoutMs = options.timeoutMs ?? 5000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 2000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const downHosts = new Map<string, string>();
  /** The first request to a host runs alone; the others wait to learn whether the host is up. */
  const firstContact = new Map<string, Promise<unknown>>();
  let folder: Promise<Map<string, string>> | null = null;
  const policy = options.policy ?? PUBLIC_ONLY;

  async function fromFolder(url: string): Promise<Buffer | null> {
    if (!options.imagesDir) return null;
    folder ??= indexFolder(options.imagesDir);
    const file = (await folder).get(baseName(url).toLowerCase());
    return file ? readFile(file) : null;
  }

  async function fromUrl(url: URL): Promise<Buffer> {
    const host = url.host;
    const earlier = firstContact.get(host);
    if (earlier) await earlier.catch(() => undefined);
    const down = downHosts.get(host);
    if (down) throw new FetchError(`host ${url.hostname} unreachable (${down})`);
    const attempt = download(url, { timeoutMs, connectTimeoutMs, maxBytes, policy });
    if (!earlier) firstContact.set(host, attempt);
    try {
      return await attempt;
    } catch (error) {
      if (error instanceof FetchError && error.hostDown) downHosts.set(host, error.message);
      throw error;
    }
  }

  return {
    async get(raw) {
      try {
        const local = await fromFolder(raw);
        if (local) return { ok: true, buffer: local, from: 'folder' };
        const url = parseHttpUrl(raw);
        if (!url) {
          return {
            ok: false,
            reason: options.imagesDir ? 'not in the images folder' : 'not an http(s) URL',
          };
        }
        if (options.network === false) return { ok: false, reason: 'not in the images folder' };
        return { ok: true, buffer: await fromUrl(url), from: 'url' };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },
  };
}

function parseHttpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The decoded last path segment of a URL (or of a plain path). */
function baseName(raw: string): string {
  let pathname = raw;
  try {
    pathname = new URL(raw).pathname;
  } catch {
    pathname = raw.split(/[?#]/)[0] ?? raw;
  }
  const last = pathname.split(/[\\/]/).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Lower-cased file name → path of every file in `dir` (not recursive). */
async function indexFolder(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true });
  return new Map(
    entries.filter((e) => e.isFile()).map((e) => [e.name.toLowerCase(), path.join(dir, e.name)] as const),
  );
}

type DownloadLimits = {
  timeoutMs: number;
  connectTimeoutMs: number;
  maxBytes: number;
  policy: OutboundPolicy;
};

/** GET `url` into a buffer within the limits, through the outbound guard, following redirects. */
async function download(url: URL, limits: DownloadLimits): Promise<Buffer> {
  const total = AbortSignal.timeout(limits.timeoutMs);
  const noConnection = new AbortController();
  let connected = false;
  let connectTimer: NodeJS.Timeout | undefined;
  try {
    const { response } = await guardedGet({
      url,
      policy: limits.policy,
      headers: { accept: 'image/*', 'user-agent': 'kits-catalogue-import/1' },
      maxRedirects: MAX_REDIRECTS,
      signal: AbortSignal.any([total, noConnection.signal]),
      // Each hop gets connectTimeoutMs until its TCP (and TLS) connection is up.
      onRequest: (request, hop) => {
        connected = false;
        clearTimeout(connectTimer);
        connectTimer = setTimeout(() => noConnection.abort(), limits.connectTimeoutMs);
        request.once('socket', (socket) => {
          socket.once(hop.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
            connected = true;
            clearTimeout(connectTimer);
          });
        });
      },
    });
    clearTimeout(connectTimer);
    const status = response.statusCode ?? 0;
    const refuse = (reason: string) => {
      response.destroy();
      return new FetchError(reason);
    };
    if (status !== 200) throw refuse(`HTTP ${status}`);
    const type = response.headers['content-type'] ?? '';
    if (NOT_PICTURES.test(type)) throw refuse(`content type ${type} is not a picture`);
    if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes)
      throw refuse(`larger than ${limits.maxBytes} bytes`);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) throw refuse(`larger than ${limits.maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (noConnection.signal.aborted)
      throw new FetchError(`no connection within ${limits.connectTimeoutMs} ms`, true);
    if (total.aborted) throw new FetchError(`timed out after ${limits.timeoutMs} ms`);
    // A refused address is the URL's fault, not the host's: the host's other pictures are tried.
    if (error instanceof OutboundAddressError || error instanceof TooManyRedirectsError)
      throw new FetchError(error.message);
    const { code, message } = error as NodeJS.ErrnoException;
    throw new FetchError(code ? `${code}: ${message}` : message, !connected);
  } finally {
    clearTimeout(connectTimer);
  }
}
