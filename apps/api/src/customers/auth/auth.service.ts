import type { LoginBody, RegistrationBody, TokenResponse } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule, ThrottleRule } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { queueMail, type RegistrationReceivedData } from '../../mail';
import { authMessage } from './auth.messages';
import { findUserByLogin, insertRegistrationRequest, revokeToken } from './auth.repository';
import { type Device, signDevice, verifyDevice } from './device-cookie';

/**
 * Sign-in throttles (docs/security.md#sign-in-limits, docs/rules.md#login-limits): each passes its
 * `free` failures within 15 minutes at once, then each try waits a delay doubling from 1 second up
 * to 15 minutes after the previous failure.
 *
 * A try from a trusted device — a browser whose device cookie (device-cookie.ts, OWASP's device
 * cookies) was issued to this account — is limited by its own throttle only:
 * - per account and device (`LOGIN_THROTTLE`, 10 free): whoever holds that cookie, and nobody else.
 * So guessing from anywhere else never slows the owner's browser.
 *
 * Any other try (untrusted) is reserved on three:
 * - per account and address (`LOGIN_THROTTLE`, 10 free): slows whoever guesses one account's
 *   password from one address, and nobody else;
 * - per address (`LOGIN_THROTTLE`, 10 free): one address guessing many accounts;
 * - per account from every address (`ACCOUNT_THROTTLE`, 100 free): guessing spread over many
 *   addresses. A right password does not clear it (it only gives its own try back), so the owner
 *   signing in never hands the guessers a fresh 100.
 */
export const LOGIN_THROTTLE: ThrottleRule = {
  free: 10,
  windowSeconds: 15 * 60,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
};
export const ACCOUNT_THROTTLE: ThrottleRule = { ...LOGIN_THROTTLE, free: 100 };

/** Registration requests per IP: 5 an hour, the 6th → 429. */
export const REGISTRATION_RULE: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

/** RATE_LIMITED (429) with `Retry-After: <seconds>` (docs/rules.md#decisions-2). */
function rateLimited(message: string, retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', { message, headers: { 'retry-after': String(retryAfterSeconds) } });
}

/** A try's throttles: reserved in order before the password is checked; what a right password releases. */
type Throttle = { key: string; rule: ThrottleRule; onSuccess: 'clear' | 'undo' };

/** The throttles of one try: the trusted device's own, or the three of an untrusted try. */
function throttlesFor(options: { account: string; ip: string; device: Device | null }): Throttle[] {
  const { account, ip, device } = options;
  if (device) {
    return [{ key: `login:device:${account}:${device.nonce}`, rule: LOGIN_THROTTLE, onSuccess: 'clear' }];
  }
  return [
    // The owner's account and address start over; the address and the account only get their try back.
    { key: `login:pair:${account}:${ip}`, rule: LOGIN_THROTTLE, onSuccess: 'clear' },
    { key: `login:ip:${ip}`, rule: LOGIN_THROTTLE, onSuccess: 'undo' },
    { key: `login:account:${account}`, rule: ACCOUNT_THROTTLE, onSuccess: 'undo' },
  ];
}

/**
 * POST /auth/login (docs/rules.md#login): `login` is the username or e-mail in any case; the password is
 * checked with argon2id. Answers a bearer token valid `tokens.ttlSeconds`, and a new device cookie
 * value for the browser (device-cookie.ts) to send with its next sign-in.
 *
 * `deviceCookie` (the request's, may be absent or forged) makes the try trusted when it is a valid
 * device token of this very account; then only its account + device throttle applies. Otherwise the
 * try is reserved on three throttles, in this order — account and address, address, account (see
 * LOGIN_THROTTLE; an account is its user id, so username and e-mail count together; an unknown
 * login by its text). Reserving first makes the limits hold for attempts in flight at the same
 * moment.
 * Throws RATE_LIMITED (429, Retry-After) when a throttle asks to wait — the password is not
 * checked then — and BAD_CREDENTIALS (401) for an unknown login or a wrong password (the reserved
 * attempts stay as failures). A right password releases the throttles (Throttle.onSuccess);
 * ACCOUNT_BLOCKED (403) then when the user is locked or its counterparty blocked
 * (docs/rules.md#counterparty).
 */
