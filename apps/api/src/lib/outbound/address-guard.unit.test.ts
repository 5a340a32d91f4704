import { describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  OutboundAddressError,
  type OutboundPolicy,
  PUBLIC_ONLY,
  parseAllowedHosts,
  refusedRange,
  resolvePublic,
} from './address-guard';
import { outboundPolicy, trustingEndpoint } from './policy';

const allowing = (hosts: string): OutboundPolicy => ({
  allowedHosts: parseAllowedHosts(hosts),
  trustedOrigins: new Set(),
});

/** The outbound address guard (docs/security.md#outbound, docs/feed-url.md §Addresses). */
describe('outbound address guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['169.254.1.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['169.254.169.254', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(['8.8.8.8', '93.184.215.14', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );

  it('refuses schemes other than http and https, and credentials', () => {
    for (const raw of [
      'file:///etc/passwd',
      'ftp://example.com/feed.xml',
      'gopher://example.com/',
      'not a url',
    ])
      expect(() => checkOutboundUrl(raw, PUBLIC_ONLY)).toThrow(OutboundAddressError);
    expect(() => checkOutboundUrl('https://user:pw@example.com/feed.xml', PUBLIC_ONLY)).toThrow(
      /credentials/,
    );
    expect(checkOutboundUrl('https://example.com/feed.xml', PUBLIC_ONLY).host).toBe('example.com');
  });

  it('refuses a non-public IP literal in the URL unless the allow-list names it', () => {
    expect(() => checkOutboundUrl('http://127.0.0.1:8080/feed.xml', PUBLIC_ONLY)).toThrow(/loopback/);
    expect(() => checkOutboundUrl('http://[::1]/feed.xml', PUBLIC_ONLY)).toThrow(/loopback/);
    expect(() => checkOutboundUrl('http://169.254.169.254/latest/meta-data', PUBLIC_ONLY)).toThrow(
      /linkLocal/,
    );
    const allowed = allowing('127.0.0.1, feeds.internal [::1]');
    expect([...allowed.allowedHosts]).toEqual(['127.0.0.1', 'feeds.internal', '::1']);
    expect(checkOutboundUrl('http://127.0.0.1:8080/feed.xml', allowed).port).toBe('8080');
    expect(checkOutboundUrl('http://[::1]/feed.xml', allowed).hostname).toBe('[::1]');
  });

  it('refuses a host name resolving to a loopback address unless the allow-list names the host', async () => {
    await expect(resolvePublic('localhost', PUBLIC_ONLY)).rejects.toThrow(
      /localhost resolves to .* \(loopback\)/,
    );
    const addresses = await resolvePublic('localhost', allowing('LOCALHOST'));
    expect(addresses.length).toBeGreaterThan(0);
  });

  it('joins OUTBOUND_ALLOWED_HOSTS with its alias FEED_ALLOWED_HOSTS', () => {
    const policy = outboundPolicy({
      OUTBOUND_ALLOWED_HOSTS: 'pics.internal',
      FEED_ALLOWED_HOSTS: '10.0.0.5',
    });
    expect([...policy.allowedHosts]).toEqual(['pics.internal', '10.0.0.5']);
    expect(checkOutboundUrl('http://10.0.0.5/feed.xml', policy).host).toBe('10.0.0.5');
    expect(() => checkOutboundUrl('http://10.0.0.6/feed.xml', policy)).toThrow(/private/);
  });

  it('trusts the origin of a configured vendor endpoint only, never its host on another port', () => {
    const policy = trustingEndpoint(PUBLIC_ONLY, 'http://127.0.0.1:4010/api/remap/1.2');
    expect([...policy.trustedOrigins]).toEqual(['http://127.0.0.1:4010']);
    expect(checkOutboundUrl('http://127.0.0.1:4010/files/1.jpg', policy).port).toBe('4010');
    expect(() => checkOutboundUrl('http://127.0.0.1:4011/', policy)).toThrow(/loopback/);
    expect(() => checkOutboundUrl('http://169.254.169.254/', policy)).toThrow(/linkLocal/);
    // A Shopify template with the shop in its path has a fixed origin; with the shop as its host, none.
    const fake = trustingEndpoint(PUBLIC_ONLY, 'http://127.0.0.1:4020/{shop}/graphql.json');
    expect([...fake.trustedOrigins]).toEqual(['http://127.0.0.1:4020']);
    const real = trustingEndpoint(PUBLIC_ONLY, 'https://{shop}/admin/api/2025-01/graphql.json');
    expect(real.trustedOrigins.size).toBe(0);
  });
});
