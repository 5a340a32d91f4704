import { type Account, forbiddenGrants, mayManageAccount } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Executor } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import { accountsMessage } from './accounts.messages';
import { takenIdentities } from './accounts.repository';

/** The checks of an account write: role grants (docs/rules.md#role-grants) and duplicates (docs/rules.md#onboarding). */

/** A phone's digits, compared across accounts ('+7 (900) 000-00-00' and '79000000000' are one phone). */
export const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');
/** '' and whitespace mean "no phone". */
export const phoneOf = (phone: string | null | undefined) => phone?.trim() || null;

/** FORBIDDEN (403) with `errors[prefix + 'groups']` unless the actor may change `before` into `after` (docs/rules.md#role-grants). */
export function checkGrants(
  ctx: RequestContext,
  change: { before: readonly string[]; after: readonly string[]; fieldPrefix?: string },
) {
  const refused = forbiddenGrants(ctx.user, change);
  if (!ctx.isManager || refused.length > 0) {
    const text = accountsMessage(ctx.lang, 'forbiddenGrant', { groups: refused.join(', ') });
    throw new AppError('FORBIDDEN', {
      message: text,
      errors: { [`${change.fieldPrefix ?? ''}groups`]: [text] },
    });
  }
}

/** FORBIDDEN (403) unless the actor may manage `target` (docs/rules.md#role-grants: staff accounts are the admin's). */
export function checkManageable(ctx: RequestContext, target: Account) {
  if (!mayManageAccount(ctx.user, target))
    throw new AppError('FORBIDDEN', { message: accountsMessage(ctx.lang, 'staffAccount') });
}

/**
 * UNPROCESSABLE (422) naming every field whose value another account already has: login and
 * e-mail case-insensitively (each against both sign-in names), phone by its digits. Run after
 * `lockAccountIdentities` in the same transaction.
 */
export async function checkDuplicates(
  ctx: RequestContext,
  options: {
    db: Executor;
    values: { username?: string; email?: string; phone?: string | null };
    exceptId?: number;
    fieldPrefix?: string;
  },
) {
  const { db, values, fieldPrefix = '' } = options;
  const taken = await takenIdentities(db, {
    username: values.username,
    email: values.email,
    digits: digitsOf(values.phone) || undefined,
    exceptId: options.exceptId,
  });
  if (taken.size === 0) return;
  const key = { username: 'usernameTaken', email: 'emailTaken', phone: 'phoneTaken' } as const;
  throwIfErrors(
    Object.fromEntries(
      [...taken].map((field) => [`${fieldPrefix}${field}`, [accountsMessage(ctx.lang, key[field])]]),
    ),
  );
}
