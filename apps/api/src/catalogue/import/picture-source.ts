import dns from 'node:dns';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import path from 'node:path';

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
  /** Allow loopback, private and link-local addresses (tests); off by default against SSRF. */
  allowPrivateNetwork?: boolean;
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
 * URL's file name, case-insensitively), else the URL itself over http(s) with a connect timeout,
 * a total timeout, a size limit and a content-type check, following at most 3 redirects. A host
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
  const lookup = options.allowPrivateNetwork ? undefined : publicOnlyLookup;

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
    // An IP literal is connected to without a lookup: check it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (lookup && isIP(literal) && isPrivate(literal))
      throw new FetchError(`address ${literal} is not public`);
    const attempt = download(url, { timeoutMs, connectTimeoutMs, maxBytes, lookup }, MAX_REDIRECTS);
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

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

const isPrivate = (address: string) => privateRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** dns.lookup that refuses loopback, private and link-local addresses (no SSRF through a feed). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const blocked = list.find((a) => isPrivate(a.address));
    if (blocked) {
      const refused = Object.assign(new Error(`address ${blocked.address} is not public`), {
        code: 'EPRIVATE',
      });
      return callback(refused, '', 0);
    }
    if ((options as dns.LookupOptions).all)
      return (callback as never as (e: null, a: unknown) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

type DownloadLimits = {
  timeoutMs: number;
  connectTimeoutMs: number;
  maxBytes: number;
  lookup: LookupFunction | undefined;
};

/** GET `url` into a buffer within the limits, following redirects. */
function download(url: URL, limits: DownloadLimits, redirects: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      lookup: limits.lookup,
      headers: { accept: 'image/*', 'user-agent': 'kits-catalogue-import/1' },
    });
    let connected = false;
    const fail = (error: FetchError) => {
      clearTimeout(total);
      clearTimeout(connect);
      request.destroy();
      reject(error);
    };
    const total = setTimeout(
      () => fail(new FetchError(`timed out after ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    const connect = setTimeout(() => {
      if (!connected) fail(new FetchError(`no connection within ${limits.connectTimeoutMs} ms`, true));
    }, limits.connectTimeoutMs);
    request.on('socket', (socket) => {
      // A kept-alive socket of the global agent is already connected.
      if (!socket.connecting) {
        connected = true;
        clearTimeout(connect);
        return;
      }
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
        clearTimeout(connect);
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code ? `${error.code}: ${error.message}` : error.message;
      fail(new FetchError(reason, !connected));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        clearTimeout(total);
        clearTimeout(connect);
        if (redirects === 0) return reject(new FetchError('too many redirects'));
        const next = parseHttpUrl(new URL(location, url).toString());
        if (!next) return reject(new FetchError(`redirect to a non-http(s) URL`));
        return download(next, limits, redirects - 1).then(resolve, reject);
      }
      if (status !== 200) return fail(new FetchError(`HTTP ${status}`));
      const type = response.headers['content-type'] ?? '';
      if (NOT_PICTURES.test(type)) return fail(new FetchError(`content type ${type} is not a picture`));
      if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) {
        return fail(new FetchError(`larger than ${limits.maxBytes} bytes`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) fail(new FetchError(`larger than ${limits.maxBytes} bytes`));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(total);
        clearTimeout(connect);
        resolve(Buffer.concat(chunks));
      });
      response.on('error', (error) => fail(new FetchError(error.message)));
    });
  });
}
