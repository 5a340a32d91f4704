import { createHash, randomBytes } from 'node:crypto';
import {
  type ChangePasswordBody,
  PASSWORD_LINK_TTL_HOURS,
  type PasswordChangedResponse,
  type PasswordLink,
  type SetPasswordBody,
  textLanguage,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { checkManageable } from './account-checks';
import { accountsMessage } from './accounts.messages';
import { getAccount } from './accounts.service';
import { passwordLinkEmail } from './password-link.email';
import {
  findLinkUser,
  findPasswordHash,
  findUsableLink,
  replacePasswordLinks,
  savePassword,
  useLink,
} from './passwords.repository';

/** Wrong current passwords per user: 10 in 15 minutes, then 429 (a stolen token must not guess it). */
export const PASSWORD_CHANGE_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

/** The stored form of a link's token: its SHA-256, hex (docs/rules.md#password-link). */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a set-password link for user `userId` (docs/rules.md#password-link): a random 256-bit
 * token, only its SHA-256 stored, valid PASSWORD_LINK_TTL_HOURS (72 h), single use; the user's
 * unused links are voided. With a `mailer` and an e-mail address the link is e-mailed in the
 * user's language and the answer has `url` null and `emailed_to` the address; otherwise (or when
 * sending fails) `url` is `${origin}/set-password?token=…` for staff to pass on. One audit row
 * (user, password_link) without the token. One transaction of its own (a savepoint inside the
 * caller's); the e-mail goes out before it commits.
 * @throws NOT_FOUND (unknown user); FORBIDDEN for a staff account and a manager (docs/rules.md#role-grants).
 */
export async function issuePasswordLink(
  ctx: RequestContext,
  options: { db: Executor; mailer: Mailer | null; userId: number; origin: string },
): Promise<PasswordLink> {
  const { mailer, userId, origin } = options;
  const actor = ctx.requireUser();
  // Its own transaction, or a savepoint inside the caller's.
  return options.db.transaction(async (db) => {
    checkManageable(ctx, await getAccount(ctx, { db, id: userId }));
    const user = (await findLinkUser(db, userId))!;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_LINK_TTL_HOURS * 3600 * 1000);
    await replacePasswordLinks(db, { userId, tokenHash: tokenHashOf(token), expiresAt, createdBy: actor.id });
    const url = `${origin.replace(/\/+$/, '')}/set-password?token=${token}`;
    const emailedTo =
      mailer && user.email ? await sendLink(mailer, { ...user, email: user.email, url }) : null;
    await insertAudit(db, {
      userId: actor.id,
      entity: 'user',
      entityId: userId,
      action: 'password_link',
      changes: { emailed_to: [null, emailedTo], expires_at: [null, expiresAt.toISOString()] },
    });
    return { url: emailedTo ? null : url, expires_at: expiresAt.toISOString(), emailed_to: emailedTo };
  });
}

/** E-mails the link in the user's language; answers the address, or null when sending failed. */
async function sendLink(
  mailer: Mailer,
  user: { email: string; fullname: string; username: string; locale: string; url: string },
): Promise<string | null> {
  try {
    await mailer.send(
      passwordLinkEmail({
        lang: textLanguage(user.locale),
        to: user.email,
        name: user.fullname,
        username: user.username,
        url: user.url,
      }),
    );
    return user.email;
  } catch {
    // Staff then see the link to pass on themselves.
    return null;
  }
}

const linkInvalid = (ctx: RequestContext) => {
  const text = accountsMessage(ctx.lang, 'linkInvalid');
  return new AppError('UNPROCESSABLE', { message: text, errors: { token: [text] } });
};

/**
 * POST auth/set-password (guest; docs/rules.md#password-link): sets the password of the link's
 * user (argon2id) and uses the link up, in one transaction; every token issued before is refused
 * from now on (users.tokens_valid_after). One audit row (user, password_set) by the user.
 * @throws UNPROCESSABLE with `errors.token` for an unknown, used, voided or expired link.
 */
export async function setPasswordByLink(
  ctx: RequestContext,
  options: { db: Db; body: SetPasswordBody },
): Promise<{ message: string }> {
  const { db, body } = options;
  const tokenHash = tokenHashOf(body.token);
  if ((await findUsableLink(db, tokenHash)) === undefined) throw linkInvalid(ctx);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    const userId = await useLink(tx, tokenHash);
    if (userId === undefined) throw linkInvalid(ctx);
    await savePassword(tx, { userId, passwordHash, validAfter: new Date() });
    await insertAudit(tx, { userId, entity: 'user', entityId: userId, action: 'password_set', changes: {} });
  });
  return { message: accountsMessage(ctx.lang, 'passwordSet') };
}

/**
 * PATCH profile/password (docs/rules.md#password-change): checks the current password, stores the
 * new one (argon2id) and refuses every token issued before — other sessions' and this one's — then
 * answers a fresh token for this session. One audit row (user, password_change).
 * @throws UNPROCESSABLE with `errors.current_password` when it is wrong; RATE_LIMITED (429) after
 * 10 wrong ones within 15 minutes.
 */
export async function changePassword(
  ctx: RequestContext,
  options: { db: Db; limiter: RateLimiter; tokens: TokenService; body: ChangePasswordBody },
): Promise<PasswordChangedResponse> {
  const { db, limiter, tokens, body } = options;
  const { lang } = ctx;
  const user = ctx.requireUser();
  const key = `password-change:user:${user.id}`;
  const state = await limiter.peek(key, PASSWORD_CHANGE_RULE);
  if (state.count >= PASSWORD_CHANGE_RULE.limit) {
    const minutes = Math.ceil(state.retryAfterSeconds / 60);
    throw new AppError('RATE_LIMITED', {
      message: accountsMessage(lang, 'tooManyPasswordTries', { minutes }),
      headers: { 'retry-after': String(state.retryAfterSeconds) },
    });
  }
  if (!(await verifyPassword(await findPasswordHash(db, user.id), body.current_password))) {
    await limiter.hit(key, PASSWORD_CHANGE_RULE);
    const text = accountsMessage(lang, 'currentPasswordWrong');
    throw new AppError('UNPROCESSABLE', { message: text, errors: { current_password: [text] } });
  }
  await limiter.reset(key);
  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await savePassword(tx, { userId: user.id, passwordHash, validAfter: new Date() });
    await insertAudit(tx, {
      userId: user.id,
      entity: 'user',
      entityId: user.id,
      action: 'password_change',
      changes: {},
    });
  });
  return {
    message: accountsMessage(lang, 'passwordChanged'),
    access_token: await tokens.sign(user.id),
    token_type: 'bearer',
    expires_in: tokens.ttlSeconds,
  };
}
