// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { redirectAfterLogin, rememberedPath } from './redirect';

describe('remembered path after login (docs/rules.md#auth-flow, docs/rules.md#spec-5)', () => {
  it('restores a relative path with its query and hash', () => {
    expect(redirectAfterLogin('/catalog/kartiny-po-nomeram?page=2#top')).toBe(
      '/catalog/kartiny-po-nomeram?page=2#top',
    );
    expect(redirectAfterLogin('/orders')).toBe('/orders');
  });

  it('goes home when nothing was remembered', () => {
    expect(redirectAfterLogin(null)).toBe('/');
    expect(redirectAfterLogin(undefined)).toBe('/');
    expect(redirectAfterLogin('')).toBe('/');
  });

  it('goes home for absolute, protocol-relative and scripted targets', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      'javascript:alert(1)',
      'catalog',
      '/\\evil.example',
      '/catalog/<script>',
      '/../etc/passwd',
    ])
      expect(redirectAfterLogin(target), target).toBe('/');
  });

  it('never sends back to a login page', () => {
    expect(redirectAfterLogin('/login')).toBe('/');
    expect(redirectAfterLogin('/login?redirect=%2Forders')).toBe('/');
    expect(redirectAfterLogin('/private/login.html')).toBe('/');
  });

  it('remembers the whole location a guard bounced, but not home or login', () => {
    expect(rememberedPath({ pathname: '/orders', search: '?page=3', hash: '' })).toBe('/orders?page=3');
    expect(rememberedPath({ pathname: '/' })).toBeUndefined();
    expect(rememberedPath({ pathname: '/login' })).toBeUndefined();
    expect(rememberedPath({ pathname: '/catalog/a b' })).toBeUndefined();
  });
});
