import { isIP } from 'node:net';
import type { Agent, buildConnector } from 'undici';
import { guardedLookup, OutboundAddressError, type OutboundPolicy, refusedRange } from './address-guard';

/** A fetch function (the WHATWG signature the vendor libraries take). */
export type GuardedFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** undici, loaded on the first guarded fetch (docs/rules.md#lazy-libraries). */
let library: Promise<typeof import('undici')> | undefined;
const undici = () => {
  library ??= import('undici');
  return library;
};

/**
 * The connection's origin as URL.origin writes it (no default port), from undici's connect options.
 */
function originOf(options: buildConnector.Options): string {
  const bare = options.hostname.replace(/^\[|\]$/g, '');
  const host = isIP(bare) === 6 ? `[${bare}]` : bare;
  return new URL(`${options.protocol}//${host}${options.port ? `:${options.port}` : ''}`).origin;
}

/**
 * An undici Agent whose every connection passes the outbound guard (docs/security.md#outbound):
 * a trusted origin connects as usual; any other host is refused when it is a non-public IP literal
 * (not on the allow-list), and a host name is resolved by `guardedLookup` and connected to the very
 * addresses checked. The guard sits at the connection, so every redirect undici follows, and every
 * pooled connection, was checked when it was opened.
 */
async function guardedAgent(policy: OutboundPolicy): Promise<Agent> {
  const { Agent, buildConnector } = await undici();
  const plain = buildConnector({});
  const guarded = buildConnector({ lookup: guardedLookup(policy) });
  const connect: buildConnector.connector = (options, callback) => {
    if (policy.trustedOrigins.has(originOf(options))) return plain(options, callback);
    const host = options.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (isIP(host) && !policy.allowedHosts.has(host)) {
      const range = refusedRange(host);
      if (range) return callback(new OutboundAddressError(`address ${host} is ${range}, not public`), null);
    }
    guarded(options, callback);
  };
  return new Agent({ connect });
}

/** The refusal inside undici's `TypeError: fetch failed`, or the error itself. */
function unwrap(error: unknown): unknown {
  const cause = (error as { cause?: unknown })?.cause;
  return cause instanceof OutboundAddressError ? cause : error;
}

/** One fetch (one agent, one connection pool) per policy content: the policies come from config. */
const fetches = new Map<string, GuardedFetch>();

/**
 * A fetch whose every connection — the first and each redirect's — passes the outbound guard of
 * `policy` (undici's fetch over `guardedAgent`; policies with the same content share one agent
 * and so its kept-alive connections). For the vendor clients (Shopify, МойСклад) that take a fetch.
 * @throws OutboundAddressError when a destination is refused; otherwise as fetch.
 */
export function guardedFetch(policy: OutboundPolicy): GuardedFetch {
  const key = JSON.stringify([[...policy.allowedHosts].sort(), [...policy.trustedOrigins].sort()]);
  const known = fetches.get(key);
  if (known) return known;
  let agent: Promise<Agent> | undefined;
  const fetchGuarded: GuardedFetch = async (input, init) => {
    agent ??= guardedAgent(policy);
    const [{ fetch }, dispatcher] = await Promise.all([undici(), agent]);
    try {
      const response = await fetch(input, { ...(init as object), dispatcher });
      return response as unknown as Response;
    } catch (error) {
      throw unwrap(error);
    }
  };
  fetches.set(key, fetchGuarded);
  return fetchGuarded;
}
