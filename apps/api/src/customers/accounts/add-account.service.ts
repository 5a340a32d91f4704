import type { AccountBody, AccountCreatedResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { PublicUrlConfig } from '../../lib/public-url';
import { createAccount, getAccount } from './accounts.service';
import { issuePasswordLink } from './passwords.service';

/**
 * POST services/counterparties/{id}/users (docs/rules.md#counterparty users): creates the account
 * and issues its first set-password link (docs/rules.md#password-link) in one transaction.
 * Answers `{ data: Account, link: PasswordLink }`. Errors as `createAccount`'s.
 */
export function addCounterpartyAccount(
  ctx: RequestContext,
  options: {
    db: Db;
    mailer: Mailer | null;
    counterpartyId: number;
    body: AccountBody;
    links: PublicUrlConfig;
  },
): Promise<AccountCreatedResponse> {
  const { db, mailer, counterpartyId, body, links } = options;
  return db.transaction(async (tx) => {
    const { id } = await createAccount(ctx, { db: tx, counterpartyId, body });
    const link = await issuePasswordLink(ctx, { db: tx, mailer, userId: id, links });
    return { data: await getAccount(ctx, { db: tx, id }), link };
  });
}
