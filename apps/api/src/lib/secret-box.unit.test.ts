import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyFromFile, openSecret, parseSecretKey, SecretBoxError, sealSecret } from './secret-box';

const key = randomBytes(32);

describe('secret box (AES-256-GCM, docs/rules.md#shopify-account)', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = sealSecret(key, 'shpat_0123456789abcdef');
    const b = sealSecret(key, 'shpat_0123456789abcdef');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('shpat');
    expect(openSecret(key, a)).toBe('shpat_0123456789abcdef');
    expect(openSecret(key, b)).toBe('shpat_0123456789abcdef');
    expect(openSecret(key, sealSecret(key, 'ключ ✓'))).toBe('ключ ✓');
  });

  it('refuses a wrong key, a changed ciphertext or tag, and an unknown format', () => {
    const sealed = sealSecret(key, 'secret');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow(SecretBoxError);
    const [v, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flip = (s: string) => Buffer.from(s, 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b));
    const changed = [v, iv, tag, Buffer.from(flip(data)).toString('base64url')].join('.');
    expect(() => openSecret(key, changed)).toThrow(/wrong key or changed text/);
    const badTag = [v, iv, Buffer.from(flip(tag)).toString('base64url'), data].join('.');
    expect(() => openSecret(key, badTag)).toThrow(SecretBoxError);
    expect(() => openSecret(key, `v2.${iv}.${tag}.${data}`)).toThrow(/version v1/);
    expect(() => openSecret(key, 'plain-token')).toThrow(SecretBoxError);
  });

  it('reads a key as 64 hex characters or base64 of 32 bytes, and nothing else', () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseSecretKey('short')).toThrow(SecretBoxError);
    expect(() => parseSecretKey(randomBytes(16).toString('hex'))).toThrow(SecretBoxError);
    expect(() => parseSecretKey(randomBytes(31).toString('base64'))).toThrow(SecretBoxError);
  });

  it('generates a key file once, with mode 0600, and reads the same key back', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'secret-box-')), 'secrets', 'k.key');
    const first = keyFromFile(file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(keyFromFile(file)).toEqual(first);
  });
});
