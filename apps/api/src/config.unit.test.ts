import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config';

describe('startupWarnings (docs/security.md#production)', () => {
  it('warns in production when tokens are signed with the generated secret, and only then', () => {
    expect(
      startupWarnings({ NODE_ENV: 'production', AUTH_SECRET: undefined, SHOPIFY_TOKEN_KEY: 'a'.repeat(64) }),
    ).toEqual([expect.stringContaining('AUTH_SECRET is not set')]);
    expect(
      startupWarnings({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        SHOPIFY_TOKEN_KEY: 'a'.repeat(64),
      }),
    ).toEqual([]);
    expect(startupWarnings({ NODE_ENV: 'development', AUTH_SECRET: undefined })).toEqual([]);
  });
});

describe('SHOPIFY_TOKEN_KEY (docs/rules.md#shopify-account)', () => {
  it('warns in production on PostgreSQL without it: connecting a shop answers 503 there', () => {
    const url = 'postgres://db.example.com/kits';
    expect(
      startupWarnings({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: url }),
    ).toEqual([expect.stringContaining('SHOPIFY_TOKEN_KEY is not set')]);
    expect(startupWarnings({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toEqual([]);
    expect(startupWarnings({ NODE_ENV: 'development', AUTH_SECRET: undefined })).toEqual([]);
  });

  it('accepts 64 hex characters or base64 of 32 bytes and refuses anything else', () => {
    expect(loadConfig({ SHOPIFY_TOKEN_KEY: 'ab'.repeat(32) }).SHOPIFY_TOKEN_KEY).toBe('ab'.repeat(32));
    expect(
      loadConfig({ SHOPIFY_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64') }).SHOPIFY_TOKEN_KEY,
    ).toBeTruthy();
    expect(() => loadConfig({ SHOPIFY_TOKEN_KEY: 'too-short' })).toThrow(/SHOPIFY_TOKEN_KEY/);
    expect(() => loadConfig({ SHOPIFY_ADMIN_URL: 'http://127.0.0.1:4010/graphql.json' })).toThrow(/\{shop\}/);
  });
});

describe('WEB_CONCURRENCY (docs/rules.md#web-concurrency)', () => {
  const url = 'postgres://db.example.com/kits';

  it('is one process unless set, and N processes on PostgreSQL', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: url }).WEB_CONCURRENCY).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
  });

  it('refuses more than one process on the embedded PGlite, and what is no process count', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: above 1 needs DATABASE_URL/);
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => loadConfig({ WEB_CONCURRENCY: bad, DATABASE_URL: url })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('SEED (docs/operations.md#first-start)', () => {
  it('defaults to none in production and to demo elsewhere; an explicit value wins', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED).toBe('none');
    expect(loadConfig({}).SEED).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).SEED).toBe('demo');
    expect(() => loadConfig({ SEED: 'some' })).toThrow(/SEED/);
  });
});

describe('PUBLIC_URL and the mail settings (docs/rules.md#public-url)', () => {
  const smtp = 'smtp://mail.example.com:587';

  it('refuses to start in production with SMTP_URL but no PUBLIC_URL, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: smtp })).toThrow(
      /PUBLIC_URL: required in production when SMTP_URL is set/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: smtp, PUBLIC_URL: 'https://b2b.example.com' })
        .PUBLIC_URL,
    ).toBe('https://b2b.example.com');
    // Without e-mail, or outside production, a local default serves.
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', SMTP_URL: smtp })).not.toThrow();
  });

  it('takes only http(s) origins, and STAFF_EMAIL as MAIL_STAFF_TO', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL_EN: 'ftp://b2b.example.eu' })).toThrow(/PUBLIC_URL_EN/);
    expect(loadConfig({ STAFF_EMAIL: 'staff@example.com' }).MAIL_STAFF_TO).toBe('staff@example.com');
    expect(() => loadConfig({ MAIL_STAFF_TO: 'not an address' })).toThrow(/MAIL_STAFF_TO/);
  });
});
