import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/** `issuedAtMs`: when the token was signed, in milliseconds (the `iam` claim; `iat` × 1000 for older tokens). */
export type TokenClaims = { userId: number; jti: string; exp: number; issuedAtMs: number };
/** Claims of a single-purpose token (`signFor`): the bearer session (`jti`) it was made from. */
export type PurposeClaims = TokenClaims & { session: string };

/** Bearer tokens whose signature a process keeps as checked (decision 0042): ≈ 0.5 KB each, ≈ 5 MB at most. */
export const VERIFIED_TOKENS_MAX = 10_000;

/** Whether claims expiring at `exp` (seconds) have expired now — jose's rule: expired from `exp` on. */
const hasExpired = (exp: number) => exp <= Math.floor(Date.now() / 1000);

/**
 * Bearer tokens: HS256 JWTs with a `jti` for revocation (docs/rules.md#decisions-3). The secret is AUTH_SECRET,
 * or one generated once and kept in `app_settings` so every process and restart shares it.
 * `verify` keeps the claims of up to `verifiedMax` (default VERIFIED_TOKENS_MAX) valid tokens,
 * least recently used out, so a token's signature is checked once per process
 * (docs/rules.md#verified-tokens, decision 0042): the claims of a given token never change, and
 * what can end a token before its expiry — logout, a password change, a locked user, a blocked
 * counterparty — is read by the auth statement on every request, never kept.
 */
export async function createTokenService(options: {
  db: Db;
  secret?: string;
  ttlSeconds: number;
  verifiedMax?: number;
}) {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret ?? (await storedSecret(options.db))),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new LRUCache<string, TokenClaims>({ max: options.verifiedMax ?? VERIFIED_TOKENS_MAX });
  return {
    ttlSeconds: options.ttlSeconds,
    /** A new token for `userId`, valid `ttlSeconds`. */
    async sign(userId: number): Promise<string> {
      // `iam`: the issue time in ms, so a password change at second S refuses tokens signed earlier in S.
      return new SignJWT({ iam: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + options.ttlSeconds)
        .sign(key);
    },
    /**
     * The claims of a valid token, or null (bad signature, expired, malformed). A token verified
     * before is answered from the kept claims while it has not expired; only valid tokens are kept.
     * Says nothing about revocation: the caller checks that (plugins/auth.ts).
     */
    async verify(token: string): Promise<TokenClaims | null> {
      const kept = verified.get(token);
      if (kept) {
        if (!hasExpired(kept.exp)) return kept;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        // A single-purpose token (a download link) is never a bearer token.
        if (!payload.sub || !payload.jti || !payload.exp || payload.purpose !== undefined) return null;
        if (!isUserId(payload.sub)) return null;
        const claims: TokenClaims = Object.freeze({
          userId: Number(payload.sub),
          jti: payload.jti,
          exp: payload.exp,
          issuedAtMs: issuedAtMs(payload),
        });
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
    /**
     * A short-lived token good for one `purpose` only (e.g. `download-media`: a link the browser
     * opens without an Authorization header), made from the bearer session `session` (its jti).
     * `verify` refuses it; `verifyFor` accepts it for that purpose only.
     */
    async signFor(options: { userId: number; purpose: string; session: string; ttlSeconds: number }) {
      const jti = randomUUID();
      const exp = Math.floor(Date.now() / 1000) + options.ttlSeconds;
      const token = await new SignJWT({ purpose: options.purpose, session: options.session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(options.userId))
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, jti, exp };
    },
    /** The claims of a valid, unexpired token of `purpose`, or null. */
    async verifyFor(token: string, purpose: string): Promise<PurposeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || !payload.exp || payload.purpose !== purpose) return null;
        if (!isUserId(payload.sub)) return null;
        if (typeof payload.session !== 'string') return null;
        return {
          userId: Number(payload.sub),
          jti: payload.jti,
          exp: payload.exp,
          issuedAtMs: issuedAtMs(payload),
          session: payload.session,
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

/** A token's `sub` names a user only as a whole number within the database's id range. */
function isUserId(sub: string): boolean {
  return /^[1-9]\d{0,9}$/.test(sub) && Number(sub) <= 2_147_483_647;
}

function issuedAtMs(payload: { iam?: unknown; iat?: number }): number {
  return typeof payload.iam === 'number' ? payload.iam : (payload.iat ?? 0) * 1000;
}

async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  return row!.value;
}
