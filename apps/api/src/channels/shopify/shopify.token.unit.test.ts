import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { openSecret } from '../../lib/secret-box';
import { requireTokenKey, sealToken, shopifyTokenKey } from './shopify.token';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shopify-key-'));

describe('the Shopify token key (docs/rules.md#shopify-account)', () => {
  it('takes SHOPIFY_TOKEN_KEY when set, in any environment', () => {
    const key = randomBytes(32);
    const config = {
      NODE_ENV: 'production' as const,
      DATA_DIR: dataDir(),
      SHOPIFY_TOKEN_KEY: key.toString('hex'),
    };
    expect(shopifyTokenKey(config)).toEqual(key);
    expect(openSecret(key, sealToken(requireTokenKey(config, 'en'), 'shpat_x'))).toBe('shpat_x');
  });

  it('generates one into DATA_DIR/secrets outside production, once, readable by the owner only', () => {
    const dir = dataDir();
    const key = shopifyTokenKey({ NODE_ENV: 'development', DATA_DIR: dir, SHOPIFY_TOKEN_KEY: undefined });
    const file = path.join(dir, 'secrets', 'shopify-token.key');
    expect(key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(shopifyTokenKey({ NODE_ENV: 'test', DATA_DIR: dir, SHOPIFY_TOKEN_KEY: undefined })).toEqual(key);
  });

  it('generates one in production with the embedded database (its files share DATA_DIR)', () => {
    const dir = dataDir();
    expect(
      shopifyTokenKey({ NODE_ENV: 'production', DATA_DIR: dir, SHOPIFY_TOKEN_KEY: undefined }),
    ).toHaveLength(32);
  });

  it('has none in production on PostgreSQL without SHOPIFY_TOKEN_KEY: connecting answers 503 with a clear message', () => {
    const dir = dataDir();
    const config = {
      NODE_ENV: 'production' as const,
      DATA_DIR: dir,
      SHOPIFY_TOKEN_KEY: undefined,
      DATABASE_URL: 'postgres://db.example.com/kits',
    };
    expect(shopifyTokenKey(config)).toBeNull();
    expect(existsSync(path.join(dir, 'secrets'))).toBe(false);
    const err = (() => {
      try {
        requireTokenKey(config, 'en');
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect([err!.status, err!.message]).toEqual([
      503,
      'Connecting shops is not set up on this server yet: please ask the administrator',
    ]);
  });
});
