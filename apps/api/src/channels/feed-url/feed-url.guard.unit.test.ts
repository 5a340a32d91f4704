import { describe, expect, it } from 'vitest';
import {
  checkFeedUrl,
  FeedAddressError,
  parseAllowedHosts,
  refusedRange,
  resolvePublic,
} from './feed-url.guard';

/** The feed URL's address guard (docs/feed-url.md §Addresses). */
describe('feed URL address guard', () => {
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
      expect(() => checkFeedUrl(raw, new Set())).toThrow(FeedAddressError);
    expect(() => checkFeedUrl('https://user:pw@example.com/feed.xml', new Set())).toThrow(/credentials/);
    expect(checkFeedUrl('https://example.com/feed.xml', new Set()).host).toBe('example.com');
  });

  it('refuses a non-public IP literal in the URL unless the allow-list names it', () => {
    expect(() => checkFeedUrl('http://127.0.0.1:8080/feed.xml', new Set())).toThrow(/loopback/);
    expect(() => checkFeedUrl('http://[::1]/feed.xml', new Set())).toThrow(/loopback/);
    expect(() => checkFeedUrl('http://169.254.169.254/latest/meta-data', new Set())).toThrow(/linkLocal/);
    const allowed = parseAllowedHosts('127.0.0.1, feeds.internal [::1]');
    expect([...allowed]).toEqual(['127.0.0.1', 'feeds.internal', '::1']);
    expect(checkFeedUrl('http://127.0.0.1:8080/feed.xml', allowed).port).toBe('8080');
    expect(checkFeedUrl('http://[::1]/feed.xml', allowed).hostname).toBe('[::1]');
  });

  it('refuses a host name resolving to a loopback address unless the allow-list names the host', async () => {
    await expect(resolvePublic('localhost', new Set())).rejects.toThrow(
      /localhost resolves to .* \(loopback\)/,
    );
    const addresses = await resolvePublic('localhost', parseAllowedHosts('LOCALHOST'));
    expect(addresses.length).toBeGreaterThan(0);
  });
});
