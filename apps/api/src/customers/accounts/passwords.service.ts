import { createHash, randomBytes } from 'node:crypto';
import {
  type ChangePasswordBody,
  PASSWORD_LINK_TTL_HOURS,
  type PasswordChangedResponse,
  type PasswordLink,
  parseLocale,
  type SetPasswordBody,
  textLanguage,
  versionOfLocale,
} from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type PublicUrlConfig, publicUrl } from '../../lib/public-url';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import { type PasswordLinkData, queueMail } from '../../mail';
import { checkManageable } from './account-checks';
import { accountsMessage } from './accounts.messages';
import { getAccount } from './accounts.service';
import {
  addPasswordLink,
  findLinkUser,
  findPasswordHash,
  findUsableLink,
  type LinkUserRow,
  replacePasswordLinks,
  savePassword,
  useLink,
  voidUnusedLinks,
} from './passwords.repository';

/** Wrong current passwords per user: 10 in 15 minutes, then 429 (a stolen token must not guess it). */
export const PASSWORD_CHANGE_RULE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

/** The stored form of a link's token: its SHA-256, hex (docs/rules.md#password-link). */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a set-password link for user `userId` (docs/rules.md#password-link): a random 256-bit
 * token, only its SHA-256 stored, valid PASSWORD_LINK_TTL_HOURS (72 h), single use; the user's
 * unused links are voided. Its url is `<PUBLIC_URL of the user's version>/set-password?token=…`
 * (lib/public-url.ts, never the request's host: docs/rules.md#public-url). With a `mailer` and an
 * e-mail address the link is queued in the mail outbox (docs/rules.md#mail-outbox), in the same
 * transaction, to be e-mailed in the user's language (`purpose` `approved`: the "request approved"
 * e-mail), and the answer has `url` null and `emailed_to` the address; otherwise `url` is answered
 * for staff to pass on. One audit row (user, password_link) without the token. One transaction of
 * its own (a savepoint inside the caller's).
 * @throws NOT_FOUND (unknown user); FORBIDDEN for a staff account and a manager (docs/rules.md#role-grants).
 */
export async function issuePasswordLink(
  ctx: RequestContext,
  options: {
    db: Executor;
    mailer: Mailer | null;
    links: PublicUrlConfig;
    userId: number;
    purpose?: 'account' | 'approved';
  },
): Promise<PasswordLink> {
  const { mailer, userId } = options;
  const actor = ctx.requireUser();
  // Its own transaction, or a savepoint inside the caller's.
  return options.db.transaction(async (db) => {
    checkManageable(ctx, await getAccount(ctx, { db, id: userId }));
    const user = (await findLinkUser(db, userId))!;
    const { url, expiresAt } = await newLink(db, { user, links: options.links, createdBy: actor.id });
    const emailedTo = mailer && user.email ? user.email : null;
    if (emailedTo)
      await queueLinkMail(db, { user, to: emailedTo, url, purpose: options.purpose ?? 'account' });
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

/**
 * A new link of `user`: its token's hash stored (the user's unused links voided unless `keepOthers`),
 * answered as the url of the user's version (docs/rules.md#public-url) and its expiry.
 */
export async function newLink(
  db: Executor,
  options: { user: LinkUserRow; links: PublicUrlConfig; createdBy: number | null; keepOthers?: boolean },
): Promise<{ url: string; expiresAt: Date }> {
  const { user } = options;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_TTL_HOURS * 3600 * 1000);
  const link = { userId: user.id, tokenHash: tokenHashOf(token), expiresAt, createdBy: options.createdBy };
  await (options.keepOthers ? addPasswordLink(db, link) : replacePasswordLinks(db, link));
  const version = versionOfLocale(parseLocale(user.locale) ?? 'ru');
  return { url: `${publicUrl(options.links, version)}/set-password?token=${token}`, expiresAt };
}

/** Queues the e-mail with the link (template `password-link`) in the user's language. */
export function queueLinkMail(
  db: Executor,
  options: { user: LinkUserRow; to: string; url: string; purpose: PasswordLinkData['purpose'] },
): Promise<void> {
  const { user } = options;
  const locale = parseLocale(user.locale) ?? 'ru';
  return queueMail(db, {
    template: 'password-link',
    to: options.to,
    lang: textLanguage(locale),
    version: versionOfLocale(locale),
    data: { purpose: options.purpose, name: user.fullname, username: user.username, url: options.url },
  });
}

const linkInvalid = (ctx: RequestContext) => {
  const text = accountsMessage(ctx.lang, 'linkInvalid');
  return new AppError('UNPROCESSABLE', { message: text, errors: { token: [text] } });
};

/**
 * POST auth/set-password (guest; docs/rules.md#password-link): sets the password of the link's
 * user (argon2id) and uses the link up, in one transaction, voiding the user's other unused links;
 * every token issued before is refused from now on (users.tokens_valid_after): every session of
 * the user ends (docs/rules.md#forgot-password). One audit row (user, password_set) by the user.
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
    // The password is set: every other link of the user (a forgotten-password one, staff's) dies.
    await voidUnusedLinks(tx, userId);
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
