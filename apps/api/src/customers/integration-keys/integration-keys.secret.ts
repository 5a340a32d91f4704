import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { INTEGRATION_KEY_PREFIX } from '@kits/contract';

/**
 * Integration key secrets (docs/rules.md#integration-keys): `kits_` + 32 random bytes in base64url
 * (43 characters). Such a secret has 256 bits of entropy, so one SHA-256 is the standard way to keep
 * it (as GitHub and Stripe keep API tokens): a slow password hash would add nothing but latency.
 */

/** Characters of a secret kept in the clear as its lookup id and label: `kits_` + 8. */
const PREFIX_LENGTH = INTEGRATION_KEY_PREFIX.length + 8;
const SECRET_SHAPE = /^kits_[A-Za-z0-9_-]{43}$/;

/** A new secret, its prefix (lookup id) and its hash. */
export function newSecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, PREFIX_LENGTH), hash: hashSecret(secret) };
}

/** SHA-256 of the secret, in hex. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The prefix to look a presented secret up by, or null when it can't be a secret of ours. */
export const prefixOf = (presented: string): string | null =>
  SECRET_SHAPE.test(presented) ? presented.slice(0, PREFIX_LENGTH) : null;

/** Whether `presented` hashes to `storedHash`, compared in constant time. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
