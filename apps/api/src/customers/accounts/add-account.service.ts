import type { AccountBody, AccountCreatedResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createAccount, getAccount } from './accounts.service';
import { issuePasswordLink } from './passwords.service';

/**
 * POST services/counterparties/{id}/users (docs/rules.md#counterparty users): creates the account
 * and issues its first set-password link (docs/rules.md#password-link) in one transaction.
 * Answers `{ data: Account, link: PasswordLink }`. Errors as `createAccount`'s.
 */
export function addCounterpartyAccount(
  ctx: RequestContext,
  options: { db: Db; mailer: Mailer | null; counterpartyId: number; body: AccountBody; origin: string },
): Promise<AccountCreatedResponse> {
  const { db, mailer, counterpartyId, body, origin } = options;
  return db.transaction(async (tx) => {
    const { id } = await createAccount(ctx, { db: tx, counterpartyId, body });
    const link = await issuePasswordLink(ctx, { db: tx, mailer, userId: id, origin });
    return { data: await getAccount(ctx, { db: tx, id }), link };
  });
}
