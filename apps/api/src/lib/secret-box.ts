import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in the database sealed (docs/rules.md#shopify-account: the Admin API tokens of
 * connected shops): AES-256-GCM with a 32-byte key, a random 12-byte IV per seal and a 16-byte tag.
 * Text format, base64url parts: `v1.<iv>.<tag>.<ciphertext>`; the version lets a later format or
 * key rotation live beside it.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

/** The sealed text is broken, was sealed with another key, or was changed. Carries no secret. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * A key from its text form: 64 hex characters or base64/base64url of 32 bytes.
 * @throws SecretBoxError when it is neither.
 */
export function parseSecretKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (
    key.length !== SECRET_KEY_BYTES ||
    (!/^[0-9a-f]{64}$/i.test(value) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(value))
  ) {
    throw new SecretBoxError('The key must be 32 bytes: 64 hex characters or 44 base64 characters');
  }
  return key;
}

/** `plain` sealed with `key` (a new IV each time, so sealing twice gives two different texts). */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/**
 * The plain text of a sealed one.
 * @throws SecretBoxError on an unknown format or version, a wrong key, or a changed text.
 */
export function openSecret(key: Buffer, sealed: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION)
    throw new SecretBoxError('Not a sealed secret of version v1');
  const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
  if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SecretBoxError('Broken sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv!, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('The sealed secret does not open with this key (wrong key or changed text)');
  }
}

/**
 * The key kept in `file` (hex text), generated once when the file is missing: the folder is made
 * and the file written with mode 0600, so only the server's user reads it.
 */
export function keyFromFile(file: string): Buffer {
  if (existsSync(file)) return parseSecretKey(readFileSync(file, 'utf8'));
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(SECRET_KEY_BYTES);
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as { code?: string }).code === 'EEXIST') return parseSecretKey(readFileSync(file, 'utf8'));
    throw err;
  }
  chmodSync(file, 0o600);
  return key;
}
