import { type ForgotPasswordBody, PASSWORD_LINK_TTL_HOURS } from '@kits/contract';
import { insertAudit } from '../../audit';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { enqueueJob, type JobHandler } from '../../jobs';
import { AppError } from '../../lib/app-error';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { accountsMessage } from './accounts.messages';
import { findLinkUser, findUserIdByLogin } from './passwords.repository';
import { newLink, queueLinkMail } from './passwords.service';

/** Forgotten-password requests per address: 10 an hour, then 429 (docs/rules.md#forgot-password). */
export const FORGOT_ADDRESS_RULE: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** Forgotten-password e-mails per account: 3 an hour; past it nothing more is sent, the answer unchanged. */
export const FORGOT_ACCOUNT_RULE: RateLimitRule = { limit: 3, windowSeconds: 60 * 60 };

/** The job that issues and queues a forgotten-password link, away from the request. */
export const PASSWORD_FORGOT = 'password.forgot';

type ForgotPayload = { userId: number | null };

/**
 * POST auth/forgot-password (guest; docs/rules.md#forgot-password, docs/security.md#forgot-password).
 * Answers the same 200 `{ message }` whether or not the login names an account: the request does
 * the same work either way — the address's and the login's counters (an account counts its
 * username and e-mail together; an unknown login by its text), then one `password.forgot` job,
 * whose payload names the user only when the account exists and is under its limit. The job
 * makes the link and queues its e-mail after the answer, so neither the answer nor its timing
 * tells whether the account exists.
 * @throws RATE_LIMITED (429, Retry-After) past FORGOT_ADDRESS_RULE for the caller's address (the
 * same for known and unknown logins).
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  options: { db: Db; limiter: RateLimiter; body: ForgotPasswordBody; ip: string },
): Promise<{ message: string }> {
  const { db, limiter, body } = options;
  const byAddress = await limiter.hit(`forgot:ip:${options.ip}`, FORGOT_ADDRESS_RULE);
  if (!byAddress.allowed) {
    const minutes = Math.ceil(byAddress.retryAfterSeconds / 60);
    throw new AppError('RATE_LIMITED', {
      message: accountsMessage(ctx.lang, 'tooManyForgot', { minutes }),
      headers: { 'retry-after': String(byAddress.retryAfterSeconds) },
    });
  }
  const userId = await findUserIdByLogin(db, body.login);
  const account = userId === undefined ? `name:${body.login.toLowerCase()}` : `user:${userId}`;
  const byAccount = await limiter.hit(`forgot:account:${account}`, FORGOT_ACCOUNT_RULE);
  const payload: ForgotPayload = { userId: byAccount.allowed ? (userId ?? null) : null };
  await enqueueJob(db, { kind: PASSWORD_FORGOT, payload });
  return { message: accountsMessage(ctx.lang, 'forgotAnswer', { hours: PASSWORD_LINK_TTL_HOURS }) };
}

/**
 * The `password.forgot` job: for a user with an e-mail address, while a mailer is set, one new
 * set-password link (the user's other links stay: a stranger asking must not void the link staff
 * sent) and its e-mail (`password-link`, purpose `forgot`) queued in the mail outbox, with an
 * audit row (user, password_forgot, by nobody) — one transaction. Nothing for an unknown user, a
 * user without an address, or without a mailer (no link could reach anyone).
 */
export const forgotPasswordJobHandler: JobHandler<ForgotPayload> = {
  kind: PASSWORD_FORGOT,
  run: async ({ db, config, mailer, payload }) => {
    if (payload.userId === null) return { sent: false };
    if (!mailer) return { sent: false, reason: 'no mailer' };
    const user = await findLinkUser(db, payload.userId);
    if (!user?.email) return { sent: false };
    const to = user.email;
    await db.transaction(async (tx) => {
      const { url, expiresAt } = await newLink(tx, {
        user,
        links: config,
        createdBy: null,
        keepOthers: true,
      });
      await queueLinkMail(tx, { user, to, url, purpose: 'forgot' });
      await insertAudit(tx, {
        userId: null,
        entity: 'user',
        entityId: user.id,
        action: 'password_forgot',
        changes: { expires_at: [null, expiresAt.toISOString()] },
      });
    });
    return { sent: true };
  },
};
