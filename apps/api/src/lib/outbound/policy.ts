import type { Config } from '../../config';
import { type OutboundPolicy, parseAllowedHosts } from './address-guard';

/**
 * The app's outbound policy (docs/security.md#outbound): the allow-list of `OUTBOUND_ALLOWED_HOSTS`
 * joined with its older alias `FEED_ALLOWED_HOSTS`, and no trusted origin (a client adds its own
 * configured endpoint with `trustingEndpoint`).
 */
export function outboundPolicy(
  config: Partial<Pick<Config, 'OUTBOUND_ALLOWED_HOSTS' | 'FEED_ALLOWED_HOSTS'>>,
): OutboundPolicy {
  return {
    allowedHosts: parseAllowedHosts(config.OUTBOUND_ALLOWED_HOSTS, config.FEED_ALLOWED_HOSTS),
    trustedOrigins: new Set(),
  };
}

/**
 * `policy` with the origin of an endpoint the operator configured (MOYSKLAD_API_URL, a fixed-host
 * SHOPIFY_ADMIN_URL) trusted: the operator chose it, so it may be on 127.0.0.1 (a fake, a proxy).
 * A template whose host holds `{shop}` (the shop's domain, which comes from a user) adds nothing.
 */
export function trustingEndpoint(policy: OutboundPolicy, endpoint: string | undefined): OutboundPolicy {
  if (!endpoint) return policy;
  const origins = ['a', 'b'].map((shop) => {
    try {
      return new URL(endpoint.replaceAll('{shop}', `${shop}.example`)).origin;
    } catch {
      return null;
    }
  });
  if (!origins[0] || origins[0] !== origins[1]) return policy;
  return { ...policy, trustedOrigins: new Set([...policy.trustedOrigins, origins[0]]) };
}
