import type { LoginBody, RegistrationBody, TokenResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { authMessage } from './auth.messages';
import { findUserByLogin, insertRegistrationRequest, revokeToken } from './auth.repository';

/** docs/rules.md#decisions-3: more than 10 failed tries for one login or one IP within 15 minutes → 429. */
export const LOGIN_FAILURE_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/** Registration requests per IP: 5 an hour, the 6th → 429. */
export const REGISTRATION_RULE: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

const loginKeys = (login: string, ip: string) => [`login:name:${login.toLowerCase()}`, `login:ip:${ip}`];

/** RATE_LIMITED (429) with `Retry-After: <seconds>` (docs/rules.md#decisions-2). */
function rateLimited(message: string, retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', { message, headers: { 'retry-after': String(retryAfterSeconds) } });
}

/**
 * POST /auth/login (docs/rules.md#login): `login` is the username or e-mail in any case; the password is
 * checked with argon2id. Answers a bearer token valid `tokens.ttlSeconds`.
 * Throws RATE_LIMITED (429, Retry-After) while the login or the IP has 10 failures in the current
 * 15-minute window — checked before the password, so even the right one is refused then — and
 * BAD_CREDENTIALS (401) for an unknown login or wrong password, counting one failure for both.
 * A right password clears the login's failures (not the IP's).
 */
export async function login(
  ctx: RequestContext,
  options: { db: Db; limiter: RateLimiter; tokens: TokenService; body: LoginBody; ip: string },
): Promise<TokenResponse> {
  const { db, limiter, tokens, body } = options;
  const { lang } = ctx;
  const keys = loginKeys(body.login, options.ip);
  const states = await Promise.all(keys.map((key) => limiter.peek(key, LOGIN_FAILURE_RULE)));
  const blocked = states.filter((s) => s.count >= LOGIN_FAILURE_RULE.limit);
  if (blocked.length > 0) {
    const seconds = Math.max(...blocked.map((s) => s.retryAfterSeconds));
    throw rateLimited(authMessage(lang, 'tooManyLogins', { minutes: Math.ceil(seconds / 60) }), seconds);
  }
  const user = await findUserByLogin(db, body.login);
  if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
    await Promise.all(keys.map((key) => limiter.hit(key, LOGIN_FAILURE_RULE)));
    throw new AppError('BAD_CREDENTIALS', { message: authMessage(lang, 'badCredentials') });
  }
  await limiter.reset(keys[0]!);
  return { access_token: await tokens.sign(user.id), token_type: 'bearer', expires_in: tokens.ttlSeconds };
}

/** POST /auth/logout (docs/rules.md#logout): revokes the caller's token until it expires; `{ message }`. */
export async function logout(ctx: RequestContext, options: { db: Db }) {
  const { jti, exp } = ctx.requireUser();
  await revokeToken(options.db, { jti, expiresAt: new Date(exp * 1000) });
  return { message: authMessage(ctx.lang, 'loggedOut') };
}

/**
 * POST /auth/registration (docs/rules.md#registration-form, docs/rules.md#decisions-3): stores the request for staff
 * (registration_requests, status 'new') and answers `{ message }`. Throws RATE_LIMITED (429,
 * Retry-After) from the 6th request of one IP within an hour; nothing is stored then.
 */
export async function register(
  ctx: RequestContext,
  options: { db: Db; limiter: RateLimiter; body: RegistrationBody; ip: string },
) {
  const { body } = options;
  const { lang } = ctx;
  const state = await options.limiter.hit(`registration:ip:${options.ip}`, REGISTRATION_RULE);
  if (!state.allowed) {
    const minutes = Math.ceil(state.retryAfterSeconds / 60);
    throw rateLimited(authMessage(lang, 'tooManyRegistrations', { minutes }), state.retryAfterSeconds);
  }
  await insertRegistrationRequest(options.db, {
    name: body.name,
    email: body.email,
    phone: body.phone,
    kind: body.kind,
    comment: body.comment || null,
    ip: options.ip,
  });
  return { message: authMessage(lang, 'registrationReceived') };
}
