import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one guard of every outbound request against server-side request forgery
 * (docs/security.md#outbound, docs/feed-url.md §Addresses): only http(s) URLs without credentials,
 * and only hosts whose every address is public unicast. Loopback, link-local (the cloud metadata
 * address 169.254.169.254 among them), private (RFC 1918, fc00::/7), carrier-grade NAT, multicast,
 * unspecified, broadcast and the other reserved ranges are refused — on the first URL and on every
 * redirect — unless the policy says otherwise: a host on its allow-list (`OUTBOUND_ALLOWED_HOSTS`,
 * alias `FEED_ALLOWED_HOSTS`), or an origin the operator configured as a vendor endpoint
 * (`MOYSKLAD_API_URL`, `SHOPIFY_ADMIN_URL`). The ranges are ipaddr.js's classification.
 */
export type OutboundPolicy = {
  /** Host names or IP addresses (lower case, no brackets, no port) that may be non-public. */
  allowedHosts: ReadonlySet<string>;
  /** Origins (`http://127.0.0.1:4010`) set by the operator as vendor endpoints: never checked. */
  trustedOrigins: ReadonlySet<string>;
};

/** No exception: every destination must be public. */
export const PUBLIC_ONLY: OutboundPolicy = { allowedHosts: new Set(), trustedOrigins: new Set() };

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

/** Host names (lower case, no port, no brackets) from a comma or space separated list. */
export function parseAllowedHosts(...values: (string | undefined)[]): Set<string> {
  return new Set(
    values
      .join(',')
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

/** A refusal of the guard: `message` is said to staff (English; pages show it as is). */
export class OutboundAddressError extends Error {
  override readonly name = 'OutboundAddressError';
  readonly code = 'OUTBOUND_ADDRESS_REFUSED';
}

/** The URL's host without IPv6 brackets, lower case. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Whether `url`'s origin is one the operator configured (a vendor endpoint): it is not checked. */
export const isTrusted = (url: URL, policy: OutboundPolicy) => policy.trustedOrigins.has(url.origin);

/**
 * Parses `raw` as an http(s) URL and, unless its host is allowed or its origin trusted, refuses an
 * IP literal that is not public (a literal is connected to without a lookup). Call it on the first
 * URL and on every redirect's Location.
 * @throws OutboundAddressError for another scheme, credentials in the URL or a refused literal.
 */
export function checkOutboundUrl(raw: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundAddressError('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundAddressError(`${url.protocol} URLs are refused: only http and https`);
  if (url.username || url.password) throw new OutboundAddressError('credentials in the URL are refused');
  if (isTrusted(url, policy)) return url;
  const host = hostOf(url);
  if (!policy.allowedHosts.has(host) && isIP(host)) {
    const range = refusedRange(host);
    if (range) throw new OutboundAddressError(`address ${host} is ${range}, not public`);
  }
  return url;
}

/** Every address of `host` when all are public (or the host is allowed). @throws OutboundAddressError, or the DNS error. */
export async function resolvePublic(host: string, policy: OutboundPolicy): Promise<dns.LookupAddress[]> {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (isIP(name)) {
    const range = policy.allowedHosts.has(name) ? null : refusedRange(name);
    if (range) throw new OutboundAddressError(`address ${name} is ${range}, not public`);
    return [{ address: name, family: isIP(name) }];
  }
  const addresses = await dns.promises.lookup(name, { all: true, verbatim: true });
  if (policy.allowedHosts.has(name)) return addresses;
  for (const { address } of addresses) {
    const range = refusedRange(address);
    if (range) throw new OutboundAddressError(`${name} resolves to ${address} (${range}), not public`);
  }
  return addresses;
}

/**
 * A `lookup` for node:net (node:http, undici's connector) that resolves through `resolvePublic`:
 * the connection goes to the very addresses checked (pinned; no second resolution a DNS rebinding
 * could change).
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, policy).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const list = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (list.length === 0) return callback(new OutboundAddressError(`${hostname}: no address`), '', 0);
        if (options.all) return (callback as never as (e: null, a: dns.LookupAddress[]) => void)(null, list);
        callback(null, list[0]!.address, list[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