export async function login(
  ctx: RequestContext,
  options: {
    db: Db;
    limiter: RateLimiter;
    tokens: TokenService;
    body: LoginBody;
    ip: string;
    deviceCookie: string | null;
  },
): Promise<{ token: TokenResponse; deviceCookie: string }> {
  const { db, limiter, tokens, body } = options;
  const { lang } = ctx;
  const user = await findUserByLogin(db, body.login);
  const account = user ? `user:${user.id}` : `name:${body.login.toLowerCase()}`;
  const device = await verifyDevice(tokens, options.deviceCookie);
  const trusted = user && device?.userId === user.id ? device : null;
  const throttles = throttlesFor({ account, ip: options.ip, device: trusted });
  // One after another, stopping at the first refusal: a try another throttle refuses never holds a
  // place in the next one, so a burst of tries in flight can't crowd out the ones that may be checked.
  for (const [i, throttle] of throttles.entries()) {
    const reserved = await limiter.reserve(throttle.key, throttle.rule);
    if (reserved.allowed) continue;
    // The throttles that let the try through give it back: it was never checked.
    await Promise.all(throttles.slice(0, i).map((t) => limiter.release(t.key, 'undo')));
    const seconds = reserved.retryAfterSeconds;
    throw rateLimited(authMessage(lang, 'tooManyLogins', { minutes: Math.ceil(seconds / 60) }), seconds);
  }
  if (!(await verifyPassword(user?.password_hash, body.password)) || !user) {
    throw new AppError('BAD_CREDENTIALS', { message: authMessage(lang, 'badCredentials') });
  }
  await Promise.all(throttles.map((t) => limiter.release(t.key, t.onSuccess)));
  if (user.blocked) throw new AppError('ACCOUNT_BLOCKED', { message: authMessage(lang, 'accountBlocked') });
  return {
    token: { access_token: await tokens.sign(user.id), token_type: 'bearer', expires_in: tokens.ttlSeconds },
    deviceCookie: await signDevice(tokens, user.id),
  };
}

/** POST /auth/logout (docs/rules.md#logout): revokes the caller's token until it expires; `{ message }`. */
export async function logout(ctx: RequestContext, options: { db: Db }) {
  const { jti, exp } = ctx.requireUser();
  await revokeToken(options.db, { jti, expiresAt: new Date(exp * 1000) });
  return { message: authMessage(ctx.lang, 'loggedOut') };
}

/**
 * POST /auth/registration (docs/rules.md#registration-form, docs/rules.md#decisions-3): stores the request for staff
 * (registration_requests, status 'new') with its audit row and its "request received" e-mails to
 * the sender and to staff (mail outbox, one transaction) and answers `{ message }`. Throws RATE_LIMITED (429,
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
  await options.db.transaction(async (tx) => {
    const id = await insertRegistrationRequest(tx, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      kind: body.kind,
      comment: body.comment || null,
      ip: options.ip,
      version: ctx.version,
    });
    // The first step of onboarding in the audit log (docs/rules.md#audit), written by a guest.
    await insertAudit(tx, {
      userId: null,
      entity: 'registration_request',
      entityId: id,
      action: 'create',
      changes: { kind: body.kind },
    });
    // The outbox's step (docs/rules.md#mail-outbox): "request received" to its sender, in the
    // request's language, and to the staff address.
    const data: RegistrationReceivedData = {
      id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      kind: body.kind,
      comment: body.comment || null,
    };
    const mail = { template: 'registration-received', lang, version: ctx.version, data } as const;
    await queueMail(tx, { ...mail, to: body.email }, { ...mail, to: { staff: true }, lang: ctx.version });
  });
  return { message: authMessage(lang, 'registrationReceived') };
}
