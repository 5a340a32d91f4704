import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The feed URL's guard against server-side request forgery (docs/feed-url.md §Addresses): only
 * http(s) URLs, and only hosts whose every address is public unicast. Loopback, link-local (the
 * cloud metadata address 169.254.169.254 among them), private (RFC 1918, fc00::/7), carrier-grade
 * NAT, multicast, unspecified, broadcast and the other reserved ranges are refused, unless the
 * host is on the allow-list (`FEED_ALLOWED_HOSTS`). The ranges are ipaddr.js's classification.
 */

/** Why an address is refused (ipaddr.js's range name, e.g. `private`, `loopback`), or null when it is public. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the IPv4 address inside.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

/** Host names (lower case, no port) from `FEED_ALLOWED_HOSTS`: comma or space separated. */
export function parseAllowedHosts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(/[\s,]+/)
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
}

/** A refusal of the guard: `reason` is said to staff (English; the page shows it as is). */
export class FeedAddressError extends Error {
  readonly code = 'FEED_ADDRESS_REFUSED';
}

/** The URL's host without IPv6 brackets, lower case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Parses `raw` as an http(s) URL and, unless its host is allowed, refuses an IP literal that is not
 * public (a literal is connected to without a lookup).
 * @throws FeedAddressError for another scheme, credentials in the URL or a refused literal.
 */
export function checkFeedUrl(raw: string, allowed: Set<string>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedAddressError('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedAddressError(`${url.protocol} URLs are refused: only http and https`);
  if (url.username || url.password) throw new FeedAddressError('credentials in the URL are refused');
  const host = hostOf(url);
  if (!allowed.has(host) && isIP(host)) {
    const range = refusedRange(host);
    if (range) throw new FeedAddressError(`address ${host} is ${range}, not public`);
  }
  return url;
}

/** Every address of `host` when all are public (or the host is allowed). @throws FeedAddressError, or the DNS error. */
export async function resolvePublic(host: string, allowed: Set<string>): Promise<dns.LookupAddress[]> {
  const name = host.toLowerCase();
  if (isIP(name)) {
    const range = allowed.has(name) ? null : refusedRange(name);
    if (range) throw new FeedAddressError(`address ${name} is ${range}, not public`);
    return [{ address: name, family: isIP(name) }];
  }
  const addresses = await dns.promises.lookup(name, { all: true, verbatim: true });
  if (allowed.has(name)) return addresses;
  for (const { address } of addresses) {
    const range = refusedRange(address);
    if (range) throw new FeedAddressError(`${name} resolves to ${address} (${range}), not public`);
  }
  return addresses;
}

/**
 * A `lookup` for node:http(s) that resolves through `resolvePublic`: the connection goes to the
 * very addresses checked (pinned; no second resolution a DNS rebinding could change).
 */
export function guardedLookup(allowed: Set<string>): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, allowed).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const list = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (list.length === 0) return callback(new FeedAddressError(`${hostname}: no address`), '', 0);
        if (options.all) return (callback as never as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
